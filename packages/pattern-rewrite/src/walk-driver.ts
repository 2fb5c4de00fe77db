import { type Operation, type RewriterListener, walkOperations } from '@strata/ir-core';
import { PatternApplicator } from './applicator.js';
import type { FrozenRewritePatternSet } from './pattern-set.js';
import { PatternRewriter } from './rewriter.js';

/**
 * Applies `patterns` once to every op nested in `op` (not `op` itself), in one post-order walk,
 * without a worklist, folding or iteration (MLIR's `walkAndApplyPatterns`). Ops the patterns
 * create are not visited. A pattern may erase or replace the op it is given, but not ops the walk
 * has yet to reach. Answers whether any pattern applied.
 */
export function walkAndApplyPatterns(
  op: Operation,
  patterns: FrozenRewritePatternSet,
  listener: RewriterListener | null = null,
): boolean {
  const rewriter = new PatternRewriter(op.context, listener);
  const applicator = new PatternApplicator(patterns);
  applicator.applyDefaultCostModel();
  let changed = false;
  const visit = (visited: Operation) => {
    if (visited !== op && applicator.matchAndRewrite(visited, rewriter)) changed = true;
  };
  walkOperations(op, visit, 'post');
  return changed;
}
