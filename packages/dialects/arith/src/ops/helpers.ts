/** Helpers shared by the arith folders: constant operands, zeros, element-wise folding. */
import {
  APFloat,
  type Attribute,
  FloatType,
  getConstantValue,
  type Type,
  type Value,
} from '@strata/ir-core';
import { constFold, constantOf, splatValue, unsigned, widthOf } from '../fold.js';
import { elementTypeOrSelf } from '../types.js';

export type Operands = readonly (Attribute | null)[];

/** Folds two integer constants element-wise at the result's width. */
export function foldIntegers(
  resultType: Type,
  operands: Operands,
  fn: (a: bigint, b: bigint, w: number) => bigint | null,
): Attribute | null {
  const w = widthOf(resultType);
  return constFold(operands, resultType, (a, b) => fn(a as bigint, b as bigint, w));
}

export function foldFloats(
  resultType: Type,
  operands: Operands,
  fn: (a: APFloat, b: APFloat) => APFloat,
): Attribute | null {
  return constFold(operands, resultType, (a, b) => fn(a as APFloat, b as APFloat));
}

/** The integer an operand's constant splats, or null (MLIR's `m_ConstantInt`). */
export function constantInt(attr: Attribute | null | undefined): bigint | null {
  const value = splatValue(attr);
  return typeof value === 'bigint' ? value : null;
}

export function constantFloat(attr: Attribute | null | undefined): APFloat | null {
  const value = splatValue(attr);
  return value instanceof APFloat ? value : null;
}

/** A zero of `type` (scalar or splat), as MLIR's `Builder::getZeroAttr`. */
export function zeroOf(type: Type): Attribute | null {
  const element = elementTypeOrSelf(type);
  return constantOf(type, element instanceof FloatType ? new APFloat(element.semantics, 0n) : 0n);
}

/** Whether `value` (at width `w`) has every bit set. */
export function isAllOnes(value: bigint | null, w: number): boolean {
  return value !== null && unsigned(value, w) === unsigned(-1n, w);
}

/** The op defining `value` if it is a `name` op. */
export function definedBy(value: Value, name: string) {
  const op = value.getDefiningOp();
  return op !== null && op.name.identifier === name ? op : null;
}

/** The constant a value is defined by (through a constant-like op), or null. */
export function constantOperand(value: Value): Attribute | null {
  const op = value.getDefiningOp();
  return op === null ? null : getConstantValue(op);
}

/** Whether `value` is 1 at width `w` (MLIR's `m_One`: for i1 that is `true`, stored as -1). */
export function isOneAt(value: bigint | null, w: number): boolean {
  return value !== null && unsigned(value, w) === 1n;
}
