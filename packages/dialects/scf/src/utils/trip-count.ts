/**
 * MLIR's `scf::ForOp::getStaticTripCount` (`constantTripCount` of StaticValueUtils): how many
 * times an `scf.for` runs, when the IR says so.
 */
import type { ForOp } from '../ops/for.js';
import { bitWidthOf, constantIntOf } from './arith-helpers.js';

/** Whether `loop` compares its induction variable unsigned (`scf.for unsigned`). */
export function isUnsignedLoop(loop: ForOp): boolean {
  return loop.unsignedCmp !== undefined;
}

/**
 * The loop's trip count, or null when unknown: zero when both bounds are the same value, else
 * computed from constant bounds and step (read signed, or unsigned for an unsigned loop). A zero
 * step, a negative step of a signed loop, or a non-constant bound leave it unknown. (MLIR also asks
 * its value-bounds analysis for `ub - lb` of non-constant bounds; Strata has no such analysis yet.)
 */
export function getStaticTripCount(loop: ForOp): bigint | null {
  if (loop.lowerBound === loop.upperBound) return 0n;
  const unsigned = isUnsignedLoop(loop);
  const step = constantIntOf(loop.step, unsigned);
  if (step === 0n) return null;
  const lb = constantIntOf(loop.lowerBound, unsigned);
  const ub = constantIntOf(loop.upperBound, unsigned);
  if (lb === null || ub === null) return null;
  if (ub <= lb) return 0n;
  if (step === null || (!unsigned && step < 0n)) return null;
  const diff = ub - lb;
  const count = (diff + step - 1n) / step;
  return BigInt.asUintN(bitWidthOf(loop.lowerBound.type), count);
}
