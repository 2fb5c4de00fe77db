import {
  type Block,
  CoreTraits,
  getEditableSuccessorOperands,
  type Operation,
  type OperationName,
  type Region,
  type Value,
} from '@strata/ir-core';
import { type DeadByName, deadByName, wouldBeTriviallyDead } from './dead-by-name.js';
import { postOrderBlocks } from './region-traversal.js';
import type { PatternRewriter } from './rewriter.js';
import { eraseBlocksNotReached } from './unreachable-blocks.js';

/** What {@link LiveMap} asks of every op that depends on its name only. */
class NameFacts {
  constructor(
    readonly terminator: boolean,
    readonly dead: DeadByName,
  ) {}
}

/**
 * Ops and block arguments proven live by the fixed point of {@link runRegionDCE}.
 *
 * Another round of propagation is needed only if an item became live after some propagation step
 * had asked about it and been told it was dead: every other answer already was final. Such items
 * are remembered (`denied`), so acyclic code, where uses are visited before their definitions,
 * settles in one round instead of two.
 */
class LiveMap {
  private readonly live = new Set<Operation | Value>();
  /** Items a propagation step of the current round found not (yet) live. */
  private readonly denied = new Set<Operation | Value>();
  changed = false;
  /** Ops and non-entry block arguments visited in the current round. */
  visited = 0;
  /** Whether this is the first round, where no op is live before its own visit. */
  firstRound = true;
  /** Per op name (asked for every op and every use; trait queries are costlier). */
  private readonly nameFacts = new Map<OperationName, NameFacts>();

  /** Starts a propagation round. */
  startRound(): void {
    this.changed = false;
    this.denied.clear();
    this.visited = 0;
  }

  /**
   * Whether every item the round visited is live (only visited items can be), so that nothing
   * visited is dead.
   */
  allVisitedLive(): boolean {
    return this.live.size === this.visited;
  }

  /** The facts of `op`'s name. */
  factsOf(op: Operation): NameFacts {
    const name = op.name;
    let facts = this.nameFacts.get(name);
    if (facts === undefined) {
      facts = new NameFacts(name.hasTrait(CoreTraits.IsTerminator), deadByName(name));
      this.nameFacts.set(name, facts);
    }
    return facts;
  }

  /** Whether `op` is a terminator. */
  isTerminator(op: Operation): boolean {
    return this.factsOf(op).terminator;
  }

  /** Whether `item` is live, as an input to propagation (a negative answer is remembered). */
  query(item: Operation | Value): boolean {
    if (this.live.has(item)) return true;
    this.denied.add(item);
    return false;
  }

  /** Whether `item` is live, without recording the question. */
  isLive(item: Operation | Value): boolean {
    return this.live.has(item);
  }

  setLive(item: Operation | Value): void {
    const live = this.live;
    const before = live.size;
    live.add(item);
    if (live.size !== before && this.denied.size !== 0 && this.denied.has(item))
      this.changed = true;
  }
}

const NONE_SETTLED: ReadonlySet<Operation> = new Set();

function countBlocks(region: Region): number {
  let count = 0;
  for (let block = region.firstBlock; block !== null; block = block.nextNode) count++;
  return count;
}

/** The position of a region walk inside one op (or the root list of regions). */
interface Frame {
  readonly owner: Operation | null;
  readonly regions: readonly Region[];
  regionIndex: number;
  blocks: Block[];
  blockIndex: number;
  /** The next op of the current block to visit, walking backwards. */
  next: Operation | null;
}

/**
 * Visits the reachable blocks of each region in CFG post-order and their ops last to first, an op's
 * regions before the op, each block's arguments after its ops: the order that lets liveness reach
 * uses before definitions. Iterative. Answers whether every block of the visited regions was
 * reachable, or made so by `eraseUnreached` (given a region on entry and its reached blocks, it
 * answers whether it erased the others). The regions of `settled` ops are not entered.
 */
