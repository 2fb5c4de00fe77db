import type { Operation, RewriterListener } from '@strata/ir-core';
import { describe, expect, it } from 'vitest';
import {
  applyPartialConversion,
  ConversionPattern,
  type ConversionPatternRewriter,
  ConversionTarget,
  type OpAdaptor,
} from '../src/index.js';
import { LowerBarToFoo, makeContext, parse, print } from './helpers.js';

/**
 * Records, then abandons, every kind of entry that changes the IR at commit or cleanup: an op
 * erased, a block erased, a value replaced. Rolled back, none of them may happen at commit.
 */
class EraseThenGiveUp extends ConversionPattern {
  constructor() {
    super('bar.add', { benefit: 2 });
  }
  override matchAndRewriteWithAdaptor(
    op: Operation,
    _: OpAdaptor,
    rewriter: ConversionPatternRewriter,
  ) {
    const holder = op.nextNode!;
    const user = holder.nextNode!;
    rewriter.eraseBlock(holder.getRegion(0).front!);
    rewriter.eraseOp(user);
    rewriter.replaceAllUsesWith(op.getOperand(0), op.getOperand(1));
    return false;
  }
}

const INPUT = `"test.region"() ({
  %0 = "test.source"() : () -> i32
  %1 = "test.source"() : () -> i32
  %2 = "bar.add"(%0, %1) : (i32, i32) -> i32
  "h.holder"() ({
    "test.use"(%2, %0) : (i32, i32) -> ()
  }) : () -> ()
  "test.use"(%2) : (i32) -> ()
}) : () -> ()`;

function convert(listener: RewriterListener | null): string {
  const context = makeContext();
  const module = parse(context, INPUT);
  const target = new ConversionTarget(context).addLegalDialect('foo', 'test', 'builtin');
  target.addIllegalOp('bar.add');
  const ok = applyPartialConversion(module, target, [new EraseThenGiveUp(), new LowerBarToFoo()], {
    listener,
  });
  expect(ok).toBe(true);
  return print(module);
}

describe('commit after a rolled-back pattern', () => {
  it('applies none of the rolled-back erasures and replacements (no listener)', () => {
    const out = convert(null);
    expect(out).toContain('"foo.add"(%0, %1)');
    expect(out).toContain('"test.use"(%2, %0)');
    expect(out).toContain('"test.use"(%2) : (i32) -> ()');
    expect(out).not.toContain('bar.add');
  });

  it('commits the same IR whether or not a listener hears of it', () => {
    const events: string[] = [];
    const heard = convert({
      notifyOperationErased: (op) => void events.push(`erase ${op.name.identifier}`),
      notifyBlockErased: () => void events.push('erase block'),
    });
    expect(heard).toBe(convert(null));
    expect(events).toEqual(['erase bar.add']);
  });
});
