import { describe, expect, it } from 'vitest';
import { Block, IntegerAttr, Region, StringAttr } from '@strata/ir-core';
import { PatternRewriter } from '@strata/pattern-rewrite';
import {
  AddOp,
  BrOp,
  ConstantOp,
  NegOp,
  print,
  RecordingListener,
  ReturnOp,
  setup,
  SourceOp,
  TaggedOp,
  UseOp,
  WrapOp,
} from './helpers.js';

function fixture() {
  const env = setup();
  const listener = new RecordingListener();
  const rewriter = new PatternRewriter(env.context, listener);
  const { func: f, entry } = env.func();
  return { ...env, listener, rewriter, f, entry };
}

const names = (block: Block) => block.operations.map((op) => op.name.identifier);

describe('PatternRewriter erasure', () => {
  it('erases nested ops one by one, users before definitions, blocks after their ops', () => {
    const { loc, i32, listener, rewriter, entry, append } = fixture();
    const wrap = append(entry, WrapOp.create(loc, { body: new Region() }));
    const first = new Block();
    const second = new Block();
    wrap.body.push(first);
    wrap.body.push(second);
    const source = append(first, SourceOp.create(loc, { result: i32 }));
    append(first, BrOp.create(loc, { args: [], dest: second }));
    append(second, UseOp.create(loc, { inputs: [source.result] }));
    rewriter.eraseOp(wrap);
    expect(listener.events).toEqual([
      'erase test.use',
      'erase block',
      'erase test.br',
      'erase test.source',
      'erase block',
      'erase test.wrap',
    ]);
    expect(entry.empty()).toBe(true);
  });

  it('erases without a listener in one go, and refuses ops that are still used', () => {
    const { loc, i32, entry, append, context } = fixture();
    const rewriter = new PatternRewriter(context);
    const source = append(entry, SourceOp.create(loc, { result: i32 }));
    const use = append(entry, UseOp.create(loc, { inputs: [source.result] }));
    expect(() => rewriter.eraseOp(source)).toThrow(/still has uses/);
    rewriter.eraseOp(use);
    rewriter.eraseOp(source);
    expect(entry.empty()).toBe(true);
  });

  it('erases a block and its ops, last first', () => {
    const { loc, i32, listener, rewriter, f, append } = fixture();
    const block = new Block();
    f.body.push(block);
    const source = append(block, SourceOp.create(loc, { result: i32 }));
    append(block, UseOp.create(loc, { inputs: [source.result] }));
    rewriter.eraseBlock(block);
    expect(listener.events).toEqual(['erase test.use', 'erase test.source', 'erase block']);
    expect(f.body.blocks).toHaveLength(1);
  });
});

