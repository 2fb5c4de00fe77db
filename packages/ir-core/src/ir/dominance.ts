import { Block } from './block.js';
import { DomTree } from './dom-tree.js';
import { Operation } from './operation.js';
import type { Region } from './region.js';
import { BlockArgument, type Value } from './value.js';

/** What is known about one region: its tree (multi-block regions only) and whether it has SSA dominance. */
interface RegionDominance {
  tree: DomTree | null;
  hasSSADominance: boolean;
}

/**
 * Whether point `a` comes strictly before point `b` of the same block. A point is "before `op`", or
 * the block's end when `op` is null (the two kinds of MLIR block iterators these queries need).
 */
function isBeforeInBlock(a: Operation | null, b: Operation | null): boolean {
  if (a === b || a === null) return false;
  if (b === null) return true;
  return a.isBeforeInBlock(b);
}

/**
 * Dominance queries shared by {@link DominanceInfo} and {@link PostDominanceInfo}: trees are built
 * lazily per region and cached until {@link invalidate}. Graph regions (RegionKindInterface) and
 * single-block regions of unregistered ops have no SSA dominance: there, everything in the block
 * dominates everything else.
 */
abstract class DominanceInfoBase {
  private readonly regions = new Map<Region, RegionDominance>();

  constructor(private readonly isPostDom: boolean) {}

  /** Forgets cached trees (all, or one region's) after the CFG changed. */
  invalidate(region?: Region): void {
    if (region === undefined) this.regions.clear();
    else this.regions.delete(region);
  }

  /** Whether `block` is reachable from its region's entry (from an exit, for post-dominance). */
  isReachableFromEntry(block: Block): boolean {
    const region = block.parent;
    if (region === null || (!this.isPostDom && region.firstBlock === block)) return true;
    const tree = this.infoFor(region).tree;
    return tree === null || tree.isReachable(block);
  }

  /** Whether values defined in `block` must dominate their uses there (false in graph regions). */
  hasSSADominance(block: Block): boolean {
    const region = block.parent;
    return region === null || this.infoFor(region).hasSSADominance;
  }

  /** The dominator tree of a multi-block region (null for a single block). */
  getDomTree(region: Region): DomTree | null {
    return this.infoFor(region).tree;
  }

  /** The nearest block (post)dominating both `a` and `b`, looking through enclosing ops; null when none. */
  findNearestCommonDominator(a: Block, b: Block): Block | null {
    if (a === b) return a;
    const pair = blocksInSameRegion(a, b);
    if (pair === null) return null;
    const [x, y] = pair;
    if (x === y) return x;
    return this.infoFor(x.parent!).tree!.findNearestCommonDominator(x, y);
  }

  private infoFor(region: Region): RegionDominance {
    let info = this.regions.get(region);
    if (info === undefined) {
      info =
        region.hasOneBlock() || region.empty()
          ? { tree: null, hasSSADominance: regionHasSSADominance(region) }
          : { tree: new DomTree(region, this.isPostDom), hasSSADominance: true };
      this.regions.set(region, info);
    }
    return info;
  }

  /**
   * Whether point (`aBlock`, `aOp`) properly (post)dominates point (`bBlock`, `bOp`), a point being
   * "before `op`" or the block's end when `op` is null. A point does not properly dominate itself
   * except in a graph region; with `enclosingOk`, an op encloses (and so dominates) what is nested
   * in it. Allocates nothing: the verifier asks this once per operand.
   */
  protected properlyDominatesImpl(
    aBlock: Block,
    aOp: Operation | null,
    bBlock: Block,
    bOp: Operation | null,
    enclosingOk: boolean,
  ): boolean {
    if (aBlock === bBlock && aOp === bOp) return !this.hasSSADominance(aBlock);
    const region = aBlock.parent;
    if (region !== bBlock.parent) {
      // Move `b` up to the op of `a`'s region that encloses it.
      const parentOp = region === null ? null : bBlock.getParentOp();
      const ancestor = parentOp === null ? null : region!.findAncestorOpInRegion(parentOp);
      if (ancestor === null) return false;
      bBlock = ancestor.parentBlock!;
      bOp = ancestor;
      if (aBlock === bBlock && aOp === bOp && enclosingOk) return true;
    }
    if (aBlock === bBlock) {
      if (!this.hasSSADominance(aBlock)) return true;
      return this.isPostDom ? isBeforeInBlock(bOp, aOp) : isBeforeInBlock(aOp, bOp);
    }
    // Two different blocks in no region have no dominance relation.
    if (region === null) return false;
    return this.infoFor(region).tree!.properlyDominates(aBlock, bBlock);
  }
}

/**
 * MLIR's rule for a region with one block: SSA dominance unless the owner says graph (or is
 * unregistered). Exported for walks over many single-block regions (CSE), which need no cached
 * {@link DominanceInfo} entry per region for this.
 */
