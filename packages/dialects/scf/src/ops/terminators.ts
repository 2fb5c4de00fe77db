/** `scf.yield` and `scf.condition`: the terminators that hand values back to the enclosing scf op. */
import {
  AnyType,
  defineOp,
  HasParent,
  I1,
  Pure,
  RegionBranchTerminatorOpInterface,
  ReturnLike,
  Terminator,
  variadic,
} from '@strata/ir-core';

/** `scf.yield %a, %b : i32, f32`: ends a region of an scf op, passing values to its parent or next iteration. */
export class YieldOp extends defineOp({
  name: 'scf.yield',
  // MLIR calls the group `results`, which would hide `Operation.results`.
  operands: { values: variadic(AnyType) },
  traits: [
    Pure,
    ReturnLike,
    Terminator,
    HasParent('scf.execute_region', 'scf.for', 'scf.if', 'scf.index_switch', 'scf.while'),
  ],
  interfaces: [
    RegionBranchTerminatorOpInterface.implement({ getSuccessorOperands: (op) => op.operands }),
  ],
  assemblyFormat: 'attr-dict ($values^ `:` type($values))?',
}) {}

/**
 * `scf.condition(%c) %a : i32`: ends the `before` region of `scf.while`; on true the arguments go
 * to the `after` region, on false they become the loop's results.
 */
export class ConditionOp extends defineOp({
  name: 'scf.condition',
  operands: { condition: I1, args: variadic(AnyType) },
  // The parent is checked first, as MLIR lists it first.
  traits: [HasParent('scf.while'), Pure, Terminator],
  interfaces: [
    RegionBranchTerminatorOpInterface.implement({
      getSuccessorOperands: (op) => op.operands.slice(1),
    }),
  ],
  assemblyFormat: '`(` $condition `)` attr-dict ($args^ `:` type($args))?',
}) {}
