import { describe, expect, test } from 'vitest';
import { Block } from '../../src/ir/block.js';
import { DominanceInfo, PostDominanceInfo } from '../../src/ir/dominance.js';
import { Operation } from '../../src/ir/operation.js';
import type { OperationInfo } from '../../src/ir/operation-name.js';
import { i32, setup } from './helpers.js';

/**
 * A registered `t.func` (SSA CFG region) holding the diamond
 *   entry -> left, right;  left -> exit;  right -> exit;  dead -> exit (unreachable)
 */
function diamond() {
  const env = setup();
  const { context, op } = env;
  const info: OperationInfo = {
    opClass: Operation,
    dialect: undefined as never,
    hasTrait: () => false,
    getInterface: () => null,
    inherentAttrNames: new Set(),
    verifyInvariants: () => true,
    verifyRegionInvariants: () => true,
    regionKind: () => 'ssacfg',
  };
  context.registerOperation('t.func', info);
  const func = op('t.func', { regions: 1 });
  const region = func.regions[0]!;
  const [entry, left, right, exit, dead] = [0, 1, 2, 3, 4].map(() => region.emplaceBlock());
  const def = op('t.def', { resultTypes: [i32] });
  entry!.push(def);
  entry!.push(op('t.br', { successors: [left!, right!] }));
  const leftDef = op('t.leftdef', { resultTypes: [i32] });
  left!.push(leftDef);
  left!.push(op('t.br', { successors: [exit!] }));
  right!.push(op('t.br', { successors: [exit!] }));
  dead!.push(op('t.br', { successors: [exit!] }));
  const use = op('t.use', { operands: [def.results[0]!] });
  exit!.push(use);
  exit!.push(op('t.ret'));
  return {
    ...env,
    func,
    entry: entry!,
    left: left!,
    right: right!,
    exit: exit!,
    dead: dead!,
    def,
    leftDef,
    use,
  };
}

describe('DominanceInfo', () => {
  test('block dominance in a diamond', () => {
    const { entry, left, right, exit, dead } = diamond();
    const dom = new DominanceInfo();
    expect(dom.properlyDominates(entry, exit)).toBe(true);
    expect(dom.properlyDominates(left, exit)).toBe(false);
    expect(dom.properlyDominates(right, exit)).toBe(false);
    expect(dom.properlyDominates(entry, entry)).toBe(false);
    expect(dom.dominates(entry, entry)).toBe(true);
    expect(dom.isReachableFromEntry(dead)).toBe(false);
    expect(dom.isReachableFromEntry(exit)).toBe(true);
    // Unreachable blocks are dominated by everything and dominate nothing.
    expect(dom.properlyDominates(left, dead)).toBe(true);
    expect(dom.properlyDominates(dead, exit)).toBe(false);
    expect(dom.findNearestCommonDominator(left, right)).toBe(entry);
    expect(dom.getDomTree(entry.parent!)!.getImmediateDominator(exit)).toBe(entry);
  });

  test('values and ops: order within a block, across blocks, enclosing ops', () => {
    const { def, leftDef, use, op, exit } = diamond();
    const dom = new DominanceInfo();
    expect(dom.properlyDominates(def.results[0]!, use)).toBe(true);
    expect(dom.properlyDominates(leftDef.results[0]!, use)).toBe(false);
    expect(dom.properlyDominates(use, def)).toBe(false);
    expect(dom.dominates(use, use)).toBe(true);
    expect(dom.properlyDominates(use, use)).toBe(false);
    // An op nested in `holder` sees values defined before `holder`, not `holder`'s own results.
    const holder = op('t.func', { regions: 1, resultTypes: [i32] });
    exit.insertBefore(exit.back!, holder);
    const inner = op('t.inner');
    holder.regions[0]!.emplaceBlock().push(inner);
    expect(dom.properlyDominates(def.results[0]!, inner)).toBe(true);
    expect(dom.properlyDominates(holder.results[0]!, inner)).toBe(false);
    expect(dom.properlyDominates(holder, inner)).toBe(true);
    expect(dom.properlyDominates(holder, inner, false)).toBe(false);
    expect(dom.properlyDominates(use, inner)).toBe(true);
    expect(dom.properlyDominates(inner, use)).toBe(false);
  });

  test('block arguments dominate their whole block and the blocks it dominates', () => {
    const { entry, exit, use, loc } = diamond();
    const dom = new DominanceInfo();
    const arg = entry.addArgument(i32, loc);
    const exitArg = exit.addArgument(i32, loc);
    expect(dom.properlyDominates(arg, use)).toBe(true);
    expect(dom.properlyDominates(exitArg, use)).toBe(true);
    expect(dom.properlyDominates(exitArg, entry.front!)).toBe(false);
  });

  test('single-block regions of unregistered ops have no SSA dominance', () => {
    const { op } = setup();
    const graph = op('t.graph', { regions: 1 });
    const block = graph.regions[0]!.emplaceBlock();
    const first = op('t.a', { resultTypes: [i32] });
    const second = op('t.b', { resultTypes: [i32] });
    block.push(first);
    block.push(second);
    const dom = new DominanceInfo();
    expect(dom.hasSSADominance(block)).toBe(false);
    expect(dom.properlyDominates(second.results[0]!, first)).toBe(true);
    expect(dom.properlyDominates(first, first)).toBe(true);
  });

  test('the tree is iterative: a chain of 100000 blocks', () => {
    const { func, op } = diamond();
    const region = func.regions[0]!;
    const blocks: Block[] = [];
    for (let i = 0; i < 100_000; i++) blocks.push(region.emplaceBlock());
    region.back!.push(op('t.ret'));
    for (let i = 0; i + 1 < blocks.length; i++)
      blocks[i]!.push(op('t.br', { successors: [blocks[i + 1]!] }));
    region.front!.back!.setSuccessor(blocks[0]!, 0);
    const dom = new DominanceInfo();
    expect(dom.properlyDominates(blocks[10]!, blocks[99_999]!)).toBe(true);
    expect(dom.properlyDominates(blocks[99_999]!, blocks[10]!)).toBe(false);
  });
});

