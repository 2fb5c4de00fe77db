import {
  type Block,
  DominanceInfo,
  PostDominanceInfo,
  getEffectsRecursively,
  isMemoryEffectFree,
  isOpTriviallyDead,
  type Operation,
  type Region,
  regionHasSSADominance,
  type RewriterListener,
  UnknownLoc,
} from '@strata/ir-core';
import { Pass } from '@strata/pass';
import { PatternRewriter } from '@strata/pattern-rewrite';
import { type OpNameFacts, ScopedOpTable } from './cse-table.js';

const enum FrameKind {
  /** A region to enter. */
  Region,
  /** A block being simplified. */
  Block,
  /** A node of a multi-block region's dominator tree: its block, then its children. */
  Dom,
}

/**
 * One step of the iterative traversal. One class for the three kinds, so that the walk reads
 * frames of a single shape.
 */
class Frame {
  /** Block frames: the next op to look at. */
  next: Operation | null = null;
  /** Block frames: the op whose regions are being simplified; simplified itself when they are done. */
  waiting: Operation | null = null;
  /** Block frames: when `waiting` is isolated, what {@link ScopedOpTable.leaveIsolated} restores; else -1. */
  isolation = -1;
  /** Dom frames: the next child to visit, and whether the node's own block was visited. */
  index = 0;
  started = false;

  constructor(
    readonly kind: FrameKind,
    /** Region frames: the region. */
    readonly region: Region | null,
    /** Dom frames: the tree node's block. */
    readonly block: Block | null,
    /** Dom frames: the node's children in the dominator tree. */
    readonly children: readonly Block[],
    /** Block frames: whether the block has SSA dominance. */
    readonly ssa: boolean,
    /** Block frames: whether this frame opened a table scope (single-block regions), closed when it ends. */
    readonly ownsScope: boolean,
  ) {}
}

const NO_BLOCKS: readonly Block[] = [];

/** What a CSE run did. */
export interface CSEResult {
  /** Ops replaced by an equivalent earlier op. */
  numCSE: number;
  /** Trivially dead ops erased along the way. */
  numDCE: number;
}

/**
 * Common subexpression elimination (MLIR's `CSEDriver`): walks the regions of `root` along their
 * dominator trees and replaces each op by an equivalent op that dominates it. Ops with memory
 * effects are only merged when they only read and nothing in between may write; ops with
 * multi-block regions, terminators, and regions without SSA dominance that hold several blocks are
 * left alone; the regions of isolated ops start with nothing known. Trivially dead ops met on the
 * way are erased. Iterative over nesting.
 */
