import type { Block, Operation, Region } from '@strata/ir-core';

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
    for (const region of item.regions) {
      const blocks = postOrderBlocks(region, true);
      for (let i = blocks.length - 1; i >= 0; i--) {
        items.push(blocks[i]!);
        expanded.push(false);
      }
    }
  }
  return out;
}

function isBlock(item: Operation | Block): item is Block {
  return 'opList' in item;
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
  const worklist: Region[] = [...regions];
  while (worklist.length > 0) {
    const region = worklist.pop()!;
    if (visit(region)) {
      changed = true;
      if (revisitChanged) {
        worklist.push(region);
        continue;
      }
    }
    for (const block of region)
      for (const op of block) for (const nested of op.regions) worklist.push(nested);
  }
  return changed;
}
