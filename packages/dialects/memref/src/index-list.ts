/**
 * The `[%a, 4, %b]` lists of `subview` and `reinterpret_cast`, and the `(%a, 4)` bounds of
 * `scf.forall` (MLIR's `custom<DynamicIndexList>`, from its ViewLikeInterface, which ir-core does
 * not have yet): each entry is an index operand (dynamic) or an integer (static). The static
 * entries go into a `static_*` array with INT64_MIN where an operand stands.
 */
import {
  emitErrorAt,
  type OpAsmPrinter,
  type OperationParser,
  type UnresolvedOperand,
  type Value,
} from '@strata/ir-core';
import { DYNAMIC_I64 } from './layout.js';

export interface ParsedIndexList {
  readonly operands: UnresolvedOperand[];
  readonly statics: bigint[];
}

/**
 * Parses the list of the custom op `opName`. As MLIR's parser, a failed list is reported a second
 * time at the op's name ("expected SSA value or integer"), unless the lexer failed; without
 * `opName` (the form before that was known), only once.
 */
export function parseDynamicIndexList(
  parser: OperationParser,
  delimiter: 'square' | 'paren' = 'square',
  opName?: string,
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
      const value = parser.parseSignedInteger(64);
      if (value === null) return false;
      statics.push(value);
      return true;
    },
    ' in dynamic index list',
  );
  if (ok) return { operands, statics };
  if (opName !== undefined && parser.tokenKind !== 'error')
    emitErrorAt(parser.getNameLocation(), `custom op '${opName}' expected SSA value or integer`);
  return null;
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
