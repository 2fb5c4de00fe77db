import type { Block, DominanceInfo, Region } from '@strata/ir-core';

/**
 * The dominator tree of one multi-block region seen from the top: each block's children, an
 * order of the blocks in which every block follows its dominators, and iterated dominance
 * frontiers. Built once per region from `DominanceInfo`'s immediate dominators; valid while the
 * region's blocks and edges stay as they are (mem2reg adds block arguments and operands only).
 */
export class RegionDominatorTree {
  /** The reachable blocks' dominator-tree children, in block order. */
  private readonly children = new Map<Block, Block[]>();
  /** Each reachable block's depth in the tree (the entry's is 0). */
  private readonly levels = new Map<Block, number>();
  /** Each block's position in a dominance-respecting order; unreachable blocks come last. */
  readonly order = new Map<Block, number>();
  readonly entry: Block;

  constructor(region: Region, dominance: DominanceInfo) {
    this.entry = region.firstBlock!;
    const tree = dominance.getDomTree(region);
    const idoms = new Map<Block, Block>();
    for (let block = region.firstBlock; block !== null; block = block.nextNode) {
      const idom = tree?.getImmediateDominator(block) ?? null;
      if (idom === null) continue;
      idoms.set(block, idom);
      const list = this.children.get(idom);
      if (list === undefined) this.children.set(idom, [block]);
      else list.push(block);
    }
    // Pre-order over the tree, then the unreachable blocks in block order.
    const stack: [Block, number][] = [[this.entry, 0]];
    while (stack.length > 0) {
      const [block, level] = stack.pop()!;
      this.order.set(block, this.order.size);
      this.levels.set(block, level);
      const list = this.children.get(block);
      if (list !== undefined)
        for (let i = list.length - 1; i >= 0; i--) stack.push([list[i]!, level + 1]);
    }
    for (let block = region.firstBlock; block !== null; block = block.nextNode)
      if (!this.order.has(block)) this.order.set(block, this.order.size);
  }

  childrenOf(block: Block): readonly Block[] {
    return this.children.get(block) ?? [];
  }

  /**
   * The iterated dominance frontier of `definingBlocks`, pruned to `liveIn` (LLVM's
   * `IDFCalculator` with live-in blocks, as MLIR 22's mem2reg uses it): the blocks where
   * definitions made in different blocks meet and the value is still needed, so where it needs a
   * block argument. Unreachable blocks take no part. From each defining block, deepest first, the
   * search walks the block's dominator subtree and collects the successors outside it that are no
   * deeper than the block; a collected block defines in turn.
   */
  iteratedFrontier(definingBlocks: ReadonlySet<Block>, liveIn: ReadonlySet<Block>): Set<Block> {
    const result = new Set<Block>();
    const roots = [...definingBlocks].filter((block) => this.levels.has(block));
    const seen = new Set<Block>();
    // Shared by the roots: a subtree walked from a deeper root has no edge left to report.
    const visited = new Set<Block>();
    while (roots.length > 0) {
      // The deepest root next.
      let deepest = 0;
      for (let i = 1; i < roots.length; i++)
        if (this.levels.get(roots[i]!)! > this.levels.get(roots[deepest]!)!) deepest = i;
      const root = roots.splice(deepest, 1)[0]!;
      const rootLevel = this.levels.get(root)!;
      const worklist = [root];
      visited.add(root);
      while (worklist.length > 0) {
        const node = worklist.pop()!;
        for (const successor of node.successors) {
          const level = this.levels.get(successor);
          if (level === undefined || level > rootLevel || seen.has(successor)) continue;
          seen.add(successor);
          if (!liveIn.has(successor)) continue;
          result.add(successor);
          if (!definingBlocks.has(successor)) roots.push(successor);
        }
        for (const child of this.childrenOf(node)) {
          if (visited.has(child)) continue;
          visited.add(child);
          worklist.push(child);
        }
      }
    }
    return result;
  }
}
