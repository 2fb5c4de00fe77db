/**
 * The type constraints of arith's operands and results, with MLIR's summaries (they appear in
 * verifier messages: "operand #0 must be signless-fixed-width-integer-like, but got 'index'").
 * arith defines no types of its own.
 */
import {
  MemRefType,
  ShapedType,
  TensorType,
  type Type,
  TypeConstraint,
  VectorType,
} from '@strata/ir-core';

/** `X`, or a vector or tensor of `X` (MLIR's `TypeOrValueSemanticsContainer`). */
function orContainer(summary: string, predicate: (t: Type) => boolean): TypeConstraint {
  return new TypeConstraint(summary, (t) => {
    if (t instanceof VectorType || t instanceof TensorType) return predicate(t.elementType);
    return predicate(t);
  });
}

const signlessInteger = (t: Type) => t.isSignlessInteger();
const signlessIntegerOrIndex = (t: Type) => t.isSignlessInteger() || t.isIndex();
const float = (t: Type) => t.isFloat();

export const SignlessIntegerOrIndexLike = orContainer(
  'signless-integer-like',
  signlessIntegerOrIndex,
);
export const SignlessFixedWidthIntegerLike = orContainer(
  'signless-fixed-width-integer-like',
  signlessInteger,
);
export const FloatLike = orContainer('floating-point-like', float);
export const BoolLike = orContainer('bool-like', (t) => t.isSignlessInteger(1));
export const SignlessIntegerOrIndexOrFloatLike = orContainer(
  'signless-integer-like or floating-point-like',
  (t) => signlessIntegerOrIndex(t) || float(t),
);

function memrefOf(t: Type, predicate: (element: Type) => boolean): boolean {
  return t instanceof MemRefType && predicate(t.elementType);
}

/** `arith.index_cast` operands and results: integers or index, also in memrefs. */
export const IndexCastTypeConstraint = new TypeConstraint(
  'signless-integer-like or memref of signless-integer',
  (t) => SignlessIntegerOrIndexLike.isSatisfiedBy(t) || memrefOf(t, signlessIntegerOrIndex),
);

/** `arith.bitcast` operands and results: fixed-width integers or floats, also in memrefs. */
export const BitcastTypeConstraint = new TypeConstraint(
  'signless-integer-or-float-like or memref of signless-integer or float',
  (t) =>
    orContainer('', (e) => signlessInteger(e) || float(e)).isSatisfiedBy(t) ||
    memrefOf(t, (e) => signlessInteger(e) || float(e)),
);

/** The element type of a shaped type (MLIR's `getElementTypeOrSelf`). */
export function elementTypeOrSelf(type: Type): Type {
  return type instanceof ShapedType ? type.elementType : type;
}
