/**
 * Splitting an `scf.for` into two consecutive loops, the step shared by unrolling (its epilogue)
 * and peeling (its partial iteration), as MLIR's `splitForOpAtPoint` and `peelForLoop` do it.
 */
import type { Value } from '@strata/ir-core';
import type { PatternRewriter } from '@strata/pattern-rewrite';
import type { ForOp } from '../ops/for.js';

/**
 * Makes `loop` stop at `point` and returns a copy of it, placed right after it, that runs from
 * `point` to the old upper bound starting from `loop`'s results; users of `loop`'s results now use
 * the copy's. `point` must be the lower bound plus a multiple of the step, not above the upper bound.
 */
export function splitLoopAt(rewriter: PatternRewriter, loop: ForOp, point: Value): ForOp {
  return rewriter.withInsertionGuard(() => {
    rewriter.setInsertionPointAfter(loop);
    const rest = rewriter.clone(loop);
    rewriter.modifyOpInPlace(rest, () => rest.setOperand(0, point));
    rewriter.replaceAllOpUsesWith(loop, rest.results);
    const numInits = loop.numResults;
    rewriter.modifyOpInPlace(rest, () => rest.replaceOperandRange(3, numInits, loop.results));
    rewriter.modifyOpInPlace(loop, () => loop.setOperand(1, point));
    return rest;
  });
}
