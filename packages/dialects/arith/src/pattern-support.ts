/**
 * What the arith canonicalization patterns share: reading constant operands the two ways MLIR's
 * patterns match them, creating a constant of a given type, and the location MLIR's declarative
 * (DRR) patterns give the ops they create.
 */
import {
  type Attribute,
  FusedLoc,
  IntegerAttr,
  type Location,
  type Operation,
  type Type,
  type Value,
} from '@strata/ir-core';
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

/**
 * The location of every op a DRR-generated pattern creates (mlir-tblgen's `odsLoc`): the fusion of
 * the root's location with those of the `matched` ops. The generated matcher lists the root, then
 * each op matched on an operand after the ops matched inside it (post-order), the constants matched
 * by `ConstantLikeMatcher` included; it fuses only as many entries of that list as the source
 * pattern has ops. So a nested op whose own operand is a matched constant is represented by that
 * constant: `addi(addi(x, c0), c1)` fuses the root with c0's `arith.constant`, not with the inner
 * addi. Each caller passes the ops that survive this cut, in order.
 */
export function drrLocation(root: Operation, ...matched: Operation[]): Location {
  const locations: Location[] = [root.location];
  for (const op of matched) locations.push(op.location);
  return FusedLoc.get(root.context, locations);
}

/** The op defining a value the pattern matched as a constant (so it has one). */
export function constantOpOf(value: Value): Operation {
  return value.getDefiningOp()!;
}
