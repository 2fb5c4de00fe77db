import {
  type Block,
  BlockArgument,
  getEditableSuccessorOperands,
  type Operation,
  OpResult,
  type Region,
  type Value,
} from '@strata/ir-core';
import { visitNestedRegions } from './region-traversal.js';
import type { PatternRewriter } from './rewriter.js';

/** Whether every branch to `block` can forward more operands to it (its operands are editable). */
function canAppendOperands(block: Block): boolean {
  for (let use = block.firstUse; use !== null; use = use.nextUse) {
    if (getEditableSuccessorOperands(use.owner, use.successorIndex) === null) return false;
  }
  return true;
}

/** Structural identity of uniqued things, for keys. */
const ids = new WeakMap<object, number>();
let nextId = 1;
function idOf(item: object): number {
  let id = ids.get(item);
  if (id === undefined) ids.set(item, (id = nextId++));
  return id;
}

/** An op's shape ignoring operands: name, attributes, properties, result types, counts. */
function shapeKey(op: Operation): string {
  const parts: (string | number)[] = [
    op.name.identifier,
    op.numOperands,
    op.numSuccessors,
    op.numRegions,
  ];
  for (const [name, value] of op.getDiscardableAttrs()) parts.push(name, value.uid);
  const properties = [...op.properties].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  for (const [name, value] of properties) parts.push(name, value.uid);
  for (const result of op.results) parts.push(result.type.uid);
  return parts.join(',');
}

/** A block with its shape key and the position of each value it defines (MLIR's `BlockEquivalenceData`). */
class BlockData {
  readonly key: string;
  private readonly order = new Map<Operation, number>();

  constructor(readonly block: Block) {
    let next = block.numArguments;
    const shapes: string[] = [];
    for (const op of block) {
      if (op.numResults !== 0) {
        this.order.set(op, next);
        next += op.numResults;
      }
      shapes.push(shapeKey(op));
    }
    this.key = shapes.join(';');
  }

  orderOf(value: Value): number {
    if (value instanceof BlockArgument) return value.argNumber;
    const result = value as OpResult;
    return this.order.get(result.owner)! + result.resultNumber;
  }
}

function usedOutside(op: Operation, block: Block): boolean {
  for (const result of op.results)
    for (const use of result.uses) if (use.owner.parentBlock !== block) return true;
  return false;
}

/** Blocks that can become one (MLIR's `BlockMergeCluster`). */
class MergeCluster {
  readonly blocks: Block[] = [];
  /** (op index, operand index) pairs that differ and will become new leader arguments, sorted. */
  private readonly operands = new Map<string, [number, number]>();

  constructor(readonly leader: BlockData) {}

  tryAdd(data: BlockData): boolean {
    const leaderBlock = this.leader.block;
    const other = data.block;
    if (data.key !== this.leader.key || leaderBlock.numArguments !== other.numArguments)
      return false;
    for (let i = 0; i < other.numArguments; i++)
      if (leaderBlock.getArgument(i).type !== other.getArgument(i).type) return false;
    const mismatched: [number, number][] = [];
    let rhs = other.firstOp;
    let index = 0;
    for (
      let lhs = leaderBlock.firstOp;
      lhs !== null && rhs !== null;
      lhs = lhs.nextNode, rhs = rhs.nextNode, index++
    ) {
      for (let i = 0; i < lhs.numOperands; i++) {
        const a = lhs.getOperand(i);
        const b = rhs.getOperand(i);
        if (a === b) continue;
        if (a.type !== b.type) return false;
        const aInside = a.getParentBlock() === leaderBlock;
        if (aInside !== (b.getParentBlock() === other)) return false;
        if (!aInside) mismatched.push([index, i]);
        else if (this.leader.orderOf(a) !== data.orderOf(b)) return false;
      }
      if (usedOutside(rhs, other) || usedOutside(lhs, leaderBlock)) return false;
    }
    for (const pair of mismatched) this.operands.set(`${pair[0]},${pair[1]}`, pair);
    this.blocks.push(other);
    return true;
  }

  merge(rewriter: PatternRewriter): boolean {
    if (this.blocks.length === 0) return false;
    const leader = this.leader.block;
    const members = [leader, ...this.blocks];
    const positions = [...this.operands.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    if (positions.length !== 0) {
      if (!members.every(canAppendOperands)) return false;
      // The differing operands of each member, in position order; the leader's become arguments.
      const newArguments: Value[][] = members.map(() => []);
      members.forEach((block, m) => {
        const ops = block.operations;
        for (const [opIndex, operandIndex] of positions)
          newArguments[m]!.push(ops[opIndex]!.getOperand(operandIndex));
      });
      const leaderOps = leader.operations;
      for (const [opIndex, operandIndex] of positions) {
        const op = leaderOps[opIndex]!;
        const value = op.getOperand(operandIndex);
        const arg = leader.addArgument(value.type, value.location);
        rewriter.modifyOpInPlace(op, () => op.setOperand(operandIndex, arg));
      }
      members.forEach((block, m) => {
        for (let use = block.firstUse; use !== null; use = use.nextUse) {
          const branch = use.owner;
          const operands = getEditableSuccessorOperands(branch, use.successorIndex)!;
          rewriter.modifyOpInPlace(branch, () => operands.append(newArguments[m]!));
        }
      });
    }
    for (const block of this.blocks) {
      rewriter.replaceAllUsesWith(block, leader);
      rewriter.eraseBlock(block);
    }
    return true;
  }
}

/** Merges the identical non-entry blocks of one region; answers whether any merged. */
function mergeIdenticalBlocksIn(rewriter: PatternRewriter, region: Region): boolean {
  const entry = region.firstBlock;
  if (entry === null || entry.nextNode === null) return false;
  // Only blocks with the same successors can be merged: group them first.
  const groups = new Map<string, Block[]>();
  for (let block: Block | null = entry.nextNode; block !== null; block = block.nextNode) {
    const key = block.successors.map(idOf).join(',');
    let group = groups.get(key);
    if (group === undefined) groups.set(key, (group = []));
    group.push(block);
  }
  let merged = false;
  for (const blocks of groups.values()) {
    if (blocks.length < 2) continue;
    const clusters: MergeCluster[] = [];
    for (const block of blocks) {
      // Blocks holding ops with non-empty regions are not merged (as in MLIR).
      if (block.operations.some((op) => op.regions.some((r) => !r.empty()))) continue;
      const data = new BlockData(block);
      if (!clusters.some((cluster) => cluster.tryAdd(data))) clusters.push(new MergeCluster(data));
    }
    for (const cluster of clusters) if (cluster.merge(rewriter)) merged = true;
  }
  return merged;
}

/**
 * Merges identical blocks (same ops, same successors; operands defined outside may differ and
 * become new block arguments) in `regions` and their nested regions (MLIR's
 * `mergeIdenticalBlocks`). When arguments are added, every predecessor branch must have
 * editable successor operands (ir-core's `SuccessorOperands`) that can grow. Answers whether any merged.
 */
export function mergeIdenticalBlocks(
  rewriter: PatternRewriter,
  regions: readonly Region[],
): boolean {
  // A merge may make more blocks identical: revisit a region until nothing merges.
  return visitNestedRegions(regions, (region) => mergeIdenticalBlocksIn(rewriter, region), true);
}
