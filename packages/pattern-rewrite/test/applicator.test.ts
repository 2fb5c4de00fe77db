import { describe, expect, it } from 'vitest';
import { Block, Commutative, type Operation } from '@strata/ir-core';
import {
  definePattern,
  FrozenRewritePatternSet,
  MatchAnyOpTypeTag,
  MatchTraitOpTypeTag,
  PatternApplicator,
  PatternBenefit,
  PatternRewriter,
  type PatternRoot,
  type RewritePattern,
  RewritePatternSet,
} from '@strata/pattern-rewrite';
import { AddOp, setup, SourceOp } from './helpers.js';

/** A pattern that records its name in `log` when tried, and answers `result`. */
function tracer(
  log: string[],
  name: string,
  root: PatternRoot,
  benefit: number,
  result = false,
): RewritePattern {
  return definePattern(root, () => (log.push(name), result), { benefit, debugName: name });
}

function addOp() {
  const { context, loc, i32 } = setup();
  const block = new Block();
  const a = SourceOp.create(loc, { result: i32 });
  const add = AddOp.create(loc, { lhs: a.result, rhs: a.result });
  block.push(a);
  block.push(add);
  return { context, add, rewriter: new PatternRewriter(context) };
}

function applyAll(
  op: Operation,
  rewriter: PatternRewriter,
  patterns: RewritePattern[],
  configure?: (a: PatternApplicator) => void,
) {
  const applicator = new PatternApplicator(
    new FrozenRewritePatternSet(new RewritePatternSet(op.context, ...patterns)),
  );
  configure?.(applicator);
  return applicator.matchAndRewrite(op, rewriter);
}

describe('PatternApplicator', () => {
  it('tries patterns by decreasing benefit, equal benefits in insertion order', () => {
    const { add, rewriter } = addOp();
    const log: string[] = [];
    const matched = applyAll(add, rewriter, [
      tracer(log, 'low', 'test.add', 1),
      tracer(log, 'high-first', 'test.add', 5),
      tracer(log, 'mid', 'test.add', 3),
      tracer(log, 'high-second', 'test.add', 5),
      tracer(log, 'other-op', 'test.mul', 9),
    ]);
    expect(matched).toBe(false);
    expect(log).toEqual(['high-first', 'high-second', 'mid', 'low']);
  });

  it('stops at the first pattern that succeeds', () => {
    const { add, rewriter } = addOp();
    const log: string[] = [];
    expect(
      applyAll(add, rewriter, [
        tracer(log, 'a', 'test.add', 3),
        tracer(log, 'b', 'test.add', 2, true),
        tracer(log, 'c', 'test.add', 1),
      ]),
    ).toBe(true);
    expect(log).toEqual(['a', 'b']);
  });

  it('interleaves any-op patterns by benefit, op-specific first on ties', () => {
    const { add, rewriter } = addOp();
    const log: string[] = [];
    applyAll(add, rewriter, [
      tracer(log, 'any-2', MatchAnyOpTypeTag, 2),
      tracer(log, 'add-2', 'test.add', 2),
      tracer(log, 'any-4', MatchAnyOpTypeTag, 4),
      tracer(log, 'add-1', 'test.add', 1),
      tracer(log, 'trait-3', new MatchTraitOpTypeTag(Commutative), 3),
    ]);
    expect(log).toEqual(['any-4', 'trait-3', 'add-2', 'any-2', 'add-1']);
  });

  it('ranks with a cost model, dropping impossible-to-match patterns', () => {
    const { add, rewriter } = addOp();
    const log: string[] = [];
    const patterns = [
      tracer(log, 'a', 'test.add', 1),
      tracer(log, 'b', 'test.add', 2),
      tracer(log, 'c', 'test.add', 3),
    ];
    const reversed = (p: RewritePattern) =>
      p.getDebugName() === 'b'
        ? PatternBenefit.impossibleToMatch()
        : PatternBenefit.of(10 - p.getBenefit().getBenefit());
    applyAll(add, rewriter, patterns, (a) => a.applyCostModel(reversed));
    expect(log).toEqual(['a', 'c']);
    log.length = 0;
    applyAll(add, rewriter, patterns, (a) => {
      a.applyCostModel(reversed);
      a.applyDefaultCostModel();
    });
    expect(log).toEqual(['c', 'b', 'a']);
  });

  it('calls canApply, onFailure and onSuccess around each attempt', () => {
    const { add, rewriter, context } = addOp();
    const log: string[] = [];
    const set = new RewritePatternSet(
      context,
      tracer(log, 'skipped', 'test.add', 9),
      tracer(log, 'fails', 'test.add', 5),
    );
    set.add(tracer(log, 'vetoed', 'test.add', 3, true), tracer(log, 'wins', 'test.add', 1, true));
    const applicator = new PatternApplicator(new FrozenRewritePatternSet(set));
    const matched = applicator.matchAndRewrite(add, rewriter, {
      canApply: (p) => (log.push(`can ${p.getDebugName()}`), p.getDebugName() !== 'skipped'),
      onFailure: (p) => void log.push(`failed ${p.getDebugName()}`),
      onSuccess: (p) => (log.push(`succeeded ${p.getDebugName()}`), p.getDebugName() !== 'vetoed'),
    });
    expect(matched).toBe(true);
    expect(log).toEqual([
      'can skipped',
      'can fails',
      'fails',
      'failed fails',
      'can vetoed',
      'vetoed',
      'succeeded vetoed',
      'failed vetoed',
      'can wins',
      'wins',
      'succeeded wins',
    ]);
  });

  it('sets the insertion point before the op for each attempt', () => {
    const { add, rewriter } = addOp();
    let seen: Operation | null = null;
    const probe = definePattern('test.add', (_op, r) => ((seen = r.getInsertionPoint()), false));
    rewriter.setInsertionPointToEnd(add.parentBlock!);
    applyAll(add, rewriter, [probe]);
    expect(seen).toBe(add);
  });

  it('does not re-enter a pattern from its own rewrite unless it has bounded recursion', () => {
    const { add, rewriter, context } = addOp();
    const depth: number[] = [];
    const make = (bounded: boolean) => {
      let applicator: PatternApplicator;
      let level = 0;
      const pattern = definePattern(
        'test.add',
        (op, r) => {
          depth.push(++level);
          if (level < 3) applicator.matchAndRewrite(op, r);
          level--;
          return true;
        },
        { hasBoundedRewriteRecursion: bounded },
      );
      applicator = new PatternApplicator(
        new FrozenRewritePatternSet(new RewritePatternSet(context, pattern)),
      );
      return applicator;
    };
    make(false).matchAndRewrite(add, rewriter);
    expect(depth).toEqual([1]);
    depth.length = 0;
    make(true).matchAndRewrite(add, rewriter);
    expect(depth).toEqual([1, 2, 3]);
  });
});

