import { describe, expect, test } from 'vitest';
import type { Block } from '../../src/ir/block.js';
import { DomTree } from '../../src/ir/dom-tree.js';
import type { Region } from '../../src/ir/region.js';
import { setup } from './helpers.js';

/**
 * DomTree against a reference computed differently: dominator sets by the textbook data-flow
 * equations (Dom(n) = {n} ∪ ⋂ Dom(p) over the predecessors p), on seeded random CFGs, including
 * unreachable blocks, self loops, repeated edges and (for post-dominance) several exits.
 */

/** A small deterministic generator (LCG), so a failure names a reproducible seed. */
function rng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 0x100000000;
  };
}

/** A region of `n` blocks; block i branches to the listed blocks (none: an exit). */
function randomCfg(seed: number): { region: Region; blocks: Block[]; succ: number[][] } {
  const random = rng(seed);
  const { op } = setup();
  const holder = op('t.func', { regions: 1 });
  const region = holder.regions[0]!;
  const n = 2 + Math.floor(random() * 9);
  const blocks = Array.from({ length: n }, () => region.emplaceBlock());
  const succ: number[][] = [];
  for (let i = 0; i < n; i++) {
    const count = random() < 0.2 ? 0 : 1 + Math.floor(random() * 3);
    const targets = Array.from({ length: count }, () => Math.floor(random() * n));
    succ.push(targets);
    blocks[i]!.push(op('t.br', { successors: targets.map((t) => blocks[t]!) }));
  }
  return { region, blocks, succ };
}

/**
 * Dominator sets over `edges` from the `roots` (a virtual root joins several); unreachable nodes
 * get null.
 */
function referenceDominators(
  n: number,
  edges: number[][],
  roots: number[],
): (Set<number> | null)[] {
  const reachable = new Set<number>(roots);
  const queue = [...roots];
  while (queue.length !== 0) {
    for (const next of edges[queue.pop()!]!) {
      if (!reachable.has(next)) {
        reachable.add(next);
        queue.push(next);
      }
    }
  }
  const preds: number[][] = Array.from({ length: n }, () => []);
  for (let i = 0; i < n; i++) for (const next of edges[i]!) preds[next]!.push(i);
  const all = new Set([...reachable]);
  const dom: (Set<number> | null)[] = Array.from({ length: n }, (_, i) =>
    !reachable.has(i) ? null : roots.includes(i) ? new Set([i]) : new Set(all),
  );
  let changed = true;
  while (changed) {
    changed = false;
    for (let i = 0; i < n; i++) {
      if (dom[i] === null || roots.includes(i)) continue;
      let meet = null as Set<number> | null;
      for (const p of preds[i]!) {
        const d = dom[p];
        if (d === null || d === undefined) continue;
        meet = meet === null ? new Set(d) : new Set([...meet].filter((x) => d.has(x)));
      }
      const next = new Set(meet ?? []);
      next.add(i);
      if (next.size !== dom[i]!.size) {
        dom[i] = next;
        changed = true;
      }
    }
  }
  return dom;
}

describe('DomTree on random CFGs', () => {
  test('dominance: reachability, properlyDominates and immediate dominators', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const { region, blocks, succ } = randomCfg(seed);
      const dom = referenceDominators(blocks.length, succ, [0]);
      const tree = new DomTree(region, false);
      for (let a = 0; a < blocks.length; a++) {
        expect(tree.isReachable(blocks[a]!), `seed ${seed} block ${a}`).toBe(dom[a] !== null);
        for (let b = 0; b < blocks.length; b++) {
          // Unreachable blocks are dominated by everything and dominate nothing.
          const expected = a !== b && (dom[b] === null || (dom[a] !== null && dom[b]!.has(a)));
          expect(tree.properlyDominates(blocks[a]!, blocks[b]!), `seed ${seed} ${a}->${b}`).toBe(
            expected,
          );
        }
        // The immediate dominator: the strict dominator that all other strict dominators dominate.
        const strict = dom[a] === null ? [] : [...dom[a]!].filter((d) => d !== a);
        const idom = strict.find((d) => strict.every((e) => dom[d]!.has(e)));
        expect(tree.getImmediateDominator(blocks[a]!), `seed ${seed} idom ${a}`).toBe(
          idom === undefined ? null : blocks[idom]!,
        );
      }
    }
  });

  test('post-dominance, when every block reaches an exit', () => {
    let compared = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const { region, blocks, succ } = randomCfg(seed);
      const n = blocks.length;
      const reversed: number[][] = Array.from({ length: n }, () => []);
      for (let i = 0; i < n; i++) for (const next of succ[i]!) reversed[next]!.push(i);
      const exits = blocks.map((_, i) => i).filter((i) => succ[i]!.length === 0);
      const post = referenceDominators(n, reversed, exits);
      if (exits.length === 0 || post.some((d) => d === null)) continue;
      compared++;
      const tree = new DomTree(region, true);
      for (let a = 0; a < n; a++) {
        for (let b = 0; b < n; b++) {
          expect(tree.properlyDominates(blocks[a]!, blocks[b]!), `seed ${seed} ${a}->${b}`).toBe(
            a !== b && post[b]!.has(a),
          );
        }
      }
    }
    expect(compared).toBeGreaterThan(30);
  });
});
