import type { Block } from './block.js';
import type { Region } from './region.js';

/** Position in the dominator tree of a block that is unreachable (from the entry, or from an exit). */
const UNREACHABLE = -1;

/**
 * The dominator tree (or post-dominator tree) of one multi-block region, built with the
 * Cooper-Harvey-Kennedy iterative algorithm over a reverse post-order computed without recursion.
 * Each block gets a pre/post interval in the tree, so `properlyDominates` is O(1).
 *
 * For post-dominance the edges are reversed and a virtual root joins every exit block (a block
 * without successors); blocks that reach no exit (infinite loops) become extra children of the
 * virtual root, as LLVM's post-dominator trees do with their additional roots.
 */
export class DomTree {
  /** Position of each reachable block in reverse post-order (the virtual root, if any, is 0). */
  private readonly order = new Map<Block, number>();
  /** Reachable blocks in reverse post-order; `null` stands for the virtual root. */
  private readonly nodes: (Block | null)[] = [];
  private readonly idom: Int32Array;
  private readonly enter: Int32Array;
  private readonly exit: Int32Array;
  /** Post-dominance only: the blocks hanging from the virtual root (exits, then extra roots). */
  private readonly postDomRoots = new Set<Block>();

  constructor(
    region: Region,
    readonly isPostDom: boolean,
  ) {
    this.computeReversePostOrder(region);
    const count = this.nodes.length;
    this.idom = new Int32Array(count).fill(UNREACHABLE);
    this.computeIdoms();
    this.enter = new Int32Array(count);
    this.exit = new Int32Array(count);
    this.numberTree();
  }

  isReachable(block: Block): boolean {
    return this.order.has(block);
  }

  /** Whether `a` dominates `b`, `a !== b` (unreachable blocks are dominated by everything, dominate nothing). */
  properlyDominates(a: Block, b: Block): boolean {
    if (a === b) return false;
    const bIndex = this.order.get(b);
    if (bIndex === undefined) return true;
    const aIndex = this.order.get(a);
    if (aIndex === undefined) return false;
    return this.enter[aIndex]! < this.enter[bIndex]! && this.exit[bIndex]! < this.exit[aIndex]!;
  }

  /** The immediate dominator of `block`; null for the entry (or the exits) and unreachable blocks. */
  getImmediateDominator(block: Block): Block | null {
    const index = this.order.get(block);
    if (index === undefined) return null;
    const parent = this.idom[index]!;
    return parent === index ? null : this.nodes[parent]!;
  }

  /** The nearest block dominating both, or null when there is none (or only the virtual root). */
  findNearestCommonDominator(a: Block, b: Block): Block | null {
    let x = this.order.get(a);
    let y = this.order.get(b);
    if (x === undefined || y === undefined) return null;
    x = this.intersect(x, y);
    return this.nodes[x] ?? null;
  }

  private edgesOf(block: Block): Block[] {
    return this.isPostDom ? [...block.predecessors()] : block.successors;
  }

  /** Iterative depth-first search from the root(s), recording blocks in reverse post-order. */
  private computeReversePostOrder(region: Region): void {
    const postOrder: Block[] = [];
    const visited = new Set<Block>();
    const stack: { block: Block; next: Block[]; index: number }[] = [];
    const visitFrom = (root: Block) => {
      if (visited.has(root)) return;
      visited.add(root);
      if (this.isPostDom) this.postDomRoots.add(root);
      stack.push({ block: root, next: this.edgesOf(root), index: 0 });
      while (stack.length !== 0) {
        const top = stack[stack.length - 1]!;
        if (top.index < top.next.length) {
          const succ = top.next[top.index++]!;
          if (succ.parent === region && !visited.has(succ)) {
            visited.add(succ);
            stack.push({ block: succ, next: this.edgesOf(succ), index: 0 });
          }
        } else {
          stack.pop();
          postOrder.push(top.block);
        }
      }
    };
    if (!this.isPostDom) {
      if (region.firstBlock !== null) visitFrom(region.firstBlock);
    } else {
      for (const block of region) if (block.successors.length === 0) visitFrom(block);
      // Blocks that reach no exit hang from the virtual root as extra roots.
      for (const block of region) if (!visited.has(block)) visitFrom(block);
      this.nodes.push(null);
    }
    for (let i = postOrder.length - 1; i >= 0; i--) {
      this.order.set(postOrder[i]!, this.nodes.length);
      this.nodes.push(postOrder[i]!);
    }
  }

  private computeIdoms(): void {
    const idom = this.idom;
    idom[0] = 0;
    const preds: number[][] = this.nodes.map(() => []);
    for (let i = 0; i < this.nodes.length; i++) {
      const block = this.nodes[i];
      if (block === null || block === undefined) continue;
      const incoming = this.isPostDom ? block.successors : [...block.predecessors()];
      for (const pred of incoming) {
        const index = this.order.get(pred);
        if (index !== undefined) preds[i]!.push(index);
      }
      // Post-dominance: roots (exits and extra roots) hang from the virtual root.
      if (this.postDomRoots.has(block)) preds[i]!.push(0);
    }
    let changed = true;
    while (changed) {
      changed = false;
      for (let i = 1; i < this.nodes.length; i++) {
        let newIdom = UNREACHABLE;
        for (const p of preds[i]!) {
          if (idom[p] === UNREACHABLE) continue;
          newIdom = newIdom === UNREACHABLE ? p : this.intersect(p, newIdom);
        }
        if (newIdom !== UNREACHABLE && idom[i] !== newIdom) {
          idom[i] = newIdom;
          changed = true;
        }
      }
    }
  }

  private intersect(a: number, b: number): number {
    const idom = this.idom;
    while (a !== b) {
      while (a > b) a = idom[a]!;
      while (b > a) b = idom[b]!;
    }
    return a;
  }

  /** Pre/post numbers of an iterative DFS over the dominator tree. */
  private numberTree(): void {
    const count = this.nodes.length;
    const children: number[][] = Array.from({ length: count }, () => []);
    for (let i = 1; i < count; i++) children[this.idom[i]!]!.push(i);
    let clock = 0;
    const stack: number[] = [0];
    const nextChild = new Int32Array(count);
    this.enter[0] = clock++;
    while (stack.length !== 0) {
      const node = stack[stack.length - 1]!;
      const kids = children[node]!;
      if (nextChild[node]! < kids.length) {
        const child = kids[nextChild[node]!++]!;
        this.enter[child] = clock++;
        stack.push(child);
      } else {
        this.exit[node] = clock++;
        stack.pop();
      }
    }
  }
}
