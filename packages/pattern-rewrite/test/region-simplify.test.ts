import { describe, expect, it } from 'vitest';
import { Block, Region } from '@strata/ir-core';
import {
  applyPatternsGreedily,
  definePattern,
  MatchAnyOpTypeTag,
  dropRedundantArguments,
  eraseUnreachableBlocks,
  mergeIdenticalBlocks,
  FrozenRewritePatternSet,
  PatternRewriter,
  runRegionDCE,
  simplifyRegions,
} from '@strata/pattern-rewrite';
import {
  AddOp,
  BrOp,
  CondBrArgsOp,
  CondBrOp,
  print,
  RecordingListener,
  ReturnOp,
  setup,
  SourceOp,
  UseOp,
} from './helpers.js';

function cfg() {
  const env = setup();
  const { func: f, entry } = env.func([env.i32]);
  const listener = new RecordingListener();
  const rewriter = new PatternRewriter(env.context, listener);
  const block = (...argTypes: (typeof env.i32)[]) => {
    const b = new Block();
    b.addArguments(
      argTypes,
      argTypes.map(() => env.loc),
    );
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

  it('drops the unused arguments of an unreachable block even when all reachable code is live', () => {
    const { loc, i32, entry, append, rewriter, block, listener, f } = cfg();
    append(entry, ReturnOp.create(loc, { inputs: [] }));
    const unreachable = block(i32, i32);
    append(unreachable, ReturnOp.create(loc, { inputs: [] }));
    expect(runRegionDCE(rewriter, [f.body])).toBe(true);
    expect(unreachable.numArguments).toBe(0);
    const events = listener.events.length;
    expect(runRegionDCE(rewriter, [f.body])).toBe(false);
    expect(listener.events).toHaveLength(events);
  });

  it('does not enter the regions of the settled ops it is given', () => {
    const { context, loc, i32, func, append } = setup();
    const top = new Region();
    const body = new Block();
    top.push(body);
    const funcs = [func([i32]), func([i32])];
    const dead = funcs.map(({ func: f, entry }) => {
      append(body, f);
      const x = entry.getArgument(0);
      const add = append(entry, AddOp.create(loc, { lhs: x, rhs: x }));
      append(entry, ReturnOp.create(loc, { inputs: [] }));
      return add;
    });
    const settled = new Set([funcs[0]!.func]);
    expect(runRegionDCE(new PatternRewriter(context), [top], false, settled)).toBe(true);
    expect(dead[0]!.parentBlock).not.toBe(null);
    expect(dead[1]!.parentBlock).toBe(null);
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
    applyPatternsGreedily(normal.f, new FrozenRewritePatternSet([]), {
      regionSimplification: 'normal',
    });
    expect(normal.join.numArguments).toBe(1);
    const aggressive = diamond();
    applyPatternsGreedily(aggressive.f, new FrozenRewritePatternSet([]));
    expect(aggressive.join.numArguments).toBe(0);
  });
});

