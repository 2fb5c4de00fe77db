import type { Operation } from '@strata/ir-core';

/**
 * A LIFO worklist of operations with set semantics and O(1) removal (MLIR's greedy `Worklist`).
 *
 * Membership is marked on the op itself (`Operation.worklistOwner`), so that pushing and popping,
 * done for every op the greedy driver visits, are field reads rather than set lookups. An op
 * already marked by another live worklist (nested drivers) is tracked in a set instead.
 *
 * The stack may also hold stale entries (ops removed, or popped and pushed again), which popping
 * skips: no position map to update. An op's live entry is always its topmost one, since an op is
 * only appended while it is not a member, so skipping the entries of non-members preserves MLIR's
 * order exactly.
 */
export class Worklist {
  private list: Operation[] = [];
  /** Members marked by another worklist. */
  private readonly foreign = new Set<Operation>();
  private count = 0;
  /** Whether the stack may hold entries of non-members (left behind by {@link remove}). */
  private hasStale = false;

  /** Empties the list and unmarks its members (call before dropping a worklist that may hold ops). */
  clear(): void {
    const list = this.list;
    for (let i = 0; i < list.length; i++) {
      const op = list[i]!;
      if (op.worklistOwner === this) op.worklistOwner = null;
    }
    this.list = [];
    this.foreign.clear();
    this.count = 0;
    this.hasStale = false;
  }

  isEmpty(): boolean {
    return this.count === 0;
  }

  get size(): number {
    return this.count;
  }

  has(op: Operation): boolean {
    return op.worklistOwner === this || (this.foreign.size !== 0 && this.foreign.has(op));
  }

  /** Adds `op` at the top unless it is already in the list. */
  push(op: Operation): void {
    const owner = op.worklistOwner;
    if (owner === this) return;
    // A foreign member stays one after the other worklist drops its mark (it popped the op).
    if (this.foreign.size !== 0 && this.foreign.has(op)) return;
    if (owner === null) op.worklistOwner = this;
    else this.foreign.add(op);
    this.count++;
    this.list.push(op);
  }

  /** Removes and returns the top op; the list must not be empty. */
  pop(): Operation {
    const list = this.list;
    while (list.length > 0) {
      const op = list.pop()!;
      if (this.take(op)) return op;
    }
    throw new Error('Worklist.pop: the worklist is empty');
  }

  remove(op: Operation): void {
    if (this.take(op)) this.hasStale = true;
  }

  /** Reverses the order (used to process a pre-order seeding front to back). */
  reverse(): void {
    const list = this.list;
    if (!this.hasStale) {
      list.reverse();
      return;
    }
    // Walking from the top, each member's first entry is its live one: take it (dropping the
    // membership so that its stale entries further down are not taken too), then mark it again.
    const reversed: Operation[] = [];
    for (let i = list.length - 1; i >= 0; i--) {
      const op = list[i]!;
      if (this.take(op)) reversed.push(op);
    }
    this.list = [];
    for (let i = 0; i < reversed.length; i++) this.push(reversed[i]!);
    this.hasStale = false;
  }

  /** Drops `op`'s membership; answers whether it was a member. */
  private take(op: Operation): boolean {
    if (op.worklistOwner === this) op.worklistOwner = null;
    else if (this.foreign.size === 0 || !this.foreign.delete(op)) return false;
    this.count--;
    return true;
  }
}
