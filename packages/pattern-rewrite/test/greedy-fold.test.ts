import { describe, expect, it } from 'vitest';
import { FileLineColLoc, IntegerAttr, Region, StringAttr, UnknownLoc } from '@strata/ir-core';
import {
  applyPatternsGreedily,
  definePattern,
  FrozenRewritePatternSet,
} from '@strata/pattern-rewrite';
import {
  AbsOp,
  AddOp,
  ConstantOp,
  FuncOp,
  NegOp,
  OpaqueFoldOp,
  PairOp,
  print,
  ReturnOp,
  setup,
  SourceOp,
  TaggedOp,
  UseOp,
  WrapOp,
} from './helpers.js';

const none = new FrozenRewritePatternSet([]);

describe('greedy driver: folding', () => {
  it('folds constant expressions and erases what became dead', () => {
    const { func, constant, append, loc } = setup();
    const { func: f, entry } = func();
    const a = constant(entry, 1);
    const b = constant(entry, 2);
    const add = append(entry, AddOp.create(loc, { lhs: a.result, rhs: b.result }));
    const add2 = append(entry, AddOp.create(loc, { lhs: add.result, rhs: add.result }));
    append(entry, ReturnOp.create(loc, { inputs: [add2.result] }));
    expect(applyPatternsGreedily(f, none)).toEqual({ changed: true, converged: true });
    expect(print(f)).toBe(
      [
        '"test.func"() ({',
        '  %0 = "test.constant"() <{value = 6 : i32}> : () -> i32',
        '  "test.return"(%0) : (i32) -> ()',
        '}) : () -> ()',
        '',
      ].join('\n'),
    );
  });

  it('reports no change on IR that is already simplified', () => {
    const { func, constant, append, loc } = setup();
    const { func: f, entry } = func();
    append(entry, ReturnOp.create(loc, { inputs: [constant(entry, 1).result] }));
    const before = print(f);
    expect(applyPatternsGreedily(f, none)).toEqual({ changed: false, converged: true });
    expect(print(f)).toBe(before);
  });

  it('folds to existing values, in place, and through trait folders', () => {
    const { func, constant, append, loc, i32 } = setup();
    const { func: f, entry } = func([i32]);
    const x = entry.getArgument(0);
    const zero = constant(entry, 0);
    const plusZero = append(entry, AddOp.create(loc, { lhs: x, rhs: zero.result }));
    const five = constant(entry, 5);
    const constFirst = append(entry, AddOp.create(loc, { lhs: five.result, rhs: x }));
    const neg1 = append(entry, NegOp.create(loc, { input: x }));
    const neg2 = append(entry, NegOp.create(loc, { input: neg1.result }));
    const abs1 = append(entry, AbsOp.create(loc, { input: x }));
    const abs2 = append(entry, AbsOp.create(loc, { input: abs1.result }));
    const tagged = append(
      entry,
      TaggedOp.create(loc, { input: x, tag: StringAttr.get(loc.context, 't') }),
    );
    const use = append(
      entry,
      UseOp.create(loc, {
        inputs: [plusZero.result, constFirst.result, neg2.result, abs2.result, tagged.result],
      }),
    );
    applyPatternsGreedily(f, none);
    expect(use.getOperand(0)).toBe(x);
    expect(constFirst.operands).toEqual([x, five.result]);
    expect(use.getOperand(2)).toBe(x);
    expect(use.getOperand(3)).toBe(abs1.result);
    expect(tagged.tag).toBeUndefined();
    expect(use.getOperand(4)).toBe(tagged.result);
    expect(entry.operations.map((op) => op.name.identifier)).toEqual([
      'test.constant',
      'test.add',
      'test.abs',
      'test.tagged',
      'test.use',
    ]);
  });

  it('materializes one constant per folded result', () => {
    const { func, constant, append, loc, i32 } = setup();
    const { func: f, entry } = func();
    const [three, four] = [constant(entry, 3), constant(entry, 4)];
    const pair = append(
      entry,
      PairOp.create(loc, { first: three.result, second: four.result, a: i32, b: i32 }),
    );
    const use = append(entry, UseOp.create(loc, { inputs: [pair.a, pair.b] }));
    applyPatternsGreedily(f, none);
    const values = use.operands.map((v) =>
      ((v.getDefiningOp() as ConstantOp).value as IntegerAttr).getInt(),
    );
    expect(values).toEqual([4, 3]);
    expect(entry.operations.filter((op) => op instanceof PairOp)).toEqual([]);
  });

  it('keeps an op whose fold result cannot be materialized, and still tries patterns on it', () => {
    const { func, constant, append, loc } = setup();
    const { func: f, entry } = func();
    const opaque = append(entry, OpaqueFoldOp.create(loc, { input: constant(entry, 1).result }));
    append(entry, UseOp.create(loc, { inputs: [opaque.result] }));
    const seen: string[] = [];
    const probe = definePattern(OpaqueFoldOp, (op) => (seen.push(op.name.identifier), false));
    applyPatternsGreedily(f, new FrozenRewritePatternSet([probe]));
    expect(opaque.parentBlock).toBe(entry);
    expect(seen).toEqual(['test.opaque']);
    expect(entry.operations.filter((op) => op instanceof ConstantOp)).toHaveLength(1);
  });

  it('does not fold when folding is disabled', () => {
    const { func, constant, append, loc } = setup();
    const { func: f, entry } = func();
    const add = append(
      entry,
      AddOp.create(loc, { lhs: constant(entry, 1).result, rhs: constant(entry, 2).result }),
    );
    append(entry, ReturnOp.create(loc, { inputs: [add.result] }));
    const before = print(f);
    expect(applyPatternsGreedily(f, none, { fold: false })).toEqual({
      changed: false,
      converged: true,
    });
    expect(print(f)).toBe(before);
  });
});

