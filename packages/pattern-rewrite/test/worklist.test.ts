import { MLIRContext, Operation, UnknownLoc } from '@strata/ir-core';
import { describe, expect, it } from 'vitest';
import { Worklist } from '../src/worklist.js';

function makeOps(count: number): Operation[] {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  const location = UnknownLoc.get(context);
  const ops: Operation[] = [];
  for (let i = 0; i < count; i++) ops.push(Operation.create({ name: `test.op${i}`, location }));
  return ops;
}

function pushAll(list: Worklist, ops: readonly Operation[]): void {
  for (const op of ops) list.push(op);
}

describe('Worklist', () => {
  it('pops last in, first out, once per op, skipping removed ops', () => {
    const [a, b, c] = makeOps(3) as [Operation, Operation, Operation];
    const list = new Worklist();
    pushAll(list, [a, b, a, c]);
    list.remove(b);
    expect(list.size).toBe(2);
    expect(list.pop()).toBe(c);
    expect(list.pop()).toBe(a);
    expect(list.isEmpty()).toBe(true);
  });

  it('keeps separate memberships when two worklists hold the same op', () => {
    const [a, b] = makeOps(2) as [Operation, Operation];
    const outer = new Worklist();
    const inner = new Worklist();
    outer.push(a);
    inner.push(a);
    inner.push(b);
    expect(outer.has(a) && inner.has(a)).toBe(true);
    expect(outer.has(b)).toBe(false);
    expect(inner.pop()).toBe(b);
    expect(inner.pop()).toBe(a);
    expect(inner.has(a)).toBe(false);
    expect(outer.has(a)).toBe(true);
    expect(outer.pop()).toBe(a);
    expect(outer.isEmpty()).toBe(true);
  });

  it('keeps an op queued once when the worklist that marked it first drops its mark', () => {
    const [a] = makeOps(1) as [Operation];
    const inner = new Worklist();
    const outer = new Worklist();
    // A nested driver's worklist holds the op when the outer one queues it, then pops it.
    inner.push(a);
    outer.push(a);
    expect(inner.pop()).toBe(a);
    outer.push(a);
    expect(outer.size).toBe(1);
    expect(outer.pop()).toBe(a);
    expect(outer.isEmpty()).toBe(true);
    expect(outer.has(a)).toBe(false);
  });

  it('reverses only live entries and forgets its members on clear', () => {
    const [a, b, c] = makeOps(3) as [Operation, Operation, Operation];
    const list = new Worklist();
    pushAll(list, [a, b, c]);
    list.remove(b);
    list.reverse();
    expect(list.pop()).toBe(a);
    list.push(b);
    list.clear();
    expect(list.has(b) || list.has(c)).toBe(false);
    expect(b.worklistOwner).toBeNull();
    const other = new Worklist();
    other.push(c);
    expect(c.worklistOwner).toBe(other);
  });
});
