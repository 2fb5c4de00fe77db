import type { Block, DominanceInfo, Region } from '@strata/ir-core';

/**
 * The dominator tree of one multi-block region seen from the top: each block's children, an
 * order of the blocks in which every block follows its dominators, and (iterated) dominance
 * frontiers. Built once per region from `DominanceInfo`'s immediate dominators; valid while the
 * region's blocks and edges stay as they are (mem2reg adds block arguments and operands only).
 */
export class RegionDominatorTree {
  /** The reachable blocks' dominator-tree children, in block order. */
  private readonly children = new Map<Block, Block[]>();
  /** The dominance frontier of each reachable block that has one. */
  private readonly frontiers = new Map<Block, Set<Block>>();
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
    const reachable = (block: Block) => block === this.entry || idoms.has(block);
    // Cooper, Harvey and Kennedy: a join's frontier membership climbs from each predecessor up
    // to the join's immediate dominator.
    for (const [join, idom] of idoms) {
      for (const pred of join.predecessors()) {
        if (!reachable(pred)) continue;
        for (let runner: Block | undefined = pred; runner !== idom && runner !== undefined; ) {
          let frontier = this.frontiers.get(runner);
          if (frontier === undefined) this.frontiers.set(runner, (frontier = new Set()));
          frontier.add(join);
          runner = idoms.get(runner);
        }
      }
    }
    // Pre-order over the tree, then the unreachable blocks in block order.
    const stack: Block[] = [this.entry];
    while (stack.length > 0) {
      const block = stack.pop()!;
      this.order.set(block, this.order.size);
      const list = this.children.get(block);
      if (list !== undefined) for (let i = list.length - 1; i >= 0; i--) stack.push(list[i]!);
    }
    for (let block = region.firstBlock; block !== null; block = block.nextNode)
      if (!this.order.has(block)) this.order.set(block, this.order.size);
  }

  childrenOf(block: Block): readonly Block[] {
    return this.children.get(block) ?? [];
  }

  /**
   * The iterated dominance frontier of `definingBlocks` (those unreachable are ignored): where
   * definitions made in them meet, so where a value carried across the region needs a block
   * argument.
   */
  iteratedFrontier(definingBlocks: Iterable<Block>): Set<Block> {
    const result = new Set<Block>();
    const worklist = [...definingBlocks];
    const queued = new Set(worklist);
    while (worklist.length > 0) {
      const frontier = this.frontiers.get(worklist.pop()!);
      if (frontier === undefined) continue;
      for (const join of frontier) {
        result.add(join);
        if (!queued.has(join)) {
          queued.add(join);
          worklist.push(join);
        }
      }
    }
    return result;
  }
}
