import type { Operation } from '@strata/ir-core';

/**
 * A LIFO worklist of operations with set semantics and O(1) removal (MLIR's greedy `Worklist`).
 *
 * Membership lives in a set; the stack may also hold stale entries (ops removed, or popped and
 * pushed again), which popping skips. That keeps every operation one set lookup: no position map
 * to update. An op's live entry is always its topmost one, since an op is only appended while it
 * is not a member, so skipping the entries of non-members preserves MLIR's order exactly.
 */
export class Worklist {
  private list: Operation[] = [];
  private readonly members = new Set<Operation>();
  /** Whether the stack may hold entries of non-members (left behind by {@link remove}). */
  private hasStale = false;

  clear(): void {
    this.list = [];
    this.members.clear();
    this.hasStale = false;
  }

  isEmpty(): boolean {
    return this.members.size === 0;
  }

  get size(): number {
    return this.members.size;
  }

  has(op: Operation): boolean {
    return this.members.has(op);
  }

  /** Adds `op` at the top unless it is already in the list. */
  push(op: Operation): void {
    const members = this.members;
    if (members.has(op)) return;
    members.add(op);
    this.list.push(op);
  }

  /** Removes and returns the top op; the list must not be empty. */
  pop(): Operation {
    const list = this.list;
    const members = this.members;
    while (list.length > 0) {
      const op = list.pop()!;
      if (members.delete(op)) return op;
    }
    throw new Error('Worklist.pop: the worklist is empty');
  }

  remove(op: Operation): void {
    if (this.members.delete(op)) this.hasStale = true;
  }

  /** Reverses the order (used to process a pre-order seeding front to back). */
  reverse(): void {
    const list = this.list;
    if (!this.hasStale) {
      list.reverse();
      return;
    }
    const members = this.members;
    // Walking from the top, each member's first entry is its live one: take it and drop the
    // membership so that its stale entries further down are not taken too, then restore.
    const reversed: Operation[] = [];
    for (let i = list.length - 1; i >= 0; i--) {
      const op = list[i]!;
      if (members.delete(op)) reversed.push(op);
    }
    for (let i = 0; i < reversed.length; i++) members.add(reversed[i]!);
    this.list = reversed;
    this.hasStale = false;
  }
}
