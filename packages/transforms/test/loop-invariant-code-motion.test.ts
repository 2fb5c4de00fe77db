import { describe, expect, it } from 'vitest';
import { PassManager } from '@strata/pass';
import { IRCoreAdapter } from '@strata/pass/ir-core';
import { LoopInvariantCodeMotionPass, moveLoopInvariantCode } from '@strata/transforms';
import { type FuncOp, kFunc, LoopOp, nestLoops, parseK } from './inline-dialect.js';

function setup() {
  const { context, module } = parseK(kFunc('f', '%x: i32', '"k.return"(%x) : (i32) -> ()'));
  const func = module.getRegion(0).front!.front as FuncOp;
  const entry = func.getRegion(0).front!;
  return { context, module, entry, x: entry.getArgument(0) };
}

describe('loop-invariant-code-motion', () => {
  it('hoists an invariant op out of one loop and reports the count', () => {
    const { context, entry, x } = setup();
    const add = nestLoops(context, entry, 1, x);
    const loop = entry.front as LoopOp;
    expect(moveLoopInvariantCode(loop)).toBe(1);
    expect(add.getBlock()).toBe(entry);
    expect(add.nextNode).toBe(loop);
    // Nothing is left to move.
    expect(moveLoopInvariantCode(loop)).toBe(0);
  });

  it('moves the users of a hoisted op after it', () => {
    const { context, entry, x } = setup();
    const first = nestLoops(context, entry, 1, x);
    const body = first.getBlock()!;
    // An op of the body using `first` becomes invariant once `first` has moved, and follows it.
    const loop = entry.front as LoopOp;
    const second = first.clone();
    second.setOperand(0, first.result);
    body.push(second);
    expect(moveLoopInvariantCode(loop)).toBe(2);
    expect(first.nextNode).toBe(second);
    expect(second.nextNode).toBe(loop);
  });

  it('hoists through 100000 nested loops without overflowing the stack', () => {
    const { context, module, entry, x } = setup();
    const add = nestLoops(context, entry, 100_000, x);
    const pm = new PassManager('builtin.module', {
      ir: new IRCoreAdapter(context),
      verifyEach: false,
    });
    pm.addPass(new LoopInvariantCodeMotionPass());
    expect(pm.run(module)).toBe(true);
    // Innermost loop first: the add moves out one loop at a time, up to the function body.
    expect(add.getBlock()).toBe(entry);
    expect(entry.front).toBe(add);
    expect(entry.front!.nextNode).toBeInstanceOf(LoopOp);
  });
});
