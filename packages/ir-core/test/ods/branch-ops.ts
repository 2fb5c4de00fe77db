// Test branch ops whose successor operands come from defineOp groups (successorOperandGroups):
// a conditional branch with one group per successor, and a switch whose case group is split by
// a property. Shared by the successor-operand and verifier-precheck tests.
import { AnySuccessor, variadic } from '../../src/ods/constraint.js';
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
  operands: { flag: AnyType, defaultArgs: variadic(AnyType), caseArgs: variadic(AnyType) },
  properties: { case_segments: DenseI32ArrayAttr },
  successors: { byDefault: AnySuccessor, cases: variadic(AnySuccessor) },
  traits: [AttrSizedOperandSegments],
  interfaces: [
    BranchOpInterface.implement({
      getSuccessorOperands: successorOperandGroups('defaultArgs', {
        group: 'caseArgs',
        splitBy: 'case_segments',
      }),
    }),
  ],
}) {}
