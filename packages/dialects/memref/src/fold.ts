/** Folding helpers shared by memref ops. */
import { MemRefType, type Operation } from '@strata/ir-core';

/**
 * Makes `op` use the source of a `memref.cast` feeding operand `index` (or every memref operand
 * when `index` is omitted), when that source is ranked (MLIR's `foldMemRefCast`). Returns whether
 * an operand changed.
 */
export function foldMemRefCast(op: Operation, index?: number): boolean {
  // Folded on every visit of every load and store: no list of positions is built.
  if (index !== undefined) return foldCastAt(op, index);
  let folded = false;
  for (let i = 0; i < op.numOperands; i++) if (foldCastAt(op, i)) folded = true;
  return folded;
}

/** {@link foldMemRefCast} for operand `index`. */
function foldCastAt(op: Operation, index: number): boolean {
  const cast = op.getOperand(index).getDefiningOp();
  if (cast === null || cast.name.identifier !== 'memref.cast') return false;
  if (!(cast.getOperand(0).type instanceof MemRefType)) return false;
  op.setOperand(index, cast.getOperand(0));
  return true;
}
