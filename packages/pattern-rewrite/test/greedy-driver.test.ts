import { describe, expect, it } from 'vitest';
import { IntegerAttr, type Operation, Region, StringAttr } from '@strata/ir-core';
import {
  applyOpPatternsGreedily,
  applyPatternsGreedily,
  definePattern,
  FrozenRewritePatternSet,
  MatchAnyOpTypeTag,
  OpRewritePattern,
  PatternCheckError,
  type PatternRewriter,
  type RewritePattern,
} from '@strata/pattern-rewrite';
import {
  AbsOp,
  AddOp,
  ConstantOp,
  MulOp,
  NegOp,
  RecordingListener,
  ReturnOp,
  setup,
  SourceOp,
  UseOp,
  WrapOp,
} from './helpers.js';

/** `mul(x, 2)` -> `add(x, x)`. */
class MulByTwo extends OpRewritePattern<MulOp> {
  constructor() {
    super(MulOp, { generatedOps: ['test.add'] });
  }
  override matchAndRewrite(op: MulOp, rewriter: PatternRewriter): boolean {
    const rhs = op.rhs.getDefiningOp();
    if (!(rhs instanceof ConstantOp) || (rhs.value as IntegerAttr).getInt() !== 2) {
      return rewriter.notifyMatchFailure(op, 'rhs is not the constant 2');
    }
    rewriter.replaceOpWithNewOp(op, AddOp, { lhs: op.lhs, rhs: op.lhs });
    return true;
  }
}

const negToAbs = definePattern(
  NegOp,
  (op, r) => (r.replaceOpWithNewOp(op, AbsOp, { input: op.input }), true),
  { debugName: 'negToAbs' },
);
const absToNeg = definePattern(
  AbsOp,
  (op, r) => (r.replaceOpWithNewOp(op, NegOp, { input: op.input }), true),
  { debugName: 'absToNeg' },
);

function mulFixture() {
  const env = setup();
  const { func: f, entry } = env.func([env.i32]);
  const two = env.constant(entry, 2);
  const mul = env.append(
    entry,
    MulOp.create(env.loc, { lhs: entry.getArgument(0), rhs: two.result }),
  );
  const ret = env.append(entry, ReturnOp.create(env.loc, { inputs: [mul.result] }));
  return { ...env, f, entry, two, mul, ret };
}

