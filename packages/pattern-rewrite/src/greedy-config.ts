import type { Region, RewriterListener } from '@strata/ir-core';
import type { DebugSink } from './debug-log.js';
import type { RegionSimplificationLevel } from './region-simplify.js';

/** Use as `maxIterations` or `maxNumRewrites` for "no limit" (MLIR's `kNoLimit`). */
export const NO_LIMIT = -1;

/** Which ops the greedy driver may put on its worklist (MLIR's `GreedyRewriteStrictness`). */
export type GreedyRewriteStrictness = 'any-op' | 'existing-and-new-ops' | 'existing-ops';

/** How the greedy driver works (MLIR's `GreedyRewriteConfig`); every field is optional. */
export interface GreedyRewriteConfig {
  /** Seed the worklist in pre-order (top-down) instead of post-order (default false). */
  useTopDownTraversal?: boolean;
  /** Control-flow simplification after each iteration (default 'aggressive', as MLIR's config). */
  regionSimplification?: RegionSimplificationLevel;
  /** Iterations (rounds over the whole region) before giving up (default 10; {@link NO_LIMIT}). */
  maxIterations?: number;
  /**
   * Successful pattern applications allowed per iteration (default {@link NO_LIMIT}: then 64 per
   * queued op plus 1000, so that patterns undoing each other cannot hang the driver).
   */
  maxNumRewrites?: number;
  /** Only ops nested in this region are processed (default: the region being simplified). */
  scope?: Region | null;
  /** Which ops may be processed (default 'any-op'). */
  strictMode?: GreedyRewriteStrictness;
  /** Also told about every change the driver and the patterns make. */
  listener?: RewriterListener | null;
  /** Fold ops through their fold hooks (default true). */
  fold?: boolean;
  /** Unique and hoist constants when seeding each iteration (default true). */
  cseConstants?: boolean;
  /** Receives the `greedy-rewriter` debug log; null (default) logs nothing. */
  debugLog?: DebugSink | null;
  /**
   * Checking mode (MLIR's expensive pattern API checks): throw a `PatternCheckError` when a pattern
   * answers success without changing the IR, answers failure after changing it, changes an op
   * behind the rewriter's back, or leaves IR that fails to verify. Slow; for testing patterns.
   */
  checkPatterns?: boolean;
}

/** A config with every default filled in. */
export type ResolvedGreedyRewriteConfig = Required<GreedyRewriteConfig>;

export function resolveConfig(config: GreedyRewriteConfig): ResolvedGreedyRewriteConfig {
  return {
    useTopDownTraversal: config.useTopDownTraversal ?? false,
    regionSimplification: config.regionSimplification ?? 'aggressive',
    maxIterations: config.maxIterations ?? 10,
    maxNumRewrites: config.maxNumRewrites ?? NO_LIMIT,
    scope: config.scope ?? null,
    strictMode: config.strictMode ?? 'any-op',
    listener: config.listener ?? null,
    fold: config.fold ?? true,
    cseConstants: config.cseConstants ?? true,
    debugLog: config.debugLog ?? null,
    checkPatterns: config.checkPatterns ?? false,
  };
}

/** What a greedy rewrite did. */
export interface GreedyRewriteResult {
  /** Whether the IR changed. */
  changed: boolean;
  /** Whether a fixed point was reached within the limits. */
  converged: boolean;
}
