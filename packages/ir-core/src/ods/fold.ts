import { Attribute } from '../attributes/attribute.js';
import type { Operation } from '../ir/operation.js';
import type { Value } from '../ir/value.js';
import { ConstantLike } from './traits/structure.js';

/** A folded result: a constant attribute or an existing value (MLIR's `OpFoldResult`). */
export type OpFoldResult = Attribute | Value;

/**
 * What a folder returns: null when it did not fold; one result for single-result ops (the op's
 * own result means "folded in place"); otherwise a list with one entry per result, or an empty
 * list for "folded in place" (MLIR's `success()` with no results).
 */
export type FoldResult = OpFoldResult | readonly OpFoldResult[] | null;

/** An op class with a folder: `class AddIOp extends defineOp({...}) { fold(operands) {...} }`. */
export interface Foldable {
  /** `operands[i]` is the constant value of operand i, or null when not constant. */
  fold(operands: readonly (Attribute | null)[]): FoldResult;
}

/** Whether the op's class has a folder. */
export function hasFolder(op: Operation): op is Operation & Foldable {
  return typeof (op as Partial<Foldable>).fold === 'function';
}

/** Runs the op's folder, or answers null when it has none. */
export function foldOp(op: Operation, operands: readonly (Attribute | null)[]): FoldResult {
  return hasFolder(op) ? op.fold(operands) : null;
}

/**
 * The constant a `ConstantLike` op produces, read through its folder (MLIR's `m_Constant`), or
 * null for any other op.
 */
export function getConstantValue(op: Operation): Attribute | null {
  if (!op.hasTrait(ConstantLike.key) || !hasFolder(op)) return null;
  const folded = op.fold([]);
  return folded instanceof Attribute ? folded : null;
}
