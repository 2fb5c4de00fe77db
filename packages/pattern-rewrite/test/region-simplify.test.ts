import { describe, expect, it } from 'vitest';
import { Block } from '@strata/ir-core';
import {
  applyPatternsGreedily,
  dropRedundantArguments,
  eraseUnreachableBlocks,
  FrozenRewritePatternSet,
  PatternRewriter,
  runRegionDCE,
  simplifyRegions,
} from '@strata/pattern-rewrite';
import { AddOp, BrOp, CondBrOp, print, RecordingListener, ReturnOp, setup, SourceOp, UseOp } from './helpers.js';

function cfg() {
  const env = setup();
  const { func: f, entry } = env.func([env.i32]);
  const listener = new RecordingListener();
  const rewriter = new PatternRewriter(env.context, listener);
  const block = (...argTypes: (typeof env.i32)[]) => {
    const b = new Block();
    b.addArguments(argTypes, argTypes.map(() => env.loc));
    f.body.push(b);
    return b;
  };
  return { ...env, f, entry, listener, rewriter, block, x: entry.getArgument(0) };
}

describe('eraseUnreachableBlocks', () => {
  it('erases blocks no path from the entry reaches, even when they branch to each other', () => {
    const { loc, i32, entry, append, rewriter, block, listener, f } = cfg();
    append(entry, ReturnOp.create(loc, { inputs: [] }));
    const dead1 = block(i32);
    const dead2 = block();
    const s = append(dead1, SourceOp.create(loc, { result: i32 }));
    append(dead1, BrOp.create(loc, { args: [], dest: dead2 }));
    append(dead2, UseOp.create(loc, { inputs: [s.result, dead1.getArgument(0)] }));
    append(dead2, BrOp.create(loc, { args: [s.result], dest: dead1 }));
    expect(eraseUnreachableBlocks(rewriter, [f.body])).toBe(true);
    expect(f.body.blocks).toEqual([entry]);
    expect(listener.events.filter((e) => e === 'erase block')).toHaveLength(2);
    expect(eraseUnreachableBlocks(rewriter, [f.body])).toBe(false);
  });

  it('looks into nested regions of reachable blocks', () => {
    const { loc, entry, append, rewriter, func, f } = cfg();
    const { func: nested } = func();
    append(entry, nested);
    append(nested.body.firstBlock!, ReturnOp.create(loc, { inputs: [] }));
    nested.body.push(new Block());
    append(entry, ReturnOp.create(loc, { inputs: [] }));
    expect(eraseUnreachableBlocks(rewriter, [f.body])).toBe(true);
    expect(nested.body.blocks).toHaveLength(1);
  });
});

describe('runRegionDCE', () => {
  it('erases unused block arguments and the branch operands feeding them', () => {
    const { loc, i32, entry, append, rewriter, block, x, f } = cfg();
    const next = block(i32, i32);
    append(entry, BrOp.create(loc, { args: [x, x], dest: next }));
    append(next, UseOp.create(loc, { inputs: [next.getArgument(1)] }));
    append(next, ReturnOp.create(loc, { inputs: [] }));
    expect(runRegionDCE(rewriter, [f.body])).toBe(true);
    expect(next.numArguments).toBe(1);
    expect(entry.lastOp!.numOperands).toBe(1);
    expect(next.firstOp!.getOperand(0)).toBe(next.getArgument(0));
    expect(runRegionDCE(rewriter, [f.body])).toBe(false);
  });

  it('removes a loop-carried value that only feeds itself', () => {
    const { loc, i32, entry, append, rewriter, block, x, f } = cfg();
    const loop = block(i32);
    append(entry, BrOp.create(loc, { args: [x], dest: loop }));
    const next = append(loop, AddOp.create(loc, { lhs: loop.getArgument(0), rhs: x }));
    append(loop, BrOp.create(loc, { args: [next.result], dest: loop }));
    expect(runRegionDCE(rewriter, [f.body])).toBe(true);
    expect(loop.numArguments).toBe(0);
    expect(loop.operations.map((op) => op.name.identifier)).toEqual(['test.br']);
    expect(entry.lastOp!.numOperands).toBe(0);
  });

  it('keeps live values, entry arguments, and arguments of branches it cannot edit', () => {
    const { loc, i32, entry, append, rewriter, block, x, f } = cfg();
    const a = block(i32);
    const b = block(i32);
    append(entry, CondBrOp.create(loc, { condition: x, targets: [a, b] }));
    append(a, ReturnOp.create(loc, { inputs: [] }));
    const dead = append(b, AddOp.create(loc, { lhs: x, rhs: x }));
    append(b, ReturnOp.create(loc, { inputs: [] }));
    const before = f.body.blocks.map((blk) => blk.numArguments);
    expect(runRegionDCE(rewriter, [f.body])).toBe(true);
    expect(dead.parentBlock).toBe(null);
    expect(f.body.blocks.map((blk) => blk.numArguments)).toEqual(before);
  });
});