describe('greedy driver: patterns', () => {
  it('applies patterns to a fixed point and cleans up', () => {
    const { f, entry, ret } = mulFixture();
    const result = applyPatternsGreedily(f, new FrozenRewritePatternSet([new MulByTwo()]));
    expect(result).toEqual({ changed: true, converged: true });
    expect(entry.operations.map((op) => op.name.identifier)).toEqual(['test.add', 'test.return']);
    expect(ret.getOperand(0).getDefiningOp()).toBeInstanceOf(AddOp);
  });

  it('stops a cycling pattern pair at the limits and reports non-convergence', () => {
    const { func, append, loc, i32 } = setup();
    const { func: f, entry } = func([i32]);
    const neg = append(entry, NegOp.create(loc, { input: entry.getArgument(0) }));
    append(entry, ReturnOp.create(loc, { inputs: [neg.result] }));
    const listener = new RecordingListener();
    const patterns = new FrozenRewritePatternSet([negToAbs, absToNeg]);
    // maxNumRewrites bounds each iteration (a cycle never leaves the worklist otherwise, as in MLIR).
    const result = applyPatternsGreedily(f, patterns, {
      maxIterations: 3,
      maxNumRewrites: 2,
      listener,
    });
    expect(result).toEqual({ changed: true, converged: false });
    expect(listener.events.filter((e) => e.startsWith('replace'))).toHaveLength(6);
  });

  it('stops a cycling pair without maxNumRewrites too, instead of looping forever as MLIR would', () => {
    const { func, append, loc, i32 } = setup();
    const { func: f, entry } = func([i32]);
    const neg = append(entry, NegOp.create(loc, { input: entry.getArgument(0) }));
    append(entry, ReturnOp.create(loc, { inputs: [neg.result] }));
    const listener = new RecordingListener();
    const result = applyPatternsGreedily(f, new FrozenRewritePatternSet([negToAbs, absToNeg]), {
      maxIterations: 2,
      listener,
    });
    expect(result).toEqual({ changed: true, converged: false });
    // Each pass stops after its implicit budget: 64 rewrites per queued op (two here) plus 1000.
    expect(listener.events.filter((e) => e.startsWith('replace')).length).toBe(2 * (64 * 2 + 1000));
    const multi = applyOpPatternsGreedily(
      [entry.firstOp!],
      new FrozenRewritePatternSet([negToAbs, absToNeg]),
    );
    expect(multi.converged).toBe(false);
  });

  it('stops after maxIterations rounds even when each makes progress', () => {
    const { func, append, loc, i32 } = setup();
    const { func: f, entry } = func([i32]);
    const use = append(entry, UseOp.create(loc, { inputs: [] }));
    append(entry, ReturnOp.create(loc, { inputs: [] }));
    // Counts up once per visit; only a new iteration revisits the op (modifying it re-queues it, so
    // the single rewrite allowed per iteration ends each round).
    const bump = definePattern(UseOp, (op, r) => {
      const count = (op.getDiscardableAttr('count') as IntegerAttr | undefined)?.getInt() ?? 0;
      r.modifyOpInPlace(op, () => op.setDiscardableAttr('count', IntegerAttr.get(i32, count + 1)));
      return true;
    });
    const result = applyPatternsGreedily(f, new FrozenRewritePatternSet([bump]), {
      maxIterations: 4,
      maxNumRewrites: 1,
    });
    expect(result).toEqual({ changed: true, converged: false });
    expect((use.getDiscardableAttr('count') as IntegerAttr).getInt()).toBe(4);
  });

  it('refuses regions whose owner is not isolated from above', () => {
    const { func, append, loc } = setup();
    const { entry } = func();
    const wrap = append(entry, WrapOp.create(loc, { body: new Region() }));
    expect(() => applyPatternsGreedily(wrap, new FrozenRewritePatternSet([]))).toThrow(
      /isolated from above/,
    );
  });

  it('seeds the worklist bottom-up (processing last op first) or top-down', () => {
    const order = (topDown: boolean) => {
      const { func, append, loc, i32 } = setup();
      const { func: f, entry } = func();
      const a = append(entry, SourceOp.create(loc, { result: i32 }));
      const wrap = append(entry, WrapOp.create(loc, { body: new Region() }));
      append(wrap.body.emplaceBlock(), UseOp.create(loc, { inputs: [a.result] }));
      append(entry, ReturnOp.create(loc, { inputs: [] }));
      const seen: string[] = [];
      const probe = definePattern(
        MatchAnyOpTypeTag,
        (op) => (seen.push(op.name.identifier), false),
      );
      applyPatternsGreedily(f, new FrozenRewritePatternSet([probe]), {
        useTopDownTraversal: topDown,
      });
      return seen;
    };
    expect(order(false)).toEqual(['test.return', 'test.wrap', 'test.use', 'test.source']);
    expect(order(true)).toEqual(['test.source', 'test.wrap', 'test.use', 'test.return']);
  });

  it('forwards every change to the configured listener', () => {
    const { f } = mulFixture();
    const listener = new RecordingListener();
    applyPatternsGreedily(f, new FrozenRewritePatternSet([new MulByTwo()]), { listener });
    expect(listener.events).toEqual([
      'insert test.add',
      'replace test.mul',
      'modify test.return',
      'erase test.mul',
      'erase test.constant',
    ]);
  });
});

describe('greedy driver: pattern notifications', () => {
  it('tells a pattern listener when each attempt begins and ends', () => {
    const { f, two } = mulFixture();
    two.value = IntegerAttr.get(two.result.type, 3);
    const events: string[] = [];
    const listener = {
      notifyPatternBegin: (p: RewritePattern, op: Operation) =>
        void events.push(`begin ${p.getDebugName()} on ${op.name.identifier}`),
      notifyPatternEnd: (p: RewritePattern, ok: boolean) =>
        void events.push(`end ${p.getDebugName()} ${ok}`),
      notifyMatchFailure: (_loc: unknown, reason: string) => void events.push(`failure ${reason}`),
    };
    applyPatternsGreedily(f, new FrozenRewritePatternSet([new MulByTwo()]), { listener });
    expect(events).toEqual([
      'begin MulByTwo on test.mul',
      'failure rhs is not the constant 2',
      'end MulByTwo false',
    ]);
  });
});

