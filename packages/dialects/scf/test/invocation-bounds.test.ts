// Region invocation bounds of scf's conditional ops, as MLIR's IfOp and IndexSwitchOp answer them:
// the lower bound is 0 for every region even when a constant selects one (MLIR never promises that
// a region runs); the upper bound is 1 for a region that may run and 0 for one ruled out.
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

const i1 = IntegerType.get(context, 1);
const index = IndexType.get(context);

/** [op, what the constant operand is, the operand, the expected [lower, upper] bound per region] */
const CASES: [string, string, IntegerAttr | null, number[][]][] = [
  [
    'scf.if',
    'unknown: each region at most once',
    null,
    [
      [0, 1],
      [0, 1],
    ],
  ],
  [
    'scf.if',
    'true: the else region is ruled out, then keeps 0',
    IntegerAttr.get(i1, 1n),
    [
      [0, 1],
      [0, 0],
    ],
  ],
  [
    'scf.if',
    'false: the then region is ruled out',
    IntegerAttr.get(i1, 0n),
    [
      [0, 0],
      [0, 1],
    ],
  ],
  [
    'scf.index_switch',
    'unknown: every region at most once',
    null,
    [
      [0, 1],
      [0, 1],
      [0, 1],
    ],
  ],
  [
    'scf.index_switch',
    'a case value: only its region may run',
    IntegerAttr.get(index, 9n),
    [
      [0, 0],
      [0, 0],
      [0, 1],
    ],
  ],
  [
    'scf.index_switch',
    'no case value: only the default (region 0)',
    IntegerAttr.get(index, 5n),
    [
      [0, 1],
      [0, 0],
      [0, 0],
    ],
  ],
];

describe('region invocation bounds', () => {
  for (const [name, what, operand, expected] of CASES)
    test(`${name}, condition ${what}`, () =>
      expect(bounds(first(name), operand)).toEqual(expected));
});
