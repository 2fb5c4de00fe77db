import { ConversionTarget, applyPartialConversion } from '@strata/dialect-conversion';
import type { MLIRContext, Operation } from '@strata/ir-core';
import { Pass } from '@strata/pass';
import { FrozenRewritePatternSet, RewritePatternSet } from '@strata/pattern-rewrite';
import * as z from 'zod/mini';
import { populateSCFToControlFlowConversionPatterns, SCF_OPS_TO_LOWER } from './populate.js';

// Accepted as mlir-opt accepts it; Strata's conversion driver can always roll back, so it changes
// nothing.
const options = z.object({
  'allow-pattern-rollback': z._default(
    z.boolean().check(z.describe('Experimental performance flag to disallow pattern rollback')),
    true,
  ),
});

/**
 * `convert-scf-to-cf`: replaces structured control flow (`scf.for`, `scf.if`, `scf.while`,
 * `scf.index_switch`, `scf.execute_region`, `scf.parallel`, bufferized `scf.forall`) with a CFG of
 * `cf` branches (MLIR's `SCFToControlFlowPass`): a partial conversion with those ops illegal and
 * every other op legal. A failed conversion leaves the IR unchanged.
 */
export class SCFToControlFlowPass extends Pass<typeof options> {
  readonly argument = 'convert-scf-to-cf';
  readonly name = 'SCFToControlFlowPass';
  override readonly description =
    'Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG';
  override readonly optionsSchema = options;
  private frozen: { context: MLIRContext; patterns: FrozenRewritePatternSet } | null = null;

  override getDependentDialects(): readonly string[] {
    return ['arith', 'cf', 'scf'];
  }

  runOnOperation(): void {
    const op = this.getOperation() as Operation;
    const target = new ConversionTarget(op.context);
    target.addIllegalOp(...SCF_OPS_TO_LOWER);
    target.markUnknownOpDynamicallyLegal(() => true);
    if (!applyPartialConversion(op, target, this.patternsFor(op.context))) this.signalPassFailure();
  }

  private patternsFor(context: MLIRContext): FrozenRewritePatternSet {
    if (this.frozen === null || this.frozen.context !== context) {
      const patterns = new RewritePatternSet(context);
      populateSCFToControlFlowConversionPatterns(patterns);
      this.frozen = { context, patterns: new FrozenRewritePatternSet(patterns) };
    }
    return this.frozen.patterns;
  }
}