describe('dropRedundantArguments', () => {
  function diamond() {
    const env = cfg();
    const { loc, i32, entry, append, block, x } = env;
    const [p1, p2, join] = [block(), block(), block(i32)];
    append(entry, CondBrOp.create(loc, { condition: x, targets: [p1, p2] }));
    const b1 = append(p1, BrOp.create(loc, { args: [x], dest: join }));
    const b2 = append(p2, BrOp.create(loc, { args: [x], dest: join }));
    const use = append(join, UseOp.create(loc, { inputs: [join.getArgument(0)] }));
    append(join, ReturnOp.create(loc, { inputs: [] }));
    return { ...env, join, use, b1, b2 };
  }

  it('replaces an argument every predecessor passes the same value to', () => {
    const { rewriter, f, join, use, b1, b2, x, listener } = diamond();
    expect(dropRedundantArguments(rewriter, [f.body])).toBe(true);
    expect(join.numArguments).toBe(0);
    expect(use.getOperand(0)).toBe(x);
    expect([b1.numOperands, b2.numOperands]).toEqual([0, 0]);
    expect(listener.events).toEqual(['modify test.use', 'modify test.br', 'modify test.br']);
    expect(dropRedundantArguments(rewriter, [f.body])).toBe(false);
  });

  it('keeps arguments receiving different values', () => {
    const { rewriter, f, join, b2, loc, i32, append } = diamond();
    const other = append(b2.parentBlock!, SourceOp.create(loc, { result: i32 }));
    other.moveBefore(b2);
    b2.setOperand(0, other.result);
    expect(dropRedundantArguments(rewriter, [f.body])).toBe(false);
    expect(join.numArguments).toBe(1);
  });

  it('runs in the greedy driver at the aggressive level only', () => {
    const normal = diamond();
    applyPatternsGreedily(normal.f, new FrozenRewritePatternSet([]), { regionSimplification: 'normal' });
    expect(normal.join.numArguments).toBe(1);
    const aggressive = diamond();
    applyPatternsGreedily(aggressive.f, new FrozenRewritePatternSet([]));
    expect(aggressive.join.numArguments).toBe(0);
  });
});

describe('simplifyRegions in the greedy driver', () => {
  it('runs unless disabled', () => {
    const build = () => {
      const env = cfg();
      const { loc, i32, entry, append, block, x } = env;
      const next = block(i32);
      append(entry, BrOp.create(loc, { args: [x], dest: next }));
      append(next, ReturnOp.create(loc, { inputs: [] }));
      block();
      return env;
    };
    const off = build();
    const text = print(off.f);
    expect(applyPatternsGreedily(off.f, new FrozenRewritePatternSet([]), { regionSimplification: 'disabled' })).toEqual({
      changed: false,
      converged: true,
    });
    expect(print(off.f)).toBe(text);
    const on = build();
    expect(applyPatternsGreedily(on.f, new FrozenRewritePatternSet([]), { regionSimplification: 'normal' })).toEqual({
      changed: true,
      converged: true,
    });
    expect(on.f.body.blocks.map((blk) => blk.numArguments)).toEqual([1, 0]);
    expect(simplifyRegions(on.rewriter, [on.f.body])).toBe(false);
  });
});
