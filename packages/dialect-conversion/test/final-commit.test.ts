import { IntegerType, type Operation } from '@strata/ir-core';
import { describe, expect, it } from 'vitest';
import { CommitJournal } from '../src/commit-journal.js';
import {
  applyPartialConversion,
  ConversionPatternRewriter,
  ConversionTarget,
} from '../src/index.js';
import { LowerBarToFoo, makeContext, parse, print } from './helpers.js';

const INPUT = `"test.region"() ({
  %0 = "test.source"() : () -> i32
  %1 = "test.source"() : () -> i32
  %2 = "bar.add"(%0, %1) : (i32, i32) -> i32
  "test.use"(%2, %0) : (i32, i32) -> ()
}) : () -> ()`;

/** The `test.region` op of the parsed input (inside the implicit module). */
function holderOf(module: Operation): Operation {
  return module.getRegion(0).front!.firstOp!;
}

/** The ops of the input's `test.region`, in order. */
function opsOf(module: Operation): Operation[] {
  const out: Operation[] = [];
  for (let op = holderOf(module).getRegion(0).front!.firstOp; op !== null; op = op.nextNode)
    out.push(op);
  return out;
}

function usersOf(op: Operation): string[] {
  const names: string[] = [];
  for (let use = op.getResult(0).firstUse; use !== null; use = use.nextUse)
    names.push(use.owner.name.identifier);
  return names.sort();
}

describe('final commit (nothing can fail after it)', () => {
  it('destroys each replaced op: no use of a live value stays with it', () => {
    const context = makeContext();
    const module = parse(context, INPUT);
    const [source0, source1] = opsOf(module);
    const target = new ConversionTarget(context).addLegalDialect('foo', 'test', 'builtin');
    target.addIllegalOp('bar.add');
    expect(applyPartialConversion(module, target, [new LowerBarToFoo()])).toBe(true);
    expect(print(module)).toContain('"foo.add"(%0, %1)');
    expect(print(module)).not.toContain('bar.add');
    // The erased bar.add used both sources: its operands must be gone from their use lists.
    expect(usersOf(source0!)).toEqual(['foo.add', 'test.use']);
    expect(usersOf(source1!)).toEqual(['foo.add']);
  });

  it('is allowed only while every value maps to one value of its own type', () => {
    const context = makeContext();
    const module = parse(context, INPUT);
    const [source0, source1] = opsOf(module);
    const rewriter = new ConversionPatternRewriter(context, null, null);
    expect(rewriter.canCommitFinally()).toBe(true);
    rewriter.replaceAllUsesWith(source0!.getResult(0), source1!.getResult(0));
    expect(rewriter.canCommitFinally()).toBe(true);
    rewriter.setInsertionPointToEnd(holderOf(module).getRegion(0).front!);
    const wide = rewriter.create({
      name: 'test.source',
      location: module.location,
      resultTypes: [IntegerType.get(context, 64)],
    });
    rewriter.replaceAllUsesWith(source1!.getResult(0), wide.getResult(0));
    expect(rewriter.canCommitFinally()).toBe(false);
  });

  it('is not allowed with a listener, which hears of each change at commit', () => {
    const context = makeContext();
    const rewriter = new ConversionPatternRewriter(context, {}, null);
    expect(rewriter.canCommitFinally()).toBe(false);
  });

  it('uses a journal that records nothing, and so cannot undo', () => {
    const context = makeContext();
    const module = parse(context, INPUT);
    const [, source1, add] = opsOf(module);
    const journal = new CommitJournal(null, false);
    journal.redirectUses(add!.getResult(0), source1!.getResult(0));
    journal.unlink(add!, false);
    expect(add!.parentBlock).toBeNull();
    expect(usersOf(source1!).filter((name) => name === 'test.use')).toEqual(['test.use']);
    expect(() => journal.undo()).toThrow(/recorded nothing/);
  });
});
