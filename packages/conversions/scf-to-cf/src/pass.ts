import type { MLIRContext, Operation } from '@strata/ir-core';
import { Pass } from '@strata/pass';
import { FrozenRewritePatternSet, RewritePatternSet } from '@strata/pattern-rewrite';
import * as z from 'zod/mini';
import { lowerSCFOps } from './lower-scf.js';
import { populateSCFToControlFlowConversionPatterns, SCF_OPS_TO_LOWER } from './populate.js';

const options = z.object({
  'allow-pattern-rollback': z._default(
    z.boolean().check(z.describe('Experimental performance flag to disallow pattern rollback')),
    true,
  ),
});

const MUST_LOWER: ReadonlySet<string> = new Set(SCF_OPS_TO_LOWER);

/**
 * `convert-scf-to-cf`: replaces structured control flow (`scf.for`, `scf.if`, `scf.while`,
 * `scf.index_switch`, `scf.execute_region`, `scf.parallel`, bufferized `scf.forall`) with a CFG of
 * `cf` branches (MLIR's `SCFToControlFlowPass`). Other ops are left alone.
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
    if (!lowerSCFOps(op, this.patternsFor(op.context), MUST_LOWER)) this.signalPassFailure();
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