describe('greedy driver: strictness and scope', () => {
  /** `source -> neg` and `neg(x) -> abs(x)`: which of these run depends on the strict mode. */
  function chain() {
    const env = setup();
    const { func: f, entry } = env.func();
    const src = env.append(entry, SourceOp.create(env.loc, { result: env.i32 }));
    const mul = env.append(entry, MulOp.create(env.loc, { lhs: src.result, rhs: src.result }));
    const use = env.append(entry, UseOp.create(env.loc, { inputs: [mul.result] }));
    const mulToNeg = definePattern(
      MulOp,
      (op, r) => (r.replaceOpWithNewOp(op, NegOp, { input: op.lhs }), true),
    );
    const patterns = new FrozenRewritePatternSet([mulToNeg, negToAbs]);
    return { ...env, f, entry, mul, use, patterns };
  }

  it('existing-ops leaves new ops alone; existing-and-new-ops and any-op process them', () => {
    const run = (strictMode: 'existing-ops' | 'existing-and-new-ops' | 'any-op') => {
      const { f, use, patterns } = chain();
      applyPatternsGreedily(f, patterns, { strictMode });
      return use.getOperand(0).getDefiningOp()!.name.identifier;
    };
    expect(run('existing-ops')).toBe('test.neg');
    expect(run('existing-and-new-ops')).toBe('test.abs');
    expect(run('any-op')).toBe('test.abs');
  });

  it('applies patterns to given ops only, reporting whether they were all erased', () => {
    const { mul, use, patterns, entry } = chain();
    const strict = applyOpPatternsGreedily([mul], patterns, { strictMode: 'existing-ops' });
    expect(strict).toEqual({ changed: true, converged: true, allErased: true });
    expect(use.getOperand(0).getDefiningOp()!.name.identifier).toBe('test.neg');
    const neg = use.getOperand(0).getDefiningOp()!;
    const kept = applyOpPatternsGreedily([use], patterns);
    expect(kept).toEqual({ changed: false, converged: true, allErased: false });
    const grown = applyOpPatternsGreedily([neg], patterns, { strictMode: 'existing-and-new-ops' });
    expect(grown.allErased).toBe(true);
    expect(entry.operations.map((op) => op.name.identifier)).toEqual([
      'test.source',
      'test.abs',
      'test.use',
    ]);
  });

  it('answers at once for an empty op list', () => {
    expect(applyOpPatternsGreedily([], new FrozenRewritePatternSet([]))).toEqual({
      changed: false,
      converged: true,
      allErased: true,
    });
  });

  it('ignores ops outside the scope region', () => {
    const { func, append, loc, i32 } = setup();
    const { func: f, entry } = func([i32]);
    const outside = append(entry, NegOp.create(loc, { input: entry.getArgument(0) }));
    const wrap = append(entry, WrapOp.create(loc, { body: new Region() }));
    const inner = wrap.body.emplaceBlock();
    const inside = append(inner, NegOp.create(loc, { input: entry.getArgument(0) }));
    const use = append(inner, UseOp.create(loc, { inputs: [inside.result, outside.result] }));
    applyOpPatternsGreedily([inside], new FrozenRewritePatternSet([negToAbs]), {
      scope: wrap.body,
    });
    expect(use.getOperand(0).getDefiningOp()).toBeInstanceOf(AbsOp);
    expect(use.getOperand(1)).toBe(outside.result);
    void f;
  });
});

