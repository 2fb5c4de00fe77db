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
  const driver = new CSEDriver(
    root,
    options.dominance ?? new DominanceInfo(root),
    options.listener ?? null,
  );
  for (let i = root.numRegions - 1; i >= 0; i--) driver.pushRegion(root.getRegion(i));
  // One frame step per call: a small method V8 optimizes after a few hundred ops, where a loop
  // over the whole module in one function runs unoptimized until on-stack replacement.
  while (driver.step());
  driver.eraseCollected();
  return { numCSE: driver.numCSE, numDCE: driver.numDCE };
}

/** The state of one {@link eliminateCommonSubexpressions} run. */
class CSEDriver {
  readonly rewriter: PatternRewriter;
  readonly toErase: Operation[] = [];
  /**
   * The ops visited so far, recorded only in the isolated scopes that hold a graph region: only
   * there may a use come before its definition, and the uses of a value are all in its scope.
   */
  readonly visited = new Set<Operation>();
  /** Graph regions: a use the walk has not passed yet (those take the replacement). */
  readonly notVisited: (use: { owner: Operation }) => boolean;
  readonly table = new ScopedOpTable();
  readonly stack: Frame[] = [];
  /**
   * Per region op being walked (innermost last), the {@link Effects} of the ops visited in its
   * regions so far, combined; below them one slot for the ops of the root's regions.
   */
  readonly nestedEffects: number[] = [Effects.Neutral];
  numCSE = 0;
  numDCE = 0;

  constructor(
    root: Operation,
    readonly dominance: DominanceInfo,
    readonly listener: RewriterListener | null,
  ) {
    this.rewriter = new PatternRewriter(root.context, listener);
    const visited = this.visited;
    this.notVisited = (use) => !visited.has(use.owner);
  }

  pushRegion(region: Region): void {
    this.stack.push(new Frame(FrameKind.Region, region, null, NO_BLOCKS, true, false));
  }

  private pushBlock(block: Block, ssa: boolean, ownsScope: boolean): void {
    if (ownsScope) this.table.pushScope();
    const frame = new Frame(FrameKind.Block, null, null, NO_BLOCKS, ssa, ownsScope);
    frame.next = block.firstOp;
    this.stack.push(frame);
  }

  private pushDomNode(region: Region, block: Block): void {
    const children = domChildren(this.dominance, region, block);
    this.stack.push(new Frame(FrameKind.Dom, null, block, children, true, false));
  }

  /** Advances the top frame by one op, block or region; false once the walk is done. */
  step(): boolean {
    const stack = this.stack;
    const top = stack.length - 1;
    if (top < 0) return false;
    const frame = stack[top]!;
    if (frame.kind === FrameKind.Block) this.stepBlock(frame);
    else if (frame.kind === FrameKind.Region) this.enterRegion(stack.pop()!.region!);
    else this.stepDomNode(frame);
    return true;
  }

  private stepBlock(frame: Frame): void {
    const table = this.table;
    const waiting = frame.waiting;
    if (waiting !== null) {
      if (frame.isolation >= 0) {
        table.leaveIsolated(frame.isolation);
        frame.isolation = -1;
      }
      frame.waiting = null;
      this.simplifyOperation(waiting, waiting.regions, frame.ssa, this.nestedEffects.pop()!);
      return;
    }
    const op = frame.next;
    if (op === null) {
      if (frame.ownsScope) table.popScope();
      this.stack.pop();
      return;
    }
    frame.next = op.nextNode;
    const regions = op.regions;
    if (regions.length === 0) {
      this.simplifyOperation(op, regions, frame.ssa, Effects.Neutral);
      return;
    }
    frame.waiting = op;
    this.nestedEffects.push(Effects.Neutral);
    // An isolated op's regions cannot see what is known outside them.
    if (table.factsOf(op).mayBeIsolated) frame.isolation = table.enterIsolated();
    for (let i = regions.length - 1; i >= 0; i--) this.pushRegion(regions[i]!);
  }

