// loopUnrollJamByFactor against mlir-opt 22's `transform.loop.unroll_and_jam` (on the loop marked
// `{jam}`), and its refusals.
import { loopUnrollJamByFactor } from '@strata/dialect-scf';
import { describe, expect, test } from 'vitest';
import {
  expectUnchanged,
  forOps,
  haveMlirOpt,
  mlirOptTransform,
  parse,
  strataApply,
} from './harness.js';

const jamScript = (factor: number): string =>
  `%o = transform.structured.match ops{["scf.for"]} attributes {jam} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.cast %o : !transform.any_op to !transform.op<"scf.for">
    transform.loop.unroll_and_jam %f { factor = ${factor} } : !transform.op<"scf.for">`;

/** An outer loop of `trips` iterations around a reduction loop, with work before and after it. */
function nest(trips: number, step = 1): string {
  return `func.func @f(%m: memref<?x?xi32>, %out: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %step = arith.constant ${step} : index
  %ub = arith.constant ${trips * step} : index
  %c5 = arith.constant 5 : index
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %ub step %step {
    %init = memref.load %out[%i] : memref<?xi32>
    %s = scf.for %j = %c0 to %c5 step %c1 iter_args(%a = %init) -> (i32) {
      %v = memref.load %m[%i, %j] : memref<?x?xi32>
      %b = arith.addi %a, %v : i32
      scf.yield %b : i32
    }
    %t = arith.muli %s, %s : i32
    memref.store %t, %out[%i] : memref<?xi32>
  } {jam}
  return
}`;
}

describe.skipIf(!haveMlirOpt)('loopUnrollJamByFactor matches transform.loop.unroll_and_jam', () => {
  test.each([
    [4, 1, 2],
    [6, 1, 3],
    [4, 2, 2], // step 2: the scaled step folds to a constant
    [3, 1, 4], // factor above the trip count: lowered to 3, then the loop runs once
    [1, 1, 2], // one trip: factor 1, the loop is rebuilt and promoted
  ])('%d trips, step %d, factor %d', (trips, step, factor) => {
    const payload = nest(trips, step);
    const expected = mlirOptTransform(payload, jamScript(factor));
    const actual = strataApply(payload, (rewriter, module) => {
      for (const loop of forOps(module))
        if (loop.hasAttr('jam')) expect(loopUnrollJamByFactor(rewriter, loop, factor)).toBeNull();
    });
    expect(actual).toBe(expected);
  });
});

test.each([
  [nest(5), 2, 'trip count is not a multiple of the unroll-and-jam factor'],
  [
    nest(4).replace('%c0 to %c5 step %c1 iter_args', '%c0 to %i step %c1 iter_args'),
    2,
    'inner bounds are not invariant',
  ],
])('refusal %# leaves the IR alone', (payload, factor, reason) => {
  const module = parse(payload);
  const outer = forOps(module).find((loop) => loop.hasAttr('jam'))!;
  expectUnchanged(module, (rewriter) =>
    expect(loopUnrollJamByFactor(rewriter, outer, factor)).toBe(reason),
  );
});

test('a dynamic trip count is refused', () => {
  const module = parse(`func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = arith.addi %i, %i : index
  }
  return
}`);
  expectUnchanged(module, (rewriter) =>
    expect(loopUnrollJamByFactor(rewriter, forOps(module)[0]!, 2)).toBe(
      'trip count could not be determined',
    ),
  );
});