describe('editing the operands of a branch with two operand groups', () => {
  it('drops a dead argument of a block both edges of one branch lead to', () => {
    const { loc, i32, entry, append, rewriter, block, f, x } = cfg();
    const target = block(i32);
    const y = append(entry, SourceOp.create(loc, { result: i32 })).result;
    const br = append(
      entry,
      CondBrArgsOp.create(loc, {
        condition: x,
        trueArgs: [x],
        falseArgs: [y],
        trueDest: target,
        falseDest: target,
      }),
    );
    append(target, ReturnOp.create(loc, { inputs: [] }));
    expect(runRegionDCE(rewriter, [f.body])).toBe(true);
    expect(target.numArguments).toBe(0);
    expect(br.operands).toEqual([x]);
    expect(print(br)).toContain('operandSegmentSizes = array<i32: 1, 0, 0>');
  });

  it('drops a redundant argument from both groups without disturbing the other operands', () => {
    const { loc, i32, entry, append, rewriter, block, f, x } = cfg();
    const target = block(i32, i32);
    const y = append(entry, SourceOp.create(loc, { result: i32 })).result;
    const z = append(entry, SourceOp.create(loc, { result: i32 })).result;
    const br = append(
      entry,
      CondBrArgsOp.create(loc, {
        condition: x,
        trueArgs: [x, y],
        falseArgs: [x, z],
        trueDest: target,
        falseDest: target,
      }),
    );
    append(target, UseOp.create(loc, { inputs: [target.getArgument(0), target.getArgument(1)] }));
    append(target, ReturnOp.create(loc, { inputs: [] }));
    expect(dropRedundantArguments(rewriter, [f.body])).toBe(true);
    expect(target.numArguments).toBe(1);
    expect(br.trueArgs).toEqual([y]);
    expect(br.falseArgs).toEqual([z]);
    expect(print(br)).toContain('operandSegmentSizes = array<i32: 1, 1, 1>');
  });

  it('merges blocks reached from both groups, appending the differing operands to each', () => {
    const { loc, i32, entry, append, rewriter, block, f, x } = cfg();
    const exit = block();
    const left = block();
    const right = block();
    const y = append(entry, SourceOp.create(loc, { result: i32 })).result;
    const br = append(
      entry,
      CondBrArgsOp.create(loc, {
        condition: x,
        trueArgs: [],
        falseArgs: [],
        trueDest: left,
        falseDest: right,
      }),
    );
    append(left, UseOp.create(loc, { inputs: [x] }));
    append(left, BrOp.create(loc, { args: [], dest: exit }));
    append(right, UseOp.create(loc, { inputs: [y] }));
    append(right, BrOp.create(loc, { args: [], dest: exit }));
    append(exit, ReturnOp.create(loc, { inputs: [] }));
    expect(mergeIdenticalBlocks(rewriter, [f.body])).toBe(true);
    expect(br.trueDest).toBe(br.falseDest);
    expect(br.trueArgs).toEqual([x]);
    expect(br.falseArgs).toEqual([y]);
  });
});

describe('mergeIdenticalBlocks', () => {
  it('merges identical blocks, turning differing outside operands into new arguments', () => {
    const { loc, i32, entry, append, rewriter, block, x, f } = cfg();
    const s1 = append(entry, SourceOp.create(loc, { result: i32 }));
    const s2 = append(entry, SourceOp.create(loc, { result: i32 }));
    const [p1, p2, a, b] = [block(), block(), block(), block()];
    append(entry, CondBrOp.create(loc, { condition: x, targets: [p1, p2] }));
    const br1 = append(p1, BrOp.create(loc, { args: [], dest: a }));
    const br2 = append(p2, BrOp.create(loc, { args: [], dest: b }));
    const useA = append(a, UseOp.create(loc, { inputs: [s1.result, x] }));
    append(a, ReturnOp.create(loc, { inputs: [] }));
    append(b, UseOp.create(loc, { inputs: [s2.result, x] }));
    append(b, ReturnOp.create(loc, { inputs: [] }));
    expect(mergeIdenticalBlocks(rewriter, [f.body])).toBe(true);
    expect(f.body.blocks).toEqual([entry, p1, p2, a]);
    expect(a.numArguments).toBe(1);
    expect(useA.operands).toEqual([a.getArgument(0), x]);
    expect([br1.getSuccessor(0), br2.getSuccessor(0)]).toEqual([a, a]);
    expect([br1.operands, br2.operands]).toEqual([[s1.result], [s2.result]]);
    expect(mergeIdenticalBlocks(rewriter, [f.body])).toBe(false);
  });

  it('merges without new arguments behind any branch, and keeps different blocks apart', () => {
    const { loc, i32, entry, append, rewriter, block, x, f } = cfg();
    const [a, b, c] = [block(), block(), block()];
    const cond = append(entry, CondBrOp.create(loc, { condition: x, targets: [a, b] }));
    for (const target of [a, b]) {
      const s = append(target, SourceOp.create(loc, { result: i32 }));
      append(target, UseOp.create(loc, { inputs: [s.result] }));
      append(target, BrOp.create(loc, { args: [], dest: c }));
    }
    append(c, ReturnOp.create(loc, { inputs: [] }));
    expect(mergeIdenticalBlocks(rewriter, [f.body])).toBe(true);
    expect(cond.successors).toEqual([a, a]);
    expect(f.body.blocks).toEqual([entry, a, c]);
  });

  it('does not merge blocks whose values are used elsewhere or whose ops differ', () => {
    const { loc, i32, entry, append, rewriter, block, x, f } = cfg();
    const [a, b, c] = [block(), block(), block(i32)];
    append(entry, CondBrOp.create(loc, { condition: x, targets: [a, b] }));
    const sa = append(a, SourceOp.create(loc, { result: i32 }));
    append(a, BrOp.create(loc, { args: [sa.result], dest: c }));
    append(b, AddOp.create(loc, { lhs: x, rhs: x }));
    append(b, BrOp.create(loc, { args: [x], dest: c }));
    append(c, ReturnOp.create(loc, { inputs: [] }));
    expect(mergeIdenticalBlocks(rewriter, [f.body])).toBe(false);
  });
});

