import type { MLIRContext, Operation, OpDefinition } from '@strata/ir-core';
import { Pass } from '@strata/pass';
import { debugLog, isDebugEnabled, registerDebugChannel } from '@strata/pass/debug';
import {
  applyPatternsGreedily,
  FrozenRewritePatternSet,
  type GreedyRewriteConfig,
  RewritePatternSet,
} from '@strata/pattern-rewrite';
import * as z from 'zod/mini';

const GREEDY_CHANNEL = 'greedy-rewriter';

const options = z.object({
  'top-down': z._default(
    z.boolean().check(z.describe('Seed the worklist in general top-down order')),
    true,
  ),
  'region-simplify': z._default(
    z
      .enum(['disabled', 'normal', 'aggressive'])
      .check(z.describe('Perform control flow optimizations to the region tree')),
    'normal',
  ),
  'max-iterations': z._default(
    z.int().check(z.describe('Max. iterations between applying patterns / simplifying regions')),
    10,
  ),
  'max-num-rewrites': z._default(
    z.int().check(z.describe('Max. number of pattern rewrites within an iteration')),
    -1,
  ),
  'test-convergence': z._default(
    z
      .boolean()
      .check(z.describe('Test only: Fail pass on non-convergence to detect cyclic pattern')),
    false,
  ),
  'disable-patterns': z._default(
    z
      .array(z.string())
      .check(z.describe('Labels of patterns that should be filtered out during application')),
    [],
  ),
  'enable-patterns': z._default(
    z
      .array(z.string())
      .check(
        z.describe(
          'Labels of patterns that should be used during application, all other patterns are filtered out',
        ),
      ),
    [],
  ),
});

/**
 * Every canonicalization pattern `context` knows: each loaded dialect's
 * (`Dialect.getCanonicalizationPatterns`), then each
 * registered op's (its definition's `canonicalizationPatterns`), as MLIR's canonicalizer collects them.
 */
export function collectCanonicalizationPatterns(context: MLIRContext): RewritePatternSet {
  const patterns = new RewritePatternSet(context);
  for (const dialect of context.loadedDialects) dialect.getCanonicalizationPatterns(patterns);
  for (const name of context.getRegisteredOperations()) {
    const definition = (name.info!.opClass as { definition?: OpDefinition }).definition;
    definition?.canonicalizationPatterns?.(patterns, context);
  }
  return patterns;
}

registerDebugChannel(
  GREEDY_CHANNEL,
  'The greedy pattern rewrite driver: ops processed, patterns tried, IR changes',
);

/** Writes the greedy driver's log lines to the `greedy-rewriter` debug channel. */
function writeGreedyLog(line: string): void {
  debugLog(GREEDY_CHANNEL, line);
}

/**
 * `canonicalize`: applies every canonicalization pattern and folder greedily to the regions of the
 * op it runs on (MLIR's `Canonicalizer`). Non-convergence is not a failure unless
 * `test-convergence` is set.
 */
export class CanonicalizerPass extends Pass<typeof options> {
  readonly argument = 'canonicalize';
  readonly name = 'Canonicalizer';
  override readonly description = 'Canonicalize operations';
  override readonly optionsSchema = options;
  /** The frozen patterns, built on the first run for the context of the IR (MLIR's `initialize`). */
  private frozen: { context: MLIRContext; patterns: FrozenRewritePatternSet } | null = null;

  runOnOperation(): void {
    const op = this.getOperation() as Operation;
    const config: GreedyRewriteConfig = {
      useTopDownTraversal: this.options['top-down'],
      regionSimplification: this.options['region-simplify'],
      maxIterations: this.options['max-iterations'],
      maxNumRewrites: this.options['max-num-rewrites'],
      debugLog: isDebugEnabled(GREEDY_CHANNEL) ? writeGreedyLog : null,
    };
    const { converged } = applyPatternsGreedily(op, this.patternsFor(op.context), config);
    if (this.options['test-convergence'] && !converged) this.signalPassFailure();
  }

  private patternsFor(context: MLIRContext): FrozenRewritePatternSet {
    if (this.frozen === null || this.frozen.context !== context) {
      const patterns = new FrozenRewritePatternSet(collectCanonicalizationPatterns(context), {
        disabledPatterns: this.options['disable-patterns'],
        enabledPatterns: this.options['enable-patterns'],
      });
      this.frozen = { context, patterns };
    }
    return this.frozen.patterns;
  }
}
