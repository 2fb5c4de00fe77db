import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  Block,
  Commutative,
  IntegerAttr,
  MemoryEffectOpInterface,
  type Operation,
} from '@strata/ir-core';
import {
  definePattern,
  MatchAnyOpTypeTag,
  MatchInterfaceOpTypeTag,
  MatchTraitOpTypeTag,
  OpRewritePattern,
  PatternBenefit,
  PatternRewriter,
  RewritePattern,
} from '@strata/pattern-rewrite';
import { AddOp, ConstantOp, NegOp, setup, UseOp } from './helpers.js';

class DropNegNeg extends OpRewritePattern<NegOp> {
  constructor() {
    super(NegOp, { benefit: 2, generatedOps: [] });
  }
  override matchAndRewrite(op: NegOp, rewriter: PatternRewriter): boolean {
    expectTypeOf(op).toEqualTypeOf<NegOp>();
    const inner = op.input.getDefiningOp();
    if (!(inner instanceof NegOp))
      return rewriter.notifyMatchFailure(op, 'operand is not a negation');
    rewriter.replaceOp(op, [inner.input]);
    return true;
  }
}

describe('PatternBenefit', () => {
  it('holds a bounded integer benefit', () => {
    expect(PatternBenefit.of(3).getBenefit()).toBe(3);
    expect(PatternBenefit.of(0).isImpossibleToMatch()).toBe(false);
    expect(() => PatternBenefit.of(-1)).toThrow(RangeError);
    expect(() => PatternBenefit.of(1.5)).toThrow(RangeError);
    expect(() => PatternBenefit.of(PatternBenefit.MAX + 1)).toThrow(RangeError);
  });

  it('has an impossible-to-match value that ranks below every benefit and has no number', () => {
    const impossible = PatternBenefit.impossibleToMatch();
    expect(impossible.isImpossibleToMatch()).toBe(true);
    expect(impossible.rank).toBeLessThan(PatternBenefit.of(0).rank);
    expect(() => impossible.getBenefit()).toThrow();
    expect(String(impossible)).toBe('impossible-to-match');
  });
});

describe('RewritePattern', () => {
  it('records root, benefit, debug name, labels and generated ops', () => {
    const pattern = new DropNegNeg();
    expect(pattern.rootKind).toBe('test.neg');
    expect(pattern.getBenefit().getBenefit()).toBe(2);
    expect(pattern.getDebugName()).toBe('DropNegNeg');
    pattern.setDebugName('neg-neg');
    pattern.addDebugLabels('algebra', 'cheap');
    expect(pattern.getDebugName()).toBe('neg-neg');
    expect(pattern.getDebugLabels()).toEqual(['algebra', 'cheap']);
    expect(pattern.hasBoundedRewriteRecursion()).toBe(false);
    pattern.setHasBoundedRewriteRecursion();
    expect(pattern.hasBoundedRewriteRecursion()).toBe(true);
    const { loc, i32, context } = setup();
    const x = ConstantOp.create(loc, { value: IntegerAttr.get(i32, 4), result: i32 });
    const inner = NegOp.create(loc, { input: x.result });
    const outer = NegOp.create(loc, { input: inner.result });
    const failures: string[] = [];
    const rewriter = new PatternRewriter(context, {
      notifyMatchFailure: (_l, reason) => void failures.push(reason),
    });
    expect(pattern.matchAndRewrite(inner, rewriter)).toBe(false);
    expect(failures).toEqual(['operand is not a negation']);
    const block = new Block();
    for (const op of [x, inner, outer, UseOp.create(loc, { inputs: [outer.result] })])
      block.push(op);
    expect(pattern.matchAndRewrite(outer, rewriter)).toBe(true);
    expect(block.operations.map((op) => op.name.identifier)).toEqual([
      'test.constant',
      'test.neg',
      'test.use',
    ]);
    expect(block.lastOp!.getOperand(0)).toBe(x.result);
    const generating = definePattern('test.mul', () => false, {
      generatedOps: ['test.add', 'test.neg'],
    });
    expect(generating.getGeneratedOps()).toEqual(['test.add', 'test.neg']);
  });

  it('matches by op name, any op, interface or trait', () => {
    const { context } = setup();
    const add = context.getOperationName('test.add');
    const use = context.getOperationName('test.use');
    const unknown = context.getOperationName('other.op');
    const byName = definePattern(AddOp, () => false);
    expect([byName.rootMatches(add), byName.rootMatches(use)]).toEqual([true, false]);
    const anyOp = definePattern(MatchAnyOpTypeTag, () => false);
    expect(anyOp.matchesAnyOp()).toBe(true);
    expect([anyOp.rootMatches(add), anyOp.rootMatches(unknown)]).toEqual([true, true]);
    const byInterface = definePattern(
      new MatchInterfaceOpTypeTag(MemoryEffectOpInterface),
      () => false,
    );
    expect(byInterface.matchesAnyOp()).toBe(false);
    expect([
      byInterface.rootMatches(add),
      byInterface.rootMatches(use),
      byInterface.rootMatches(unknown),
    ]).toEqual([true, false, false]);
    const byTrait = definePattern(new MatchTraitOpTypeTag(Commutative), () => false);
    expect([
      byTrait.rootMatches(add),
      byTrait.rootMatches(context.getOperationName('test.neg')),
    ]).toEqual([true, false]);
  });

  it('combines match and rewrite into matchAndRewrite', () => {
    const calls: string[] = [];
    class Split extends RewritePattern {
      constructor(private readonly accept: boolean) {
        super(MatchAnyOpTypeTag);
      }
      override match(op: Operation): boolean {
        calls.push(`match ${op.name.identifier}`);
        return this.accept;
      }
      override rewrite(op: Operation): void {
        calls.push(`rewrite ${op.name.identifier}`);
      }
    }
    const { loc, context } = setup();
    const op = UseOp.create(loc, { inputs: [] });
    const rewriter = { context } as unknown as PatternRewriter;
    expect(new Split(false).matchAndRewrite(op, rewriter)).toBe(false);
    expect(new Split(true).matchAndRewrite(op, rewriter)).toBe(true);
    expect(calls).toEqual(['match test.use', 'match test.use', 'rewrite test.use']);
  });

  it('reports a pattern that implements no hook', () => {
    class Empty extends RewritePattern {}
    const { loc, context } = setup();
    const op = UseOp.create(loc, { inputs: [] });
    expect(() =>
      new Empty('test.use').matchAndRewrite(op, { context } as unknown as PatternRewriter),
    ).toThrow(/implements neither/);
  });

  it('makes patterns from functions, named after them', () => {
    function foldDoubleNeg(op: NegOp): boolean {
      expectTypeOf(op).toEqualTypeOf<NegOp>();
      return op.input.getDefiningOp() instanceof NegOp;
    }
    const pattern = definePattern(NegOp, foldDoubleNeg, { benefit: 5 });
    expect(pattern.getDebugName()).toBe('foldDoubleNeg');
    expect(pattern.rootKind).toBe('test.neg');
    expect(pattern.getBenefit().getBenefit()).toBe(5);
    expect(definePattern('test.neg', () => true, { debugName: 'x' }).getDebugName()).toBe('x');
  });
});
