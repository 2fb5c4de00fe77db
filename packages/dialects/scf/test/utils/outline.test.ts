// outlineLoop / outlineSingleBlockRegion / wrapInExecuteRegion against mlir-opt 22's
// `transform.loop.outline` on the same inputs.
import { outlineLoop, outlineSingleBlockRegion } from '@strata/dialect-scf';
import type { Operation, SymbolTable } from '@strata/ir-core';
import { describe, expect, test } from 'vitest';
import {
  forOps,
  haveMlirOpt,
  makeContext,
  mlirOptTransform,
  parse,
  strataApply,
  expectUnchanged,
} from './harness.js';

const OUTLINE = `%f = transform.cast %loops : !transform.any_op to !transform.op<"scf.for">
    %fn, %call = transform.loop.outline %f {func_name = "body"} : (!transform.op<"scf.for">) -> (!transform.any_op, !transform.any_op)`;

const cases: [string, string][] = [
  [
    'nested loops, constants copied in',
    `func.func @f(%m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %v = memref.load %m[%i] : memref<?xi32>
      memref.store %v, %m[%j] : memref<?xi32>
    }
  }
  return
}`,
  ],
  [
    'a loop with results, dynamic bounds and a name already taken',
    `func.func private @body()
func.func @g(%m: memref<?xi32>, %n: index, %s: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 7 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %s) -> (i32) {
    %v = memref.load %m[%i] : memref<?xi32>
    %b = arith.addi %a, %v : i32
    %c = arith.muli %b, %k : i32
    scf.yield %c : i32
  }
  return %r : i32
}`,
  ],
];

describe.skipIf(!haveMlirOpt)('outlineLoop matches transform.loop.outline', () => {
  for (const [name, payload] of cases) {
    test(name, () => {
      const expected = mlirOptTransform(payload, OUTLINE);
      const actual = strataApply(payload, (rewriter, module) => {
        const tables = new Map<Operation, SymbolTable>();
        for (const loop of forOps(module))
          expect(outlineLoop(rewriter, loop, 'body', tables)).not.toBeNull();
      });
      expect(actual).toBe(expected);
    });
  }
});

test('a region outside any function is not outlined', () => {
  const context = makeContext();
  context.allowUnregisteredDialects = true;
  const module = parse(
    `module {
  "test.holder"() ({
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %i = %c0 to %c1 step %c1 {
    }
    "test.end"() : () -> ()
  }) : () -> ()
}`,
    context,
  );
  const loop = forOps(module)[0]!;
  expectUnchanged(module, (rewriter) => {
    expect(outlineSingleBlockRegion(rewriter, loop.location, loop.region, 'x')).toBeNull();
    expect(outlineLoop(rewriter, loop, 'x')).toBeNull();
  });
});
