import type { Operation } from '@strata/ir-core';
import { describe, expect, it } from 'vitest';
import { ConversionTarget } from '../src/index.js';
import { BarAddOp, makeContext, parse } from './helpers.js';

function ops(): { context: ReturnType<typeof makeContext>; all: Operation[] } {
  const context = makeContext();
  const module = parse(
    context,
    `%0 = "test.source"() : () -> i32
%1 = "bar.add"(%0, %0) : (i32, i32) -> i32
%2 = "baz.add"(%0, %0) : (i32, i32) -> i64
"other.op"() : () -> ()
"test.region"() ({
  "test.use"(%0) : (i32) -> ()
}) : () -> ()`,
  );
  const all: Operation[] = [];
  module.walk((op) => void all.push(op), { order: 'pre' });
  return { context, all: all.slice(1) };
}

describe('ConversionTarget', () => {
  it('answers op actions before dialect actions, and nothing for unknown ops', () => {
    const { context, all } = ops();
    const [source, bar, baz, other] = all;
    const target = new ConversionTarget(context)
      .addLegalDialect('bar', 'test')
      .addIllegalOp('test.source')
      .addIllegalDialect('baz');
    expect(target.getOpAction('test.source')).toBe('illegal');
    expect(target.getOpAction('test.use')).toBe('legal');
    expect(target.getOpAction(bar!.name)).toBe('legal');
    expect(target.getOpAction('other.op')).toBeUndefined();
    expect(target.isLegal(source!)).toBeUndefined();
    expect(target.isIllegal(source!)).toBe(true);
    expect(target.isLegal(bar!)).toEqual({ isRecursivelyLegal: false });
    expect(target.isIllegal(baz!)).toBe(true);
    expect(target.isLegal(other!)).toBeUndefined();
    expect(target.isIllegal(other!)).toBe(false);
  });

  it('asks dynamic callbacks, newest first, falling back on no opinion', () => {
    const { context, all } = ops();
    const [, bar, baz] = all;
    const target = new ConversionTarget(context);
    target.addDynamicallyLegalOp(BarAddOp, (op) => op.result.type.toString() === 'i32');
    expect(target.isLegal(bar!)).toBeDefined();
    // A newer callback with no opinion defers to the older one; with one, it decides.
    target.addDynamicallyLegalOp(BarAddOp, () => undefined);
    expect(target.isLegal(bar!)).toBeDefined();
    target.addDynamicallyLegalOp(BarAddOp, () => false);
    expect(target.isLegal(bar!)).toBeUndefined();
    expect(target.isIllegal(bar!)).toBe(true);

    target.addDynamicallyLegalDialect('baz', (op) => op.getResult(0).type.toString() === 'i32');
    expect(target.getOpAction('baz.add')).toBe('dynamic');
    expect(target.isLegal(baz!)).toBeUndefined();
    expect(target.isIllegal(baz!)).toBe(true);
  });

  it('lets the unknown-op callback decide for unknown ops and for dynamic ops without opinion', () => {
    const { context, all } = ops();
    const [source, bar, , other] = all;
    const target = new ConversionTarget(context);
    target.addDynamicallyLegalOp('bar.add', () => undefined);
    // No opinion anywhere: neither legal nor illegal.
    expect(target.isLegal(bar!)).toBeUndefined();
    expect(target.isIllegal(bar!)).toBe(false);
    const seen: string[] = [];
    target.markUnknownOpDynamicallyLegal((op) => {
      seen.push(op.name.identifier);
      return op.name.identifier !== 'other.op';
    });
    expect(target.getOpAction('other.op')).toBe('dynamic');
    expect(target.isLegal(other!)).toBeUndefined();
    expect(target.isIllegal(other!)).toBe(true);
    expect(target.isLegal(source!)).toBeDefined();
    expect(target.isLegal(bar!)).toBeDefined();
    expect(seen).toEqual(['other.op', 'other.op', 'test.source', 'bar.add']);
  });

  it('marks ops recursively legal, all of them or by callback, only once legal', () => {
    const { context, all } = ops();
    const region = all.find((op) => op.name.identifier === 'test.region')!;
    const target = new ConversionTarget(context);
    expect(() => target.markOpRecursivelyLegal('test.region')).toThrow(/must first be marked/);
    target.addLegalOp('test.region').markOpRecursivelyLegal('test.region');
    expect(target.isLegal(region)).toEqual({ isRecursivelyLegal: true });
    target.markOpRecursivelyLegal('test.region', (op) => op.numOperands > 0);
    expect(target.isLegal(region)).toEqual({ isRecursivelyLegal: false });
    target.markOpRecursivelyLegal('test.region', () => undefined);
    expect(target.isLegal(region)).toEqual({ isRecursivelyLegal: true });
  });

  it('isLegalNamed decides by the given name and hands the op to the callbacks', () => {
    const { context, all } = ops();
    const [source, bar, , other] = all;
    const seen: Operation[] = [];
    const target = new ConversionTarget(context)
      .addIllegalOp('test.source')
      .addLegalOp('bar.add')
      .addDynamicallyLegalOp('other.op', (op) => {
        seen.push(op);
        return op === other;
      });
    expect(target.isLegalNamed(source!, source!.name)).toBeUndefined();
    // The name, not the op, selects the action.
    expect(target.isLegalNamed(source!, bar!.name)).toEqual({ isRecursivelyLegal: false });
    expect(target.isLegalNamed(other!, other!.name)).toEqual({ isRecursivelyLegal: false });
    expect(target.isLegalNamed(bar!, other!.name)).toBeUndefined();
    expect(seen).toEqual([other, bar]);
  });
});