describe('FrozenRewritePatternSet', () => {
  it('indexes patterns by root name and resolves interface and trait roots per op name', () => {
    const { context } = setup();
    const byName = definePattern('test.add', () => false);
    const anyOp = definePattern(MatchAnyOpTypeTag, () => false);
    const byTrait = definePattern(new MatchTraitOpTypeTag(Commutative), () => false);
    const frozen = new FrozenRewritePatternSet([byTrait, byName, anyOp]);
    expect(
      frozen.getOpSpecificPatterns(context.getOperationName('test.add')).map((e) => e.pattern),
    ).toEqual([byTrait, byName]);
    expect(frozen.getOpSpecificPatterns(context.getOperationName('test.mul'))).toEqual([]);
    expect(frozen.getMatchAnyOpPatterns().map((e) => e.pattern)).toEqual([anyOp]);
    expect(frozen.getRootNames()).toEqual(['test.add']);
  });

  it('filters patterns by debug name or label', () => {
    const a = definePattern('test.add', () => false, {
      debugName: 'a',
      debugLabels: ['fold-like'],
    });
    const b = definePattern('test.add', () => false, { debugName: 'b' });
    const c = definePattern('test.add', () => false, {
      debugName: 'c',
      debugLabels: ['fold-like'],
    });
    expect(
      new FrozenRewritePatternSet([a, b, c], { disabledPatterns: ['fold-like'] }).patterns,
    ).toEqual([b]);
    expect(
      new FrozenRewritePatternSet([a, b, c], { enabledPatterns: ['c', 'b'] }).patterns,
    ).toEqual([b, c]);
    expect(
      new FrozenRewritePatternSet([a, b, c], {
        enabledPatterns: ['fold-like'],
        disabledPatterns: ['a'],
      }).patterns,
    ).toEqual([c]);
  });

  it('collects patterns in a RewritePatternSet', () => {
    const { context } = setup();
    const set = new RewritePatternSet(context);
    set.add(definePattern('test.add', () => false)).addFunction(AddOp, function named() {
      return false;
    });
    const other = new RewritePatternSet(
      context,
      definePattern('test.mul', () => false),
    );
    set.insertAll(other);
    expect(set.size).toBe(3);
    expect(other.size).toBe(0);
    expect(set.getPatterns()[1]!.getDebugName()).toBe('named');
    set.clear();
    expect(set.size).toBe(0);
  });
});