describe('PostDominanceInfo', () => {
  test('exit post-dominates the diamond; branches do not', () => {
    const { entry, left, right, exit, use } = diamond();
    const post = new PostDominanceInfo();
    expect(post.properlyPostDominates(exit, entry)).toBe(true);
    expect(post.properlyPostDominates(exit, left)).toBe(true);
    expect(post.properlyPostDominates(left, entry)).toBe(false);
    expect(post.properlyPostDominates(entry, exit)).toBe(false);
    expect(post.postDominates(right, right)).toBe(true);
    expect(post.properlyPostDominates(exit.back!, use)).toBe(true);
    expect(post.properlyPostDominates(use, exit.back!)).toBe(false);
    expect(post.findNearestCommonDominator(left, right)).toBe(exit);
  });

  test('blocks of an infinite loop are roots of their own', () => {
    const { op, func } = diamond();
    const region = func.regions[0]!;
    const [a, b] = [region.emplaceBlock(), region.emplaceBlock()];
    a.push(op('t.br', { successors: [b] }));
    b.push(op('t.br', { successors: [a] }));
    const post = new PostDominanceInfo();
    expect(post.isReachableFromEntry(a)).toBe(true);
    expect(post.properlyPostDominates(a, b) !== post.properlyPostDominates(b, a)).toBe(true);
  });
});

describe('dominance outside regions', () => {
  test('ops of detached blocks: ordered within a block, unrelated across blocks', () => {
    const { op } = setup();
    const [a, b] = [new Block(), new Block()];
    const [x, y, z] = [op('t.x'), op('t.y'), op('t.z')];
    a.push(x);
    a.push(y);
    b.push(z);
    const dom = new DominanceInfo();
    expect(dom.properlyDominates(x, y)).toBe(true);
    expect(dom.properlyDominates(y, x)).toBe(false);
    expect(dom.properlyDominates(x, z)).toBe(false);
  });
});
