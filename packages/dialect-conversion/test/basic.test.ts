import type { Operation, Value } from '@strata/ir-core';
import { describe, expect, it } from 'vitest';
import {
  applyFullConversion,
  applyPartialConversion,
  ConversionPattern,
  ConversionPatternRewriter,
  ConversionTarget,
  OpAdaptor,
  OpConversionPattern,
} from '../src/index.js';
import { BarAddOp, BazAddOp, FooAddOp, makeContext, parse, print } from './helpers.js';

/** bar.add -> baz.add */
class BarToBaz extends OpConversionPattern<BarAddOp> {
  constructor() {
    super(BarAddOp, { generatedOps: ['baz.add'] });
  }
  override matchAndRewriteWithAdaptor(
    op: BarAddOp,
    adaptor: OpAdaptor<BarAddOp>,
    rewriter: ConversionPatternRewriter,
  ): boolean {
    // By ODS group name, as MLIR's adaptor.getLhs() / getRhs().
    const lhs = adaptor.getOperandGroup('lhs') as Value;
    const rhs = adaptor.getOperandGroup('rhs') as Value;
    rewriter.replaceOpWithNewOp(op, BazAddOp, { lhs: lhs!, rhs: rhs!, result: op.result.type });
    return true;
  }
}

/** baz.add -> foo.add */
class BazToFoo extends ConversionPattern {
  constructor() {
    super('baz.add', { generatedOps: ['foo.add'] });
  }
  override matchAndRewriteWithAdaptor(
    op: Operation,
    adaptor: OpAdaptor,
    rewriter: ConversionPatternRewriter,
  ): boolean {
    const [lhs, rhs] = adaptor.operands;
    rewriter.replaceOpWithNewOp(op, FooAddOp, {
      lhs: lhs!,
      rhs: rhs!,
      result: op.getResult(0).type,
    });
    return true;
  }
}

const INPUT = `"test.region"() ({
^bb0(%a: i32, %b: i32):
  %0 = "bar.add"(%a, %b) : (i32, i32) -> i32
  %1 = "bar.add"(%0, %b) : (i32, i32) -> i32
  "test.use"(%1) : (i32) -> ()
}) : () -> ()`;

describe('the document example: bar.add -> baz.add -> foo.add', () => {
  it('legalizes bar.add to foo.add through baz.add', () => {
    const context = makeContext();
    const module = parse(context, INPUT);
    const target = new ConversionTarget(context).addLegalDialect('foo', 'test', 'builtin');
    target.addIllegalDialect('bar', 'baz');
    expect(applyFullConversion(module, target, [new BarToBaz(), new BazToFoo()])).toBe(true);
    expect(print(module)).toBe(`module {
  "test.region"() ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "foo.add"(%arg0, %arg1) : (i32, i32) -> i32
    %1 = "foo.add"(%0, %arg1) : (i32, i32) -> i32
    "test.use"(%1) : (i32) -> ()
  }) : () -> ()
}
`);
  });

  it('fails without the second step and leaves the IR unchanged', () => {
    const context = makeContext();
    const module = parse(context, INPUT);
    const before = print(module);
    const target = new ConversionTarget(context).addLegalDialect('foo', 'test', 'builtin');
    target.addIllegalDialect('bar', 'baz');
    const errors: string[] = [];
    context.diagnostics.registerHandler((d) => void errors.push(d.message));
    expect(applyPartialConversion(module, target, [new BarToBaz()])).toBe(false);
    expect(errors).toEqual([
      "failed to legalize operation 'bar.add' that was explicitly marked illegal",
    ]);
    expect(print(module)).toBe(before);
  });
});

describe('OpAdaptor', () => {
  it('gives the remapped operands by ODS group, and refuses unknown groups', () => {
    const context = makeContext();
    const module = parse(
      context,
      `%0:2 = "test.source"() : () -> (i32, i32)
"test.use"(%0#0, %0#1) : (i32, i32) -> ()`,
    );
    const use = module.getRegion(0).front!.back!;
    const source = module.getRegion(0).front!.front!;
    const adaptor = new OpAdaptor(use, [[source.getResult(1)], [source.getResult(0)]], 'P');
    expect(adaptor.getOperandGroup('inputs')).toEqual([source.getResult(1), source.getResult(0)]);
    expect(adaptor.getOperandGroupRanges('inputs')).toEqual([
      [source.getResult(1)],
      [source.getResult(0)],
    ]);
    expect(() => adaptor.getOperandGroup('other')).toThrow(
      "'test.use' has no operand group named 'other'",
    );
    const split = new OpAdaptor(use, [[source.getResult(0), source.getResult(1)], []], 'P');
    expect(() => split.getOperandGroup('inputs')).toThrow(
      "pattern 'P' does not support 1:N conversion",
    );
  });

  it("splits a group of sub-groups by the op's sizes property", () => {
    const context = makeContext();
    const module = parse(
      context,
      `%0:4 = "test.source"() : () -> (i32, i32, i32, i32)
"test.lists"(%0#0, %0#1, %0#2, %0#3) <{sizes = array<i32: 2, 0, 1>}> : (i32, i32, i32, i32) -> ()`,
    );
    const lists = module.getRegion(0).front!.back!;
    const [a, b, c, d] = module.getRegion(0).front!.front!.results;
    // The conversion swapped what two of the operands stand for, and expanded the last one 1:2.
    const adaptor = new OpAdaptor(lists, [[a!], [c!], [b!], [d!]], 'P');
    expect(adaptor.getOperandGroup('lists')).toEqual([c, b, d]);
    expect(adaptor.getOperandSubGroups('lists')).toEqual([[c, b], [], [d]]);
    const expanded = new OpAdaptor(lists, [[a!], [c!], [b!], [d!, a!]], 'P');
    expect(expanded.getOperandSubGroupRanges('lists')).toEqual([[[c], [b]], [], [[d, a]]]);
    expect(() => expanded.getOperandSubGroups('lists')).toThrow(
      "pattern 'P' does not support 1:N conversion",
    );
    expect(() => adaptor.getOperandSubGroups('head')).toThrow(
      "operand group 'head' of 'test.lists' is not a group of sub-groups",
    );
  });
});
