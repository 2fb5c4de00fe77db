/**
 * The small arith vocabulary the loop utilities build their bound computations from, and the
 * reading of constant bounds. The utilities create arith ops where MLIR's do, folding only where
 * MLIR's `createOrFold` does, so that their output matches `mlir-opt`'s op for op.
 */
import { ArithDialect, ConstantOp } from '@strata/dialect-arith';
import { FuncDialect } from '@strata/dialect-func';
import {
  Attribute,
  IntegerAttr,
  Operation,
  type Location,
  type MLIRContext,
  type OpBuilder,
  type OperationState,
  type Type,
  type Value,
} from '@strata/ir-core';
import { foldOperation, getConstantOperandValue } from '@strata/pattern-rewrite';

/** The arith and func dialects the utilities generate ops of (MLIR declares them as dependent dialects). */
export function loadGeneratedDialects(context: MLIRContext): void {
  if (context.getOrLoadDialect('arith') === undefined)
    context.loadDialect(new ArithDialect(context));
  if (context.getOrLoadDialect('func') === undefined) context.loadDialect(new FuncDialect(context));
}

/** The width in which values of an integer or index type compute (index: 64, as MLIR). */
export function bitWidthOf(type: Type): number {
  return type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
}

/** The constant integer `value` holds, read signed (or unsigned) in its type's width; null if not constant. */
export function constantIntOf(value: Value, unsigned = false): bigint | null {
  const attr = getConstantOperandValue(value);
  if (!(attr instanceof IntegerAttr)) return null;
  const width = bitWidthOf(value.type);
  return unsigned ? BigInt.asUintN(width, attr.value) : BigInt.asIntN(width, attr.value);
}

/** `arith.constant value : type`. */
export function createIntConstant(
  builder: OpBuilder,
  location: Location,
  type: Type,
  value: bigint | number,
): Value {
  return builder.createOp(ConstantOp, location, {
    value: IntegerAttr.get(type, value),
    result: type,
  }).result;
}

/** An arith binary op class (`arith.addi`, ...): builds `lhs op rhs`, typed as its operands. */
export interface BinaryOpClass {
  build(location: Location, args: { lhs: Value; rhs: Value }): OperationState;
}

/** Creates the binary arith op `opClass` on `lhs` and `rhs` and returns its result. */
export function createBinary(
  builder: OpBuilder,
  opClass: BinaryOpClass,
  location: Location,
  lhs: Value,
  rhs: Value,
): Value {
  return builder.create(opClass.build(location, { lhs, rhs })).getResult(0);
}

/**
 * MLIR's `createOrFold` for a binary arith op: the op is built and folded; a folded constant is
 * materialized as an `arith.constant` at the insertion point (and the op dropped), a folded value
 * is returned as is, and an op that does not fold is inserted.
 */
export function createOrFoldBinary(
  ...[builder, opClass, location, lhs, rhs]: Parameters<typeof createBinary>
): Value {
  const op = Operation.create(opClass.build(location, { lhs, rhs }));
  const folded = foldOperation(op);
  if (folded === null || folded === 'in-place') return builder.insert(op).getResult(0);
  const result = folded[0]!;
  const type = op.getResult(0).type;
  op.erase();
  if (!(result instanceof Attribute)) return result;
  if (!(result instanceof IntegerAttr))
    throw new Error(`createOrFoldBinary: '${op.name.identifier}' folded to a non-integer constant`);
  return createIntConstant(builder, location, type, result.value);
}
