// Test branch ops whose successor operands come from defineOp groups (successorOperandGroups):
// a conditional branch with one group per successor, and a switch whose case group has one
// sub-group per case. Shared by the successor-operand, verifier-precheck and sub-group tests.
import { AnySuccessor, variadic, variadicOfVariadic } from '../../src/ods/constraint.js';
import { DenseI32ArrayAttr } from '../../src/ods/constraints/attrs.js';
import { AnyType } from '../../src/ods/constraints/types.js';
import { defineOp } from '../../src/ods/define-op.js';
import {
  BranchOpInterface,
  successorOperandGroups,
} from '../../src/ods/interfaces/control-flow.js';
import { AttrSizedOperandSegments } from '../../src/ods/traits/segments.js';

export class CondBrOp extends defineOp({
  name: 'test.cond_br',
  operands: { cond: AnyType, trueArgs: variadic(AnyType), falseArgs: variadic(AnyType) },
  successors: { t: AnySuccessor, f: AnySuccessor },
  traits: [AttrSizedOperandSegments],
  interfaces: [
    BranchOpInterface.implement({
      getSuccessorOperands: successorOperandGroups('trueArgs', 'falseArgs'),
    }),
  ],
}) {}

export class SwitchOp extends defineOp({
  name: 'test.switch',
  operands: {
    flag: AnyType,
    defaultArgs: variadic(AnyType),
    caseArgs: variadicOfVariadic(AnyType, 'case_segments'),
  },
  properties: { case_segments: DenseI32ArrayAttr },
  successors: { byDefault: AnySuccessor, cases: variadic(AnySuccessor) },
  traits: [AttrSizedOperandSegments],
  interfaces: [
    BranchOpInterface.implement({
      getSuccessorOperands: successorOperandGroups('defaultArgs', 'caseArgs'),
    }),
  ],
}) {}
