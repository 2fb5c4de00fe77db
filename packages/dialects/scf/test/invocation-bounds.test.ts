// Region invocation bounds of scf's conditional ops, as MLIR's IfOp and IndexSwitchOp answer them:
// the lower bound is 0 for every region even when a constant selects one (MLIR never promises that
// a region runs); the upper bound is 1 for a region that may run and 0 for one ruled out.
import { registerArithDialect } from '@strata/dialect-arith';
import { registerFuncDialect } from '@strata/dialect-func';
import {
  IndexType,
  IntegerAttr,
  IntegerType,
  MLIRContext,
  type Operation,
  parseSourceString,
  RegionBranchOpInterface,
} from '@strata/ir-core';
import { describe, expect, test } from 'vitest';
import { registerSCFDialect } from '../src/index.js';

const context = new MLIRContext();
registerFuncDialect(context.registry);
registerArithDialect(context.registry);
registerSCFDialect(context.registry);

const module = parseSourceString(
  `func.func @probe(%flag: i1, %which: index) {
     scf.if %flag {
     } else {
     }
     scf.index_switch %which
     case 4 {
       scf.yield
     }
     case 9 {
       scf.yield
     }
     default {
     }
     return
   }`,
  context,
)!;

function first(name: string): Operation {
  let found: Operation | null = null;
  module.walk((op) => {
    if (found === null && op.name.identifier === name) found = op;
  });
  return found!;
}

function bounds(op: Operation, operand: IntegerAttr | null) {
  return RegionBranchOpInterface.get(op)!
    .getRegionInvocationBounds(op, [operand])
    .map((b) => [b.lowerBound, b.upperBound]);
}

describe('scf.if', () => {
  const op = first('scf.if');
  const i1 = IntegerType.get(context, 1);
  test('an unknown condition: each region at most once', () => {
    expect(bounds(op, null)).toEqual([
      [0, 1],
      [0, 1],
    ]);
  });
  test('a true condition rules out the else region; the then region keeps lower bound 0', () => {
    expect(bounds(op, IntegerAttr.get(i1, 1n))).toEqual([
      [0, 1],
      [0, 0],
    ]);
  });
  test('a false condition rules out the then region', () => {
    expect(bounds(op, IntegerAttr.get(i1, 0n))).toEqual([
      [0, 0],
      [0, 1],
    ]);
  });
});

describe('scf.index_switch (region 0 is the default)', () => {
  const op = first('scf.index_switch');
  const index = IndexType.get(context);
  test('an unknown index: every region at most once', () => {
    expect(bounds(op, null)).toEqual([
      [0, 1],
      [0, 1],
      [0, 1],
    ]);
  });
  test('a matching case may run; the others are ruled out', () => {
    expect(bounds(op, IntegerAttr.get(index, 9n))).toEqual([
      [0, 0],
      [0, 0],
      [0, 1],
    ]);
  });
  test('an index matching no case leaves only the default', () => {
    expect(bounds(op, IntegerAttr.get(index, 5n))).toEqual([
      [0, 1],
      [0, 0],
      [0, 0],
    ]);
  });
});
