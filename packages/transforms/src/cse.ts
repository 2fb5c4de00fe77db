import {
  type Block,
  DominanceInfo,
  getEffectsRecursively,
  isMemoryEffectFree,
  isOpTriviallyDead,
  MemoryEffectOpInterface,
  type Operation,
  type Region,
  regionHasSSADominance,
  type RewriterListener,
  UnknownLoc,
} from '@strata/ir-core';
import { Pass } from '@strata/pass';
import { PatternRewriter } from '@strata/pattern-rewrite';
import { ScopedOpTable } from './cse-table.js';

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
  /** Dom frames: the next child to visit, and whether the node's own block was visited. */
  index = 0;
  started = false;

  constructor(
    readonly kind: FrameKind,
    readonly table: ScopedOpTable,
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
  const rewriter = new PatternRewriter(root.context, options.listener ?? null);
  const toErase: Operation[] = [];
  /**
   * The ops visited so far, recorded only in the isolated scopes that hold a graph region: only
   * there may a use come before its definition, and the uses of a value are all in its scope.
   */
  const visited = new Set<Operation>();
  const result: CSEResult = { numCSE: 0, numDCE: 0 };

  const replaceUsesAndDelete = (op: Operation, existing: Operation, ssa: boolean) => {
    if (ssa) {
      rewriter.listener?.notifyOperationReplaced?.(op, existing);
      rewriter.replaceAllOpUsesWith(op, existing);
      toErase.push(op);
    } else {
      // Uses the walk has already passed (possible in graph regions) keep the old value.
      const notVisited = (use: { owner: Operation }) => !visited.has(use.owner);
      for (const r of op.results) {
        let all = true;
        for (const use of r.uses) if (!notVisited(use)) all = false;
        if (all) rewriter.listener?.notifyOperationReplaced?.(op, existing);
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
      if (effects === null || effects.some((e) => e.effect === 'write')) return true;
    }
    return false;
  };

  const simplifyOperation = (table: ScopedOpTable, op: Operation, ssa: boolean) => {
    if (table.hasGraphRegion) visited.add(op);
    const facts = table.factsOf(op);
    if (facts.isTerminator) return;
    if (isOpTriviallyDead(op)) {
      toErase.push(op);
      result.numDCE++;
      return;
    }
    for (const region of op.regions)
      if (region.firstBlock !== null && region.firstBlock.nextNode !== null) return;
    if (!isMemoryEffectFree(op)) {
      const model = MemoryEffectOpInterface.get(op);
      if (model === null || !model.getEffects(op).every((e) => e.effect === 'read')) return;
      const key = table.hashOf(op, facts);
      const existing = table.lookup(key, op);
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
    const key = table.hashOf(op, facts);
    const existing = table.lookup(key, op);
    if (existing !== null) replaceUsesAndDelete(op, existing, ssa);
    else table.insert(key, op);
  };

  const blockFrame = (
    table: ScopedOpTable,
    block: Block,
    ssa: boolean,
    ownsScope: boolean,
  ): Frame => {
    if (ownsScope) table.pushScope();
    const frame = new Frame(FrameKind.Block, table, null, null, NO_BLOCKS, ssa, ownsScope);
    frame.next = block.firstOp;
    return frame;
  };
  const domFrame = (table: ScopedOpTable, region: Region, block: Block): Frame =>
    new Frame(
      FrameKind.Dom,
      table,
      null,
      block,
      domChildren(dominance, region, block),
      true,
      false,
    );
  const regionFrame = (table: ScopedOpTable, region: Region): Frame =>
    new Frame(FrameKind.Region, table, region, null, NO_BLOCKS, true, false);

  const rootTable = new ScopedOpTable();
  const stack: Frame[] = [];
  for (let i = root.numRegions - 1; i >= 0; i--)
    stack.push(regionFrame(rootTable, root.getRegion(i)));
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
      if (!ssa) frame.table.hasGraphRegion = true;
      if (single) stack.push(blockFrame(frame.table, entry, ssa, true));
      else if (ssa) {
        frame.table.pushScope();
        stack.push(domFrame(frame.table, region, entry));
      }
      continue;
    }
    if (frame.kind === FrameKind.Dom) {
      if (!frame.started) {
        frame.started = true;
        stack.push(blockFrame(frame.table, frame.block!, true, false));
      } else if (frame.index < frame.children.length) {
        const child = frame.children[frame.index++]!;
        frame.table.pushScope();
        stack.push(domFrame(frame.table, child.parent!, child));
      } else {
        frame.table.popScope();
        stack.pop();
      }
      continue;
    }
    const waiting = frame.waiting;
    if (waiting !== null) {
      simplifyOperation(frame.table, waiting, frame.ssa);
      frame.waiting = null;
      continue;
    }
    const op = frame.next;
    if (op === null) {
      if (frame.ownsScope) frame.table.popScope();
      stack.pop();
      continue;
    }
    frame.next = op.nextNode;
    const regions = op.regions;
    if (regions.length === 0) {
      simplifyOperation(frame.table, op, frame.ssa);
      continue;
    }
    frame.waiting = op;
    // An isolated op's regions cannot see what is known outside them.
    const table = frame.table.factsOf(op).mayBeIsolated
      ? new ScopedOpTable(frame.table)
      : frame.table;
    for (let i = regions.length - 1; i >= 0; i--) stack.push(regionFrame(table, regions[i]!));
  }
  for (const op of toErase) rewriter.eraseOp(op);
  return result;
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
    const { numCSE, numDCE } = eliminateCommonSubexpressions(this.getOperation() as Operation);
    this.numCSE.add(numCSE);
    this.numDCE.add(numDCE);
    if (numCSE === 0 && numDCE === 0) this.markAllAnalysesPreserved();
  }
}
