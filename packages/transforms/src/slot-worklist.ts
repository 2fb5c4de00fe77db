import type { OpInterface, Operation } from '@strata/ir-core';

/**
 * For each non-empty region of `root`, the ops nested in it that implement `allocation` (in
 * post-order, as MLIR's `region.walk`): the allocators mem2reg and sroa try, region by region.
 */
export function allocatorsByRegion<M extends object>(
  root: Operation,
  allocation: OpInterface<M>,
): Operation[][] {
  const perRegion: Operation[][] = [];
  for (const region of root.regions) {
    if (region.empty()) continue;
    const allocators: Operation[] = [];
    region.walk(
      (op) => {
        if (allocation.isImplementedBy(op)) allocators.push(op);
      },
      { order: 'post' },
    );
    perRegion.push(allocators);
  }
  return perRegion;
}

/**
 * The rounds of mem2reg and sroa: each round gives every allocator one try (`tryAllocator`
 * changes at most one of its slots, since that may change the others, and adds any allocation op
 * it creates to `created`); rounds go on, over the allocators left and those created, until one
 * changes nothing. Returns whether any round changed a slot.
 */
export function runSlotRounds(
  allocators: readonly Operation[],
  tryAllocator: (allocator: Operation, created: Operation[]) => boolean,
): boolean {
  let changedAny = false;
  let workList = [...allocators];
  for (;;) {
    let changed = false;
    const next: Operation[] = [];
    for (const allocator of workList) {
      if (tryAllocator(allocator, next)) changed = true;
      else next.push(allocator);
    }
    if (!changed) return changedAny;
    changedAny = true;
    workList = next;
  }
}