export function eliminateCommonSubexpressions(
  root: Operation,
  options: { dominance?: DominanceInfo; listener?: RewriterListener | null } = {},
): CSEResult {
  const dominance = options.dominance ?? new DominanceInfo(root);
  const listener = options.listener ?? null;
  const rewriter = new PatternRewriter(root.context, listener);
  const toErase: Operation[] = [];
  /**
   * The ops visited so far, recorded only in the isolated scopes that hold a graph region: only
   * there may a use come before its definition, and the uses of a value are all in its scope.
   */
  const visited = new Set<Operation>();
  const result: CSEResult = { numCSE: 0, numDCE: 0 };
  const table = new ScopedOpTable();

  const replaceUsesAndDelete = (op: Operation, existing: Operation, ssa: boolean) => {
    if (ssa) {
      listener?.notifyOperationReplaced?.(op, existing);
      rewriter.replaceAllOpUsesWith(op, existing);
      toErase.push(op);
    } else {
      // Uses the walk has already passed (possible in graph regions) keep the old value.
      const notVisited = (use: { owner: Operation }) => !visited.has(use.owner);
      for (const r of op.results) {
        let all = true;
        for (const use of r.uses) if (!notVisited(use)) all = false;
        if (all) listener?.notifyOperationReplaced?.(op, existing);
      }
      for (let i = 0; i < op.numResults; i++)
        rewriter.replaceUsesWithIf(op.getResult(i), existing.getResult(i), notVisited);
      if (op.useEmpty()) toErase.push(op);
    }
    if (existing.location instanceof UnknownLoc && !(op.location instanceof UnknownLoc))
      existing.location = op.location;
    result.numCSE++;
  };

  /** Whether an op between `from` and `to` (same block) may write memory. */
  const writesBetween = (from: Operation, to: Operation) => {
    for (let op = from.nextNode; op !== null && op !== to; op = op.nextNode) {
      const effects = getEffectsRecursively(op);
      if (effects === null) return true;
      for (let i = 0; i < effects.length; i++) if (effects[i]!.effect === 'write') return true;
    }
    return false;
  };

  const simplifyOperation = (op: Operation, ssa: boolean) => {
    if (table.hasGraphRegion) visited.add(op);
    const facts = table.factsOf(op);
    if (facts.isTerminator) return;
    const kind = classify(op, facts);
    if (kind === Kind.Dead) {
      toErase.push(op);
      result.numDCE++;
      return;
    }
    if (kind === Kind.Unmergeable) return;
    const key = table.hashOf(op, facts);
    const existing = table.lookup(key, op);
    if (kind === Kind.ReadOnly) {
      if (
        existing !== null &&
        existing.parentBlock === op.parentBlock &&
        !writesBetween(existing, op)
      ) {
        replaceUsesAndDelete(op, existing, ssa);
        return;
      }
      table.insert(key, op);
      return;
    }
    if (existing !== null) replaceUsesAndDelete(op, existing, ssa);
    else table.insert(key, op);
  };

  const blockFrame = (block: Block, ssa: boolean, ownsScope: boolean): Frame => {
    if (ownsScope) table.pushScope();
    const frame = new Frame(FrameKind.Block, null, null, NO_BLOCKS, ssa, ownsScope);
    frame.next = block.firstOp;
    return frame;
  };
  const domFrame = (region: Region, block: Block): Frame =>
    new Frame(FrameKind.Dom, null, block, domChildren(dominance, region, block), true, false);
  const regionFrame = (region: Region): Frame =>
    new Frame(FrameKind.Region, region, null, NO_BLOCKS, true, false);

  const stack: Frame[] = [];
  for (let i = root.numRegions - 1; i >= 0; i--) stack.push(regionFrame(root.getRegion(i)));
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.kind === FrameKind.Region) {
      stack.pop();
      const region = frame.region!;
      const entry = region.firstBlock;
      if (entry === null) continue;
      // A single block's dominance kind needs no dominator tree (nor an entry in DominanceInfo).
      const single = entry.nextNode === null;
      const ssa = single ? regionHasSSADominance(region) : dominance.hasSSADominance(entry);
      if (!ssa) table.hasGraphRegion = true;
      if (single) stack.push(blockFrame(entry, ssa, true));
      else if (ssa) {
        table.pushScope();
        stack.push(domFrame(region, entry));
      }
      continue;
    }
    if (frame.kind === FrameKind.Dom) {
      if (!frame.started) {
        frame.started = true;
        stack.push(blockFrame(frame.block!, true, false));
      } else if (frame.index < frame.children.length) {
        const child = frame.children[frame.index++]!;
        table.pushScope();
        stack.push(domFrame(child.parent!, child));
      } else {
        table.popScope();
        stack.pop();
      }
      continue;
    }
    const waiting = frame.waiting;
    if (waiting !== null) {
      if (frame.isolation >= 0) {
        table.leaveIsolated(frame.isolation);
        frame.isolation = -1;
      }
      simplifyOperation(waiting, frame.ssa);
      frame.waiting = null;
      continue;
    }
    const op = frame.next;
    if (op === null) {
      if (frame.ownsScope) table.popScope();
      stack.pop();
      continue;
    }
    frame.next = op.nextNode;
    const regions = op.regions;
    if (regions.length === 0) {
      simplifyOperation(op, frame.ssa);
      continue;
    }
    frame.waiting = op;
    // An isolated op's regions cannot see what is known outside them.
    if (table.factsOf(op).mayBeIsolated) frame.isolation = table.enterIsolated();
    for (let i = regions.length - 1; i >= 0; i--) stack.push(regionFrame(regions[i]!));
  }
  // Without a listener nothing needs to see the erasures one by one: erase directly.
  if (listener === null) {
    for (let i = 0; i < toErase.length; i++) {
      const op = toErase[i]!;
      if (op.regions.length === 0) eraseLeaf(op);
      else op.erase();
    }
  } else for (let i = 0; i < toErase.length; i++) rewriter.eraseOp(toErase[i]!);
  return result;
}

/** `op.useEmpty()` without its for-of, which allocates until V8 optimizes the caller. */
function resultsUnused(op: Operation): boolean {
  const results = op.results;
  for (let i = 0; i < results.length; i++) if (results[i]!.firstUse !== null) return false;
  return true;
}

/**
 * `op.erase()` for an op without regions: the same unlinking, in indexed loops (CSE erases tens
 * of thousands of ops, mostly before V8 has optimized the generic path's for-of loops).
 */
