import type { Operation } from '@strata/ir-core';

/**
 * A LIFO worklist of operations with set semantics and O(1) removal (MLIR's greedy `Worklist`):
 * removed entries become holes, skipped when popping.
 */
export class Worklist {
  private list: (Operation | null)[] = [];
  private readonly positions = new Map<Operation, number>();

  clear(): void {
    this.list = [];
    this.positions.clear();
  }

  isEmpty(): boolean {
    return this.positions.size === 0;
  }

  get size(): number {
    return this.positions.size;
  }

  has(op: Operation): boolean {
    return this.positions.has(op);
  }

  /** Adds `op` at the top unless it is already in the list. */
  push(op: Operation): void {
    if (this.positions.has(op)) return;
    this.positions.set(op, this.list.length);
    this.list.push(op);
  }

  /** Removes and returns the top op; the list must not be empty. */
  pop(): Operation {
    const list = this.list;
    let op = list.pop();
    while (op === null) op = list.pop();
    if (op === undefined) throw new Error('Worklist.pop: the worklist is empty');
    this.positions.delete(op);
    while (list.length > 0 && list[list.length - 1] === null) list.pop();
    return op;
  }

  remove(op: Operation): void {
    const position = this.positions.get(op);
    if (position === undefined) return;
    this.list[position] = null;
    this.positions.delete(op);
  }

  /** Reverses the order (used to process a pre-order seeding front to back). */
  reverse(): void {
    const list = this.list.filter((op): op is Operation => op !== null).reverse();
    this.list = list;
    for (let i = 0; i < list.length; i++) this.positions.set(list[i]!, i);
  }
}
