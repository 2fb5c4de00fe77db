import { describe, expect, test } from 'vitest';
import { Block } from '../../src/ir/block.js';
import { OpBuilder } from '../../src/ir/builder.js';
import type { BuilderListener, RewriterListener } from '../../src/ir/listener.js';
import { ListenerList } from '../../src/ir/listener.js';
import { Operation, type OperationState } from '../../src/ir/operation.js';
import { i32, setup } from './helpers.js';

function recorder() {
  const events: string[] = [];
  const listener: BuilderListener = {
    notifyOperationInserted: (op, previous) =>
      events.push(`op ${op.name.identifier}${previous ? ' moved' : ''}`),
    notifyBlockInserted: (block) => events.push(`block ${block.numArguments}`),
  };
  return { events, listener };
}

describe('OpBuilder', () => {
  test('insertion points: start, end, before, after, after a value', () => {
    const { context, loc } = setup();
    const block = new Block();
    const b = new OpBuilder(context);
    const make = (name: string, results = 0): Operation =>
      b.create({ name, location: loc, resultTypes: Array(results).fill(i32) });
    b.setInsertionPointToEnd(block);
    const x = make('t.x', 1);
    const z = make('t.z');
    b.setInsertionPoint(z);
    const y = make('t.y');
    b.setInsertionPointToStart(block);
    const w = make('t.w');
    b.setInsertionPointAfter(z);
    const last = make('t.last');
    b.setInsertionPointAfterValue(x.results[0]!);
    const afterX = make('t.afterX');
    expect(block.operations).toEqual([w, x, afterX, y, z, last]);
    const arg = block.addArgument(i32, loc);
    b.setInsertionPointAfterValue(arg);
    expect(b.getInsertionBlock()).toBe(block);
    expect(b.getInsertionPoint()).toBe(w);
    b.clearInsertionPoint();
    const { events, listener } = recorder();
    b.listener = listener;
    const loose = make('t.loose');
    expect(loose.parentBlock).toBeNull();
    // As in MLIR, the listener hears of the creation even without an insertion block.
    expect(events).toEqual(['op t.loose']);
  });

  test('an insertion point before an op follows that op when it moves to another block', () => {
    const { context, loc } = setup();
    const [first, second] = [new Block(), new Block()];
    const b = OpBuilder.atBlockEnd(first, context);
    const make = (name: string): Operation => b.create({ name, location: loc });
    const x = make('t.x');
    const y = make('t.y');
    b.setInsertionPoint(y);
    // As after splitBlock: the anchor now lives in another block.
    y.remove();
    second.insertAt(y, null);
    const inserted = make('t.new');
    expect(second.operations).toEqual([inserted, y]);
    expect(first.operations).toEqual([x]);
    expect(b.getInsertionBlock()).toBe(second);
    y.remove();
    expect(() => make('t.lost')).toThrow(/no longer in a block/);
  });

  test('withInsertionGuard and InsertionGuard restore the point', () => {
    const { context, loc } = setup();
    const [a, c] = [new Block(), new Block()];
    const b = OpBuilder.atBlockEnd(a, context);
    const inner = b.withInsertionGuard(() => {
      b.setInsertionPointToEnd(c);
      return b.create({ name: 't.in', location: loc });
    });
    expect(inner.parentBlock).toBe(c);
    expect(b.getInsertionBlock()).toBe(a);
    expect(() =>
      b.withInsertionGuard(() => {
        b.setInsertionPointToEnd(c);
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(b.getInsertionBlock()).toBe(a);
  });

  test('the listener hears about created ops and blocks, and nested clones', () => {
    const { context, loc, op } = setup();
    const { events, listener } = recorder();
    const host = op('t.host', { regions: 1 });
    const b = new OpBuilder(context, listener);
    const block = b.createBlock(host.regions[0]!, null, [i32], [loc]);
    expect(block.arguments[0]!.type).toBe(i32);
    expect(b.getInsertionBlock()).toBe(block);
    const outer = b.create({ name: 't.outer', location: loc, regions: 1 });
    const innerBlock = outer.regions[0]!.emplaceBlock();
    innerBlock.push(op('t.nested'));
    events.length = 0;
    b.clone(outer);
    expect(events).toEqual(['op t.outer', 'block 0', 'op t.nested']);
    expect(block.operations.length).toBe(2);
  });

  test('createOp inserts what an op description builds', () => {
    const { context, loc } = setup();
    const block = new Block();
    const b = OpBuilder.atBlockBegin(block, context);
    const Constant = {
      build: (location: typeof loc, width: number) => ({
        name: 't.const',
        location,
        resultTypes: Array(width).fill(i32),
      }),
    };
    const made = b.createOp(Constant, loc, 3);
    expect(made.numResults).toBe(3);
    expect(block.front).toBe(made);
  });

  test('ListenerList forwards to every listener, skipping missing methods', () => {
    const { op, loc } = setup();
    const calls: string[] = [];
    const full: RewriterListener = {
      notifyOperationModified: () => calls.push('modified'),
      notifyOperationReplaced: (_, values) =>
        calls.push(`replaced ${(values as unknown[]).length}`),
      notifyOperationErased: () => calls.push('erased'),
      notifyBlockErased: () => calls.push('block erased'),
      notifyMatchFailure: (_, reason) => calls.push(`failure ${reason}`),
    };
    const list = new ListenerList([full, {}]);
    const o = op('t.o');
    list.notifyOperationModified(o);
    list.notifyOperationReplaced(o, []);
    list.notifyOperationErased(o);
    list.notifyBlockErased(new Block());
    list.notifyMatchFailure(loc, 'no match');
    list.notifyOperationInserted(o, null);
    expect(calls).toEqual(['modified', 'replaced 0', 'erased', 'block erased', 'failure no match']);
  });
});

describe('OpBuilder.createOp with op classes', () => {
  test('returns an instance of the registered class, typed as it', () => {
    const { context, loc } = setup();
    class ConstOp extends Operation {
      static build(location: typeof loc, count: number): OperationState {
        return { name: 't.typed', location, resultTypes: Array(count).fill(i32) };
      }
      get first() {
        return this.getResult(0);
      }
    }
    context.registerOperation('t.typed', {
      opClass: ConstOp,
      dialect: undefined as never,
      hasTrait: () => false,
      getInterface: () => null,
      inherentAttrNames: new Set(),
      verifyInvariants: () => true,
      verifyRegionInvariants: () => true,
      regionKind: () => 'ssacfg',
    });
    const block = new Block();
    const made = OpBuilder.atBlockEnd(block, context).createOp(ConstOp, loc, 2);
    expect(made).toBeInstanceOf(ConstOp);
    expect(made.first).toBe(made.results[0]);
  });
});
