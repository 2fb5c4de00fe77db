import { describe, expect, it } from 'vitest';
import type { Block } from '@strata/ir-core';
import { PatternRewriter, type SplitBlockListener } from '@strata/pattern-rewrite';
import { RecordingListener, ReturnOp, setup, SourceOp, UseOp } from './helpers.js';

/** Records block-level splits (and, through its base, everything else). */
class SplitRecorder extends RecordingListener implements SplitBlockListener {
  readonly splits: [Block, Block][] = [];
  notifyBlockSplit(block: Block, tail: Block): void {
    this.splits.push([block, tail]);
    this.events.push(`split -> [${tail.operations.map((op) => op.name.identifier).join(', ')}]`);
  }
}

function threeOps() {
  const env = setup();
  const { func: f, entry } = env.func();
  const a = env.append(entry, SourceOp.create(env.loc, { result: env.i32 }));
  const b = env.append(entry, UseOp.create(env.loc, { inputs: [a.result] }));
  const c = env.append(entry, ReturnOp.create(env.loc, { inputs: [] }));
  return { f, entry, a, b, c };
}

describe('PatternRewriter.splitBlock in one step', () => {
  it('moves the tail in one splice without a listener, with consistent parents and order', () => {
    const { context } = setup();
    const rewriter = new PatternRewriter(context, null);
    const { f, entry, a, b, c } = threeOps();
    const tail = rewriter.splitBlock(entry, b);
    expect(f.body.blocks).toEqual([entry, tail]);
    expect(entry.operations).toEqual([a]);
    expect(tail.operations).toEqual([b, c]);
    expect([b.parentBlock, c.parentBlock]).toEqual([tail, tail]);
    expect(entry.lastOp).toBe(a);
    expect(a.nextNode).toBeNull();
    expect(b.prevNode).toBeNull();
    expect(b.isBeforeInBlock(c)).toBe(true);
    expect(c.isBeforeInBlock(b)).toBe(false);
  });

  it('tells a SplitBlockListener once, after the block insertion, instead of once per op', () => {
    const { context } = setup();
    const listener = new SplitRecorder();
    const rewriter = new PatternRewriter(context, listener);
    const { entry, a, b, c } = threeOps();
    const tail = rewriter.splitBlock(entry, a);
    expect(tail.operations).toEqual([a, b, c]);
    expect(entry.empty()).toBe(true);
    expect(listener.splits).toEqual([[entry, tail]]);
    expect(listener.events).toEqual([
      'insert block',
      'split -> [test.source, test.use, test.return]',
    ]);
  });

  it('refuses a split point outside the block', () => {
    const { context } = setup();
    const rewriter = new PatternRewriter(context, null);
    const { entry, b } = threeOps();
    const other = threeOps();
    expect(() => rewriter.splitBlock(other.entry, b)).toThrow(/not in the block/);
    expect(entry.operations.length).toBe(3);
  });
});
