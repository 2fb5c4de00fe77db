import { type Block, Operation, type Region } from '@strata/ir-core';

/**
 * The blocks of `region` in CFG post-order from the entry block (successors before predecessors);
 * with `includeUnreachable`, blocks not reached from the entry follow, each starting a post-order
 * of its own. This is the order the rewriter erases blocks in, since a successor may use values of
 * a block that dominates it. Iterative.
 */
export function postOrderBlocks(region: Region, includeUnreachable: boolean): Block[] {
  const first = region.firstBlock;
  if (first === null) return [];
  // Most regions hold one block: no traversal state needed.
  if (first.nextNode === null) return [first];
  const visited = new Set<Block>();
  const order: Block[] = [];
  const blockStack: Block[] = [];
  const indexStack: number[] = [];
  for (
    let start = region.firstBlock;
    start !== null;
    start = includeUnreachable ? start.nextNode : null
  ) {
    if (visited.has(start)) continue;
    visited.add(start);
    blockStack.push(start);
    indexStack.push(0);
    while (blockStack.length > 0) {
      const top = blockStack.length - 1;
      const block = blockStack[top]!;
      const successors = successorsOf(block);
      const next = indexStack[top]!;
      if (next < successors.length) {
        indexStack[top] = next + 1;
        const successor = successors[next]!;
        if (successor.parent === region && !visited.has(successor)) {
          visited.add(successor);
          blockStack.push(successor);
          indexStack.push(0);
        }
        continue;
      }
      blockStack.pop();
      indexStack.pop();
      order.push(block);
    }
  }
  return order;
}

/** The successor blocks of `block`'s terminator, in order (dropped successors skipped). */
export function successorsOf(block: Block): Block[] {
  const terminator = block.lastOp;
  if (terminator === null || terminator.numSuccessors === 0) return [];
  const out: Block[] = [];
  for (const operand of terminator.getBlockOperands()) {
    const successor = operand.get() as Block | null;
    if (successor !== null) out.push(successor);
  }
  return out;
}

/**
 * Everything erasing `root` destroys, in an order where users come before definitions: for each
 * region (last first), its blocks in {@link postOrderBlocks}, each block's ops last to first
 * (each op's own contents before it), then the block itself; `root` comes last. Iterative, so depth
 * is bounded by memory only.
 */
export function erasureOrder(root: Operation): (Operation | Block)[] {
  // Most erased ops hold no regions: nothing to order.
  if (root.numRegions === 0) return [root];
  const out: (Operation | Block)[] = [];
  const items: (Operation | Block)[] = [root];
  const expanded: boolean[] = [false];
  while (items.length > 0) {
    const item = items.pop()!;
    if (expanded.pop()!) {
      out.push(item);
      continue;
    }
    items.push(item);
    expanded.push(true);
    if (isBlock(item)) {
      // Pushed first op first, so the last op is on top and processed first.
      for (let op = item.firstOp; op !== null; op = op.nextNode) {
        items.push(op);
        expanded.push(false);
      }
      continue;
    }
    // Regions processed last-to-first, each region's blocks in erasure order: push in reverse.
    const regions = item.regions;
    for (let r = 0; r < regions.length; r++) {
      const blocks = postOrderBlocks(regions[r]!, true);
      for (let i = blocks.length - 1; i >= 0; i--) {
        items.push(blocks[i]!);
        expanded.push(false);
      }
    }
  }
  return out;
}

function isBlock(item: Operation | Block): item is Block {
  return !(item instanceof Operation);
}

/**
 * Calls `visit` on each of `regions` and on every region nested in them (looking at the blocks as
 * they are after the visit), without recursion. With `revisitChanged`, a region whose visit
 * answered true is visited again before its nested regions. Answers whether any visit answered true.
 */
export function visitNestedRegions(
  regions: readonly Region[],
  visit: (region: Region) => boolean,
  revisitChanged = false,
): boolean {
  let changed = false;
  const worklist: Region[] = regions.slice();
  while (worklist.length > 0) {
    const region = worklist.pop()!;
    if (visit(region)) {
      changed = true;
      if (revisitChanged) {
        worklist.push(region);
        continue;
      }
    }
    for (let block = region.firstBlock; block !== null; block = block.nextNode) {
      for (let op = block.firstOp; op !== null; op = op.nextNode) {
        const nested = op.regions;
        for (let i = 0; i < nested.length; i++) worklist.push(nested[i]!);
      }
    }
  }
  return changed;
}

/** Where {@link collectNestedOps} is inside one op's regions (or the root region). */
class OpCursor {
  constructor(
    /** The op whose regions are walked; null for the root region. */
    readonly owner: Operation | null,
    readonly regions: readonly Region[],
    public regionIndex: number,
    public block: Block | null,
    public next: Operation | null,
  ) {}
}

/**
 * Every op nested in `region`, each op before (pre-order) or after (post-order) the ops of its
 * regions, blocks and regions in order. A snapshot, so callers may mutate. Iterative.
 */
export function collectNestedOps(region: Region, preOrder: boolean): Operation[] {
  const ops: Operation[] = [];
  const first = region.firstBlock;
  const stack = [new OpCursor(null, [region], 0, first, first?.firstOp ?? null)];
  while (stack.length > 0) {
    const cursor = stack[stack.length - 1]!;
    const op = cursor.next;
    if (op !== null) {
      cursor.next = op.nextNode;
      if (preOrder) ops.push(op);
      const regions = op.regions;
      if (regions.length === 0) {
        if (!preOrder) ops.push(op);
      } else {
        const block = regions[0]!.firstBlock;
        stack.push(new OpCursor(op, regions, 0, block, block?.firstOp ?? null));
      }
      continue;
    }
    // The current block is done: on to the next block, the next region, or the owner.
    let block = cursor.block === null ? null : cursor.block.nextNode;
    while (block === null && ++cursor.regionIndex < cursor.regions.length)
      block = cursor.regions[cursor.regionIndex]!.firstBlock;
    if (block !== null) {
      cursor.block = block;
      cursor.next = block.firstOp;
      continue;
    }
    stack.pop();
    if (!preOrder && cursor.owner !== null) ops.push(cursor.owner);
  }
  return ops;
}
