import { IfOp } from '@strata/dialect-scf';
import type { Block, Location, Region } from '@strata/ir-core';
import { OpRewritePattern, type PatternRewriter } from '@strata/pattern-rewrite';
import { branchState, createCondBranch } from './branch-states.js';

/**
 * Ends the last block of `region` with a branch to `dest` forwarding the yielded values, erases the
 * yield, and moves the region's blocks before `dest`. Answers the region's entry block.
 */
export function inlineYieldingRegionBefore(
  rewriter: PatternRewriter,
  region: Region,
  dest: Block,
  location: Location,
): Block {
  const entry = region.front!;
  const lastBlock = region.back!;
  const terminator = lastBlock.back!;
  rewriter.setInsertionPointToEnd(lastBlock);
  rewriter.create(branchState(location, dest, terminator.operands));
  rewriter.eraseOp(terminator);
  rewriter.inlineRegionBefore(region, dest.parent!, dest);
  return entry;
}

/**
 * `scf.if` to a CFG (MLIR's `IfLowering`): the block is split at the op, a `cf.cond_br` enters
 * the inlined `then` or `else` blocks (or the continuation when there is no `else`), and their
 * yields branch to the continuation. With results, the yields branch to a new block whose
 * arguments replace the results and which branches on to the continuation.
 */
export class IfLowering extends OpRewritePattern<IfOp> {
  constructor() {
    super(IfOp, { generatedOps: ['cf.br', 'cf.cond_br'] });
  }

  override matchAndRewrite(op: IfOp, rewriter: PatternRewriter): boolean {
    const location = op.location;
    const condBlock = op.parentBlock!;
    const remainingOpsBlock = rewriter.splitBlock(condBlock, op);
    let continueBlock = remainingOpsBlock;
    if (op.numResults !== 0) {
      const types = op.getResultTypes();
      continueBlock = rewriter.createBlock(
        remainingOpsBlock.parent!,
        remainingOpsBlock,
        types,
        new Array<Location>(types.length).fill(location),
      );
      rewriter.create(branchState(location, remainingOpsBlock));
    }

    const thenBlock = inlineYieldingRegionBefore(rewriter, op.thenRegion, continueBlock, location);
    const elseRegion = op.elseRegion;
    const elseBlock = elseRegion.empty()
      ? continueBlock
      : inlineYieldingRegionBefore(rewriter, elseRegion, continueBlock, location);

    rewriter.setInsertionPointToEnd(condBlock);
    createCondBranch(rewriter, location, op.condition, thenBlock, elseBlock);
    rewriter.replaceOp(op, continueBlock.arguments);
    return true;
  }
}
