import { describe, expect, it } from 'vitest';
import {
  AnySuccessor,
  AnyType,
  Block,
  BranchOpInterface,
  defineOp,
  type Operation,
  Pure,
  Region,
  registerOperations,
  successorOperandGroups,
  Terminator,
  variadic,
} from '@strata/ir-core';
import { ConstantPropagationSolver, runSCCP } from '@strata/transforms';
import { expectPrinted } from './expect-printed.js';
import { AddOp, ConstantOp, print, RegionOp, setup, UseOp, YieldOp } from './helpers.js';

/** `t.jump`: forwards all its operands to every successor; which one runs is not known. */
class JumpOp extends defineOp({
  name: 't.jump',
  operands: { forwarded: variadic(AnyType) },
  successors: { dests: variadic(AnySuccessor) },
  traits: [Terminator, Pure],
  interfaces: [
    BranchOpInterface.implement({
      getSuccessorOperands: (op) => ({ producedOperandCount: 0, forwardedOperands: op.operands }),
    }),
  ],
}) {}

function setupWithJump() {
  const env = setup();
  registerOperations(env.context.getLoadedDialect('t')!, [JumpOp]);
  return env;
}

/**
 * A function `entry -> header(%i) -> {header, exit}` where the back edge passes `%i + step`:
 * returns the exit block's argument and the solver after running.
 */
function loop(step: number) {
  const env = setupWithJump();
  const { func, add, constant, loc, i32 } = env;
  const { func: f, entry } = func();
  const header = new Block();
  const exit = new Block();
  f.body.push(header);
  f.body.push(exit);
  const i = header.addArgument(i32, loc);
  const x = exit.addArgument(i32, loc);
  const zero = constant(entry, 0);
  add(entry, JumpOp.create(loc, { forwarded: [zero.result], dests: [header] }));
  const stepValue = constant(header, step);
  const next = add(header, AddOp.create(loc, { lhs: i, rhs: stepValue.result }));
  add(header, JumpOp.create(loc, { forwarded: [next.result], dests: [header, exit] }));
  add(exit, UseOp.create(loc, { inputs: [x] }));
  const solver = new ConstantPropagationSolver(f);
  solver.run();
  return { solver, i, x, exit, f };
}

describe('ConstantPropagationSolver', () => {
  it('converges on a loop whose carried value stays constant', () => {
    const { solver, i, x } = loop(0);
    expect(solver.getConstant(i)?.attr?.toString()).toBe('0 : i32');
    expect(solver.getConstant(x)?.attr?.toString()).toBe('0 : i32');
  });

  it('converges to unknown on a loop whose carried value changes', () => {
    const { solver, i, x } = loop(1);
    expect(solver.getConstant(i)?.attr).toBeNull();
    expect(solver.getConstant(x)?.attr).toBeNull();
  });

  it('leaves a block nothing branches to unexecuted and its values uninitialized', () => {
    const env = setupWithJump();
    const { func, add, constant, loc } = env;
    const { func: f, entry } = func();
    const c = constant(entry, 2);
    add(entry, UseOp.create(loc, { inputs: [c.result] }));
    const orphan = new Block();
    f.body.push(orphan);
    const sum = add(orphan, AddOp.create(loc, { lhs: c.result, rhs: c.result }));
    const solver = new ConstantPropagationSolver(f);
    solver.run();
    expect(solver.isBlockLive(entry)).toBe(true);
    expect(solver.isBlockLive(orphan)).toBe(false);
    expect(solver.getConstant(sum.result)).toBeUndefined();
    runSCCP(f);
    // The unexecuted add is not folded.
    expect(sum.parentBlock).toBe(orphan);
  });

  it('treats the arguments of the top op entry block as unknown', () => {
    const { func } = setup();
    const { func: f, arg } = func();
    const solver = new ConstantPropagationSolver(f);
    solver.run();
    expect(solver.getConstant(arg)?.attr).toBeNull();
  });
});

describe('runSCCP', () => {
  it('folds through 10^5 nested regions without overflowing the stack', () => {
    const { func, add, constant, loc, i32 } = setup();
    const { func: f, entry } = func();
    const depth = 100_000;
    let block = entry;
    const regionOps: Operation[] = [];
    for (let d = 0; d < depth; d++) {
      const op = add(block, RegionOp.create(loc, { body: new Region(), result: i32 }));
      regionOps.push(op);
      const inner = new Block();
      op.body.push(inner);
      block = inner;
    }
    const one = constant(block, 1);
    const sum = add(block, AddOp.create(loc, { lhs: one.result, rhs: one.result }));
    const use = add(block, UseOp.create(loc, { inputs: [sum.result] }));
    add(block, YieldOp.create(loc, { inputs: [sum.result] }));
    runSCCP(f);
    // The sum is replaced by a constant 2 made at the start of the function and erased.
    expect(sum.parentBlock).toBeNull();
    const replacement = use.getOperand(0).getDefiningOp()!;
    expect(replacement).toBeInstanceOf(ConstantOp);
    expect(replacement.parentBlock).toBe(entry);
    expect(print(replacement)).toBe('%0 = "t.constant"() <{value = 2 : i32}> : () -> i32');
    // Region results are not simulated: the region ops stay.
    expect(regionOps[0]!.parentBlock).toBe(entry);
  });

  it('keeps ops with an unknown result and re-makes constants at the start of the block', () => {
    const { func, add, loc, constant } = setup();
    const { func: f, entry, arg } = func();
    const c = constant(entry, 3);
    const sum = add(entry, AddOp.create(loc, { lhs: arg, rhs: c.result }));
    add(entry, UseOp.create(loc, { inputs: [sum.result] }));
    runSCCP(f);
    // The original constant is replaced by the folder's own (then erased); the add stays.
    expect(c.parentBlock).toBeNull();
    expectPrinted(f, [
      '"t.func"() ({',
      '^bb0(%arg0: i32):',
      '  %0 = "t.constant"() <{value = 3 : i32}> : () -> i32',
      '  %1 = "t.add"(%arg0, %0) : (i32, i32) -> i32',
      '  "t.use"(%1) : (i32) -> ()',
      '}) : () -> ()',
    ]);
  });
});
