// Tiling of perfect scf.for nests by strip-mining (MLIR's tilePerfectlyNested). mlir-opt has no
// transform or pass exposing exactly this, so the expected IR is written out by hand here; the
// execution test (execution.test.ts) checks that tiled programs compute what the originals do.
import { tilePerfectlyNested, tilePerfectlyNestedByConstants } from '@strata/dialect-scf';
import { printOperation } from '@strata/ir-core';
import { PatternRewriter } from '@strata/pattern-rewrite';
import { expect, test } from 'vitest';
import { forOps, parse, expectUnchanged } from './harness.js';

const NEST = `func.func @f(%m: memref<?x?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %c7 = arith.constant 7 : index
  scf.for %i = %c0 to %c10 step %c1 {
    scf.for %j = %c0 to %c7 step %c1 {
      %v = memref.load %m[%i, %j] : memref<?x?xi32>
    }
  }
  return
}`;

test('a 2-d nest tiled by 4 x 3: tile loops outside, point loops inside', () => {
  const module = parse(NEST);
  const rewriter = new PatternRewriter(module.context);
  const root = forOps(module).at(-1)!;
  const tiled = tilePerfectlyNestedByConstants(rewriter, root, [4, 3]);
  expect(typeof tiled).toBe('object');
  if (typeof tiled === 'string') return;
  expect(tiled.tileLoops[0]).toBe(root);
  expect(tiled.pointLoops).toHaveLength(2);
  expect(printOperation(module)).toBe(`module {
  func.func @f(%arg0: memref<?x?xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %c7 = arith.constant 7 : index
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    %0 = arith.muli %c1, %c4 : index
    scf.for %arg1 = %c0 to %c10 step %0 {
      %1 = arith.muli %c1, %c3 : index
      scf.for %arg2 = %c0 to %c7 step %1 {
        %2 = arith.addi %arg1, %0 : index
        %3 = arith.minsi %c10, %2 : index
        scf.for %arg3 = %arg1 to %3 step %c1 {
          %4 = arith.addi %arg2, %1 : index
          %5 = arith.minsi %c7, %4 : index
          scf.for %arg4 = %arg2 to %5 step %c1 {
            %6 = memref.load %arg0[%arg3, %arg4] : memref<?x?xi32>
          }
        }
      }
    }
    return
  }
}
`);
});

test('more sizes than loops: the extra sizes are ignored; dynamic sizes are used as given', () => {
  const module = parse(`func.func @f(%m: memref<?xi32>, %t: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  scf.for %i = %c0 to %c9 step %c1 {
    %v = memref.load %m[%i] : memref<?xi32>
  }
  return
}`);
  const rewriter = new PatternRewriter(module.context);
  const func = module.getRegion(0).front!.firstOp!;
  const size = func.getRegion(0).front!.getArgument(1);
  const tiled = tilePerfectlyNested(rewriter, forOps(module)[0]!, [size, size]);
  expect(typeof tiled === 'string' ? tiled : tiled.pointLoops.length).toBe(1);
  expect(printOperation(module)).toContain(`%0 = arith.muli %c1, %arg1 : index
    scf.for %arg2 = %c0 to %c9 step %0 {
      %1 = arith.addi %arg2, %0 : index
      %2 = arith.minsi %c9, %1 : index
      scf.for %arg3 = %arg2 to %2 step %c1 {`);
});

test.each([
  [
    'iter_args',
    `%z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %c9 step %c1 iter_args(%a = %z) -> (i32) {
    scf.yield %a : i32
  }`,
    [2],
    'tiling loops with iter_args is not supported',
  ],
  [
    'an unsigned loop',
    `scf.for unsigned %i = %c0 to %c9 step %c1 {
  }`,
    [2],
    'tiling unsigned loops is not supported',
  ],
  [
    'a size too big for the type',
    `%lb = arith.constant 0 : i8
  %ub = arith.constant 9 : i8
  %s = arith.constant 1 : i8
  scf.for %i = %lb to %ub step %s : i8 {
  }`,
    [200],
    "tile size 200 does not fit the loop's type i8",
  ],
  [
    'a zero size',
    `scf.for %i = %c0 to %c9 step %c1 {
  }`,
    [0],
    'tile sizes must be positive integers',
  ],
])('%s is refused with a reason, IR unchanged', (_name, loop, sizes, reason) => {
  const module = parse(`func.func @f() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  ${loop}
  return
}`);
  expectUnchanged(module, (rewriter) =>
    expect(tilePerfectlyNestedByConstants(rewriter, forOps(module)[0]!, sizes)).toBe(reason),
  );
});
