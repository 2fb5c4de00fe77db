import type { Block, Operation, Region } from '@strata/ir-core';
import { postOrderBlocks } from './region-traversal.js';

/**
 * Whether inserting, changing or erasing `op` may change which blocks are reachable: only ops with
 * successors add CFG edges (a terminator without successors, as `scf.yield`, adds none, and
 * rewrites erase many of those).
 */
export function mayDefineSuccessors(op: Operation): boolean {
  return op.numSuccessors !== 0;
}

/** Entry blocks {@link ReachabilityCache} climbs through before it uses its maps. */
const MAX_UNCACHED_CLIMB = 16;

/**
 * Which blocks the entry of their region reaches, cached per region while the greedy driver
 * processes its worklist, so that ops in blocks a rewrite disconnected are skipped until the next
 * unreachable-block sweep (MLIR's `ReachabilityListener`). Any change to control flow drops the
 * whole cache; regions with a single block never need one.
 */
export class ReachabilityCache {
  private readonly reachable = new Map<Region, Set<Block>>();
  /** Per block: whether it and every block enclosing it (up to the scope) are reachable. */
  private readonly known = new Map<Block, boolean>();
  /** Scratch list of the blocks {@link isReachable} climbs through (reused: it runs per visited op). */
  private readonly chain: Block[] = [];
  /**
   * The block of the last {@link isReachable} question and its answer: the worklist visits the ops
   * of a block one after another, so most questions repeat the previous one.
   */
  private lastBlock: Block | null = null;
  private lastAnswer = true;

  constructor(private readonly scope: Region | null) {}

  /** Forgets everything (after a change to control flow, or between worklist passes). */
  clear(): void {
    if (this.reachable.size !== 0) this.reachable.clear();
    if (this.known.size !== 0) this.known.clear();
    this.lastBlock = null;
  }

  /** Whether every block holding `op`, up to the scope, is reachable from its region's entry. */
  isReachable(op: Operation): boolean {
    const parent = op.parentBlock;
    if (parent === this.lastBlock && parent !== null) return this.lastAnswer;
    const answer = this.computeReachable(parent);
    this.lastBlock = parent;
    this.lastAnswer = answer;
    return answer;
  }

  private computeReachable(parent: Block | null): boolean {
    // Entry blocks are reachable: climb through a few of them (most ops sit in shallow nests of
    // single-block regions) without the maps, to the first block whose own reachability is a
    // question. Deeper nests take the cached climb below, which keeps deep nesting linear.
    let start = parent;
    for (let depth = 0; start !== null; depth++) {
      const region = start.parent;
      if (region === null) return true;
      if (region.firstBlock !== start) break;
      if (region === this.scope) return true;
      if (depth === MAX_UNCACHED_CLIMB) {
        start = parent;
        break;
      }
      start = region.parentOp?.parentBlock ?? null;
    }
    // Climb to the first block whose answer is known; each block is computed once per cache.
    const chain = this.chain;
    if (chain.length !== 0) chain.length = 0;
    let answer = true;
    for (let block = start; block !== null;) {
      const known = this.known.get(block);
      if (known !== undefined) {
        answer = known;
        break;
      }
      chain.push(block);
      const region = block.parent;
      if (region === null || region === this.scope) break;
      block = region.parentOp?.parentBlock ?? null;
    }
    for (let i = chain.length - 1; i >= 0; i--) {
      const block = chain[i]!;
      answer = answer && this.isBlockReachable(block);
      this.known.set(block, answer);
    }
    return answer;
  }

  private isBlockReachable(block: Block): boolean {
    const region = block.parent;
    if (region === null || region.firstBlock === block) return true;
    if (block.firstUse === null) return false;
    let set = this.reachable.get(region);
    if (set === undefined)
      this.reachable.set(region, (set = new Set(postOrderBlocks(region, false))));
    return set.has(block);
  }
}
