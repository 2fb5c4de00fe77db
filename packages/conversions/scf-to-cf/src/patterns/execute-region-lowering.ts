import { BranchOp } from '@strata/dialect-cf';
import { ExecuteRegionOp, YieldOp } from '@strata/dialect-scf';
import { OpRewritePattern, type PatternRewriter } from '@strata/pattern-rewrite';

/**
 * `scf.execute_region` to a CFG (MLIR's `ExecuteRegionLowering`): the block is split at the op,
 * branches into the inlined region, every `scf.yield` in it branches to the continuation, whose
 * new arguments replace the results.
 */
export class ExecuteRegionLowering extends OpRewritePattern<ExecuteRegionOp> {
  constructor() {
    super(ExecuteRegionOp, { generatedOps: ['cf.br'] });
  }

  override matchAndRewrite(op: ExecuteRegionOp, rewriter: PatternRewriter): boolean {
    const location = op.location;
    const condBlock = op.parentBlock!;
    const remainingOpsBlock = rewriter.splitBlock(condBlock, op);

    const region = op.region;
    rewriter.setInsertionPointToEnd(condBlock);
    rewriter.create(BranchOp.build(location, { dest: region.front! }));

    for (let block = region.front; block !== null; block = block.nextNode) {
      const terminator = block.back;
      if (!(terminator instanceof YieldOp)) continue;
      rewriter.setInsertionPointToEnd(block);
      rewriter.create(
        BranchOp.build(location, { dest: remainingOpsBlock, destOperands: terminator.operands }),
      );
      rewriter.eraseOp(terminator);
    }
    rewriter.inlineRegionBefore(region, remainingOpsBlock.parent!, remainingOpsBlock);

    const types = op.getResultTypes();
    const results = remainingOpsBlock.addArguments(
      types,
      types.map(() => location),
    );
    rewriter.replaceOp(op, results);
    return true;
  }
}