function visitForLiveness(
  regions: readonly Region[],
  visitOp: (op: Operation) => void,
  visitBlock: (block: Block) => void,
  eraseUnreached: ((region: Region, reached: readonly Block[]) => boolean) | null,
  settled: ReadonlySet<Operation>,
): boolean {
  let allReached = true;
  const stack: Frame[] = [
    { owner: null, regions, regionIndex: -1, blocks: [], blockIndex: 0, next: null },
  ];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.blockIndex >= frame.blocks.length) {
      frame.regionIndex++;
      if (frame.regionIndex < frame.regions.length) {
        const region = frame.regions[frame.regionIndex]!;
        frame.blocks = postOrderBlocks(region, false);
        if (allReached && frame.blocks.length !== countBlocks(region))
          allReached = eraseUnreached !== null && eraseUnreached(region, frame.blocks);
        frame.blockIndex = 0;
        frame.next = frame.blocks[0]?.lastOp ?? null;
        continue;
      }
      stack.pop();
      if (frame.owner !== null) visitOp(frame.owner);
      continue;
    }
    const op = frame.next;
    if (op === null) {
      visitBlock(frame.blocks[frame.blockIndex]!);
      frame.blockIndex++;
      frame.next = frame.blocks[frame.blockIndex]?.lastOp ?? null;
      continue;
    }
    frame.next = op.prevNode;
    if (op.numRegions === 0 || (settled.size !== 0 && settled.has(op))) visitOp(op);
    else
      stack.push({
        owner: op,
        regions: op.regions,
        regionIndex: -1,
        blocks: [],
        blockIndex: 0,
        next: null,
      });
  }
  return allReached;
}

/**
 * The block argument operand `operandNumber` of a branch is forwarded to, if the branch can drop
 * that operand (its successor operands are editable).
 */
function forwardedArgument(op: Operation, operandNumber: number): Value | null {
  for (let i = 0; i < op.numSuccessors; i++) {
    const operands = getEditableSuccessorOperands(op, i);
    if (operands === null) return null;
    const position = operandNumber - operands.forwarded.start;
    if (position >= 0 && position < operands.forwarded.length) {
      return op.getSuccessor(i).getArgument(operands.producedOperandCount + position);
    }
  }
  return null;
}

/**
 * Whether a live op uses `value`. Only block arguments are recorded in the live map; an op
 * result's liveness is this answer, folded into its op's.
 */
function hasLiveUse(value: Value, live: LiveMap): boolean {
  for (let use = value.firstUse; use !== null; use = use.nextUse) {
    const owner = use.owner;
    if (live.isTerminator(owner)) {
      // A successor operand is live only if the argument it feeds is (it is a phi input).
      const arg = forwardedArgument(owner, use.operandNumber);
      if (arg !== null && !live.query(arg)) continue;
    }
    if (live.query(owner)) return true;
  }
  return false;
}

function propagateTerminator(op: Operation, live: LiveMap): void {
  live.setLive(op);
  for (let i = 0; i < op.numSuccessors; i++) {
    const successor = op.getSuccessor(i);
    // Arguments the branch produces, or whose operands it cannot drop, are live.
    const operands = getEditableSuccessorOperands(op, i);
    const fixed = operands === null ? successor.numArguments : operands.producedOperandCount;
    for (let a = 0; a < fixed; a++) live.setLive(successor.getArgument(a));
  }
}

function propagateOp(op: Operation, live: LiveMap): void {
  const facts = live.factsOf(op);
  if (facts.terminator) return propagateTerminator(op, live);
  // Only its own visit makes an op live, so in the first round it cannot be yet.
  if (!live.firstRound && live.isLive(op)) return;
  // A live use decides as surely as effects do, and is far cheaper to check.
  const results = op.results;
  for (let i = 0; i < results.length; i++) {
    if (hasLiveUse(results[i]!, live)) return live.setLive(op);
  }
  if (!wouldBeTriviallyDead(op, facts.dead)) live.setLive(op);
}

function propagateBlockArguments(block: Block, live: LiveMap): void {
  // Entry arguments belong to the parent op's contract and are never removed.
  if (block.isEntryBlock()) return;
  const args = block.arguments;
  live.visited += args.length;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!live.isLive(arg) && hasLiveUse(arg, live)) live.setLive(arg);
  }
}

/** Erases the successor operands feeding dead arguments of `terminator`'s successors. */
function eraseDeadSuccessorOperands(
  terminator: Operation | null,
  live: LiveMap,
  rewriter: PatternRewriter,
): void {
  if (terminator === null) return;
  // Last successor first: erasing its operands leaves the positions of the others' unchanged.
  for (let s = terminator.numSuccessors - 1; s >= 0; s--) {
    const operands = getEditableSuccessorOperands(terminator, s);
    if (operands === null) continue;
    const successor = terminator.getSuccessor(s);
    const dead: number[] = [];
    for (let a = operands.size - 1; a >= operands.producedOperandCount; a--) {
      if (!live.isLive(successor.getArgument(a))) dead.push(a);
    }
    if (dead.length === 0) continue;
    rewriter.modifyOpInPlace(terminator, () => {
      for (const a of dead) operands.erase(a);
    });
  }
}

