import {
  type Attribute,
  type Block,
  type Location,
  type MLIRContext,
  makeSegmentSizesAttr,
  OPERAND_SEGMENT_SIZES,
  type OperationName,
  type OperationState,
  type Value,
} from '@strata/ir-core';

/** The branch op names, uniqued in `context` (looked up once per context). */
class BranchNames {
  context: MLIRContext | null = null;
  br: OperationName | null = null;
  condBr: OperationName | null = null;

  /** Itself, holding the names of `context`. */
  in(context: MLIRContext): BranchNames {
    if (this.context !== context) {
      this.context = context;
      this.br = context.getOperationName('cf.br');
      this.condBr = context.getOperationName('cf.cond_br');
    }
    return this;
  }
}

const NAMES = new BranchNames();
const NO_VALUES: readonly Value[] = Object.freeze([]);

/**
 * The state of `cf.br ^dest(operands)`, built directly. Branches are most of the ops the lowerings
 * create, and the generic ODS builder (`BranchOp.build`) spends more time reading the op's spec
 * than this takes; the state is the one it would build. `operands` is kept (not copied).
 */
export function branchState(
  location: Location,
  dest: Block,
  operands: readonly Value[] = NO_VALUES,
): OperationState {
  return { name: NAMES.in(location.context).br!, location, operands, successors: [dest] };
}

/**
 * The state of `cf.cond_br %condition, ^trueDest(trueOperands), ^falseDest`, built
 * directly as {@link branchState} is, with the operand segment sizes that `CondBranchOp.build`
 * would record.
 */
export function condBranchState(
  location: Location,
  condition: Value,
  trueDest: Block,
  falseDest: Block,
  trueOperands: readonly Value[] = NO_VALUES,
): OperationState {
  const context = location.context;
  const operands = new Array<Value>(1 + trueOperands.length);
  operands[0] = condition;
  for (let i = 0; i < trueOperands.length; i++) operands[i + 1] = trueOperands[i]!;
  const segments = makeSegmentSizesAttr(context, [1, trueOperands.length, 0]);
  return {
    name: NAMES.in(context).condBr!,
    location,
    operands,
    properties: new Map<string, Attribute>([[OPERAND_SEGMENT_SIZES, segments]]),
    successors: [trueDest, falseDest],
  };
}
