/**
 * The elements of the lists being parsed, on one stack shared by the lists: a list nested in an
 * element of another pushes its elements above the outer list's. A finished list is copied off in
 * an array of exactly its length. An array grown by pushes from empty gets room for 16 elements at
 * its first push, and the parser's lists (operands, types) mostly hold one or two: that room was
 * either kept as long as the list lives or left as garbage.
 */
export class ListStack<T> {
  private readonly items: T[] = [];

  /** Where a list starting now begins. */
  get height(): number {
    return this.items.length;
  }

  push(item: T): void {
    this.items.push(item);
  }

  /** The elements above `height`, removed from the stack, in a new array. */
  take(height: number): T[] {
    const list = this.items.slice(height);
    this.drop(height);
    return list;
  }

  /** Removes the elements above `height` (of a list whose parse failed). */
  drop(height: number): void {
    // Popping keeps the backing store, where setting the length may shrink it.
    const items = this.items;
    while (items.length > height) items.pop();
  }
}
