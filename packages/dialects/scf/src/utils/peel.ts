/**
 * Peeling the last, partial iteration of an `scf.for` (MLIR's `peelForLoopAndSimplifyBounds`,
 * mlir/lib/Dialect/SCF/Transforms/LoopSpecialization.cpp): the loop is cut where the step no longer
 * divides the rest of the range, and a second loop runs what is left (at most one iteration).
 */
import { AddIOp, RemSIOp, SubIOp } from '@strata/dialect-arith';
import { IndexType, IRMapping, type Value } from '@strata/ir-core';
import type { PatternRewriter } from '@strata/pattern-rewrite';
import type { ForOp } from '../ops/for.js';
import {
  constantIntOf,
  createBinary,
  createIntConstant,
  loadGeneratedDialects,
} from './arith-helpers.js';
import { splitLoopAt } from './split.js';

/** The loop after peeling, and the loop running its last, partial iteration. */
export interface PeeledLoops {
  mainLoop: ForOp;
  partialIteration: ForOp;
}

/** `a mod b` rounded towards minus infinity (affine's `mod`). */
function floorMod(a: bigint, b: bigint): bigint {
  const r = a % b;
  return r !== 0n && r < 0n !== b < 0n ? r + b : r;
}

/**
 * A split point MLIR computes with an `affine.apply` that folds when the bounds are constants: an
 * index constant, and when the loop's type is an integer type, the folded `index_cast` of it (a
 * second constant; the index one stays, unused).
 */
function createFoldedSplit(rewriter: PatternRewriter, loop: ForOp, split: bigint): Value {
  const location = loop.location;
  const type = loop.lowerBound.type;
  const index = createIntConstant(rewriter, location, IndexType.get(loop.context), split);
  return type.isIndex() ? index : createIntConstant(rewriter, location, type, split);
}

/**
 * The split point `ub - (ub - lb) mod step`: folded from constants as MLIR folds it, or else
 * computed with arith ops. MLIR builds an `affine.apply` there; Strata has no affine dialect, so
 * `arith.subi`/`arith.remsi` compute the same value (for a range that is not empty).
 */
function createSplitBound(
  rewriter: PatternRewriter,
  loop: ForOp,
  lb: bigint | null,
  ub: bigint | null,
  step: bigint | null,
): Value {
  const location = loop.location;
  if (lb !== null && ub !== null && step !== null)
    return createFoldedSplit(
      rewriter,
      loop,
      BigInt.asIntN(64, ub - floorMod(BigInt.asIntN(64, ub - lb), step)),
    );
  const diff = createBinary(rewriter, SubIOp, location, loop.upperBound, loop.lowerBound);
  const remainder = createBinary(rewriter, RemSIOp, location, diff, loop.step);
  return createBinary(rewriter, SubIOp, location, loop.upperBound, remainder);
}

/**
 * Peels the last iteration of `loop` when its step may not divide its range: `loop` now stops at
 * `ub - (ub - lb) mod step` and a copy of it right after runs from there to the old upper bound,
 * carrying on the loop's values. Returns null, leaving the IR alone, when the step is a constant
 * of at most one or the range is known to be a multiple of the step, and also (unlike MLIR 22,
 * whose peeling of such loops runs an iteration the original did not) when constant bounds give
 * an empty range.
 */
export function peelForLoopAndSimplifyBounds(
  rewriter: PatternRewriter,
  loop: ForOp,
): PeeledLoops | null {
  const lb = constantIntOf(loop.lowerBound);
  const ub = constantIntOf(loop.upperBound);
  const step = constantIntOf(loop.step);
  if (step !== null && step <= 1n) return null;
  if (loop.lowerBound === loop.upperBound) return null;
  if (lb !== null && ub !== null) {
    if (ub <= lb) return null;
    if (step !== null && (ub - lb) % step === 0n) return null;
  }
  loadGeneratedDialects(loop.context);
  const split = rewriter.withInsertionGuard(() => {
    rewriter.setInsertionPoint(loop);
    return createSplitBound(rewriter, loop, lb, ub, step);
  });
  const partialIteration = splitLoopAt(rewriter, loop, split);
  return { mainLoop: loop, partialIteration };
}

/**
 * Peels the first iteration of `loop` (MLIR's `peelForLoopFirstIteration`): a copy of the loop
 * placed before it runs from the lower bound to `lb + step`, and `loop` runs the rest, starting
 * from the copy's results. Returns the copy, or null when constant bounds give at most one
 * iteration. For non-constant bounds `lb + step` is an `arith.addi` (MLIR: `affine.apply`).
 */
export function peelForLoopFirstIteration(rewriter: PatternRewriter, loop: ForOp): ForOp | null {
  const lb = constantIntOf(loop.lowerBound);
  const ub = constantIntOf(loop.upperBound);
  const step = constantIntOf(loop.step);
  if (lb !== null && ub !== null && step !== null && Math.ceil(Number(ub - lb) / Number(step)) <= 1)
    return null;
  loadGeneratedDialects(loop.context);
  return rewriter.withInsertionGuard(() => {
    rewriter.setInsertionPoint(loop);
    const split =
      lb !== null && step !== null
        ? createFoldedSplit(rewriter, loop, BigInt.asIntN(64, lb + step))
        : createBinary(rewriter, AddIOp, loop.location, loop.lowerBound, loop.step);
    const mapping = new IRMapping();
    mapping.map(loop.upperBound, split);
    const first = rewriter.clone(loop, mapping);
    rewriter.modifyOpInPlace(loop, () => {
      loop.replaceOperandRange(3, loop.numResults, first.results);
      loop.setOperand(0, split);
    });
    return first;
  });
}
