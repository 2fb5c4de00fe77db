import type { MLIRContext, Operation, Region } from '@strata/ir-core';
import type { GreedyRewriteConfig, GreedyRewriteResult } from './greedy-config.js';
import { GreedyPatternRewriteDriver } from './greedy-driver.js';
import type { FrozenRewritePatternSet } from './pattern-set.js';

/** Simplifies a given list of ops (and what they create), once through the worklist (MLIR's `MultiOpPatternRewriteDriver`). */
class MultiOpPatternRewriteDriver extends GreedyPatternRewriteDriver {
  readonly survivors: Set<Operation>;

  constructor(
    context: MLIRContext,
    patterns: FrozenRewritePatternSet,
    config: GreedyRewriteConfig,
    private readonly ops: readonly Operation[],
  ) {
    super(context, patterns, config);
    if (this.strictFilter !== null) for (const op of ops) this.strictFilter.add(op);
    this.survivors = new Set(ops);
  }

  override notifyOperationErased(op: Operation): void {
    super.notifyOperationErased(op);
    this.survivors.delete(op);
  }

  simplify(): GreedyRewriteResult {
    this.verifyInput(this.config.scope?.parentOp ?? null);
    for (const op of this.ops) this.addSingleOpToWorklist(op);
    const changed = this.processWorklist();
    const converged = this.worklist.isEmpty();
    // A rewrite limit may have stopped the pass with ops still queued (and marked).
    this.worklist.clear();
    return { changed, converged };
  }
}

/** The innermost region containing every op of `ops`; null when one of them is top-level. */
function findCommonAncestor(ops: readonly Operation[]): Region | null {
  let region = ops[0]!.getParentRegion();
  for (let i = 1; i < ops.length && region !== null; i++) {
    while (region !== null && region.findAncestorOpInRegion(ops[i]!) === null)
      region = region.getParentRegion();
  }
  return region;
}

/** What {@link applyOpPatternsGreedily} did; `allErased` tells whether every given op is gone. */
export interface OpPatternsResult extends GreedyRewriteResult {
  allErased: boolean;
}

/**
 * Applies `patterns` to `ops` only (and, depending on `config.strictMode`, to ops they create or
 * touch), without iterating over whole regions (MLIR's `applyOpPatternsGreedily`). The scope
 * defaults to the innermost region holding all of `ops`.
 */
export function applyOpPatternsGreedily(
  ops: readonly Operation[],
  patterns: FrozenRewritePatternSet,
  config: GreedyRewriteConfig = {},
): OpPatternsResult {
  if (ops.length === 0) return { changed: false, converged: true, allErased: true };
  let scope = config.scope ?? null;
  if (scope === null) scope = findCommonAncestor(ops);
  else if (ops.some((op) => scope!.findAncestorOpInRegion(op) === null)) {
    throw new Error('applyOpPatternsGreedily: every op must be nested in the given scope');
  }
  const driver = new MultiOpPatternRewriteDriver(
    ops[0]!.context,
    patterns,
    { ...config, scope },
    ops,
  );
  const result = driver.simplify();
  return { ...result, allErased: driver.survivors.size === 0 };
}
