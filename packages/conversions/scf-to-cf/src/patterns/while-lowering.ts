import { type ConditionOp, WhileOp, YieldOp } from '@strata/dialect-scf';
import { OpRewritePattern, type PatternRewriter } from '@strata/pattern-rewrite';
import { branchState, createCondBranch } from './branch-states.js';

/**
 * Lowers `op` to a CFG: the block is split at the op, the `before` region (and, unless the loop
 * is a do-while, the `after` region behind it) is inlined before the continuation, the block
 * before enters `before` with the inits, and `scf.condition` becomes a `cf.cond_br` that either
 * starts the next step (the `after` entry, or `before` itself for a do-while) or leaves. The
 * `after` yield branches back to `before`. The results are the condition's arguments, which
 * dominate the continuation. Regions are assumed single-exit through their last block, which holds
 * while only this package's lowerings have run (scf has no break or continue).
 */
function lowerWhile(op: WhileOp, rewriter: PatternRewriter, doWhile: boolean): void {
  const location = op.location;
  const currentBlock = op.parentBlock!;
  const continuation = rewriter.splitBlock(currentBlock, op);
  const region = continuation.parent!;

  const before = op.before.front!;
  const after = doWhile ? before : op.after.front!;
  if (!doWhile) rewriter.inlineRegionBefore(op.after, region, continuation);
  rewriter.inlineRegionBefore(op.before, region, doWhile ? continuation : after);

  rewriter.setInsertionPointToEnd(currentBlock);
  rewriter.create(branchState(location, before, op.inits));

  const condition = before.back as ConditionOp;
  const results = condition.args;
  rewriter.setInsertionPointToEnd(before);
  // Each new branch takes the location of the terminator it replaces (as replaceOpWithNewOp).
  rewriter.replaceOp(
    condition,
    createCondBranch(
      rewriter,
      condition.location,
      condition.condition,
      after,
      continuation,
      results,
    ),
  );

  if (!doWhile) {
    const yieldOp = after.back!;
    rewriter.setInsertionPointToEnd(after);
    rewriter.replaceOp(
      yieldOp,
      rewriter.create(branchState(yieldOp.location, before, yieldOp.operands)),
    );
  }
  rewriter.replaceOp(op, results);
}

/** `scf.while` to a CFG (MLIR's `WhileLowering`); see {@link lowerWhile}. */
export class WhileLowering extends OpRewritePattern<WhileOp> {
  constructor() {
    super(WhileOp, { generatedOps: ['cf.br', 'cf.cond_br'] });
  }

  override matchAndRewrite(op: WhileOp, rewriter: PatternRewriter): boolean {
    lowerWhile(op, rewriter, false);
    return true;
  }
}

/** Whether the `after` region of `op` only forwards its arguments back to `before`. */
function hasForwardingAfterRegion(op: WhileOp): boolean {
  const block = op.after.front!;
  const yieldOp = block.front;
  if (!(yieldOp instanceof YieldOp) || yieldOp.nextNode !== null) return false;
  const args = block.arguments;
  if (yieldOp.numOperands !== args.length) return false;
  for (let i = 0; i < args.length; i++) if (yieldOp.getOperand(i) !== args[i]) return false;
  return true;
}

/**
 * A do-while `scf.while`, whose `after` region only forwards its arguments (MLIR's
 * `DoWhileLowering`, preferred over {@link WhileLowering}): only `before` is inlined, and the
 * condition branches back to its entry directly.
 */
export class DoWhileLowering extends OpRewritePattern<WhileOp> {
  constructor() {
    super(WhileOp, { benefit: 2, generatedOps: ['cf.br', 'cf.cond_br'] });
  }

  override matchAndRewrite(op: WhileOp, rewriter: PatternRewriter): boolean {
    if (!hasForwardingAfterRegion(op)) {
      return rewriter.notifyMatchFailure(
        op,
        "do-while simplification applicable only to forwarding 'after' regions",
      );
    }
    lowerWhile(op, rewriter, true);
    return true;
  }
}
