/** Folding helpers shared by memref ops. */
import { MemRefType, type Operation } from '@strata/ir-core';

/**
 * Makes `op` use the source of a `memref.cast` feeding operand `index` (or every memref operand
 * when `index` is omitted), when that source is ranked (MLIR's `foldMemRefCast`). Returns whether
 * an operand changed.
 */
export function foldMemRefCast(op: Operation, index?: number): boolean {
  let folded = false;
  const indices = index === undefined ? op.operands.map((_, i) => i) : [index];
  for (const i of indices) {
    const cast = op.getOperand(i).getDefiningOp();
    if (cast === null || cast.name.identifier !== 'memref.cast') continue;
    if (!(cast.getOperand(0).type instanceof MemRefType)) continue;
    op.setOperand(i, cast.getOperand(0));
    folded = true;
  }
  return folded;
}
