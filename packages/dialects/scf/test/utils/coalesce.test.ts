// coalescePerfectlyNestedSCFForLoops against mlir-opt 22's `transform.loop.coalesce` for integer
// loops (where MLIR's output is arith), and against a hand-written expectation for index loops
// (MLIR: affine.apply / affine.delinearize_index, which Strata does not have).
import {
  coalescePerfectlyNestedSCFForLoops,
  ForOp,
  getPerfectlyNestedLoops,
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

const COALESCE = `%o = transform.structured.match ops{["scf.for"]} attributes {coalesce} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.cast %o : !transform.any_op to !transform.op<"scf.for">
    %c = transform.loop.coalesce %f : (!transform.op<"scf.for">) -> !transform.op<"scf.for">`;

/** Loops marked `{coalesce}` are the roots. */
function coalesceMarked(rewriter: PatternRewriter, module: ReturnType<typeof parse>): void {
  for (const loop of forOps(module))
    if (loop.hasAttr('coalesce')) coalescePerfectlyNestedSCFForLoops(rewriter, loop);
}

const cases: [string, string][] = [
  [
    'two i32 loops, one dynamic bound',
    `func.func @f(%m: memref<?xi32>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c10 = arith.constant 10 : i32
  scf.for %i = %c0 to %c10 step %c2 : i32 {
    scf.for %j = %c1 to %n step %c3 : i32 {
      %a = arith.addi %i, %j : i32
    }
  } {coalesce}
  return
}`,
  ],
  [
    'three i64 loops with chained iter_args and a unit-trip loop',
    `func.func @g(%x: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c5 = arith.constant 5 : i64
  %c7 = arith.constant 7 : i64
  %r = scf.for %i = %c0 to %c5 step %c1 iter_args(%a = %x) -> (i64) : i64 {
    %s = scf.for %j = %c0 to %c1 step %c1 iter_args(%b = %a) -> (i64) : i64 {
      %t = scf.for %k = %c1 to %c7 step %c1 iter_args(%c = %b) -> (i64) : i64 {
        %u = arith.addi %c, %i : i64
        %v = arith.muli %u, %k : i64
        %w = arith.addi %v, %j : i64
        scf.yield %w : i64
      }
      scf.yield %t : i64
    }
    scf.yield %s : i64
  } {coalesce}
  return %r : i64
}`,
  ],
  [
    'a triangular inner loop: only the band below it',
    `func.func @h(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.for %j = %c0 to %i step %c1 : i32 {
      scf.for %k = %c0 to %c4 step %c1 : i32 {
        %a = arith.addi %j, %k : i32
      }
    }
  } {coalesce}
  return
}`,
  ],
];

describe.skipIf(!haveMlirOpt)(
  'coalescePerfectlyNestedSCFForLoops matches transform.loop.coalesce',
  () => {
    for (const [name, payload] of cases) {
      test(name, () => {
        const expected = mlirOptTransform(payload, COALESCE);
        expect(strataApply(payload, coalesceMarked)).toBe(expected);
      });
    }
  },
);

test('index loops are coalesced with arith ops (MLIR: affine ops)', () => {
  const module = parse(`func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c6 step %c2 {
    scf.for %j = %c0 to %n step %c1 {
      %a = arith.addi %i, %j : index
    }
  }
  return
}`);
  const rewriter = new PatternRewriter(module.context);
  expect(coalescePerfectlyNestedSCFForLoops(rewriter, forOps(module).at(-1)!)).toBe(true);
  expect(printOperation(module)).toBe(`module {
  func.func @f(%arg0: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c6 = arith.constant 6 : index
    %c3 = arith.constant 3 : index
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %0 = arith.muli %c3, %arg0 : index
    scf.for %arg1 = %c0_0 to %0 step %c1_1 {
      %1 = arith.remsi %arg1, %arg0 : index
      %2 = arith.divsi %arg1, %arg0 : index
      %3 = arith.muli %2, %c2 : index
      %4 = arith.addi %3, %1 : index
    }
    return
  }
}
`);
});

test('a single loop or a zero step is not coalesced', () => {
  const module = parse(`func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c0 {
    scf.for %j = %c0 to %n step %c1 {
    }
  }
  scf.for %i = %c0 to %n step %c1 {
    %x = arith.addi %i, %i : index
  }
  return
}`);
  expectUnchanged(module, (rewriter) => {
    for (const loop of forOps(module).filter((l) => l.getParentOfType(ForOp) === null)) {
      expect(getPerfectlyNestedLoops(loop).length).toBeGreaterThan(0);
      expect(coalescePerfectlyNestedSCFForLoops(rewriter, loop)).toBe(false);
    }
  });
});
