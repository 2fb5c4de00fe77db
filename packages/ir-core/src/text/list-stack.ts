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

  /**
   * Ends the list that began at `height`: its elements, removed from the stack, in a new array;
   * null (the elements dropped) when its parse failed.
   */
  end(height: number, ok: boolean): T[] | null {
    const items = this.items;
    const list = ok ? items.slice(height) : null;
    // Popping keeps the backing store, where setting the length may shrink it.
    while (items.length > height) items.pop();
    return list;
  }
}
