/**
 * MLIR's `scf::ForOp::promoteIfSingleIteration`: a loop known to run once becomes its body, and a
 * loop known to run zero times becomes its inits.
 */
import type { PatternRewriter } from '@strata/pattern-rewrite';
import type { ForOp } from '../ops/for.js';
import { getStaticTripCount } from './trip-count.js';

/**
 * Replaces `loop` by its body when it runs exactly once (the induction variable becomes the lower
 * bound, the iter_args the inits, the results what the body yields) and by its inits when it runs
 * zero times. Returns false, leaving the IR alone, when the trip count is unknown or above one.
 */
export function promoteIfSingleIteration(rewriter: PatternRewriter, loop: ForOp): boolean {
  const trips = getStaticTripCount(loop);
  if (trips === null || trips > 1n) return false;
  if (trips === 0n) {
    rewriter.replaceAllOpUsesWith(loop, loop.initArgs);
    rewriter.eraseOp(loop);
    return true;
  }
  const body = loop.region.front!;
  const yieldOp = body.back!;
  rewriter.replaceAllOpUsesWith(loop, yieldOp.operands);
  rewriter.inlineBlockBefore(body, loop.getBlock()!, loop, [loop.lowerBound, ...loop.initArgs]);
  rewriter.eraseOp(yieldOp);
  rewriter.eraseOp(loop);
  return true;
}
