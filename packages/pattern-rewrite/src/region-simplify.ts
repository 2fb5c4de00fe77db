import {
  type Block,
  BranchOpInterface,
  type BranchModel,
  CoreTraits,
  type Operation,
  type Region,
  type Value,
  wouldOpBeTriviallyDead,
} from '@strata/ir-core';
import { postOrderBlocks, visitNestedRegions } from './region-traversal.js';
import { mergeIdenticalBlocks } from './merge-blocks.js';
import type { PatternRewriter } from './rewriter.js';

/**
 * What region simplification needs to remove a dead block argument: where a successor's forwarded
 * operands start among the branch op's operands, and a way to erase one. ir-core's
 * `BranchOpInterface` does not offer these yet, so branch models may add them; without them, the
 * arguments of that branch's successors are kept.
 */
export interface MutableSuccessorOperands {
  /** Index of the first op operand forwarded to successor `index` (they are contiguous). */
  getSuccessorOperandStart(op: Operation, index: number): number;
  /** Erases the `position`-th forwarded operand of successor `index`. */
  eraseSuccessorOperand(op: Operation, index: number, position: number): void;
}

type EditableBranch = BranchModel & MutableSuccessorOperands;

function editableBranch(op: Operation): EditableBranch | null {
  const model = BranchOpInterface.get(op) as
    (BranchModel & Partial<MutableSuccessorOperands>) | null;
  if (
    model === null ||
    typeof model.eraseSuccessorOperand !== 'function' ||
    typeof model.getSuccessorOperandStart !== 'function'
  ) {
    return null;
  }
  return model as EditableBranch;
}

/**
 * Erases the blocks no path from their region's entry reaches, in `regions` and every region
 * nested in them (MLIR's `eraseUnreachableBlocks`). Answers whether it erased any.
 */
export function eraseUnreachableBlocks(
  rewriter: PatternRewriter,
  regions: readonly Region[],
): boolean {
  return visitNestedRegions(regions, (region) => {
    const entry = region.firstBlock;
    if (entry === null || entry.nextNode === null) return false;
    const reachable = new Set(postOrderBlocks(region, false));
    let erased = false;
    for (let block: Block | null = entry; block !== null;) {
      const next: Block | null = block.nextNode;
      if (!reachable.has(block)) {
        dropDefinedValueUses(block);
        rewriter.eraseBlock(block);
        erased = true;
      }
      block = next;
    }
    return erased;
  });
}

/** Drops every use of what `block` defines (arguments, results, nested values) and of the block itself. */
function dropDefinedValueUses(block: Block): void {
  block.dropAllDefinedValueUses();
  while (block.firstUse !== null) block.firstUse.drop();
}

/** Ops and block arguments proven live by the fixed point of {@link runRegionDCE}. */
class LiveMap {
  private readonly live = new Set<Operation | Value>();
  changed = false;

  isLive(item: Operation | Value): boolean {
    return this.live.has(item);
  }

