import {
  type Attribute,
  Commutative,
  ConstantLike,
  type Dialect,
  foldOp,
  getConstantValue,
  Idempotent,
  Involution,
  type Location,
  type OpBuilder,
  type Operation,
  type OpFoldResult,
  type Type,
  type Value,
} from '@strata/ir-core';

/**
 * The outcome of folding an op: null when nothing folded, 'in-place' when the op changed itself,
 * or one replacement (a constant attribute or an existing value) per result.
 */
export type FoldOutcome = null | 'in-place' | OpFoldResult[];

/** The constant `value` holds (its definer is `ConstantLike`), or null (MLIR's `m_Constant`). */
export function getConstantOperandValue(value: Value): Attribute | null {
  const def = value.getDefiningOp();
  return def === null ? null : getConstantValue(def);
}

/** Whether `op` is a constant (ConstantLike with a folder giving its value). */
export function isConstantLike(op: Operation): boolean {
  return op.hasTrait(ConstantLike.key);
}

/**
 * Folds `op` as MLIR's `Operation::fold` does: the op's own folder, given the constant values of
 * its operands; when that fails or folds in place, the folders of its traits (commutative ops move
 * constant operands last; involutions and idempotent ops fold with an identical operand op).
 */
export function foldOperation(op: Operation): FoldOutcome {
  const operands = op.getOpOperands();
  const constants = new Array<Attribute | null>(operands.length);
  for (let i = 0; i < operands.length; i++)
    constants[i] = getConstantOperandValue(operands[i]!.get());
  const folded = foldOp(op, constants);
  const own = normalize(op, folded);
  if (own !== null && own !== 'in-place') return own;
  const byTraits = foldTraits(op, constants);
  if (byTraits !== null) return byTraits;
  return own;
}

/** Turns a folder's answer into a {@link FoldOutcome}. */
function normalize(op: Operation, folded: ReturnType<typeof foldOp>): FoldOutcome {
  if (folded === null) return null;
  if (Array.isArray(folded)) {
    if (folded.length === 0) return 'in-place';
    if (folded.length !== op.numResults) {
      throw new Error(
        `folder of '${op.name.identifier}' returned ${folded.length} results for ${op.numResults}`,
      );
    }
    return [...(folded as readonly OpFoldResult[])];
  }
  const single = folded as OpFoldResult;
  if (op.numResults === 1 && single === op.getResult(0)) return 'in-place';
  return [single];
}

/** MLIR's trait folders (`foldCommutative`, `foldInvolution`, `foldIdempotent`). */
function foldTraits(op: Operation, constants: readonly (Attribute | null)[]): FoldOutcome {
  if (op.hasTrait(Commutative.key) && moveConstantsLast(op, constants)) return 'in-place';
  if (op.numResults !== 1) return null;
  if (op.hasTrait(Involution.key) && op.numOperands === 1) {
    const inner = op.getOperand(0).getDefiningOp();
    if (inner !== null && inner.name === op.name && inner.numOperands === 1)
      return [inner.getOperand(0)];
  }
  if (op.hasTrait(Idempotent.key)) {
    if (op.numOperands === 1) {
      const inner = op.getOperand(0).getDefiningOp();
      if (inner !== null && inner.name === op.name) return [op.getOperand(0)];
    } else if (op.numOperands === 2 && op.getOperand(0) === op.getOperand(1)) {
      return [op.getOperand(0)];
    }
  }
  return null;
}

/** Stable-partitions the operands so that constants come last; answers whether anything moved. */
function moveConstantsLast(op: Operation, constants: readonly (Attribute | null)[]): boolean {
  if (op.numOperands < 2) return false;
  const values = op.operands;
  const nonConstant: Value[] = [];
  const constant: Value[] = [];
  let sawConstant = false;
  let moved = false;
  for (let i = 0; i < values.length; i++) {
    if (constants[i] !== null) {
      sawConstant = true;
      constant.push(values[i]!);
    } else {
      if (sawConstant) moved = true;
      nonConstant.push(values[i]!);
    }
  }
  if (!moved) return false;
  op.setOperands([...nonConstant, ...constant]);
  return true;
}

/**
 * Asks `dialect` to build a constant op for `value` at the builder's insertion point; null when the
 * op has no dialect or the dialect declines (`Dialect.materializeConstant`). Throws when the dialect
 * builds an op that is not `ConstantLike` (a bug in the dialect).
 */
export function materializeConstant(
  dialect: Dialect | undefined,
  builder: OpBuilder,
  value: Attribute,
  type: Type,
  location: Location,
): Operation | null {
  if (dialect === undefined) return null;
  const op = dialect.materializeConstant(builder, value, type, location);
  if (op === null) return null;
  if (!isConstantLike(op))
    throw new Error(
      `materializeConstant of '${dialect.namespace}' built '${op.name.identifier}', which is not ConstantLike`,
    );
  return op;
}
