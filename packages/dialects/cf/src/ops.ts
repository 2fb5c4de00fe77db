import {
  AnyInteger,
  AnyIntElementsAttr,
  AnySuccessor,
  AnyType,
  AttrSizedOperandSegments,
  BranchOpInterface,
  conditionalBranchSuccessor,
  defineOp,
  DenseI32ArrayAttr,
  I1,
  IntegerAttr,
  memoryEffect,
  MemoryEffectOpInterface,
  optional,
  Pure,
  StrAttr,
  successorOperandGroups,
  Terminator,
  variadic,
  variadicOfVariadic,
  verifyBranchWeights,
} from '@strata/ir-core';
import {
  assertPatterns,
  branchPatterns,
  condBranchPatterns,
  switchPatterns,
} from './canonicalize.js';
import { parseSwitchOp, printSwitchOp, switchCaseValue } from './switch-syntax.js';

/** `cf.assert %cond, "message"`: aborts with the message when the condition is false. */
export class AssertOp extends defineOp({
  name: 'cf.assert',
  operands: { arg: I1 },
  properties: { msg: StrAttr },
  // MLIR models the abort as a write to the default resource, so an assert is never dead code.
  interfaces: [MemoryEffectOpInterface.implement({ getEffects: () => [memoryEffect('write')] })],
  assemblyFormat: '$arg `,` $msg attr-dict',
  canonicalizationPatterns: (patterns) => patterns.add(...assertPatterns()),
}) {}

/** `cf.br ^bb(%a : i32)`: an unconditional branch forwarding its operands to the successor. */
export class BranchOp extends defineOp({
  name: 'cf.br',
  operands: { destOperands: variadic(AnyType) },
  successors: { dest: AnySuccessor },
  traits: [Pure, Terminator],
  interfaces: [
    BranchOpInterface.implement({
      getSuccessorOperands: successorOperandGroups('destOperands'),
      getSuccessorForOperands: (op) => op.getSuccessor(0),
    }),
  ],
  assemblyFormat: '$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict',
  canonicalizationPatterns: (patterns) => patterns.add(...branchPatterns()),
}) {}

/**
 * `cf.cond_br %c, ^t(%a : i32), ^f`: a two-way branch on an `i1`, optionally weighted
 * (`cf.cond_br %c weights([90, 10]), ...`, the `branch_weights` property).
 */
export class CondBranchOp extends defineOp({
  name: 'cf.cond_br',
  operands: {
    condition: I1,
    trueDestOperands: variadic(AnyType),
    falseDestOperands: variadic(AnyType),
  },
  properties: { branch_weights: optional(DenseI32ArrayAttr) },
  successors: { trueDest: AnySuccessor, falseDest: AnySuccessor },
  traits: [AttrSizedOperandSegments, Pure, Terminator],
  interfaces: [
    BranchOpInterface.implement({
      getSuccessorOperands: successorOperandGroups('trueDestOperands', 'falseDestOperands'),
      getSuccessorForOperands: conditionalBranchSuccessor,
    }),
  ],
  assemblyFormat:
    '$condition (`weights` `(` custom<BranchWeights>($branch_weights)^ `)`)? `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` ' +
    '$falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict',
  canonicalizationPatterns: (patterns) => patterns.add(...condBranchPatterns()),
}) {
  override verify(): boolean {
    return verifyBranchWeights(this, this.branch_weights);
  }
}

/**
 * `cf.switch %flag : i32, [default: ^bb0, 42: ^bb1(%a : i32)]`: a multi-way branch on an integer.
 * Case operands are one sub-group per case, sized by `case_operand_segments` (MLIR's
 * VariadicOfVariadic): `op.caseOperands[i]` is what case i forwards.
 */
export class SwitchOp extends defineOp({
  name: 'cf.switch',
  operands: {
    flag: AnyInteger,
    defaultOperands: variadic(AnyType),
    caseOperands: variadicOfVariadic(AnyType, 'case_operand_segments'),
  },
  properties: {
    case_values: optional(AnyIntElementsAttr),
    case_operand_segments: DenseI32ArrayAttr,
  },
  successors: { defaultDestination: AnySuccessor, caseDestinations: variadic(AnySuccessor) },
  traits: [AttrSizedOperandSegments, Pure, Terminator],
  interfaces: [
    BranchOpInterface.implement({
      getSuccessorOperands: successorOperandGroups('defaultOperands', 'caseOperands'),
      getSuccessorForOperands: (op, operands) => {
        const flag = operands[0];
        if (!(flag instanceof IntegerAttr)) return null;
        const cases = op.numSuccessors - 1;
        const width = flag.type.getIntOrFloatBitWidth();
        const wanted = BigInt.asUintN(width, flag.value);
        for (let i = 0; i < cases; i++)
          if (switchCaseValue(op, i) === wanted) return op.getSuccessor(i + 1);
        return op.getSuccessor(0);
      },
    }),
  ],
  parse: parseSwitchOp,
  print: printSwitchOp,
  canonicalizationPatterns: (patterns) => patterns.add(...switchPatterns()),
}) {
  override verify(): boolean {
    const values = this.case_values;
    const destinations = this.numSuccessors - 1;
    if (values === undefined && destinations === 0) return true;
    const flagType = this.flag.type;
    const valueType = values?.scalarType ?? null;
    if (valueType !== flagType) {
      this.emitOpError(
        `'flag' type ('${flagType.toString()}') should match case value type ('${String(valueType)}')`,
      );
      return false;
    }
    if (values!.numElements !== destinations) {
      this.emitOpError(
        `number of case values (${values!.numElements}) should match number of case destinations (${destinations})`,
      );
      return false;
    }
    return true;
  }
}
