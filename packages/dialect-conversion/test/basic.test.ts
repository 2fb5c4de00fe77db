import { type Operation } from '@strata/ir-core';
import { describe, expect, it } from 'vitest';
import {
  applyFullConversion,
  applyPartialConversion,
  ConversionPattern,
  ConversionPatternRewriter,
  ConversionTarget,
  type OpAdaptor,
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
    const [lhs, rhs] = adaptor.operands;
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
