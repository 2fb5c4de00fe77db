/**
 * Terminators: `llvm.br`, `llvm.cond_br` (optionally weighted), `llvm.switch` and
 * `llvm.unreachable`. The branches forward operands to their successors' arguments through
 * MLIR's branch interface, which the verifier, canonicalizer and CSE read.
 */
import {
  AnyIntElementsAttr,
  AnySignlessInteger,
  AnySuccessor,
  AnyType,
  AttrConstraint,
  AttrSizedOperandSegments,
  BranchOpInterface,
  conditionalBranchSuccessor,
  defineOp,
  DenseI32ArrayAttr,
  I1,
  IntegerAttr,
  optional,
  Pure,
  successorOperandGroups,
  Terminator,
  variadic,
  variadicOfVariadic,
  verifyBranchWeights,
} from '@strata/ir-core';
import { parseSwitchOp, printSwitchOp, switchCaseValue } from './switch-syntax.js';

/**
 * The branches' `loop_annotation` (MLIR's `#llvm.loop_annotation<...>`), which Strata does not
 * model yet: the property exists, so `<{}>` is accepted, but no attribute can be stored in it and
 * any given one is rejected as mlir-opt rejects an attribute of the wrong kind. MLIR's summary of
 * the constraint is empty.
 */
const LoopAnnotation = new AttrConstraint(
  '',
  () => false,
  () => false,
);

/** `llvm.unreachable`: control never reaches this point (LLVM IR's `unreachable`). */
export class UnreachableOp extends defineOp({
  name: 'llvm.unreachable',
  traits: [Terminator],
  assemblyFormat: 'attr-dict',
}) {}

/** `llvm.br ^bb(%a : i32)`: an unconditional branch. */
export class BrOp extends defineOp({
  name: 'llvm.br',
  operands: { destOperands: variadic(AnyType) },
  properties: { loop_annotation: optional(LoopAnnotation) },
  successors: { dest: AnySuccessor },
  traits: [Pure, Terminator],
  interfaces: [
    BranchOpInterface.implement({
      getSuccessorOperands: successorOperandGroups('destOperands'),
      getSuccessorForOperands: (op) => op.getSuccessor(0),
    }),
  ],
  assemblyFormat: '$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict',
}) {}

/** `llvm.cond_br %c weights([90, 10]), ^bb1(%a : i32), ^bb2`: a two-way branch on an i1. */
export class CondBrOp extends defineOp({
  name: 'llvm.cond_br',
  operands: {
    condition: I1,
    trueDestOperands: variadic(AnyType),
    falseDestOperands: variadic(AnyType),
  },
  properties: {
    branch_weights: optional(DenseI32ArrayAttr),
    loop_annotation: optional(LoopAnnotation),
  },
  successors: { trueDest: AnySuccessor, falseDest: AnySuccessor },
  traits: [AttrSizedOperandSegments, Pure, Terminator],
  interfaces: [
    BranchOpInterface.implement({
      getSuccessorOperands: successorOperandGroups('trueDestOperands', 'falseDestOperands'),
      getSuccessorForOperands: conditionalBranchSuccessor,
    }),
  ],
  assemblyFormat:
    '$condition (`weights` `(` custom<BranchWeights>($branch_weights)^ `)`)? `,` ' +
    '$trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` ' +
    '$falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict',
}) {
  override verify(): boolean {
    return verifyBranchWeights(this, this.branch_weights);
  }
}

/**
 * `llvm.switch %v : i32, ^default [ 1: ^bb1(%a : i32), -2: ^bb2 ]`: a multi-way branch on an
 * integer. Case i forwards `op.caseOperands[i]` (sized by `case_operand_segments`).
 */
export class SwitchOp extends defineOp({
  name: 'llvm.switch',
  operands: {
    value: AnySignlessInteger,
    defaultOperands: variadic(AnyType),
    caseOperands: variadicOfVariadic(AnyType, 'case_operand_segments'),
  },
  properties: {
    case_values: optional(AnyIntElementsAttr),
    case_operand_segments: DenseI32ArrayAttr,
    branch_weights: optional(DenseI32ArrayAttr),
  },
  successors: { defaultDestination: AnySuccessor, caseDestinations: variadic(AnySuccessor) },
  traits: [AttrSizedOperandSegments, Pure, Terminator],
  interfaces: [
    BranchOpInterface.implement({
      getSuccessorOperands: successorOperandGroups('defaultOperands', 'caseOperands'),
      getSuccessorForOperands: (op, operands) => {
        const value = operands[0];
        if (!(value instanceof IntegerAttr)) return null;
        for (let i = 1; i < op.numSuccessors; i++)
          if (switchCaseValue(op, i - 1) === value.value) return op.getSuccessor(i);
        return op.getSuccessor(0);
      },
    }),
  ],
  parse: parseSwitchOp,
  print: printSwitchOp,
}) {
  override verify(): boolean {
    const values = this.case_values;
    const cases = this.numSuccessors - 1;
    if ((values?.numElements ?? 0) !== cases || (values === undefined && cases > 0)) {
      this.emitOpError('expects number of case values to match number of case destinations');
      return false;
    }
    if (values !== undefined && values.scalarType !== this.value.type) {
      this.emitError('expects case value type to match condition value type');
      return false;
    }
    return verifyBranchWeights(this, this.branch_weights);
  }
}

/** The control-flow ops, in the order the dialect registers them. */
export const controlFlowOps = [UnreachableOp, BrOp, CondBrOp, SwitchOp];