describe('unreachable code in the greedy driver', () => {
  it('is erased before patterns run, even with region simplification disabled', () => {
    const { loc, entry, append, block, f, i32 } = cfg();
    append(entry, ReturnOp.create(loc, { inputs: [] }));
    const dead = block();
    const s = append(dead, SourceOp.create(loc, { result: i32 }));
    append(dead, UseOp.create(loc, { inputs: [s.result] }));
    append(dead, ReturnOp.create(loc, { inputs: [] }));
    const seen: string[] = [];
    const probe = definePattern(MatchAnyOpTypeTag, (op) => (seen.push(op.name.identifier), false));
    const result = applyPatternsGreedily(f, new FrozenRewritePatternSet([probe]), {
      regionSimplification: 'disabled',
    });
    expect(result).toEqual({ changed: true, converged: true });
    expect(f.body.blocks).toEqual([entry]);
    expect(seen).toEqual(['test.return', 'test.return']);
  });

  // mlir-opt 22's worklist has no reachability check: a disconnected block's ops are still
  // visited in the same pass (their rewrites can free values defined elsewhere).
  it('still processes ops a rewrite disconnected, before the sweep erases their block', () => {
    const { loc, entry, append, block, f, x } = cfg();
    const [a, b] = [block(), block()];
    append(entry, CondBrOp.create(loc, { condition: x, targets: [a, b] }));
    append(a, ReturnOp.create(loc, { inputs: [] }));
    append(b, UseOp.create(loc, { inputs: [] }));
    append(b, ReturnOp.create(loc, { inputs: [] }));
    const seen: string[] = [];
    // Replaces the two-way branch by a branch to its first target, disconnecting `b`.
    const fold = definePattern(
      CondBrOp,
      (op, r) => (r.replaceOpWithNewOp(op, BrOp, { args: [], dest: op.getSuccessor(0) }), true),
    );
    const probe = definePattern(UseOp, (op) => (seen.push(op.name.identifier), false));
    applyPatternsGreedily(f, new FrozenRewritePatternSet([fold, probe]), {
      useTopDownTraversal: true,
    });
    expect(seen).toEqual(['test.use']);
    expect(f.body.blocks).toEqual([entry, a]);
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
    // Disabled simplification still sweeps unreachable blocks (as MLIR 22 does), nothing more.
    expect(
      applyPatternsGreedily(off.f, new FrozenRewritePatternSet([]), {
        regionSimplification: 'disabled',
      }),
    ).toEqual({
      changed: true,
      converged: true,
    });
    expect(print(off.f)).not.toBe(text);
    expect(off.f.body.blocks.map((blk) => blk.numArguments)).toEqual([1, 1]);
    const on = build();
    expect(
      applyPatternsGreedily(on.f, new FrozenRewritePatternSet([]), {
        regionSimplification: 'normal',
      }),
    ).toEqual({
      changed: true,
      converged: true,
    });
    expect(on.f.body.blocks.map((blk) => blk.numArguments)).toEqual([1, 0]);
    expect(simplifyRegions(on.rewriter, [on.f.body])).toBe(false);
  });
});
