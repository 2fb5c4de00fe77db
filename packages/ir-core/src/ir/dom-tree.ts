import type { Block } from './block.js';
import type { BlockOperand } from './operands.js';
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

  /** Depth-first search from the root(s), recording blocks in reverse post-order. */
  private computeReversePostOrder(region: Region): void {
    const search = new BlockSearch(region, this.isPostDom);
    if (!this.isPostDom) {
      if (region.firstBlock !== null) search.from(region.firstBlock);
    } else {
      for (let block = region.firstBlock; block !== null; block = block.nextNode) {
        const terminator = block.lastOp;
        if ((terminator === null || terminator.numSuccessors === 0) && search.from(block))
          this.postDomRoots.add(block);
      }
      // Blocks that reach no exit hang from the virtual root as extra roots.
      for (let block = region.firstBlock; block !== null; block = block.nextNode)
        if (search.from(block)) this.postDomRoots.add(block);
      this.nodes.push(null);
    }
    const postOrder = search.postOrder;
    for (let i = postOrder.length - 1; i >= 0; i--) {
      this.order.set(postOrder[i]!, this.nodes.length);
      this.nodes.push(postOrder[i]!);
    }
  }

  private computeIdoms(): void {
    const idom = this.idom;
    idom[0] = 0;
    // Each node's predecessors (in the direction of the tree) as positions, flat: those of node
    // `i` are preds[predStart[i]] up to preds[predStart[i + 1]].
    const count = this.nodes.length;
    const predStart = new Int32Array(count + 1);
    const preds: number[] = [];
    for (let i = 0; i < count; i++) {
      predStart[i] = preds.length;
      const block = this.nodes[i]!;
      if (block === null) continue;
      if (this.isPostDom) {
        const terminator = block.lastOp;
        const successors = terminator === null ? 0 : terminator.numSuccessors;
        for (let s = 0; s < successors; s++) this.addPred(preds, terminator!.getSuccessor(s));
        // Roots (exits and extra roots) hang from the virtual root.
        if (this.postDomRoots.has(block)) preds.push(0);
      } else {
        for (let use = block.firstUse; use !== null; use = use.nextUse)
          this.addPred(preds, use.owner.parentBlock!);
      }
    }
    predStart[count] = preds.length;
    let changed = true;
    while (changed) {
      changed = false;
      for (let i = 1; i < count; i++) {
        let newIdom = UNREACHABLE;
        for (let k = predStart[i]!; k < predStart[i + 1]!; k++) {
          const p = preds[k]!;
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

  /** Adds the position of `block` to `preds` when it is reachable. */
  private addPred(preds: number[], block: Block): void {
    const index = this.order.get(block);
    if (index !== undefined) preds.push(index);
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
    const idom = this.idom;
    // Children as linked lists of positions, in increasing order: built from the last node back.
    // `nextChild[node]` is then the next child of `node` to enter.
    const nextChild = new Int32Array(count).fill(UNREACHABLE);
    const sibling = new Int32Array(count);
    for (let i = count - 1; i >= 1; i--) {
      const parent = idom[i]!;
      sibling[i] = nextChild[parent]!;
      nextChild[parent] = i;
    }
    const stack = new Int32Array(count);
    let depth = 0;
    let clock = 0;
    this.enter[0] = clock++;
    stack[depth++] = 0;
    while (depth !== 0) {
      const node = stack[depth - 1]!;
      const child = nextChild[node]!;
      if (child !== UNREACHABLE) {
        nextChild[node] = sibling[child]!;
        this.enter[child] = clock++;
        stack[depth++] = child;
      } else {
        this.exit[node] = clock++;
        depth--;
      }
    }
  }
}

/**
 * Iterative depth-first search over the blocks of one region (along successors, or predecessors
 * when `reversed`), collecting the post-order. The stack is parallel arrays of open blocks, their
 * edges and the next edge to follow. An edge is a {@link BlockOperand}: a successor is the block
 * it holds, a predecessor the block of the op holding it. Forward edges are the terminator's own
 * list, so a search allocates no edge array per block.
 */
class BlockSearch {
  readonly postOrder: Block[] = [];
  private readonly visited = new Set<Block>();
  private readonly open: Block[] = [];
  private readonly edges: (readonly BlockOperand[])[] = [];
  private readonly nextEdge: number[] = [];

  constructor(
    private readonly region: Region,
    private readonly reversed: boolean,
  ) {}

  /** Visits what `root` reaches in the region; answers false (and does nothing) if it was visited. */
  from(root: Block): boolean {
    const visited = this.visited;
    if (visited.has(root)) return false;
    visited.add(root);
    this.push(root);
    const open = this.open;
    const edges = this.edges;
    const nextEdge = this.nextEdge;
    const reversed = this.reversed;
    while (open.length !== 0) {
      const top = open.length - 1;
      const list = edges[top]!;
      const index = nextEdge[top]!;
      if (index < list.length) {
        nextEdge[top] = index + 1;
        const edge = list[index]!;
        const next = reversed ? edge.owner.parentBlock! : edge.get();
        if (next.parent === this.region && !visited.has(next)) {
          visited.add(next);
          this.push(next);
        }
      } else {
        this.postOrder.push(open.pop()!);
        edges.pop();
        nextEdge.pop();
      }
    }
    return true;
  }

  private push(block: Block): void {
    this.open.push(block);
    this.edges.push(this.reversed ? usesOf(block) : successorEdges(block));
    this.nextEdge.push(0);
  }
}

const NO_EDGES: readonly BlockOperand[] = [];

/** The successor operands of `block`'s terminator. */
function successorEdges(block: Block): readonly BlockOperand[] {
  const terminator = block.lastOp;
  return terminator === null ? NO_EDGES : terminator.getBlockOperands();
}

/** The edges branching to `block`, in use-list order. */
function usesOf(block: Block): BlockOperand[] {
  const uses: BlockOperand[] = [];
  for (let use = block.firstUse; use !== null; use = use.nextUse) uses.push(use);
  return uses;
}
