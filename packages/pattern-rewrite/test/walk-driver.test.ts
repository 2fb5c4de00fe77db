import { describe, expect, it } from 'vitest';
import { Region } from '@strata/ir-core';
import {
  definePattern,
  FrozenRewritePatternSet,
  MatchAnyOpTypeTag,
  walkAndApplyPatterns,
} from '@strata/pattern-rewrite';
import { AbsOp, NegOp, RecordingListener, ReturnOp, setup, UseOp, WrapOp } from './helpers.js';

describe('walkAndApplyPatterns', () => {
  it('visits each nested op once in post-order, never the root or the ops patterns create', () => {
    const { func, append, loc, i32 } = setup();
    const { func: f, entry } = func([i32]);
    const neg = append(entry, NegOp.create(loc, { input: entry.getArgument(0) }));
    const wrap = append(entry, WrapOp.create(loc, { body: new Region() }));
    const use = append(wrap.body.emplaceBlock(), UseOp.create(loc, { inputs: [neg.result] }));
    append(entry, ReturnOp.create(loc, { inputs: [] }));
    const seen: string[] = [];
    const probe = definePattern(MatchAnyOpTypeTag, (op) => (seen.push(op.name.identifier), false));
    const negToNeg = definePattern(
      NegOp,
      (op, r) => (r.replaceOpWithNewOp(op, NegOp, { input: op.input }), true),
      { benefit: 2 },
    );
    const listener = new RecordingListener();
    expect(walkAndApplyPatterns(f, new FrozenRewritePatternSet([probe, negToNeg]), listener)).toBe(
      true,
    );
    expect(seen).toEqual(['test.use', 'test.wrap', 'test.return']);
    expect(use.getOperand(0).getDefiningOp()).toBeInstanceOf(NegOp);
    expect(use.getOperand(0).getDefiningOp()).not.toBe(neg);
    expect(listener.events).toEqual([
      'insert test.neg',
      'replace test.neg',
      'modify test.use',
      'erase test.neg',
    ]);
  });

  it('answers false when no pattern applies', () => {
    const { func, append, loc, i32 } = setup();
    const { func: f, entry } = func([i32]);
    append(entry, AbsOp.create(loc, { input: entry.getArgument(0) }));
    expect(
      walkAndApplyPatterns(f, new FrozenRewritePatternSet([definePattern(NegOp, () => true)])),
    ).toBe(false);
  });
});
