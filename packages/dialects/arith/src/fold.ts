/**
 * Constant folding for arith: scalar, splat and dense operands (MLIR's `constFoldBinaryOp` family),
 * with integer semantics on BigInt at the operand's width and float semantics from float-math.ts.
 */
import {
  APFloat,
  type Attribute,
  DenseIntOrFPElementsAttr,
  FloatAttr,
  FloatType,
  IntegerAttr,
  ShapedType,
  type Type,
} from '@strata/ir-core';
import { elementTypeOrSelf } from './types.js';

/** One element: a signless integer (signed-normalized BigInt) or a float. */
export type Scalar = bigint | APFloat;

/** Bits of an integer or index element type (index folds as 64 bits, as MLIR's IndexType storage). */
export function widthOf(type: Type): number {
  const element = elementTypeOrSelf(type);
  return element.isIndex() ? 64 : element.getIntOrFloatBitWidth();
}

/** Elements of a constant operand, or null when it is no foldable constant. */
interface ConstantElements {
  readonly count: number;
  readonly splat: boolean;
  at(index: number): Scalar;
}

function elementsOf(attr: Attribute | null): ConstantElements | null {
  if (attr instanceof IntegerAttr) return { count: 1, splat: true, at: () => attr.value };
  if (attr instanceof FloatAttr) return { count: 1, splat: true, at: () => attr.value };
  if (attr instanceof DenseIntOrFPElementsAttr && attr.stride === 1) {
    const scalar = attr.scalarType;
    const semantics = scalar instanceof FloatType ? scalar.semantics : null;
    return {
      count: attr.numElements,
      splat: attr.isSplat,
      at: (i) =>
        semantics === null ? attr.getScalar(i) : new APFloat(semantics, attr.getScalar(i)),
    };
  }
  return null;
}

/** A constant of `type` holding `value` (a scalar attribute, or a splat of it); null for a dynamic shape. */
export function constantOf(type: Type, value: Scalar): Attribute | null {
  if (type instanceof ShapedType)
    return type.hasStaticShape ? DenseIntOrFPElementsAttr.get(type, [value]) : null;
  if (type instanceof FloatType) return FloatAttr.get(type, value as APFloat);
  return IntegerAttr.get(type, value as bigint);
}

/**
 * Applies `fn` element by element to constant operands and builds a constant of `resultType`;
 * null when an operand is not constant, the kinds disagree (scalar with elements) or `fn` declines
 * an element (division by zero, overflow). Splats fold once.
 */
export function constFold(
  operands: readonly (Attribute | null)[],
  resultType: Type,
  fn: (...values: Scalar[]) => Scalar | null,
): Attribute | null {
  const inputs: ConstantElements[] = [];
  for (const operand of operands) {
    const elements = elementsOf(operand);
    if (elements === null) return null;
    inputs.push(elements);
  }
  const shaped = resultType instanceof ShapedType;
  // Scalars fold to a scalar, elements to elements; a mix is no constant fold.
  if (operands.some((operand) => operand instanceof DenseIntOrFPElementsAttr !== shaped))
    return null;
  if (!shaped) {
    const value = fn(...inputs.map((input) => input.at(0)));
    return value === null ? null : constantOf(resultType, value);
  }
  if (!resultType.hasStaticShape) return null;
  if (inputs.every((input) => input.splat)) {
    const value = fn(...inputs.map((input) => input.at(0)));
    return value === null ? null : DenseIntOrFPElementsAttr.get(resultType, [value]);
  }
  const count = resultType.numElements;
  const values: Scalar[] = [];
  const args = new Array<Scalar>(inputs.length);
  for (let i = 0; i < count; i++) {
    for (let k = 0; k < inputs.length; k++) args[k] = inputs[k]!.at(i);
    const value = fn(...args);
    if (value === null) return null;
    values.push(value);
  }
  return DenseIntOrFPElementsAttr.get(resultType, values);
}

/** The single value of a scalar constant or a splat, or null (MLIR's `m_ConstantInt`/`m_ConstantFloat` on splats). */
export function splatValue(attr: Attribute | null | undefined): Scalar | null {
  const elements = attr === undefined ? null : elementsOf(attr);
  return elements !== null && elements.splat ? elements.at(0) : null;
}

/** Integer helpers at width `w`: wrap to signed (signless storage), read as unsigned. */
export function wrap(value: bigint, w: number): bigint {
  return BigInt.asIntN(w, value);
}

export function unsigned(value: bigint, w: number): bigint {
  return BigInt.asUintN(w, value);
}

export function signedMin(w: number): bigint {
  return -(1n << BigInt(w - 1));
}

export function signedMax(w: number): bigint {
  return (1n << BigInt(w - 1)) - 1n;
}

/** Whether the exact value `v` fits signed `w` bits. */
export function fitsSigned(v: bigint, w: number): boolean {
  return v >= signedMin(w) && v <= signedMax(w);
}

/** a / b rounded toward zero (BigInt's division), or null on division by zero or overflow. */
export function divSigned(a: bigint, b: bigint, w: number): bigint | null {
  if (b === 0n) return null;
  const q = a / b;
  return fitsSigned(q, w) ? q : null;
}

/** MLIR's `ceildivsi` folder: each intermediate negation and division must not overflow. */
export function ceilDivSigned(a: bigint, b: bigint, w: number): bigint | null {
  if (b === 0n) return null;
  if (a === 0n) return 0n;
  const neg = (v: bigint) => (fitsSigned(-v, w) ? -v : null);
  const ceilNonNeg = (x: bigint, y: bigint) => (x - 1n) / y + 1n;
  if (a > 0n && b > 0n) return ceilNonNeg(a, b);
  if (a < 0n && b < 0n) {
    const posA = neg(a);
    const posB = neg(b);
    return posA === null || posB === null ? null : ceilNonNeg(posA, posB);
  }
  if (a < 0n) {
    const posA = neg(a);
    return posA === null ? null : neg(posA / b);
  }
  const posB = neg(b);
  return posB === null ? null : neg(a / posB);
}

/** Floor division (APInt's `sfloordiv_ov`): null on division by zero or MIN / -1. */
export function floorDivSigned(a: bigint, b: bigint, w: number): bigint | null {
  if (b === 0n) return null;
  let q = a / b;
  if (a % b !== 0n && a < 0n !== b < 0n) q -= 1n;
  return fitsSigned(q, w) ? q : null;
}

export function ceilDivUnsigned(a: bigint, b: bigint, w: number): bigint | null {
  const ua = unsigned(a, w);
  const ub = unsigned(b, w);
  if (ub === 0n) return null;
  const q = ua / ub + (ua % ub === 0n ? 0n : 1n);
  return q >> BigInt(w) === 0n ? wrap(q, w) : null;
}
