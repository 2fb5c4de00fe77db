/**
 * The `[%a, 4, %b]` lists of `subview` and `reinterpret_cast`, and the `(%a, 4)` bounds of
 * `scf.forall` (MLIR's `custom<DynamicIndexList>`, from its ViewLikeInterface, which ir-core does
 * not have yet): each entry is an index operand (dynamic) or an integer (static). The static
 * entries go into a `static_*` array with INT64_MIN where an operand stands.
 */
import type { OpAsmPrinter, OperationParser, UnresolvedOperand, Value } from '@strata/ir-core';
import { DYNAMIC_I64 } from './layout.js';

export interface ParsedIndexList {
  readonly operands: UnresolvedOperand[];
  readonly statics: bigint[];
}

export function parseDynamicIndexList(
  parser: OperationParser,
  delimiter: 'square' | 'paren' = 'square',
): ParsedIndexList | null {
  const operands: UnresolvedOperand[] = [];
  const statics: bigint[] = [];
  const ok = parser.parseCommaSeparatedList(
    delimiter,
    () => {
      const operand = parser.parseOptionalOperand();
      if (operand === null) return false;
      if (operand !== undefined) {
        operands.push(operand);
        statics.push(DYNAMIC_I64);
        return true;
      }
      const value = parser.parseInteger();
      if (value === null) return false;
      statics.push(value);
      return true;
    },
    ' in dynamic index list',
  );
  return ok ? { operands, statics } : null;
}

/** `[%a, 4, %b]` (or with parentheses): operands where the static entry is dynamic, in order. */
export function printDynamicIndexList(
  printer: OpAsmPrinter,
  operands: readonly Value[],
  statics: readonly bigint[],
  delimiter: 'square' | 'paren' = 'square',
): void {
  printer.write(delimiter === 'square' ? '[' : '(');
  let next = 0;
  statics.forEach((value, i) => {
    if (i > 0) printer.write(', ');
    if (BigInt.asIntN(64, value) === DYNAMIC_I64) printer.printOperand(operands[next++]!);
    else printer.write(String(BigInt.asIntN(64, value)));
  });
  printer.write(delimiter === 'square' ? ']' : ')');
}
