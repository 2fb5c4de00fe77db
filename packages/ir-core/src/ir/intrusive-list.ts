/** A node that carries its own links, so that list operations allocate nothing. */
export interface ListNode<N> {
  prevNode: N | null;
  nextNode: N | null;
}

/**
 * The two ends of a doubly linked list of {@link ListNode}s: the ops of a block, the blocks of a
 * region. Insert and remove are O(1). The owner (block or region) sets the nodes' parent pointer.
 */
export class IntrusiveList<N extends ListNode<N>> {
  declare first: N | null;
  declare last: N | null;

  constructor() {
    this.first = null;
    this.last = null;
  }

  /** Links `node`, which is in no list, before `before` (at the end when null). */
  insertBefore(node: N, before: N | null): void {
    const prev = before === null ? this.last : before.prevNode;
    node.prevNode = prev;
    node.nextNode = before;
    if (prev === null) this.first = node;
    else prev.nextNode = node;
    if (before === null) this.last = node;
    else before.prevNode = node;
  }

  /** Unlinks `node`, which is in this list. */
  remove(node: N): void {
    const prev = node.prevNode;
    const next = node.nextNode;
    if (prev === null) this.first = next;
    else prev.nextNode = next;
    if (next === null) this.last = prev;
    else next.prevNode = prev;
    node.prevNode = null;
    node.nextNode = null;
  }

  /** Moves `node` and every node after it to the end of `dest` (which may not be this list). */
  spliceTailInto(node: N, dest: IntrusiveList<N>): void {
    const last = this.last!;
    const prev = node.prevNode;
    if (prev === null) this.first = null;
    else prev.nextNode = null;
    this.last = prev;
    node.prevNode = dest.last;
    if (dest.last === null) dest.first = node;
    else dest.last.nextNode = node;
    dest.last = last;
  }

  /** Iterates the nodes; the next is read before yielding, so the current one may be unlinked. */
  *[Symbol.iterator](): Generator<N> {
    let node = this.first;
    while (node !== null) {
      const next = node.nextNode;
      yield node;
      node = next;
    }
  }

  /** Iterates from last to first, as safely as forward. */
  *reversed(): Generator<N> {
    let node = this.last;
    while (node !== null) {
      const prev = node.prevNode;
      yield node;
      node = prev;
    }
  }

  toArray(): N[] {
    const nodes: N[] = [];
    for (let node = this.first; node !== null; node = node.nextNode) nodes.push(node);
    return nodes;
  }
}

/**
 * Something that owns an {@link IntrusiveList} (a block owns its ops, a region its blocks) and
 * offers the usual insertion methods over it. Subclasses link nodes in `insertAt` (which also sets
 * the node's parent pointer) and say which nodes they own.
 */
export abstract class ListOwner<N extends ListNode<N>> {
  protected abstract get nodeList(): IntrusiveList<N>;

  /** Links `node`, which has no owner, before `before` (at the end when null). */
  abstract insertAt(node: N, before: N | null): void;

  /** Whether `node` is in this owner's list. */
  protected abstract owns(node: N): boolean;

  /** Appends a node that has no owner. */
  push(node: N): void {
    this.insertAt(node, null);
  }

  /** Prepends a node that has no owner. */
  pushFront(node: N): void {
    this.insertAt(node, this.nodeList.first);
  }

  /** Inserts `node` (which has no owner) before `anchor`, one of this owner's nodes. */
  insertBefore(anchor: N, node: N): void {
    if (!this.owns(anchor)) throw new Error('insertBefore: the anchor is not in this list');
    this.insertAt(node, anchor);
  }

  /** Inserts `node` (which has no owner) after `anchor`, one of this owner's nodes. */
  insertAfter(anchor: N, node: N): void {
    if (!this.owns(anchor)) throw new Error('insertAfter: the anchor is not in this list');
    this.insertAt(node, anchor.nextNode);
  }
}
