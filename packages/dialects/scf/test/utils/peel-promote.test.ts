// peelForLoopAndSimplifyBounds and promoteIfSingleIteration, against mlir-opt 22's
// `transform.loop.peel` / `transform.loop.promote_if_one_iteration` where MLIR's output is arith
// (constant bounds), and against hand-written expectations where MLIR builds affine ops.
import {
  peelForLoopAndSimplifyBounds,
  peelForLoopFirstIteration,
  promoteIfSingleIteration,
} from '@strata/dialect-scf';
import { printOperation } from '@strata/ir-core';
import { PatternRewriter } from '@strata/pattern-rewrite';
import { describe, expect, test } from 'vitest';
import {
  forOps,
  haveMlirOpt,
  mlirOptTransform,
  parse,
  strataApply,
  expectUnchanged,
} from './harness.js';

/** One loop over `%m` from `lb` to `ub` step `step` (constants of `type`), with a loop-carried sum. */
function loop(lb: number, ub: number, step: number, type = 'index'): string {
  const suffix = type === 'index' ? '' : ` : ${type}`;
  const index = type === 'index' ? '%i' : '%j';
  const cast = type === 'index' ? '' : `%j = arith.index_cast %i : ${type} to index\n    `;
  return `func.func @f(%m: memref<?xi32>) -> i32 {
  %lb = arith.constant ${lb} : ${type}
  %ub = arith.constant ${ub} : ${type}
  %step = arith.constant ${step} : ${type}
  %z = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%a = %z) -> (i32)${suffix} {
    ${cast}%v = memref.load %m[${index}] : memref<?xi32>
    %b = arith.addi %a, %v : i32
    scf.yield %b : i32
  }
  return %r : i32
}`;
}

const PEEL = `%f = transform.cast %loops : !transform.any_op to !transform.op<"scf.for">
    %p:2 = transform.loop.peel %f : (!transform.op<"scf.for">) -> (!transform.any_op, !transform.any_op)`;
const PEEL_FRONT = `%f = transform.cast %loops : !transform.any_op to !transform.op<"scf.for">
    %p:2 = transform.loop.peel %f {peel_front = true} : (!transform.op<"scf.for">) -> (!transform.any_op, !transform.any_op)`;
const PROMOTE = `%f = transform.cast %loops : !transform.any_op to !transform.op<"scf.for">
    transform.loop.promote_if_one_iteration %f : !transform.op<"scf.for">`;

describe.skipIf(!haveMlirOpt)('peelForLoopAndSimplifyBounds matches transform.loop.peel', () => {
  test.each([
    [0, 13, 4, 'index'],
    [1, 10, 4, 'i32'],
    [-7, 30, 5, 'i64'],
    [3, 5, 7, 'index'], // one partial iteration only
    [-100, 20, 7, 'i8'],
  ])('%d to %d step %d (%s)', (lb, ub, step, type) => {
    const payload = loop(lb, ub, step, type);
    const expected = mlirOptTransform(payload, PEEL);
    const actual = strataApply(payload, (rewriter, module) => {
      for (const forOp of forOps(module)) peelForLoopAndSimplifyBounds(rewriter, forOp);
    });
    expect(actual).toBe(expected);
  });
});

describe.skipIf(!haveMlirOpt)(
  'peelForLoopFirstIteration matches transform.loop.peel {peel_front}',
  () => {
    test.each([
      [0, 13, 4, 'index'],
      [1, 10, 4, 'i32'],
      [-7, 30, 5, 'i64'],
      [0, 2, 1, 'index'],
    ])('%d to %d step %d (%s)', (lb, ub, step, type) => {
      const payload = loop(lb, ub, step, type);
      const expected = mlirOptTransform(payload, PEEL_FRONT);
      const actual = strataApply(payload, (rewriter, module) => {
        for (const forOp of forOps(module)) peelForLoopFirstIteration(rewriter, forOp);
      });
      expect(actual).toBe(expected);
    });
  },
);

test('a loop of one iteration has no first iteration to peel', () => {
  const module = parse(loop(0, 4, 5));
  expectUnchanged(module, (rewriter) =>
    expect(peelForLoopFirstIteration(rewriter, forOps(module)[0]!)).toBeNull(),
  );
});

describe.skipIf(!haveMlirOpt)('promoteIfSingleIteration matches the transform op', () => {
  test.each([
    [0, 1, 1], // one iteration
    [0, 10, 20], // one iteration, big step
    [5, 5, 1], // zero iterations: the loop becomes its inits
    [9, 2, 1], // zero iterations
    [0, 2, 1], // two iterations: unchanged
  ])('%d to %d step %d', (lb, ub, step) => {
    const payload = loop(lb, ub, step);
    const expected = mlirOptTransform(payload, PROMOTE);
    const actual = strataApply(payload, (rewriter, module) => {
      for (const forOp of forOps(module)) promoteIfSingleIteration(rewriter, forOp);
    });
    expect(actual).toBe(expected);
  });
});

test('a dynamic range is split with arith ops (MLIR: affine.apply)', () => {
  const module = parse(`func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %n step %c4 {
    %x = arith.addi %i, %i : index
  }
  return
}`);
  const rewriter = new PatternRewriter(module.context);
  const peeled = peelForLoopAndSimplifyBounds(rewriter, forOps(module)[0]!);
  expect(peeled).not.toBeNull();
  expect(printOperation(module)).toBe(`module {
  func.func @f(%arg0: index) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %0 = arith.subi %arg0, %c0 : index
    %1 = arith.remsi %0, %c4 : index
    %2 = arith.subi %arg0, %1 : index
    scf.for %arg1 = %c0 to %2 step %c4 {
      %3 = arith.addi %arg1, %arg1 : index
    }
    scf.for %arg1 = %2 to %arg0 step %c4 {
      %3 = arith.addi %arg1, %arg1 : index
    }
    return
  }
}
`);
});

test.each([
  [0, 12, 4],
  [0, 12, 1],
  [10, 5, 3], // an empty range: MLIR 22 would peel it and run one iteration the loop did not
])('%d to %d step %d needs no peeling (null, IR unchanged)', (lb, ub, step) => {
  const module = parse(loop(lb, ub, step));
  expectUnchanged(module, (rewriter) =>
    expect(peelForLoopAndSimplifyBounds(rewriter, forOps(module)[0]!)).toBeNull(),
  );
});

test('a loop with a dynamic trip count is not promoted', () => {
  const module = parse(`func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
  }
  return
}`);
  expectUnchanged(module, (rewriter) =>
    expect(promoteIfSingleIteration(rewriter, forOps(module)[0]!)).toBe(false),
  );
});
