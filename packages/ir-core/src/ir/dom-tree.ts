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
  /**
   * The search number of each reachable block (the order in which the search met it): the one map
   * of a tree, which also marks the blocks met while searching.
   */
  private readonly searchNumber = new Map<Block, number>();
  /** Position in reverse post-order of each search number (the virtual root, if any, is 0). */
  private readonly position: Int32Array;
  /** Reachable blocks in reverse post-order; `null` stands for the virtual root. */
  private readonly nodes: (Block | null)[];
  private readonly idom: Int32Array;
  private readonly enter: Int32Array;
  private readonly exit: Int32Array;

  constructor(
    region: Region,
    readonly isPostDom: boolean,
  ) {
    const search = new BlockSearch(region, isPostDom, this.searchNumber);
    if (!isPostDom) {
      if (region.firstBlock !== null) search.from(region.firstBlock, false);
    } else {
      for (let block = region.firstBlock; block !== null; block = block.nextNode) {
        const terminator = block.lastOp;
        if (terminator === null || terminator.numSuccessors === 0) search.from(block, true);
      }
      // Blocks that reach no exit hang from the virtual root as extra roots.
      for (let block = region.firstBlock; block !== null; block = block.nextNode)
        search.from(block, true);
    }
    const count = search.blocks.length + (isPostDom ? 1 : 0);
    this.nodes = isPostDom ? [null] : [];
    this.position = new Int32Array(search.blocks.length);
    const postOrder = search.postOrder;
    for (let i = postOrder.length - 1; i >= 0; i--) {
      this.position[postOrder[i]!] = this.nodes.length;
      this.nodes.push(search.blocks[postOrder[i]!]!);
    }
    this.idom = new Int32Array(count).fill(UNREACHABLE);
    this.computeIdoms(search);
    this.enter = new Int32Array(count);
    this.exit = new Int32Array(count);
    this.numberTree();
  }

  isReachable(block: Block): boolean {
    return this.searchNumber.has(block);
  }

  /** Whether `a` dominates `b`, `a !== b` (unreachable blocks are dominated by everything, dominate nothing). */
  properlyDominates(a: Block, b: Block): boolean {
    if (a === b) return false;
    const bNumber = this.searchNumber.get(b);
    if (bNumber === undefined) return true;
    const aNumber = this.searchNumber.get(a);
    if (aNumber === undefined) return false;
    const aIndex = this.position[aNumber]!;
    const bIndex = this.position[bNumber]!;
    return this.enter[aIndex]! < this.enter[bIndex]! && this.exit[bIndex]! < this.exit[aIndex]!;
  }

  /** The immediate dominator of `block`; null for the entry (or the exits) and unreachable blocks. */
  getImmediateDominator(block: Block): Block | null {
    const index = this.positionOf(block);
    if (index === undefined) return null;
    const parent = this.idom[index]!;
    return parent === index ? null : this.nodes[parent]!;
  }

  /** The nearest block dominating both, or null when there is none (or only the virtual root). */
  findNearestCommonDominator(a: Block, b: Block): Block | null {
    const x = this.positionOf(a);
    const y = this.positionOf(b);
    if (x === undefined || y === undefined) return null;
    return this.nodes[this.intersect(x, y)] ?? null;
  }

  private positionOf(block: Block): number | undefined {
    const number = this.searchNumber.get(block);
    return number === undefined ? undefined : this.position[number]!;
  }

  /**
   * Cooper-Harvey-Kennedy: each node's immediate dominator, from the edges the search followed
   * (in the direction of the tree; the virtual root's as {@link VIRTUAL_ROOT}).
   */
  private computeIdoms(search: BlockSearch): void {
    const idom = this.idom;
    idom[0] = 0;
    // Each node's predecessors as positions, flat: those of node `i` are preds[predStart[i]] up
    // to preds[predStart[i + 1]].
    const count = this.nodes.length;
    const position = this.position;
    const { edgeFrom, edgeTo } = search;
    const predStart = new Int32Array(count + 1);
    for (let k = 0; k < edgeTo.length; k++) predStart[position[edgeTo[k]!]! + 1]!++;
    for (let i = 0; i < count; i++) predStart[i + 1]! += predStart[i]!;
    const filled = predStart.slice(0, count);
    const preds = new Int32Array(edgeTo.length);
    for (let k = 0; k < edgeTo.length; k++) {
      const from = edgeFrom[k]!;
      preds[filled[position[edgeTo[k]!]!]!++] = from === VIRTUAL_ROOT ? 0 : position[from]!;
    }
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

/** {@link BlockSearch}'s source of an edge from the virtual root of a post-dominator tree. */
const VIRTUAL_ROOT = -1;

/**
 * Iterative depth-first search over the blocks of one region (along successors, or predecessors
 * when `reversed`), numbering the blocks it meets, collecting their post-order and every edge it
 * follows within the region, so that the tree needs no second pass over the use lists and no
 * lookup per edge. The stack is parallel arrays of open blocks (by number), their edges and the
 * next edge to follow. An edge is a {@link BlockOperand}: a successor is the block it holds, a
 * predecessor the block of the op holding it. Forward edges are the terminator's own list, so a
 * search allocates no edge array per block.
 */
class BlockSearch {
  /** The blocks met, by search number. */
  readonly blocks: Block[] = [];
  /** Search numbers in post-order. */
  readonly postOrder: number[] = [];
  /** The edges followed, as search numbers: `edgeFrom[k]` precedes `edgeTo[k]` in the tree's direction. */
  readonly edgeFrom: number[] = [];
  readonly edgeTo: number[] = [];
  private readonly open: number[] = [];
  private readonly edges: (readonly BlockOperand[])[] = [];
  private readonly nextEdge: number[] = [];

  constructor(
    private readonly region: Region,
    private readonly reversed: boolean,
    /** Filled with the search number of each block met (the tree's map). */
    private readonly numbers: Map<Block, number>,
  ) {}

  /**
   * Visits what `root` reaches in the region, with an edge from the virtual root to `root` when
   * `fromVirtualRoot`; answers false (and does nothing) if `root` was visited.
   */
  from(root: Block, fromVirtualRoot: boolean): boolean {
    const numbers = this.numbers;
    if (numbers.has(root)) return false;
    const rootNumber = this.push(root);
    if (fromVirtualRoot) {
      this.edgeFrom.push(VIRTUAL_ROOT);
      this.edgeTo.push(rootNumber);
    }
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
        if (next.parent !== this.region) continue;
        let number = numbers.get(next);
        if (number === undefined) number = this.push(next);
        // The search goes in the tree's direction (along reversed edges for post-dominance), so
        // the open block precedes `next` in either.
        this.edgeFrom.push(open[top]!);
        this.edgeTo.push(number);
      } else {
        this.postOrder.push(open.pop()!);
        edges.pop();
        nextEdge.pop();
      }
    }
    return true;
  }

  /** Numbers `block` and opens it; answers its number. */
  private push(block: Block): number {
    const number = this.blocks.length;
    this.numbers.set(block, number);
    this.blocks.push(block);
    this.open.push(number);
    this.edges.push(this.reversed ? usesOf(block) : successorEdges(block));
    this.nextEdge.push(0);
    return number;
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