  setLive(item: Operation | Value): void {
    if (this.live.has(item)) return;
    this.live.add(item);
    this.changed = true;
  }
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
 * uses before definitions. Iterative.
 */
function visitForLiveness(
  regions: readonly Region[],
  visitOp: (op: Operation) => void,
  visitBlock: (block: Block) => void,
): void {
  const stack: Frame[] = [
    { owner: null, regions, regionIndex: -1, blocks: [], blockIndex: 0, next: null },
  ];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.blockIndex >= frame.blocks.length) {
      frame.regionIndex++;
      if (frame.regionIndex < frame.regions.length) {
        frame.blocks = postOrderBlocks(frame.regions[frame.regionIndex]!, false);
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
    if (op.numRegions === 0) visitOp(op);
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
}

/** The block argument `use` (an operand of a branch) is forwarded to, if the branch says so. */
function forwardedArgument(op: Operation, operandNumber: number): Value | null {
  const model = editableBranch(op);
  if (model === null) return null;
  for (let i = 0; i < op.numSuccessors; i++) {
    const start = model.getSuccessorOperandStart(op, i);
    const { producedOperandCount, forwardedOperands } = model.getSuccessorOperands(op, i);
    const position = operandNumber - start;
    if (position >= 0 && position < forwardedOperands.length) {
      return op.getSuccessor(i).getArgument(producedOperandCount + position);
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
    if (owner.hasTrait(CoreTraits.IsTerminator)) {
      // A successor operand is live only if the argument it feeds is (it is a phi input).
      const arg = forwardedArgument(owner, use.operandNumber);
      if (arg !== null && !live.isLive(arg)) continue;
    }
    if (live.isLive(owner)) return true;
  }
  return false;
}

function propagateTerminator(op: Operation, live: LiveMap): void {
  live.setLive(op);
  const model = editableBranch(op);
  for (let i = 0; i < op.numSuccessors; i++) {
    const successor = op.getSuccessor(i);
    const produced =
      model === null
        ? successor.numArguments
        : model.getSuccessorOperands(op, i).producedOperandCount;
    for (let a = 0; a < produced; a++) live.setLive(successor.getArgument(a));
  }
}

function propagateOp(op: Operation, live: LiveMap): void {
  if (op.hasTrait(CoreTraits.IsTerminator)) return propagateTerminator(op, live);
  if (live.isLive(op)) return;
  if (!wouldOpBeTriviallyDead(op)) return live.setLive(op);
  for (const result of op.results) {
    if (hasLiveUse(result, live)) return live.setLive(op);
  }
}

function propagateBlockArguments(block: Block, live: LiveMap): void {
  // Entry arguments belong to the parent op's contract and are never removed.
  if (block.isEntryBlock()) return;
  for (const arg of block.arguments)
    if (!live.isLive(arg) && hasLiveUse(arg, live)) live.setLive(arg);
}

/** Erases the successor operands feeding dead arguments of `terminator`'s successors. */
function eraseDeadSuccessorOperands(
  terminator: Operation | null,
  live: LiveMap,
  rewriter: PatternRewriter,
): void {
  if (terminator === null) return;
  const model = editableBranch(terminator);
  if (model === null) return;
  for (let s = terminator.numSuccessors - 1; s >= 0; s--) {
    const successor = terminator.getSuccessor(s);
    const { producedOperandCount, forwardedOperands } = model.getSuccessorOperands(terminator, s);
    const dead: number[] = [];
    for (let p = forwardedOperands.length - 1; p >= 0; p--) {
      if (!live.isLive(successor.getArgument(producedOperandCount + p))) dead.push(p);
    }
    if (dead.length === 0) continue;
    rewriter.modifyOpInPlace(terminator, () => {
      for (const p of dead) model.eraseSuccessorOperand(terminator, s, p);
    });
  }
}

/** Erases what liveness did not prove live; answers whether anything was erased. */
function deleteDeadness(
  rewriter: PatternRewriter,
  regions: readonly Region[],
  live: LiveMap,
): boolean {
  let erased = false;
  const pending: Region[] = [...regions];
  while (pending.length > 0) {
    const region = pending.pop()!;
    if (region.empty()) continue;
    const single = region.hasOneBlock();
    for (const block of postOrderBlocks(region, false)) {
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
        } else {
          for (const nested of op.regions) pending.push(nested);
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
 */
export function runRegionDCE(rewriter: PatternRewriter, regions: readonly Region[]): boolean {
  const live = new LiveMap();
  const visitOp = (op: Operation) => propagateOp(op, live);
  const visitBlock = (block: Block) => propagateBlockArguments(block, live);
  do {
    live.changed = false;
    visitForLiveness(regions, visitOp, visitBlock);
  } while (live.changed);
  return deleteDeadness(rewriter, regions, live);
}

/**
 * Drops the arguments of `block` to which every predecessor passes one same value, using that
 * value instead (MLIR's `dropRedundantArguments` for one block). Only blocks all of whose
 * predecessors are editable branches are touched.
 */
function dropRedundantBlockArguments(rewriter: PatternRewriter, block: Block): boolean {
  const edges: { branch: Operation; model: EditableBranch; index: number }[] = [];
  for (let use = block.firstUse; use !== null; use = use.nextUse) {
    const model = editableBranch(use.owner);
    if (model === null) return false;
    edges.push({ branch: use.owner, model, index: use.successorIndex });
  }
  if (edges.length === 0) return false;
  const redundant: number[] = [];
  for (let a = 0; a < block.numArguments; a++) {
    let common: Value | null = null;
    let same = true;
    for (const { branch, model, index } of edges) {
      const forwarded = model.getSuccessorOperands(branch, index).forwardedOperands[a] ?? null;
      if (forwarded === null || (common !== null && forwarded !== common)) {
        same = false;
        break;
      }
      common = forwarded;
    }
    if (!same || common === null || common === block.getArgument(a)) continue;
    rewriter.replaceAllUsesWith(block.getArgument(a), common);
    redundant.push(a);
  }
  for (let i = redundant.length - 1; i >= 0; i--) {
    const a = redundant[i]!;
    block.eraseArgument(a);
    for (const { branch, model, index } of edges) {
      rewriter.modifyOpInPlace(branch, () => model.eraseSuccessorOperand(branch, index, a));
    }
  }
  return redundant.length !== 0;
}

/**
 * Drops block arguments that receive the same value from every predecessor, in `regions` and the
 * regions nested in them (MLIR's `dropRedundantArguments`). Answers whether any was dropped.
 */
export function dropRedundantArguments(
  rewriter: PatternRewriter,
  regions: readonly Region[],
): boolean {
  return visitNestedRegions(regions, (region) => {
    let dropped = false;
    for (const block of region) if (dropRedundantBlockArguments(rewriter, block)) dropped = true;
    return dropped;
  });
}

/** How much {@link simplifyRegions} does (MLIR's `GreedySimplifyRegionLevel`). */
export type RegionSimplificationLevel = 'disabled' | 'normal' | 'aggressive';

/**
 * Simplifies the control flow of `regions` (MLIR's `simplifyRegions`): erases unreachable blocks,
 * then dead ops and block arguments; with `aggressive`, also merges identical blocks and drops
 * arguments that every predecessor passes the same value to. Answers whether anything changed.
 */
export function simplifyRegions(
  rewriter: PatternRewriter,
  regions: readonly Region[],
  aggressive = false,
): boolean {
  const erasedBlocks = eraseUnreachableBlocks(rewriter, regions);
  const erasedDead = runRegionDCE(rewriter, regions);
  const mergedBlocks = aggressive && mergeIdenticalBlocks(rewriter, regions);
  const droppedArguments = aggressive && dropRedundantArguments(rewriter, regions);
  return erasedBlocks || erasedDead || mergedBlocks || droppedArguments;
}