  private enterRegion(region: Region): void {
    const entry = region.firstBlock;
    if (entry === null) return;
    // A single block's dominance kind needs no dominator tree (nor an entry in DominanceInfo).
    const single = entry.nextNode === null;
    const ssa = single ? regionHasSSADominance(region) : this.dominance.hasSSADominance(entry);
    if (!ssa) this.table.hasGraphRegion = true;
    if (single) {
      this.pushBlock(entry, ssa, true);
      return;
    }
    // Blocks of several-block regions may go unvisited (unreachable, or not walked at all).
    const nested = this.nestedEffects;
    nested[nested.length - 1]! |= Effects.Unsure;
    if (ssa) {
      this.table.pushScope();
      this.pushDomNode(region, entry);
    }
  }

  /** A dominator-tree node: its own block first, then each child in a scope of its own. */
  private stepDomNode(frame: Frame): void {
    if (!frame.started) {
      frame.started = true;
      this.pushBlock(frame.block!, true, false);
    } else if (frame.index < frame.children.length) {
      const child = frame.children[frame.index++]!;
      this.table.pushScope();
      this.pushDomNode(child.parent!, child);
    } else {
      this.table.popScope();
      this.stack.pop();
    }
  }

  /**
   * Merges or erases `op` if it can. `regions` is `op.regions` (read once per op: each op class
   * has its own hidden class, so reading a field of an op is a megamorphic load); `nested` is the
   * {@link Effects} of the ops inside it.
   */
  private simplifyOperation(
    op: Operation,
    regions: readonly Region[],
    ssa: boolean,
    nested: number,
  ): void {
    const table = this.table;
    if (table.hasGraphRegion) this.visited.add(op);
    const facts = table.factsOf(op);
    const effects = effectsOf(op, regions, facts, nested);
    const enclosing = this.nestedEffects;
    const top = enclosing.length - 1;
    enclosing[top] =
      (enclosing[top]! & effects & Effects.Neutral) |
      ((enclosing[top]! | effects) & Effects.Unsure);
    if (facts.isTerminator) return;
    const kind = classify(op, regions, facts, effects);
    if (kind === Kind.Dead) {
      this.toErase.push(op);
      this.numDCE++;
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
        this.replaceUsesAndDelete(op, existing, ssa);
        return;
      }
      table.insert(key, op);
      return;
    }
    if (existing !== null) this.replaceUsesAndDelete(op, existing, ssa);
    else table.insert(key, op);
  }

  private replaceUsesAndDelete(op: Operation, existing: Operation, ssa: boolean): void {
    const { listener, rewriter } = this;
    if (ssa) {
      listener?.notifyOperationReplaced?.(op, existing);
      rewriter.replaceAllOpUsesWith(op, existing);
      this.toErase.push(op);
    } else {
      // Uses the walk has already passed (possible in graph regions) keep the old value.
      const notVisited = this.notVisited;
      for (const r of op.results) {
        let all = true;
        for (const use of r.uses) if (!notVisited(use)) all = false;
        if (all) listener?.notifyOperationReplaced?.(op, existing);
      }
      for (let i = 0; i < op.numResults; i++)
        rewriter.replaceUsesWithIf(op.getResult(i), existing.getResult(i), notVisited);
      if (op.useEmpty()) this.toErase.push(op);
    }
    if (existing.location instanceof UnknownLoc && !(op.location instanceof UnknownLoc))
      existing.location = op.location;
    this.numCSE++;
  }

  /** Erases the ops collected by the walk (dead or replaced). */
  eraseCollected(): void {
    const toErase = this.toErase;
    // Without a listener nothing needs to see the erasures one by one: erase directly.
    if (this.listener === null) {
      for (let i = 0; i < toErase.length; i++) {
        const op = toErase[i]!;
        if (op.regions.length === 0) eraseLeaf(op);
        else op.erase();
      }
    } else for (let i = 0; i < toErase.length; i++) this.rewriter.eraseOp(toErase[i]!);
  }
}