describe('greedy driver: debug log', () => {
  it('prints the processing tree, notifications and failure reasons', () => {
    const { f } = mulFixture();
    const lines: string[] = [];
    applyPatternsGreedily(f, new FrozenRewritePatternSet([new MulByTwo()]), {
      debugLog: (line) => void lines.push(line),
    });
    const text = lines.join('\n');
    expect(text).toMatch(/^Processing operation : 'test\.mul'\(0x[0-9a-f]+\) \{$/m);
    expect(text).toContain("  * Pattern MulByTwo : 'test.mul -> (test.add)' {");
    expect(text).toMatch(/^ {4}\*\* Insert {2}: 'test\.add'\(0x[0-9a-f]+\)$/m);
    expect(text).toMatch(/^ {4}\*\* Replace : 'test\.mul'/m);
    expect(text).toMatch(/^ {4}\*\* Modified: 'test\.return'/m);
    expect(text).toMatch(/^ {4}\*\* Erase {3}: 'test\.mul'/m);
    expect(text).toContain('  } -> success : pattern applied successfully');
    expect(text).toContain('} -> success : at least one pattern matched');
    expect(text).toContain('} -> success : operation is trivially dead');
    expect(text).toContain('} -> failure : all patterns failed to match');
    expect(lines).toContain('//===-------------------------------------------===//');
  });

  it('logs match failure reasons inside the pattern block', () => {
    const { f, two } = mulFixture();
    two.value = IntegerAttr.get(two.result.type, 3);
    const lines: string[] = [];
    applyPatternsGreedily(f, new FrozenRewritePatternSet([new MulByTwo()]), {
      debugLog: (line) => void lines.push(line),
    });
    const at = lines.indexOf("  * Pattern MulByTwo : 'test.mul -> (test.add)' {");
    expect(lines.slice(at + 1, at + 3)).toEqual([
      '    ** Match Failure : rhs is not the constant 2',
      '  } -> failure : pattern failed to match',
    ]);
  });
});

describe('greedy driver: checking mode', () => {
  const run = (pattern: Parameters<typeof definePattern>[1]) => {
    const { f } = mulFixture();
    return () =>
      applyPatternsGreedily(
        f,
        new FrozenRewritePatternSet([definePattern(MulOp, pattern, { debugName: 'suspect' })]),
        { checkPatterns: true },
      );
  };

  it('catches success without a change', () => {
    expect(run(() => true)).toThrow(PatternCheckError);
    expect(run(() => true)).toThrow(
      "pattern 'suspect' returned success on 'test.mul' but the IR did not change",
    );
  });

  it('catches a failure after a change', () => {
    expect(
      run((op) => (op.setDiscardableAttr('x', StringAttr.get(op.context, 'y')), false)),
    ).toThrow(/returned failure on 'test.mul' but the IR changed/);
  });

  it('catches changes that bypass the rewriter', () => {
    const sneaky = (op: Operation, r: PatternRewriter) => {
      const ret = op.getBlock()!.lastOp!;
      ret.setDiscardableAttr('touched', StringAttr.get(op.context, 'yes'));
      r.modifyOpInPlace(op, () => op.setDiscardableAttr('seen', StringAttr.get(op.context, 'yes')));
      return true;
    };
    expect(run(sneaky)).toThrow(
      "pattern 'suspect' changed 'test.return' without going through the rewriter",
    );
  });

  it('accepts well-behaved patterns', () => {
    const { f } = mulFixture();
    expect(
      applyPatternsGreedily(f, new FrozenRewritePatternSet([new MulByTwo()]), {
        checkPatterns: true,
      }).converged,
    ).toBe(true);
  });
});

describe('greedy driver: deep nesting', () => {
  it('handles regions nested 20000 deep without recursion', () => {
    const { func, append, loc, i32 } = setup();
    const { func: f, entry } = func();
    let block = entry;
    for (let i = 0; i < 20000; i++) {
      const wrap = append(block, WrapOp.create(loc, { body: new Region() }));
      block = wrap.body.emplaceBlock();
    }
    const c = append(
      block,
      ConstantOp.create(loc, { value: IntegerAttr.get(i32, 1), result: i32 }),
    );
    append(block, UseOp.create(loc, { inputs: [c.result] }));
    const result = applyPatternsGreedily(f, new FrozenRewritePatternSet([]));
    // Hoisting while seeding is bookkeeping, not a change (as in MLIR).
    expect(result).toEqual({ changed: false, converged: true });
    expect(entry.firstOp).toBe(c);
    expect(block.operations.map((op) => op.name.identifier)).toEqual(['test.use']);
  });
});
