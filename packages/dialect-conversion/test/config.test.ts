import type { Operation, RewriterListener } from '@strata/ir-core';
import { describe, expect, it } from 'vitest';
import {
  applyPartialConversion,
  ConversionPattern,
  type ConversionPatternRewriter,
  ConversionTarget,
  type OpAdaptor,
} from '../src/index.js';
import { makeContext, parse } from './helpers.js';

class ToFoo extends ConversionPattern {
  constructor() {
    super('bar.add', { generatedOps: ['foo.add'] });
  }
  override matchAndRewriteWithAdaptor(
    op: Operation,
    adaptor: OpAdaptor,
    rewriter: ConversionPatternRewriter,
  ): boolean {
    const created = rewriter.create({
      name: 'foo.add',
      location: op.location,
      operands: adaptor.operands,
      resultTypes: op.getResultTypes(),
    });
    rewriter.replaceOp(op, created);
    return true;
  }
}

function recorder(events: string[]): RewriterListener {
  return {
    notifyOperationInserted: (op) => void events.push(`insert ${op.name.identifier}`),
    notifyOperationReplaced: (op) => void events.push(`replace ${op.name.identifier}`),
    notifyOperationErased: (op) => void events.push(`erase ${op.name.identifier}`),
    notifyOperationModified: (op) => void events.push(`modify ${op.name.identifier}`),
    notifyPatternBegin: (pattern, op) =>
      void events.push(`begin ${pattern.getDebugName()} on ${op.name.identifier}`),
    notifyPatternEnd: (pattern, ok) => void events.push(`end ${pattern.getDebugName()} ${ok}`),
  };
}

const INPUT = `%0 = "test.source"() : () -> i32
%1 = "bar.add"(%0, %0) : (i32, i32) -> i32
"test.use"(%1) : (i32) -> ()`;

describe('the conversion config', () => {
  it('tells the listener about pattern attempts as they happen and IR changes at commit', () => {
    const context = makeContext();
    const module = parse(context, INPUT);
    const events: string[] = [];
    const target = new ConversionTarget(context).addLegalDialect('foo', 'test', 'builtin');
    target.addIllegalDialect('bar');
    expect(
      applyPartialConversion(module, target, [new ToFoo()], { listener: recorder(events) }),
    ).toBe(true);
    expect(events).toEqual([
      'begin ToFoo on bar.add',
      'end ToFoo true',
      'insert foo.add',
      'replace bar.add',
      'modify test.use',
      'erase bar.add',
    ]);
  });

  it('tells it nothing about changes that were rolled back', () => {
    const context = makeContext();
    const module = parse(context, INPUT);
    const events: string[] = [];
    // foo.add is illegal too: the pattern applies, its result cannot be legalized, all rolls back.
    const target = new ConversionTarget(context).addLegalDialect('test', 'builtin');
    target.addIllegalDialect('bar').addDynamicallyLegalOp('foo.add', () => false);
    context.diagnostics.registerHandler(() => {});
    expect(
      applyPartialConversion(module, target, [new ToFoo()], { listener: recorder(events) }),
    ).toBe(false);
    expect(events.filter((e) => !e.startsWith('begin') && !e.startsWith('end'))).toEqual([]);
  });
});
