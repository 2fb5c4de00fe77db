import { expect, test } from 'vitest';
import { unrollExample } from './example/loop-example.js';

test('the README loop example unrolls a 5-trip loop by 2 into a loop and a promoted epilogue', () => {
  // The expected text is mlir-opt 22's for the same input and `transform.loop.unroll {factor = 2}`.
  expect(unrollExample()).toBe(`module {
  func.func @sum(%arg0: i32) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %0 = scf.for %arg1 = %c0 to %c4 step %c2 iter_args(%arg2 = %arg0) -> (i32) {
      %2 = arith.muli %arg2, %arg2 : i32
      %3 = arith.muli %2, %2 : i32
      scf.yield %3 : i32
    }
    %1 = arith.muli %0, %0 : i32
    return %1 : i32
  }
}
`);
});