describe('PatternRewriter replacement', () => {
  it('replaces an op with values: notifies replace, modifies users, then erases', () => {
    const { loc, i32, listener, rewriter, entry, append } = fixture();
    const a = append(entry, SourceOp.create(loc, { result: i32 }));
    const neg = append(entry, NegOp.create(loc, { input: a.result }));
    const use = append(entry, UseOp.create(loc, { inputs: [neg.result, neg.result] }));
    rewriter.replaceOp(neg, [a.result]);
    expect(listener.events).toEqual([
      'replace test.neg',
      'modify test.use',
      'modify test.use',
      'erase test.neg',
    ]);
    expect(use.operands).toEqual([a.result, a.result]);
    expect(() => rewriter.replaceOp(a, [])).toThrow(RangeError);
  });

  it('replaces an op with another op, or with a new op built at its place', () => {
    const { loc, i32, listener, rewriter, entry, append } = fixture();
    const a = append(entry, SourceOp.create(loc, { result: i32 }));
    const neg = append(entry, NegOp.create(loc, { input: a.result }));
    const use = append(entry, UseOp.create(loc, { inputs: [neg.result] }));
    const other = append(entry, SourceOp.create(loc, { result: i32 }));
    // The new op goes to the insertion point, as in MLIR (the applicator puts it before the root).
    rewriter.setInsertionPoint(neg);
    const add = rewriter.replaceOpWithNewOp(neg, AddOp, { lhs: a.result, rhs: a.result });
    expect(add).toBeInstanceOf(AddOp);
    expect(names(entry)).toEqual(['test.source', 'test.add', 'test.use', 'test.source']);
    expect(use.getOperand(0)).toBe(add.result);
    listener.events.length = 0;
    rewriter.replaceOp(add, other);
    expect(listener.events).toEqual(['replace test.add', 'modify test.use', 'erase test.add']);
    expect(use.getOperand(0)).toBe(other.result);
  });

  it('replaces uses selectively and reports each modified user', () => {
    const { loc, i32, listener, rewriter, entry, append } = fixture();
    const a = append(entry, SourceOp.create(loc, { result: i32 }));
    const b = append(entry, SourceOp.create(loc, { result: i32 }));
    const u1 = append(entry, UseOp.create(loc, { inputs: [a.result] }));
    const u2 = append(entry, UseOp.create(loc, { inputs: [a.result] }));
    const u3 = append(entry, UseOp.create(loc, { inputs: [a.result] }));
    expect(rewriter.replaceUsesWithIf(a.result, b.result, (use) => use.owner === u2)).toBe(false);
    expect([u1.getOperand(0), u2.getOperand(0), u3.getOperand(0)]).toEqual([
      a.result,
      b.result,
      a.result,
    ]);
    rewriter.replaceAllUsesExcept(a.result, b.result, u3);
    expect(u1.getOperand(0)).toBe(b.result);
    expect(u3.getOperand(0)).toBe(a.result);
    expect(rewriter.replaceUsesWithIf(a.result, b.result, () => true)).toBe(true);
    expect(a.result.useEmpty()).toBe(true);
    expect(listener.events).toEqual(['modify test.use', 'modify test.use', 'modify test.use']);
    listener.events.length = 0;
    rewriter.replaceAllOpUsesWith(b, [a.result]);
    expect(listener.events).toHaveLength(3);
    expect(b.result.useEmpty()).toBe(true);
  });

  it('replaces the uses of a block', () => {
    const { loc, rewriter, f, entry, append } = fixture();
    const target = new Block();
    const other = new Block();
    f.body.push(target);
    f.body.push(other);
    const br = append(entry, BrOp.create(loc, { args: [], dest: target }));
    rewriter.replaceAllUsesWith(target, other);
    expect(br.getSuccessor(0)).toBe(other);
    expect(target.hasNoPredecessors()).toBe(true);
  });
});

describe('PatternRewriter in-place modification', () => {
  it('reports a finalized modification', () => {
    const { loc, i32, listener, rewriter, entry, append, context } = fixture();
    const a = append(entry, SourceOp.create(loc, { result: i32 }));
    const tagged = append(entry, TaggedOp.create(loc, { input: a.result }));
    const value = rewriter.modifyOpInPlace(tagged, () => {
      tagged.tag = StringAttr.get(context, 'x');
      return 7;
    });
    expect(value).toBe(7);
    expect(listener.events).toEqual(['modify test.tagged']);
  });

  it('cancels a modification by restoring operands, attributes, properties and location, silently', () => {
    const { loc, i32, listener, rewriter, entry, append, context } = fixture();
    const a = append(entry, SourceOp.create(loc, { result: i32 }));
    const b = append(entry, SourceOp.create(loc, { result: i32 }));
    const tagged = append(
      entry,
      TaggedOp.create(loc, { input: a.result, tag: StringAttr.get(context, 'keep') }),
    );
    tagged.setDiscardableAttr('note', StringAttr.get(context, 'n'));
    const before = print(tagged);
    rewriter.startOpModification(tagged);
    tagged.setOperand(0, b.result);
    tagged.tag = undefined;
    tagged.setDiscardableAttr('extra', IntegerAttr.get(i32, 1));
    tagged.removeDiscardableAttr('note');
    tagged.location = ConstantOp.create(loc, {
      value: IntegerAttr.get(i32, 0),
      result: i32,
    }).location;
    rewriter.cancelOpModification(tagged);
    expect(print(tagged)).toBe(before);
    expect(b.result.useEmpty()).toBe(true);
    expect(listener.events).toEqual([]);
    expect(() => rewriter.cancelOpModification(tagged)).toThrow(/no modification/);
    rewriter.startOpModification(tagged);
    tagged.setOperand(0, b.result);
    rewriter.finalizeOpModification(tagged);
    expect(listener.events).toEqual(['modify test.tagged']);
    expect(tagged.getOperand(0)).toBe(b.result);
  });
});