describe('greedy driver: constants', () => {
  it('merges equal constants and hoists them to the front of the entry block', () => {
    const { func, constant, append, loc, context } = setup();
    const { func: f, entry } = func();
    const s = append(entry, SourceOp.create(loc, { result: constant(entry, 0).result.type }));
    const c1 = constant(entry, 7);
    const wrap = append(entry, WrapOp.create(loc, { body: new Region() }));
    const inner = wrap.body.emplaceBlock();
    const located = FileLineColLoc.get(context, 'x.mlir', 3, 4);
    const c2 = append(
      inner,
      ConstantOp.create(located, { value: c1.value, result: c1.result.type }),
    );
    append(inner, UseOp.create(loc, { inputs: [c2.result, s.result] }));
    append(entry, UseOp.create(loc, { inputs: [c1.result] }));
    applyPatternsGreedily(f, none);
    const constants = entry.operations.filter((op) => op instanceof ConstantOp);
    expect(constants).toHaveLength(1);
    expect(entry.firstOp).toBe(constants[0]);
    expect(inner.operations.map((op) => op.name.identifier)).toEqual(['test.use']);
    expect(inner.firstOp!.getOperand(0)).toBe(constants[0]!.getResult(0));
    // A merged constant loses its location, as MLIR's folder erases it.
    expect(constants[0]!.location).toBe(UnknownLoc.get(context));
  });

  it('hoists a lone constant out of a nested region and erases its location', () => {
    const { func, append, loc, context, i32 } = setup();
    const { func: f, entry } = func();
    const wrap = append(entry, WrapOp.create(loc, { body: new Region() }));
    const inner = wrap.body.emplaceBlock();
    const c = append(
      inner,
      ConstantOp.create(FileLineColLoc.get(context, 'x.mlir', 1, 1), {
        value: IntegerAttr.get(i32, 9),
        result: i32,
      }),
    );
    append(inner, UseOp.create(loc, { inputs: [c.result] }));
    applyPatternsGreedily(f, none);
    expect(c.parentBlock).toBe(entry);
    expect(entry.firstOp).toBe(c);
    expect(c.location).toBe(UnknownLoc.get(context));
  });

  it('does not hoist constants out of a nested isolated region', () => {
    const { func, append, loc, i32 } = setup();
    const { func: f, entry } = func();
    const nested = append(entry, FuncOp.create(loc, { body: new Region() }));
    const inner = nested.body.emplaceBlock();
    append(inner, UseOp.create(loc, { inputs: [] }));
    const c = append(
      inner,
      ConstantOp.create(loc, { value: IntegerAttr.get(i32, 2), result: i32 }),
    );
    append(inner, UseOp.create(loc, { inputs: [c.result] }));
    applyPatternsGreedily(f, none);
    expect(c.parentBlock).toBe(inner);
    expect(inner.firstOp).toBe(c);
  });

  it('leaves duplicate constants alone when constant CSE is disabled', () => {
    const { func, constant, append, loc } = setup();
    const { func: f, entry } = func();
    const a = constant(entry, 1);
    const b = constant(entry, 1);
    append(entry, UseOp.create(loc, { inputs: [a.result, b.result] }));
    applyPatternsGreedily(f, none, { cseConstants: false });
    expect(entry.operations.filter((op) => op instanceof ConstantOp)).toHaveLength(2);
    applyPatternsGreedily(f, none);
    expect(entry.operations.filter((op) => op instanceof ConstantOp)).toHaveLength(1);
  });
});
