import {
  Block,
  CoreTraits,
  getConstantValue,
  type MLIRContext,
  Operation,
  type Region,
} from '@strata/ir-core';
import { OperationFolder } from './folder.js';
import { type GreedyRewriteConfig, type GreedyRewriteResult, NO_LIMIT } from './greedy-config.js';
import { GreedyPatternRewriteDriver } from './greedy-driver.js';
import type { FrozenRewritePatternSet } from './pattern-set.js';
import { eraseUnreachableBlocks, simplifySweptRegions } from './region-simplify.js';
import { collectNestedOps } from './region-traversal.js';

/** Simplifies every op in one region, iterating to a fixed point (MLIR's `RegionPatternRewriteDriver`). */
class RegionPatternRewriteDriver extends GreedyPatternRewriteDriver {
  constructor(
    context: MLIRContext,
    patterns: FrozenRewritePatternSet,
    config: GreedyRewriteConfig,
    private readonly region: Region,
  ) {
    super(context, patterns, { ...config, scope: config.scope ?? region });
    if (this.strictFilter !== null) {
      for (const op of collectNestedOps(region, false)) this.strictFilter.add(op);
    }
  }

  /** Whether the region simplification of the previous iteration changed anything. */
  private simplifiedLastIteration = true;

  /**
   * The ops of the region whose insides a reported change touched since region DCE last ran;
   * null until it first runs (everything counts as changed).
   */
  private changedSinceDCE: Set<Operation> | null = null;

  /** Records the op of the region holding `item` (the op itself if it is one of them). */
  protected override noteChangeAt(item: Operation | Block): void {
    const changed = this.changedSinceDCE;
    if (changed === null) return;
    let op = item instanceof Block ? item.getParentOp() : item;
    while (op !== null) {
      const region = op.getParentRegion();
      if (region === this.region) {
        changed.add(op);
        return;
      }
      if (region === null) return;
      op = region.parentOp;
    }
  }

  /**
   * The ops of the region that region DCE need not enter: isolated from above, so that their
   * insides are independent of the rest, and untouched since it last ran on them, when it left
   * nothing dead or unreachable in them. Starts tracking changes afresh.
   */
  private takeSettledOps(): Set<Operation> {
    const settled = new Set<Operation>();
    const changed = this.changedSinceDCE;
    this.changedSinceDCE = new Set();
    if (changed === null) return settled;
    for (let block = this.region.firstBlock; block !== null; block = block.nextNode) {
      for (let op = block.firstOp; op !== null; op = op.nextNode) {
        if (op.numRegions !== 0 && !changed.has(op) && op.hasTrait(CoreTraits.IsIsolatedFromAbove))
          settled.add(op);
      }
    }
    return settled;
  }

  /** Erases the unreachable blocks of the region (and nested ones); answers whether it erased any. */
  private sweepUnreachableBlocks(): boolean {
    const erased = eraseUnreachableBlocks(this.rewriter, [this.region]);
    this.cfgChangedSinceSweep = false;
    return erased;
  }

  /**
   * The region simplification closing an iteration (MLIR's `simplifyRegions`), with its
   * unreachable-block sweep left to region DCE, which runs it only if it meets an unreachable
   * block. Answers whether anything changed.
   */
  private simplifyRegionTree(): boolean {
    const changed = simplifySweptRegions(
      this.rewriter,
      [this.region],
      this.config.regionSimplification === 'aggressive',
      this.cfgChangedSinceSweep,
      this.takeSettledOps(),
    );
    // No block is unreachable now: region DCE keeps every terminator of a reachable block with
    // its successors (it only drops forwarded operands, which report the branch as modified),
    // and blocks it erases go with the dead op holding them. Only block merging, at the
    // aggressive level, may have changed control flow; its rewrites report that again.
    if (this.config.regionSimplification !== 'aggressive') this.cfgChangedSinceSweep = false;
    return changed;
  }

