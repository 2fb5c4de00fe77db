import type { Operation, OperationName } from '@strata/ir-core';
import { PatternBenefit } from './benefit.js';
import type { RewritePattern } from './pattern.js';
import type { FrozenRewritePatternSet, IndexedPattern } from './pattern-set.js';
import type { PatternRewriter } from './rewriter.js';

/** Computes the benefit a driver gives a pattern (MLIR's cost model). */
export type CostModel = (pattern: RewritePattern) => PatternBenefit;

/** Hooks around each attempt of {@link PatternApplicator.matchAndRewrite}. */
export interface ApplyHooks {
  /** Asked before trying a pattern; false skips it. */
  canApply?: (pattern: RewritePattern) => boolean;
  /** Called after a pattern failed to match. */
  onFailure?: (pattern: RewritePattern) => void;
  /** Called after a pattern rewrote the op; answering false turns the success into a failure. */
  onSuccess?: (pattern: RewritePattern) => boolean;
}

/** A pattern with the benefit the cost model gave it. */
export interface RankedPattern {
  readonly pattern: RewritePattern;
  readonly rank: number;
}

const defaultCostModel: CostModel = (pattern) => pattern.getBenefit();

/** The last {@link PatternRewriter.applyRun} handed out (shared by every applicator, so unique). */
let lastApplyRun = 0;

/**
 * Applies the best matching pattern of a frozen set to an op (MLIR's `PatternApplicator`). Patterns
 * are tried by decreasing benefit as given by the cost model, equal benefits in insertion order,
 * op-specific patterns before any-op patterns of the same benefit. Patterns the cost model marks
 * impossible to match are never tried. A pattern is not re-entered while it is being applied
 * (a nested application from inside its rewrite) unless it declares bounded rewrite recursion.
 */
export class PatternApplicator {
  private costModel: CostModel = defaultCostModel;
  private readonly ranked = new Map<OperationName, readonly RankedPattern[]>();
  private rankedAnyOp: readonly RankedPattern[] = [];
  /** The patterns being applied, innermost last (a stack: nested application is rare and shallow). */
  private readonly active: RewritePattern[] = [];

  constructor(readonly patterns: FrozenRewritePatternSet) {
    this.applyDefaultCostModel();
  }

  /** Ranks the patterns with `model` (computed per op name on first use). */
  applyCostModel(model: CostModel): void {
    this.costModel = model;
    this.ranked.clear();
    this.rankedAnyOp = this.rank(this.patterns.getMatchAnyOpPatterns());
  }

  /** Ranks the patterns by their declared benefit. */
  applyDefaultCostModel(): void {
    this.applyCostModel(defaultCostModel);
  }

  /** Calls `fn` on every pattern of the set. */
  walkAllPatterns(fn: (pattern: RewritePattern) => void): void {
    for (const pattern of this.patterns.patterns) fn(pattern);
  }

  /**
   * Tries the patterns for `op` in order until one rewrites it; answers whether one did. The
   * rewriter's insertion point is set before `op` for each attempt.
   */
  matchAndRewrite(
    op: Operation,
    rewriter: PatternRewriter,
    hooks: ApplyHooks = {},
    opPatterns: readonly RankedPattern[] = this.patternsFor(op.name),
  ): boolean {
    const outerRun = rewriter.applyRun;
    rewriter.applyRun = ++lastApplyRun;
    try {
      return this.tryPatterns(op, rewriter, hooks, opPatterns);
    } finally {
      rewriter.applyRun = outerRun;
    }
  }

  private tryPatterns(
    op: Operation,
    rewriter: PatternRewriter,
    hooks: ApplyHooks,
    opPatterns: readonly RankedPattern[],
  ): boolean {
    const anyPatterns = this.rankedAnyOp;
    let opIndex = 0;
    let anyIndex = 0;
    for (;;) {
      let best: RankedPattern | undefined = opPatterns[opIndex];
      let fromAny = false;
      const candidate = anyPatterns[anyIndex];
      if (candidate !== undefined && (best === undefined || best.rank < candidate.rank)) {
        best = candidate;
        fromAny = true;
      }
      if (best === undefined) return false;
      if (fromAny) anyIndex++;
      else opIndex++;
      const pattern = best.pattern;
      const active = this.active;
      if (active.length !== 0 && active.includes(pattern) && !pattern.hasBoundedRewriteRecursion())
        continue;
      if (hooks.canApply && !hooks.canApply(pattern)) continue;
      rewriter.setInsertionPoint(op);
      const depth = active.length;
      active.push(pattern);
      let matched: boolean;
      try {
        matched = pattern.matchAndRewrite(op, rewriter);
      } finally {
        // A pop rather than a length store (a runtime call in V8), since this runs per attempt.
        if (active.length === depth + 1) active.pop();
        else active.length = depth;
      }
      if (matched && hooks.onSuccess && !hooks.onSuccess(pattern)) matched = false;
      if (matched) return true;
      hooks.onFailure?.(pattern);
    }
  }

  /**
   * Whether {@link matchAndRewrite} could try any pattern on an op named `name` (it depends on the
   * name only, so a driver can ask once per name and skip the call for ops no pattern targets).
   */
  mayMatch(name: OperationName): boolean {
    return this.rankedAnyOp.length !== 0 || this.patternsFor(name).length !== 0;
  }

  /**
   * The ranked patterns rooted on `name` (any-op patterns apart): a driver asking once per name
   * hands them to {@link matchAndRewrite}, sparing its lookup per op. Valid until the cost model
   * changes.
   */
  patternsFor(name: OperationName): readonly RankedPattern[] {
    let list = this.ranked.get(name);
    if (list === undefined) {
      list = this.rank(this.patterns.getOpSpecificPatterns(name));
      this.ranked.set(name, list);
    }
    return list;
  }

  /** Applies the cost model, drops impossible patterns, and sorts stably by decreasing benefit. */
  private rank(entries: readonly IndexedPattern[]): RankedPattern[] {
    const out: RankedPattern[] = [];
    for (const { pattern } of entries) {
      const benefit = PatternBenefit.of(this.costModel(pattern));
      if (benefit.isImpossibleToMatch()) continue;
      out.push({ pattern, rank: benefit.rank });
    }
    // Array.prototype.sort is stable, so equal benefits keep insertion order.
    return out.sort((a, b) => b.rank - a.rank);
  }
}
