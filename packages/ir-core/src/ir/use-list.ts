import type { Operation } from './operation.js';

/**
 * Anything that can be used by an operation: a value (used by operands) or a block (used by
 * successors). The uses form an intrusive doubly linked list headed here, so adding or removing one
 * use is O(1) and no use list is ever copied.
 */
export interface UseListHead<U> {
  firstUse: U | null;
}

/**
 * One use of a `T` by an operation, linked in `T`'s use list. Subclassed by {@link OpOperand}
 * (uses of values) and {@link BlockOperand} (uses of blocks as successors).
 */
export abstract class IROperand<T extends UseListHead<U>, U extends IROperand<T, U>> {
  // Declared and assigned in the constructor, as Value's fields (one operand object per use).
  /** The operation holding this use. */
  declare readonly owner: Operation;
  /** The next and previous uses of the same definition. */
  declare nextUse: U | null;
  declare prevUse: U | null;
  declare protected current: T | null;

  constructor(owner: Operation) {
    this.owner = owner;
    this.nextUse = null;
    this.prevUse = null;
    this.current = null;
  }

  /** Replaces the definition used here, moving this use from the old use list to the new one. */
  protected link(value: T | null): void {
    if (value === this.current) return;
    this.unlink();
    this.current = value;
    if (value === null) return;
    const self = this as unknown as U;
    const head = value.firstUse;
    this.nextUse = head;
    if (head !== null) head.prevUse = self;
    value.firstUse = self;
  }

  /** Removes this use from its definition's use list (the definition becomes null). */
  drop(): void {
    this.unlink();
    this.current = null;
  }

  private unlink(): void {
    const value = this.current;
    if (value === null) return;
    const next = this.nextUse;
    const prev = this.prevUse;
    if (prev !== null) prev.nextUse = next;
    else value.firstUse = next;
    if (next !== null) next.prevUse = prev;
    this.nextUse = null;
    this.prevUse = null;
  }
}

/** Iterates a use list; the next use is read before yielding, so the current one may be dropped. */
export function* iterateUses<U extends { nextUse: U | null }>(first: U | null): Generator<U> {
  let use = first;
  while (use !== null) {
    const next = use.nextUse;
    yield use;
    use = next;
  }
}