export function regionHasSSADominance(region: Region): boolean {
  const owner = region.parentOp;
  if (owner === null) return true;
  if (owner.name.info === null) return false;
  return owner.name.info.regionKind(region.getRegionNumber()) === 'ssacfg';
}

/** The blocks enclosing `block`, innermost first. */
function enclosingBlocks(block: Block): Block[] {
  const chain: Block[] = [];
  for (
    let current: Block | null = block;
    current !== null;
    current = current.getParentOp()?.parentBlock ?? null
  ) {
    chain.push(current);
  }
  return chain;
}

/** The ancestors of `a` and `b` (themselves included) that share a region, or null. */
function blocksInSameRegion(a: Block, b: Block): [Block, Block] | null {
  const chainA = enclosingBlocks(a);
  const chainB = enclosingBlocks(b);
  const regionsOfB = new Map<Region | null, Block>();
  for (const block of chainB)
    if (!regionsOfB.has(block.parent)) regionsOfB.set(block.parent, block);
  for (const block of chainA) {
    const match = regionsOfB.get(block.parent);
    if (match !== undefined && block.parent !== null) return [block, match];
  }
  return null;
}

/** MLIR's `DominanceInfo`. */
export class DominanceInfo extends DominanceInfoBase {
  /** Its name as a pass analysis in `--mlir-timing` rows (survives minification). */
  static readonly analysisName = 'DominanceInfo';
  /** `root` is accepted for symmetry with MLIR; trees are built lazily for whatever is queried. */
  constructor(readonly root: Operation | null = null) {
    super(false);
  }

  /** Whether op `a` properly dominates op `b`; with `enclosingOpOk` (the default) an op dominates what it encloses. */
  properlyDominates(a: Operation, b: Operation, enclosingOpOk?: boolean): boolean;
  /** Whether block `a` properly dominates block `b` (or the block enclosing it). */
  properlyDominates(a: Block, b: Block): boolean;
  /** Whether value `a` is available at op `b`, `b` not being (or nested in) its definer. */
  properlyDominates(a: Value, b: Operation): boolean;
  properlyDominates(
    a: Operation | Block | Value,
    b: Operation | Block,
    enclosingOpOk = true,
  ): boolean {
    if (a instanceof BlockArgument)
      return this.dominatesBlock(a.owner, (b as Operation).parentBlock!);
    if (a instanceof Block)
      return this.properlyDominatesImpl(a, a.firstOp, b as Block, (b as Block).firstOp, true);
    const bOp = b as Operation;
    if (a instanceof Operation)
      return this.properlyDominatesImpl(a.parentBlock!, a, bOp.parentBlock!, bOp, enclosingOpOk);
    const def = (a as Value).getDefiningOp()!;
    return this.properlyDominatesImpl(def.parentBlock!, def, bOp.parentBlock!, bOp, false);
  }

  /** `a === b` or `a` properly dominates `b`. */
  dominates(a: Operation, b: Operation): boolean;
  dominates(a: Block, b: Block): boolean;
  dominates(a: Value, b: Operation): boolean;
  dominates(a: Operation | Block | Value, b: Operation | Block): boolean {
    if (a instanceof Block) return this.dominatesBlock(a, b as Block);
    if (a instanceof Operation) return a === b || this.properlyDominates(a, b as Operation);
    return (a as Value).getDefiningOp() === b || this.properlyDominates(a as Value, b as Operation);
  }

  private dominatesBlock(a: Block, b: Block): boolean {
    return a === b || this.properlyDominatesImpl(a, a.firstOp, b, b.firstOp, true);
  }
}

/** MLIR's `PostDominanceInfo`. */
export class PostDominanceInfo extends DominanceInfoBase {
  /** Its name as a pass analysis in `--mlir-timing` rows (survives minification). */
  static readonly analysisName = 'PostDominanceInfo';
  constructor(readonly root: Operation | null = null) {
    super(true);
  }

  properlyPostDominates(a: Operation, b: Operation, enclosingOpOk?: boolean): boolean;
  properlyPostDominates(a: Block, b: Block): boolean;
  properlyPostDominates(a: Operation | Block, b: Operation | Block, enclosingOpOk = true): boolean {
    if (a instanceof Block) return this.properlyDominatesImpl(a, null, b as Block, null, true);
    const bOp = b as Operation;
    return this.properlyDominatesImpl(a.parentBlock!, a, bOp.parentBlock!, bOp, enclosingOpOk);
  }

  postDominates(a: Operation, b: Operation): boolean;
  postDominates(a: Block, b: Block): boolean;
  postDominates(a: Operation | Block, b: Operation | Block): boolean {
    if (a === b) return true;
    return a instanceof Block
      ? this.properlyPostDominates(a, b as Block)
      : this.properlyPostDominates(a, b as Operation);
  }
}