  /**
   * Queues every op of the region (pre-order or post-order), uniquing and hoisting constants with
   * `folder` first; answers whether a duplicate constant was erased. A method of its own, apart
   * from the long {@link simplify}: its loop over every op runs first and cold, and a small
   * function is optimized sooner.
   */
  private seed(folder: OperationFolder | null, preOrder: boolean): boolean {
    let erased = false;
    const ops = collectNestedOps(this.region, preOrder);
    for (let i = 0; i < ops.length; i++) {
      const op = ops[i]!;
      if (folder !== null && this.isConstantLike(op)) {
        const value = getConstantValue(op);
        if (value !== null && !folder.insertKnownConstant(op, value)) {
          erased = true;
          continue;
        }
      }
      // In pre-order every ancestor was seeded before `op`, so no climb is needed.
      if (preOrder) this.addSingleOpToWorklist(op);
      else this.seedWorklist(op);
    }
    return erased;
  }

  simplify(): GreedyRewriteResult {
    const { maxIterations, useTopDownTraversal, cseConstants, regionSimplification } = this.config;
    this.verifyInput(this.config.scope?.parentOp ?? null);
    let continueRewrites = false;
    let iteration = 0;
    do {
      if (++iteration > maxIterations && maxIterations !== NO_LIMIT) break;
      this.worklist.clear();
      // A fresh folder each iteration: it uniques and hoists the constants found while seeding.
      const folder = cseConstants ? new OperationFolder(this.context, this.changeListener) : null;
      // Seeding changes no control flow (it only merges and moves constants), though replacing a
      // constant reports its branch users as modified.
      const cfgChangedBeforeSeeding = this.cfgChangedSinceSweep;
      const seedingErased = this.seed(folder, useTopDownTraversal);
      this.cfgChangedSinceSweep = cfgChangedBeforeSeeding;
      // The pop loop takes from the end: reverse a pre-order seeding to process it front to back.
      if (useTopDownTraversal) this.worklist.reverse();
      // Unreachable code may hold IR (`%x = add %x, %x`) that patterns cannot handle safely: sweep
      // it first; blocks disconnected while the worklist runs are skipped until the next sweep.
      // The sweep ending the previous iteration left nothing to erase unless control flow changed.
      const sweptFirst = this.cfgChangedSinceSweep && this.sweepUnreachableBlocks();
      const rewritten = this.processWorklist();
      continueRewrites = rewritten || sweptFirst;
      if (regionSimplification !== 'disabled') {
        // Nothing changed since a simplification that found nothing to do: it would find nothing
        // again. (Only hoisted constants moved, which region DCE does not look at; block merging
        // compares positions, so the aggressive level always runs.)
        const unchanged =
          regionSimplification === 'normal' &&
          !rewritten &&
          !sweptFirst &&
          !seedingErased &&
          !this.simplifiedLastIteration;
        const simplified = !unchanged && this.simplifyRegionTree();
        this.simplifiedLastIteration = simplified;
        continueRewrites = simplified || continueRewrites;
      }
    } while (continueRewrites);
    // A rewrite limit may have stopped the last pass with ops still queued (and marked).
    this.worklist.clear();
    if (continueRewrites)
      this.logNote(`The pattern rewrite did not converge after scanning ${maxIterations} times`);
    return { changed: iteration > 1, converged: !continueRewrites };
  }
}

function assertIsolated(region: Region): void {
  const parent = region.parentOp;
  if (parent !== null && !parent.mightHaveTrait(CoreTraits.IsIsolatedFromAbove)) {
    throw new Error(
      `patterns can only be applied to the regions of ops isolated from above, not of '${parent.name.identifier}'`,
    );
  }
}

/**
 * Applies `patterns` greedily to the ops in `target` (a region, or every region of an op), folding
 * and erasing dead ops, until nothing changes or `config.maxIterations` is reached (MLIR's
 * `applyPatternsGreedily`). The regions' owner must be isolated from above; it is not itself
 * rewritten. `converged` is false when the limit stopped the rewrite.
 */
export function applyPatternsGreedily(
  target: Region | Operation,
  patterns: FrozenRewritePatternSet,
  config: GreedyRewriteConfig = {},
): GreedyRewriteResult {
  if (!(target instanceof Operation)) {
    assertIsolated(target);
    const context = target.parentOp?.context ?? target.firstBlock?.firstOp?.context;
    if (context === undefined) return { changed: false, converged: true };
    return new RegionPatternRewriteDriver(context, patterns, config, target).simplify();
  }
  const result: GreedyRewriteResult = { changed: false, converged: true };
  for (const region of target.regions) {
    const one = applyPatternsGreedily(region, patterns, config);
    result.changed ||= one.changed;
    result.converged &&= one.converged;
  }
  return result;
}
