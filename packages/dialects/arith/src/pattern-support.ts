/**
 * What the arith canonicalization patterns share: reading constant operands the two ways MLIR's
 * patterns match them, and creating a constant of a given type.
 */
import { type Attribute, IntegerAttr, type Location, type Type, type Value } from '@strata/ir-core';
import { getConstantOperandValue, type PatternRewriter } from '@strata/pattern-rewrite';
import { constantOf, splatValue, widthOf, wrap } from './fold.js';
import { ConstantOp } from './ops.js';

/** An integer constant operand (scalar or splat), or null (MLIR's `getIntOrSplatIntValue`). */
export function constantIntOf(value: Value): bigint | null {
  const folded = splatValue(getConstantOperandValue(value));
  return typeof folded === 'bigint' ? folded : null;
}

/**
 * A scalar integer constant operand, or null: MLIR's `ConstantLikeMatcher APIntAttr`, which
 * matches an `IntegerAttr` only, so none of the patterns using it rewrite vectors or tensors.
 */
export function scalarIntOf(value: Value): bigint | null {
  const attr = getConstantOperandValue(value);
  return attr instanceof IntegerAttr ? attr.value : null;
}

/** An `arith.constant` of `type` (scalar or splat) holding `value` wrapped to its width; null for a dynamic shape. */
export function createConstant(
  rewriter: PatternRewriter,
  location: Location,
  type: Type,
  value: bigint,
): Value | null {
  const attr: Attribute | null = constantOf(type, wrap(value, widthOf(type)));
  if (attr === null) return null;
  return rewriter.createOp(ConstantOp, location, { value: attr, result: type }).result;
}
