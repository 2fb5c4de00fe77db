import { describe, expect, it } from 'vitest';
import { Block, type Operation, Region } from '@strata/ir-core';
import { ConstantPropagationSolver, LivenessSolver, removeDeadValues } from '@strata/transforms';
import { expectPrinted } from './expect-printed.js';
import { AddOp, RegionOp, setup, UseOp, YieldOp } from './helpers.js';

/** Dead-code analysis, then liveness, on `op`. */
function analyse(op: Operation): LivenessSolver {
  const deadCode = new ConstantPropagationSolver(op);
  deadCode.run();
  const liveness = new LivenessSolver(op, deadCode);
  liveness.run();
  return liveness;
}

describe('LivenessSolver', () => {
  it('marks what feeds an op with effects live, and nothing else', () => {
    const { func, add, constant, loc } = setup();
    const { func: f, entry, arg } = func();
    const c = constant(entry, 1);
    const used = add(entry, AddOp.create(loc, { lhs: arg, rhs: c.result }));
    const unused = add(entry, AddOp.create(loc, { lhs: used.result, rhs: arg }));
    add(entry, UseOp.create(loc, { inputs: [used.result] }));
    const liveness = analyse(f);
    expect(liveness.getLiveness(used.result)).toBe(true);
    expect(liveness.getLiveness(c.result)).toBe(true);
    expect(liveness.getLiveness(arg)).toBe(true);
    expect(liveness.getLiveness(unused.result)).toBe(false);
  });

  it('does not look at blocks that never execute', () => {
    const { func, add, loc } = setup();
    const { func: f, entry, arg } = func();
    add(entry, UseOp.create(loc, { inputs: [] }));
    const orphan = new Block();
    f.body.push(orphan);
    const sum = add(orphan, AddOp.create(loc, { lhs: arg, rhs: arg }));
    add(orphan, UseOp.create(loc, { inputs: [sum.result] }));
    const liveness = analyse(f);
    expect(liveness.getLiveness(sum.result)).toBeUndefined();
  });
});

describe('removeDeadValues', () => {
  it('erases dead pure ops and keeps the ones an effect needs', () => {
    const { func, add, constant, loc } = setup();
    const { func: f, entry, arg } = func();
    const c = constant(entry, 1);
    const kept = add(entry, AddOp.create(loc, { lhs: arg, rhs: c.result }));
    const dead = add(entry, AddOp.create(loc, { lhs: kept.result, rhs: kept.result }));
    add(entry, UseOp.create(loc, { inputs: [kept.result] }));
    removeDeadValues(f);
    expect(dead.parentBlock).toBeNull();
    expectPrinted(f, [
      '"t.func"() ({',
      '^bb0(%arg0: i32):',
      '  %0 = "t.constant"() <{value = 1 : i32}> : () -> i32',
      '  %1 = "t.add"(%arg0, %0) : (i32, i32) -> i32',
      '  "t.use"(%1) : (i32) -> ()',
      '}) : () -> ()',
    ]);
  });

  it('erases a dead region op nested 10^5 deep in one piece, without overflowing the stack', () => {
    const { func, add, constant, loc, i32 } = setup();
    const { func: f, entry, arg } = func();
    const depth = 100_000;
    let block = entry;
    let outermost: RegionOp | null = null;
    for (let d = 0; d < depth; d++) {
      const op = add(block, RegionOp.create(loc, { body: new Region(), result: i32 }));
      outermost ??= op;
      const inner = new Block();
      op.body.push(inner);
      block = inner;
    }
    const one = constant(block, 1);
    const sum = add(block, AddOp.create(loc, { lhs: one.result, rhs: arg }));
    add(block, YieldOp.create(loc, { inputs: [sum.result] }));
    add(entry, UseOp.create(loc, { inputs: [arg] }));
    removeDeadValues(f);
    // The region ops have no effects (their bodies are pure) and an unused result.
    expect(outermost!.parentBlock).toBeNull();
    expect(entry.operations.map((op) => op.name.identifier)).toEqual(['t.use']);
  });

  it('keeps a dead op that a kept op still uses', () => {
    const { func, add, constant, loc } = setup();
    const { func: f, entry } = func();
    const c = constant(entry, 1);
    // t.yield is a terminator (never erased) and uses the otherwise dead add.
    const sum = add(entry, AddOp.create(loc, { lhs: c.result, rhs: c.result }));
    add(entry, YieldOp.create(loc, { inputs: [sum.result] }));
    removeDeadValues(f);
    expect(sum.parentBlock).toBe(entry);
    expect(c.parentBlock).toBe(entry);
  });
});