/** Whether an op between `from` and `to` (same block) may write memory. */
function writesBetween(from: Operation, to: Operation): boolean {
  for (let op = from.nextNode; op !== null && op !== to; op = op.nextNode) {
    const effects = getEffectsRecursively(op);
    if (effects === null) return true;
    for (let i = 0; i < effects.length; i++) if (effects[i]!.effect === 'write') return true;
  }
  return false;
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

/** How {@link CSEDriver.simplifyOperation} may treat an op (not a terminator). */
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
 * What the memory effects of an op, nested ops included, allow: bits of a summary the walk
 * computes for each op once, bottom-up, so that an op with regions is classified from the
 * summaries of the ops directly inside it instead of a walk over everything nested (which, at
 * every level of nesting, made the cost grow with the depth).
 */
const enum Effects {
  /** No effects at all (MLIR's `isMemoryEffectFree`). */
  Free = 1,
  /**
   * Only reads and allocations of values defined inside the op: erasing it when unused changes
   * nothing (MLIR's `wouldOpBeTriviallyDead`), also as part of any op enclosing it.
   */
  Harmless = 2,
  /** The op's own effects (nested ones aside) are all reads. */
  OwnReadsOnly = 4,
  /**
   * The summary cannot answer for an enclosing op: an allocation of a value defined elsewhere, or
   * nested ops the walk did not visit (multi-block regions). Ops enclosing it ask the effect
   * queries instead.
   */
  Unsure = 8,
  /** Nothing seen yet: what a region op's nested summary starts from. */
  Neutral = Free | Harmless,
}

/**
 * The {@link Effects} of `op`'s own effects, and, when its effects include its nested ops'
 * (`RecursiveMemoryEffects`), of those, summarized in `nested`.
 */
function effectsOf(
  op: Operation,
  regions: readonly Region[],
  facts: OpNameFacts,
  nested: number,
): number {
  const model = facts.effects;
  let own: number;
  if (facts.hasNoEffects) own = Effects.Free | Effects.Harmless | Effects.OwnReadsOnly;
  else if (model === null)
    // Unknown effects, unless they are exactly those of the nested ops.
    own = facts.recursiveEffects ? Effects.Free | Effects.Harmless : 0;
  else {
    const effects = model.getEffects(op);
    own =
      effects.length === 0
        ? Effects.Free | Effects.Harmless | Effects.OwnReadsOnly
        : Effects.Harmless | Effects.OwnReadsOnly;
    for (let i = 0; i < effects.length; i++) {
      const effect = effects[i]!;
      if (effect.effect === 'read') continue;
      own &= ~Effects.OwnReadsOnly;
      // An allocation dies with the op when the allocated value is defined inside it.
      const definer =
        effect.effect === 'allocate' && effect.value !== null ? effect.value.getDefiningOp() : null;
      if (definer === op || (definer !== null && regions.length !== 0 && op.isAncestor(definer)))
        continue;
      own &= ~Effects.Harmless;
      // Defined elsewhere, it may still be inside an op enclosing this one.
      if (definer !== null) own |= Effects.Unsure;
    }
  }
  if (!facts.recursiveEffects || regions.length === 0) return own;
  return (
    (own & nested & Effects.Neutral) |
    (own & Effects.OwnReadsOnly) |
    ((own | nested) & Effects.Unsure)
  );
}

/**
 * MLIR's CSE questions about `op` in its order: trivially dead, then multi-block regions, then
 * memory-effect free, then read-only, answered from the op's {@link Effects} summary `effects`
 * (the same answers as `isOpTriviallyDead` and `isMemoryEffectFree`), or from those queries when
 * the summary is unsure.
 */
function classify(
  op: Operation,
  regions: readonly Region[],
  facts: OpNameFacts,
  effects: number,
): Kind {
  if (regions.length !== 0 && (effects & Effects.Unsure) !== 0) return classifyByQueries(op, facts);
  if ((effects & Effects.Harmless) !== 0 && !facts.isSymbol && resultsUnused(op)) return Kind.Dead;
  if (hasMultiBlockRegion(regions)) return Kind.Unmergeable;
  if ((effects & Effects.Free) !== 0) return Kind.Pure;
  return (effects & Effects.OwnReadsOnly) !== 0 ? Kind.ReadOnly : Kind.Unmergeable;
}

/** Whether one of `regions` holds more than one block (MLIR's CSE leaves such ops alone). */
function hasMultiBlockRegion(regions: readonly Region[]): boolean {
  for (let i = 0; i < regions.length; i++) {
    const first = regions[i]!.firstBlock;
    if (first !== null && first.nextNode !== null) return true;
  }
  return false;
}

/** {@link classify} for an op with regions whose effect summary cannot answer. */
function classifyByQueries(op: Operation, facts: OpNameFacts): Kind {
  if (isOpTriviallyDead(op)) return Kind.Dead;
  const regions = op.regions;
  if (hasMultiBlockRegion(regions)) return Kind.Unmergeable;
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