describe('PatternRewriter block and op motion', () => {
  it('moves ops before and after others, reporting where they came from', () => {
    const { loc, i32, listener, rewriter, entry, append } = fixture();
    const a = append(entry, SourceOp.create(loc, { result: i32 }));
    const b = append(entry, SourceOp.create(loc, { result: i32 }));
    const c = append(entry, UseOp.create(loc, { inputs: [] }));
    rewriter.moveOpBefore(c, a);
    expect(entry.operations).toEqual([c, a, b]);
    rewriter.moveOpAfter(c, b);
    expect(entry.operations).toEqual([a, b, c]);
    rewriter.moveOpAfter(b, a);
    expect(entry.operations).toEqual([a, b, c]);
    rewriter.moveOpBefore(a, entry, null);
    expect(entry.operations).toEqual([b, c, a]);
    expect(listener.events).toEqual([
      'move test.use',
      'move test.use',
      'move test.source',
      'move test.source',
    ]);
  });

  it('splits a block, moving the tail op by op', () => {
    const { loc, i32, listener, rewriter, f, entry, append } = fixture();
    const a = append(entry, SourceOp.create(loc, { result: i32 }));
    const b = append(entry, SourceOp.create(loc, { result: i32 }));
    const c = append(entry, ReturnOp.create(loc, { inputs: [] }));
    const tail = rewriter.splitBlock(entry, b);
    expect(f.body.blocks).toEqual([entry, tail]);
    expect(entry.operations).toEqual([a]);
    expect(tail.operations).toEqual([b, c]);
    expect(listener.events).toEqual(['insert block', 'move test.return', 'move test.source']);
    const empty = rewriter.splitBlock(tail, null);
    expect(empty.empty()).toBe(true);
    expect(f.body.blocks).toEqual([entry, tail, empty]);
  });

  it('inlines a block before an op, replacing its arguments, and merges blocks', () => {
    const { loc, i32, listener, rewriter, f, entry, append } = fixture();
    const a = append(entry, SourceOp.create(loc, { result: i32 }));
    const last = append(entry, ReturnOp.create(loc, { inputs: [] }));
    const source = new Block();
    const arg = source.addArgument(i32, loc);
    f.body.push(source);
    const use = append(source, UseOp.create(loc, { inputs: [arg] }));
    rewriter.setInsertionPointToEnd(source);
    rewriter.inlineBlockBefore(source, entry, last, [a.result]);
    expect(entry.operations).toEqual([a, use, last]);
    expect(use.getOperand(0)).toBe(a.result);
    expect(f.body.blocks).toEqual([entry]);
    expect(rewriter.getInsertionBlock()).toBe(entry);
    expect(listener.events).toEqual(['modify test.use', 'move test.use', 'erase block']);
    const extra = new Block();
    f.body.push(extra);
    const moved = append(extra, UseOp.create(loc, { inputs: [] }));
    rewriter.mergeBlocks(extra, entry);
    expect(entry.lastOp).toBe(moved);
    expect(() => rewriter.mergeBlocks(new Block(), entry, [a.result])).toThrow(RangeError);
  });

  it('moves the blocks of a region into another', () => {
    const { loc, listener, rewriter, f, entry, append } = fixture();
    const wrap = append(entry, WrapOp.create(loc, { body: new Region() }));
    const b1 = new Block();
    const b2 = new Block();
    wrap.body.push(b1);
    wrap.body.push(b2);
    rewriter.inlineRegionBefore(wrap.body, f.body, entry);
    expect(f.body.blocks).toEqual([b1, b2, entry]);
    expect(wrap.body.empty()).toBe(true);
    expect(listener.events).toEqual(['move block', 'move block']);
  });
});

describe('PatternRewriter.notifyMatchFailure', () => {
  it('sends the reason to the listener and answers false', () => {
    const { loc, listener, rewriter, entry, append } = fixture();
    const use = append(entry, UseOp.create(loc, { inputs: [] }));
    expect(rewriter.notifyMatchFailure(use, 'no luck')).toBe(false);
    expect(rewriter.notifyMatchFailure(loc, () => 'lazily built')).toBe(false);
    expect(listener.events).toEqual(['failure no luck', 'failure lazily built']);
  });
});
