import type { Block } from './block.js';
import type { Operation } from './operation.js';
import type { Region } from './region.js';

/** What a walk callback asks for next (MLIR's `WalkResult`). */
export class WalkResult {
  private constructor(private readonly kind: 0 | 1 | 2) {}

  private static readonly ADVANCE = new WalkResult(0);
  private static readonly SKIP = new WalkResult(1);
  private static readonly INTERRUPT = new WalkResult(2);

  /** Continue the walk. */
  static advance(): WalkResult {
    return WalkResult.ADVANCE;
  }

  /** Do not visit what is nested in the current item (meaningful in pre-order only). */
  static skip(): WalkResult {
    return WalkResult.SKIP;
  }

  /** Stop the whole walk. */
  static interrupt(): WalkResult {
    return WalkResult.INTERRUPT;
  }

  wasInterrupted(): boolean {
    return this.kind === 2;
  }

  wasSkipped(): boolean {
    return this.kind === 1;
  }
}

export type WalkOrder = 'pre' | 'post';

/** A walk callback; returning nothing means advance. */
export type WalkCallback<T> = (item: T) => WalkResult | void;

const enum Visit {
  Ops,
  Blocks,
  Regions,
}

/**
 * The position of the walk inside one op's regions. Frames form an explicit stack, so nesting depth
 * is limited by memory, never by the call stack. The next block and op are read before the current
 * one is visited, which is what makes erasing the visited item from a post-order callback safe.
 */
class Frame {
  regionIndex = -1;
  region: Region | null = null;
  block: Block | null = null;
  nextBlock: Block | null = null;
  nextOp: Operation | null = null;

  constructor(readonly op: Operation) {}
}

/** Visits `root` and every op nested in it. */
export function walkOperations(
  root: Operation,
  callback: WalkCallback<Operation>,
  order: WalkOrder,
): WalkResult {
  return walkImpl(root, Visit.Ops, callback as WalkCallback<unknown>, order === 'pre');
}

/** Visits every block nested in `root` (not counting `root` itself, which is no block). */
export function walkBlocks(
  root: Operation,
  callback: WalkCallback<Block>,
  order: WalkOrder,
): WalkResult {
  return walkImpl(root, Visit.Blocks, callback as WalkCallback<unknown>, order === 'pre');
}

/** Visits every region nested in `root`. */
export function walkRegions(
  root: Operation,
  callback: WalkCallback<Region>,
  order: WalkOrder,
): WalkResult {
  return walkImpl(root, Visit.Regions, callback as WalkCallback<unknown>, order === 'pre');
}

/** Runs the callback and tells whether the walk must stop (interrupt) or skip nested items. */
function call(callback: WalkCallback<unknown>, item: unknown): WalkResult {
  return callback(item) ?? WalkResult.advance();
}

function walkImpl(
  root: Operation,
  visit: Visit,
  callback: WalkCallback<unknown>,
  preOrder: boolean,
): WalkResult {
  if (visit === Visit.Ops && preOrder) {
    const result = call(callback, root);
    if (result.wasInterrupted()) return result;
    if (result.wasSkipped()) return WalkResult.advance();
  }
  const stack: Frame[] = [new Frame(root)];
  while (stack.length !== 0) {
    const frame = stack[stack.length - 1]!;
    // Next op in the current block.
    const op = frame.nextOp;
    if (op !== null) {
      frame.nextOp = op.nextNode;
      if (visit === Visit.Ops && preOrder) {
        const result = call(callback, op);
        if (result.wasInterrupted()) return result;
        if (result.wasSkipped()) continue;
      }
      if (op.regions.length !== 0) {
        stack.push(new Frame(op));
      } else if (visit === Visit.Ops && !preOrder) {
        const result = call(callback, op);
        if (result.wasInterrupted()) return result;
      }
      continue;
    }
    // The current block is done.
    if (frame.block !== null) {
      const block = frame.block;
      frame.block = null;
      if (visit === Visit.Blocks && !preOrder) {
        if (call(callback, block).wasInterrupted()) return WalkResult.interrupt();
      }
    }
    // Next block in the current region.
    if (frame.nextBlock !== null) {
      const block = frame.nextBlock;
      frame.nextBlock = block.nextNode;
      if (visit === Visit.Blocks && preOrder) {
        const result = call(callback, block);
        if (result.wasInterrupted()) return result;
        if (result.wasSkipped()) continue;
      }
      frame.block = block;
      frame.nextOp = block.firstOp;
      continue;
    }
    // The current region is done.
    if (frame.region !== null) {
      const region = frame.region;
      frame.region = null;
      if (visit === Visit.Regions && !preOrder) {
        if (call(callback, region).wasInterrupted()) return WalkResult.interrupt();
      }
    }
    // Next region of the op.
    const regions = frame.op.regions;
    if (frame.regionIndex + 1 < regions.length) {
      const region = regions[++frame.regionIndex]!;
      if (visit === Visit.Regions && preOrder) {
        const result = call(callback, region);
        if (result.wasInterrupted()) return result;
        if (result.wasSkipped()) continue;
      }
      frame.region = region;
      frame.nextBlock = region.firstBlock;
      continue;
    }
    // The op is done.
    stack.pop();
    if (visit === Visit.Ops && !preOrder) {
      if (call(callback, frame.op).wasInterrupted()) return WalkResult.interrupt();
    }
  }
  return WalkResult.advance();
}

/**
 * Visits every op in `blocks` and nested in them (MLIR's `Block::walk` / `Region::walk`). The next
 * top-level op is read before its predecessor is walked, so a post-order callback may erase the op
 * it is given.
 */
export function walkOpsInBlocks(
  blocks: Iterable<Block>,
  callback: WalkCallback<Operation>,
  order: WalkOrder,
): WalkResult {
  for (const block of blocks) {
    let op = block.firstOp;
    while (op !== null) {
      const next = op.nextNode;
      if (walkOperations(op, callback, order).wasInterrupted()) return WalkResult.interrupt();
      op = next;
    }
  }
  return WalkResult.advance();
}
