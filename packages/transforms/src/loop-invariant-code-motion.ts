import {
  CoreTraits,
  isPure,
  type LoopLikeModel,
  LoopLikeOpInterface,
  type Operation,
  type Region,
} from '@strata/ir-core';
import { Pass } from '@strata/pass';

/**
 * Whether every operand used by `op` or by the ops nested in it is defined outside the loop or
 * inside `op` itself (MLIR's `canBeHoisted`). Terminators never move.
 */
function canBeHoisted(op: Operation, loop: Operation, model: LoopLikeModel): boolean {
  if (op.hasTrait(CoreTraits.IsTerminator)) return false;
  const pending: Operation[] = [op];
  while (pending.length > 0) {
    const current = pending.pop()!;
    for (const operand of current.operands) {
      const owner = operand.getParentRegion()?.parentOp ?? null;
      if (owner !== null && op.isAncestor(owner)) continue;
      if (!model.isDefinedOutsideOfLoop(loop, operand)) return false;
    }
    for (const region of current.regions)
      for (const block of region) for (const nested of block) pending.push(nested);
  }
  return true;
}

/**
 * Hoists the side-effect-free, speculatable ops of `region` whose operands are all defined
 * outside the loop (MLIR's `moveLoopInvariantCode` for one loop region). A FIFO worklist starts with
 * the region's top-level ops in order; when an op moves, its users in the region are queued again,
 * since they may have become invariant. Returns how many ops moved.
 */
function hoistFromRegion(loop: Operation, model: LoopLikeModel, region: Region): number {
  const worklist: Operation[] = [];
  for (const block of region) for (const op of block) worklist.push(op);
  let moved = 0;
  for (let next = 0; next < worklist.length; next++) {
    const op = worklist[next]!;
    // Already moved out (queued again as a user of an earlier hoisted op).
    if (op.getParentRegion() !== region) continue;
    if (!isPure(op) || !canBeHoisted(op, loop, model)) continue;
    model.moveOutOfLoop(loop, op);
    moved++;
    for (const result of op.results)
      for (const user of result.users()) if (user.getParentRegion() === region) worklist.push(user);
  }
  return moved;
}

/** Hoists the loop-invariant ops of one `LoopLikeOpInterface` op; returns how many moved. */
export function moveLoopInvariantCode(loop: Operation): number {
  const model = LoopLikeOpInterface.get(loop);
  if (model === null) return 0;
  let moved = 0;
  for (const region of model.getLoopRegions(loop)) moved += hoistFromRegion(loop, model, region);
  return moved;
}

/** The loops nested in `root` (and `root` itself), inner loops before the loops around them. */
function loopsInnermostFirst(root: Operation): Operation[] {
  const loops: Operation[] = [];
  // Explicit stack (no recursion): each op is pushed once to expand and once to emit (post order).
  const stack: { op: Operation; expanded: boolean }[] = [{ op: root, expanded: false }];
  while (stack.length > 0) {
    const entry = stack[stack.length - 1]!;
    if (entry.expanded) {
      stack.pop();
      if (LoopLikeOpInterface.isImplementedBy(entry.op)) loops.push(entry.op);
      continue;
    }
    entry.expanded = true;
    const children: Operation[] = [];
    for (const region of entry.op.regions)
      for (const block of region) for (const nested of block) children.push(nested);
    for (let i = children.length - 1; i >= 0; i--)
      stack.push({ op: children[i]!, expanded: false });
  }
  return loops;
}

/**
 * `loop-invariant-code-motion` (MLIR's `LoopInvariantCodeMotion`): visits every loop innermost
 * first, so that ops hoisted out of an inner loop can then leave the outer loop too.
 */
export class LoopInvariantCodeMotionPass extends Pass {
  readonly argument = 'loop-invariant-code-motion';
  readonly name = 'LoopInvariantCodeMotion';
  override readonly description = 'Hoist loop invariant instructions outside of the loop';

  runOnOperation(): void {
    const root = this.getOperation() as Operation;
    let moved = 0;
    for (const loop of loopsInnermostFirst(root)) moved += moveLoopInvariantCode(loop);
    if (moved === 0) this.markAllAnalysesPreserved();
  }
}