function eraseLeaf(op: Operation): void {
  if (!resultsUnused(op))
    throw new Error(`cse: erasing '${op.name.identifier}', whose results are still used`);
  const operands = op.getOpOperands();
  for (let i = 0; i < operands.length; i++) operands[i]!.drop();
  const successors = op.getBlockOperands();
  for (let i = 0; i < successors.length; i++) successors[i]!.drop();
  op.remove();
}

/** How {@link simplifyOperation} may treat an op (not a terminator). */
const enum Kind {
  /** Unused and erasing it changes nothing (MLIR's `isOpTriviallyDead`). */
  Dead,
  /** No memory effects, nested ops included: merged with any equivalent dominating op. */
  Pure,
  /** Only reads: merged with an equivalent op earlier in its block if nothing between writes. */
  ReadOnly,
  /** Other effects, unknown effects, or multi-block regions: left alone. */
  Unmergeable,
}

/**
 * MLIR's CSE questions about `op` in its order: trivially dead, then multi-block regions, then
 * memory-effect free, then read-only. An op without regions (most ops) is answered from one call
 * of its effects model, with the same answers as `isOpTriviallyDead` and `isMemoryEffectFree`.
 */
function classify(op: Operation, facts: OpNameFacts): Kind {
  if (op.regions.length === 0) {
    const removable = !facts.isSymbol && resultsUnused(op);
    const model = facts.effects;
    if (facts.hasNoEffects || (model === null && facts.recursiveEffects))
      return removable ? Kind.Dead : Kind.Pure;
    if (model === null) return Kind.Unmergeable;
    const effects = model.getEffects(op);
    let readOnly = true;
    // Unused, an op may still be erased when it only reads and allocates its own results.
    let harmless = true;
    for (let i = 0; i < effects.length; i++) {
      const effect = effects[i]!;
      if (effect.effect === 'read') continue;
      readOnly = false;
      if (effect.effect !== 'allocate' || effect.value === null) harmless = false;
      else if (effect.value.getDefiningOp() !== op) harmless = false;
    }
    if (removable && harmless) return Kind.Dead;
    if (effects.length === 0) return Kind.Pure;
    return readOnly ? Kind.ReadOnly : Kind.Unmergeable;
  }
  if (isOpTriviallyDead(op)) return Kind.Dead;
  const regions = op.regions;
  for (let i = 0; i < regions.length; i++) {
    const first = regions[i]!.firstBlock;
    if (first !== null && first.nextNode !== null) return Kind.Unmergeable;
  }
  if (isMemoryEffectFree(op)) return Kind.Pure;
  const model = facts.effects;
  if (model === null) return Kind.Unmergeable;
  const effects = model.getEffects(op);
  for (let i = 0; i < effects.length; i++)
    if (effects[i]!.effect !== 'read') return Kind.Unmergeable;
  return Kind.ReadOnly;
}

/** Cache of dominator-tree children per region, built from immediate dominators. */
const childCache = new WeakMap<DominanceInfo, Map<Region, Map<Block, Block[]>>>();

/** The children of `block` in the dominator tree of `region`, in block order. */
function domChildren(dominance: DominanceInfo, region: Region, block: Block): Block[] {
  let perRegion = childCache.get(dominance);
  if (perRegion === undefined) childCache.set(dominance, (perRegion = new Map()));
  let children = perRegion.get(region);
  if (children === undefined) {
    children = new Map();
    const tree = dominance.getDomTree(region);
    for (let b = region.firstBlock; b !== null; b = b.nextNode) {
      const idom = tree?.getImmediateDominator(b) ?? null;
      if (idom === null) continue;
      let list = children.get(idom);
      if (list === undefined) children.set(idom, (list = []));
      list.push(b);
    }
    perRegion.set(region, children);
  }
  return children.get(block) ?? [];
}

/** `cse`: eliminates common subexpressions in the op it runs on (MLIR's `CSE` pass). */
export class CSEPass extends Pass {
  readonly argument = 'cse';
  readonly name = 'CSE';
  override readonly description = 'Eliminate common sub-expressions';
  private readonly numCSE = this.statistic("num-cse'd", "Number of operations CSE'd");
  private readonly numDCE = this.statistic("num-dce'd", "Number of operations DCE'd");

  runOnOperation(): void {
    const { numCSE, numDCE } = eliminateCommonSubexpressions(this.getOperation() as Operation, {
      dominance: this.getAnalysis(DominanceInfo),
    });
    this.numCSE.add(numCSE);
    this.numDCE.add(numDCE);
    if (numCSE === 0 && numDCE === 0) this.markAllAnalysesPreserved();
    // Erasing ops leaves the blocks, and so dominance, as they were.
    else this.markAnalysesPreserved(DominanceInfo, PostDominanceInfo);
  }
}