/**
 * Erases what liveness did not prove live (outside the regions of `settled` ops, which liveness
 * did not enter); answers whether anything was erased.
 */
function deleteDeadness(
  rewriter: PatternRewriter,
  regions: readonly Region[],
  live: LiveMap,
  settled: ReadonlySet<Operation>,
): boolean {
  let erased = false;
  const pending: Region[] = [...regions];
  while (pending.length > 0) {
    const region = pending.pop()!;
    if (region.empty()) continue;
    const single = region.hasOneBlock();
    const blocks = postOrderBlocks(region, false);
    for (let b = 0; b < blocks.length; b++) {
      const block = blocks[b]!;
      if (!single)
        eraseDeadSuccessorOperands(
          block.lastOp?.hasTrait(CoreTraits.IsTerminator) ? block.lastOp : null,
          live,
          rewriter,
        );
      for (let op = block.lastOp; op !== null;) {
        const prev: Operation | null = op.prevNode;
        if (!live.isLive(op)) {
          op.dropAllUses();
          rewriter.eraseOp(op);
          erased = true;
        } else if (settled.size === 0 || !settled.has(op)) {
          const nested = op.regions;
          for (let r = 0; r < nested.length; r++) pending.push(nested[r]!);
        }
        op = prev;
      }
    }
    for (let block = region.firstBlock!.nextNode; block !== null; block = block.nextNode) {
      for (let i = block.numArguments - 1; i >= 0; i--) {
        const arg = block.getArgument(i);
        if (live.isLive(arg)) continue;
        // Only arguments whose every predecessor could drop the operand are dead, so no use remains.
        if (!arg.useEmpty()) continue;
        block.eraseArgument(i);
        erased = true;
      }
    }
  }
  return erased;
}

/**
 * Liveness-based dead code elimination over `regions` (MLIR's `runRegionDCE`): erases ops whose
 * results are unused (transitively, through block arguments) and that would be trivially dead, and
 * the dead arguments of non-entry blocks. Answers whether it changed anything.
 *
 * With `sweepUnreachable`, it first erases the blocks no path from their region's entry reaches
 * (as `eraseUnreachableBlocks` over `regions` would), each region's as liveness enters it: one walk
 * of the regions instead of two. Liveness is the same either way, since code in an unreachable
 * block is never live and so keeps nothing alive; only the order in which the erased ops are
 * reported differs.
 *
 * The regions of `settled` ops are skipped: ops isolated from above whose regions the caller knows
 * to hold nothing dead and no unreachable block (unchanged since region DCE last ran on them).
 * Isolation makes that sound: no value crosses the op's boundary, so the liveness of what is
 * inside depends on nothing outside, and the op itself is still visited like any other.
 */
export function runRegionDCE(
  rewriter: PatternRewriter,
  regions: readonly Region[],
  sweepUnreachable = false,
  settled: ReadonlySet<Operation> = NONE_SETTLED,
): boolean {
  const live = new LiveMap();
  const visitOp = (op: Operation) => {
    live.visited++;
    propagateOp(op, live);
  };
  const visitBlock = (block: Block) => propagateBlockArguments(block, live);
  let swept = false;
  const sweep = sweepUnreachable
    ? (region: Region, reached: readonly Block[]): boolean => {
        swept = eraseBlocksNotReached(rewriter, region, reached) || swept;
        return true;
      }
    : null;
  let allReached: boolean;
  do {
    live.startRound();
    // Only the first round meets unreachable blocks: it erases them.
    allReached = visitForLiveness(
      regions,
      visitOp,
      visitBlock,
      live.firstRound ? sweep : null,
      settled,
    );
    live.firstRound = false;
  } while (live.changed);
  // Deletion would only walk the regions again: nothing is dead when every visited op and
  // argument is live and no block went unvisited (their arguments would be dead).
  if (allReached && live.allVisitedLive()) return swept;
  return deleteDeadness(rewriter, regions, live, settled) || swept;
}
