import type { Operation, RewriterListener } from '@strata/ir-core';
import { describe, expect, it } from 'vitest';
import {
  applyPartialConversion,
  ConversionPattern,
  type ConversionPatternRewriter,
  ConversionTarget,
  type OpAdaptor,
} from '../src/index.js';
import { makeContext, parse, print, RegionOp, replaceBarAddWithFoo } from './helpers.js';

/**
 * Splits the block of `bar.add` right after it (twice when asked), then replaces it with
 * `foo.add`, or gives up after splitting.
 */
class SplitThenLower extends ConversionPattern {
  constructor(
    private readonly succeed: boolean,
    private readonly splits = 1,
  ) {
    super('bar.add', { generatedOps: ['foo.add'] });
  }
  override matchAndRewriteWithAdaptor(
    op: Operation,
    adaptor: OpAdaptor,
    rewriter: ConversionPatternRewriter,
  ): boolean {
    let block = op.parentBlock!;
    for (let i = 0; i < this.splits; i++) {
      const next = i === 0 ? op.nextNode : block.firstOp!.nextNode;
      block = rewriter.splitBlock(block, next);
    }
    if (!this.succeed) return false;
    replaceBarAddWithFoo(op, adaptor, rewriter);
    return true;
  }
}

const INPUT = `"test.region"() ({
  %0 = "test.source"() : () -> i32
  %1 = "bar.add"(%0, %0) : (i32, i32) -> i32
  "test.use"(%1) : (i32) -> ()
  "test.use"(%0) : (i32) -> ()
  "test.use"(%1, %0) : (i32, i32) -> ()
}) : () -> ()`;

function target(context: ReturnType<typeof makeContext>): ConversionTarget {
  return new ConversionTarget(context).addLegalDialect('foo', 'test', 'builtin');
}

function moves(events: string[]): RewriterListener {
  return {
    notifyOperationInserted: (op, previous) => {
      if (previous === null) events.push(`insert ${op.name.identifier}`);
      else events.push(`move ${op.name.identifier} (${previous.before === null ? 'end' : 'mid'})`);
    },
    notifyBlockInserted: () => void events.push('insert block'),
  };
}

describe('block splits in a conversion', () => {
  it('rolls a split back in one step, restoring the very same ops in order', () => {
    const context = makeContext();
    const module = parse(context, INPUT);
    const before = print(module);
    const region = module.getRegion(0).front!.front! as RegionOp;
    const ops = region.body.front!.operations;
    // Partial conversion: bar.add is not illegal, so the failed pattern only rolls back.
    expect(applyPartialConversion(module, target(context), [new SplitThenLower(false, 2)])).toBe(
      true,
    );
    expect(print(module)).toBe(before);
    expect(region.body.blocks.length).toBe(1);
    expect(region.body.front!.operations).toEqual(ops);
    for (const op of ops) expect(op.parentBlock).toBe(region.body.front);
  });

  it('commits a split, telling the listener of each op moved, last first', () => {
    const context = makeContext();
    const module = parse(context, INPUT);
    const events: string[] = [];
    const conversionTarget = target(context).addIllegalDialect('bar');
    expect(
      applyPartialConversion(module, conversionTarget, [new SplitThenLower(true)], {
        listener: moves(events),
      }),
    ).toBe(true);
    expect(events).toEqual([
      'insert block',
      'move test.use (end)',
      'move test.use (end)',
      'move test.use (end)',
      'insert foo.add',
    ]);
    const region = module.getRegion(0).front!.front! as RegionOp;
    const [first, second] = region.body.blocks;
    expect(first!.operations.map((op) => op.name.identifier)).toEqual(['test.source', 'foo.add']);
    expect(second!.operations.map((op) => op.name.identifier)).toEqual([
      'test.use',
      'test.use',
      'test.use',
    ]);
    for (const op of second!.operations) expect(op.parentBlock).toBe(second);
    expect(second!.firstOp!.getOperand(0).getDefiningOp()!.name.identifier).toBe('foo.add');
  });

  it('logs each moved op, as a per-op move would', () => {
    const context = makeContext();
    const module = parse(context, INPUT);
    const lines: string[] = [];
    applyPartialConversion(
      module,
      target(context).addIllegalDialect('bar'),
      [new SplitThenLower(true)],
      { debugLog: (line) => lines.push(line) },
    );
    const logged = lines.map((l) => l.trim()).filter((l) => l.startsWith('** '));
    expect(logged.map((l) => l.replace(/\(0x[0-9a-f]+\)/, ''))).toEqual([
      "** Insert Block into : 'test.region'",
      "** Move    : 'test.use'",
      "** Move    : 'test.use'",
      "** Move    : 'test.use'",
      "** Insert  : 'foo.add'",
      "** Replace : 'bar.add'",
    ]);
    // Last op first: the three moves name three different ops.
    expect(new Set(logged.slice(1, 4)).size).toBe(3);
  });
});
