/**
 * The `[%a, 4, %b]` lists of `subview` and `reinterpret_cast` (MLIR's `custom<DynamicIndexList>`):
 * each entry is an index operand (dynamic) or an integer (static). The static entries go into a
 * `static_*` array with INT64_MIN where an operand stands.
 */
import type { OpAsmPrinter, OperationParser, UnresolvedOperand, Value } from '@strata/ir-core';
import { DYNAMIC_I64 } from './layout.js';

export interface ParsedIndexList {
  readonly operands: UnresolvedOperand[];
  readonly statics: bigint[];
}

export function parseDynamicIndexList(parser: OperationParser): ParsedIndexList | null {
  const operands: UnresolvedOperand[] = [];
  const statics: bigint[] = [];
  const ok = parser.parseCommaSeparatedList(
    'square',
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
    " in dynamic index list",
  );
  return ok ? { operands, statics } : null;
}

/** `[%a, 4, %b]`: operands where the static entry is dynamic, in order. */
export function printDynamicIndexList(printer: OpAsmPrinter, operands: readonly Value[], statics: readonly bigint[]): void {
  printer.write('[');
  let next = 0;
  statics.forEach((value, i) => {
    if (i > 0) printer.write(', ');
    if (BigInt.asIntN(64, value) === DYNAMIC_I64) printer.printOperand(operands[next++]!);
    else printer.write(String(BigInt.asIntN(64, value)));
  });
  printer.write(']');
}
