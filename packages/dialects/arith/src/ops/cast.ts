/**
 * The conversions: integer widening/narrowing, index casts, int <-> float, float widening/narrowing,
 * bit casts and the scaled float conversions. Each verifies MLIR's cast compatibility
 * ("operand type 'i32' and result type 'i16' are cast incompatible") and folds constants.
 */
import {
  APFloat,
  type Attribute,
  defineOp,
  FloatType,
  type FoldResult,
  IndexType,
  IntegerType,
  MemRefType,
  type Operation,
  type OperationState,
  optional,
  RankedTensorType,
  type Type,
} from '@strata/ir-core';
import { RoundingModeAttr } from '../attributes.js';
import { constFold, signedMax, signedMin, unsigned, wrap } from '../fold.js';
import * as F from '../float-math.js';
import {
  arithSyntax,
  castOp,
  castTraits,
  fillDefaultFlags,
  optionalFastmath,
  overflowFlags,
} from '../op-kinds.js';
import {
  BitcastTypeConstraint,
  elementTypeOrSelf,
  FloatLike,
  IndexCastTypeConstraint,
  SignlessFixedWidthIntegerLike,
} from '../types.js';
import { definedBy, type Operands } from './helpers.js';

/** The element type a cast converts: of a vector/tensor, or of a memref (index casts and bit casts). */
function castElement(type: Type): Type {
  return type instanceof MemRefType ? type.elementType : elementTypeOrSelf(type);
}

/**
 * Reports MLIR's cast incompatibility unless `compatible(from, to)` holds for the element types of
 * the first operand and the result. The message names every operand type, as MLIR's
 * CastOpInterface verifier does (the scaling casts have two operands: "operand types 'f32', 'f8E8M0FNU'").
 */
function verifyCast(op: Operation, compatible: (from: Type, to: Type) => boolean): boolean {
  const from = op.getOperand(0).type;
  const to = op.getResult(0).type;
  if (sameEncoding(from, to) && compatible(castElement(from), castElement(to))) return true;
  const operands = op.operands.map((operand) => `'${operand.type.toString()}'`);
  const noun = operands.length === 1 ? 'operand type' : 'operand types';
  op.emitOpError(
    `${noun} ${operands.join(', ')} and result type '${to.toString()}' are cast incompatible`,
  );
  return false;
}

/** A cast keeps a tensor's encoding: `tensor<4xf32, "a">` does not cast to `tensor<4xf64>`. */
function sameEncoding(from: Type, to: Type): boolean {
  const a = from instanceof RankedTensorType ? from.encoding : null;
  const b = to instanceof RankedTensorType ? to.encoding : null;
  return a === b;
}

const bitWidth = (type: Type) => (type instanceof IndexType ? 64 : type.getIntOrFloatBitWidth());
const wider = (from: Type, to: Type) => bitWidth(to) > bitWidth(from);
const narrower = (from: Type, to: Type) => bitWidth(to) < bitWidth(from);

/** Folds a one-operand cast element-wise into the result's element type. */
function foldCast(
  op: Operation,
  operands: Operands,
  fn: (value: bigint | APFloat, from: Type, to: Type) => bigint | APFloat | null,
): Attribute | null {
  const from = elementTypeOrSelf(op.getOperand(0).type);
  const to = elementTypeOrSelf(op.getResult(0).type);
  return constFold(operands, op.getResult(0).type, (value) => fn(value, from, to));
}

/**
 * `ext(ext(x)) -> ext(x)` in place: the outer cast reads the inner one's input (MLIR's folders
 * of extui/extsi/trunci chains). Returns the op's result when it changed, else null.
 */
function skipInnerCast(op: Operation, innerName: string): FoldResult {
  const inner = definedBy(op.getOperand(0), innerName);
  if (inner === null) return null;
  op.setOperand(0, inner.getOperand(0));
  return op.getResult(0);
}

export class ExtUIOp extends castOp(
  'arith.extui',
  SignlessFixedWidthIntegerLike,
  SignlessFixedWidthIntegerLike,
) {
  override verify(): boolean {
    return verifyCast(this, wider);
  }

  fold(operands: Operands): FoldResult {
    return (
      skipInnerCast(this, 'arith.extui') ??
      foldCast(this, operands, (v, from) => unsigned(v as bigint, bitWidth(from)))
    );
  }
}

export class ExtSIOp extends castOp(
  'arith.extsi',
  SignlessFixedWidthIntegerLike,
  SignlessFixedWidthIntegerLike,
) {
  override verify(): boolean {
    return verifyCast(this, wider);
  }

  fold(operands: Operands): FoldResult {
    // Signless values are stored sign-extended already.
    return skipInnerCast(this, 'arith.extsi') ?? foldCast(this, operands, (v) => v);
  }
}

const TruncIBase = defineOp({
  name: 'arith.trunci',
  operands: { in: SignlessFixedWidthIntegerLike },
  results: { out: SignlessFixedWidthIntegerLike },
  properties: { overflowFlags },
  traits: castTraits,
  ...arithSyntax({ types: 'cast', flags: 'overflow' }),
});

export class TruncIOp extends TruncIBase {
  constructor(state: OperationState) {
    super(state);
    fillDefaultFlags(this, 'overflowFlags');
  }

  override verify(): boolean {
    return verifyCast(this, narrower);
  }

  fold(operands: Operands): FoldResult {
    const inner = this.in.getDefiningOp();
    if (
      inner !== null &&
      (inner.name.identifier === 'arith.extui' || inner.name.identifier === 'arith.extsi')
    ) {
      const source = inner.getOperand(0);
      // trunci(ext(x)) -> x when the types agree.
      if (source.type === this.out.type) return source;
      // trunci(ext(x)) -> ext(x) in place when x is still narrower than the result.
      if (bitWidth(elementTypeOrSelf(source.type)) < bitWidth(elementTypeOrSelf(this.out.type)))
        return null;
      // trunci(ext(x)) -> trunci(x) in place when x is wider than the result.
      this.setOperand(0, source);
      return this.out;
    }
    return (
      skipInnerCast(this, 'arith.trunci') ??
      foldCast(this, operands, (v, _from, to) => wrap(v as bigint, bitWidth(to)))
    );
  }
}

/** One side index, the other a signless integer (also as memref elements). */
function indexCastCompatible(from: Type, to: Type): boolean {
  return (
    (from instanceof IndexType && to instanceof IntegerType) ||
    (from instanceof IntegerType && to instanceof IndexType)
  );
}

export class IndexCastOp extends castOp(
  'arith.index_cast',
  IndexCastTypeConstraint,
  IndexCastTypeConstraint,
) {
  override verify(): boolean {
    return verifyCast(this, indexCastCompatible);
  }

  fold(operands: Operands): FoldResult {
    // Sign-extend or truncate (stored values are sign-extended, so wrapping does both).
    return foldCast(this, operands, (v, _from, to) => wrap(v as bigint, bitWidth(to)));
  }
}

export class IndexCastUIOp extends castOp(
  'arith.index_castui',
  IndexCastTypeConstraint,
  IndexCastTypeConstraint,
) {
  override verify(): boolean {
    return verifyCast(this, indexCastCompatible);
  }

  fold(operands: Operands): FoldResult {
    // Zero-extend or truncate.
    return foldCast(this, operands, (v, from, to) =>
      wrap(unsigned(v as bigint, bitWidth(from)), bitWidth(to)),
    );
  }
}

const intToFloat = (from: Type, to: Type) => from instanceof IntegerType && to instanceof FloatType;
const floatToInt = (from: Type, to: Type) => from instanceof FloatType && to instanceof IntegerType;

export class SIToFPOp extends castOp('arith.sitofp', SignlessFixedWidthIntegerLike, FloatLike) {
  override verify(): boolean {
    return verifyCast(this, intToFloat);
  }

  fold(operands: Operands): FoldResult {
    return foldCast(this, operands, (v, _from, to) =>
      F.fromInteger((to as FloatType).semantics, v as bigint),
    );
  }
}

export class UIToFPOp extends castOp('arith.uitofp', SignlessFixedWidthIntegerLike, FloatLike) {
  override verify(): boolean {
    return verifyCast(this, intToFloat);
  }

  fold(operands: Operands): FoldResult {
    return foldCast(this, operands, (v, from, to) =>
      F.fromInteger((to as FloatType).semantics, unsigned(v as bigint, bitWidth(from))),
    );
  }
}

export class FPToSIOp extends castOp('arith.fptosi', FloatLike, SignlessFixedWidthIntegerLike) {
  override verify(): boolean {
    return verifyCast(this, floatToInt);
  }

  fold(operands: Operands): FoldResult {
    return foldCast(this, operands, (v, _from, to) => {
      const w = bitWidth(to);
      return F.toInteger(v as APFloat, signedMin(w), signedMax(w));
    });
  }
}

export class FPToUIOp extends castOp('arith.fptoui', FloatLike, SignlessFixedWidthIntegerLike) {
  override verify(): boolean {
    return verifyCast(this, floatToInt);
  }

  fold(operands: Operands): FoldResult {
    return foldCast(this, operands, (v, _from, to) => {
      const w = bitWidth(to);
      const value = F.toInteger(v as APFloat, 0n, (1n << BigInt(w)) - 1n);
      return value === null ? null : wrap(value, w);
    });
  }
}

const ExtFBase = defineOp({
  name: 'arith.extf',
  operands: { in: FloatLike },
  results: { out: FloatLike },
  properties: { fastmath: optionalFastmath },
  traits: castTraits,
  ...arithSyntax({ types: 'cast', flags: 'fastmath', optionalFlags: true }),
});

export class ExtFOp extends ExtFBase {
  override verify(): boolean {
    return verifyCast(
      this,
      (from, to) => from instanceof FloatType && to instanceof FloatType && wider(from, to),
    );
  }

  fold(operands: Operands): FoldResult {
    return foldCast(this, operands, (v, _from, to) =>
      F.convertFloat(v as APFloat, (to as FloatType).semantics),
    );
  }
}

const TruncFBase = defineOp({
  name: 'arith.truncf',
  operands: { in: FloatLike },
  results: { out: FloatLike },
  properties: { roundingmode: optional(RoundingModeAttr), fastmath: optionalFastmath },
  traits: castTraits,
  ...arithSyntax({
    types: 'cast',
    roundingMode: RoundingModeAttr,
    flags: 'fastmath',
    optionalFlags: true,
  }),
});

/** Whether every value of `from` is exactly a value of `to` (APFloat's `isRepresentableBy`). */
function isRepresentableBy(from: FloatType, to: FloatType): boolean {
  const a = from.semantics;
  const b = to.semantics;
  return (
    b.precision >= a.precision && b.maxExponent >= a.maxExponent && b.minExponent <= a.minExponent
  );
}

export class TruncFOp extends TruncFBase {
  override verify(): boolean {
    return verifyCast(
      this,
      (from, to) => from instanceof FloatType && to instanceof FloatType && narrower(from, to),
    );
  }

  fold(operands: Operands): FoldResult {
    // truncf(extf(a)): when the extension is exact, a wider `a` is truncated directly (in place)
    // and an `a` of the result type is the result (MLIR's folder, whatever the rounding mode).
    const ext = definedBy(this.in, 'arith.extf');
    if (ext !== null) {
      const source = ext.getOperand(0);
      const from = elementTypeOrSelf(source.type) as FloatType;
      const via = elementTypeOrSelf(ext.getResult(0).type) as FloatType;
      const to = elementTypeOrSelf(this.out.type) as FloatType;
      if (isRepresentableBy(from, via)) {
        if (bitWidth(from) > bitWidth(to)) {
          this.setOperand(0, source);
          return this.out;
        }
        if (from === to) return source;
      }
    }
    // Only round-to-nearest-even folds: the other modes are not modelled.
    const mode = this.roundingmode;
    if (mode !== undefined && mode.value !== 0n) return null;
    return foldCast(this, operands, (v, _from, to) =>
      F.convertFloat(v as APFloat, (to as FloatType).semantics),
    );
  }
}

export class BitcastOp extends castOp(
  'arith.bitcast',
  BitcastTypeConstraint,
  BitcastTypeConstraint,
) {
  override verify(): boolean {
    return verifyCast(this, (from, to) => bitWidth(from) === bitWidth(to));
  }

  fold(operands: Operands): FoldResult {
    // A cast to its own type is its input (MLIR's CastOpInterface fold); bitcast(bitcast(x)) is
    // a canonicalization pattern (`BitcastOfBitcast`), not a fold, as in MLIR.
    if (this.in.type === this.out.type) return this.in;
    return foldCast(this, operands, (v, from, to) => {
      const bits = v instanceof APFloat ? v.bits : unsigned(v, bitWidth(from));
      return to instanceof FloatType
        ? APFloat.fromBits(to.semantics, bits)
        : wrap(bits, bitWidth(to));
    });
  }
}

const ScalingExtFBase = defineOp({
  name: 'arith.scaling_extf',
  operands: { in: FloatLike, scale: FloatLike },
  results: { out: FloatLike },
  properties: { fastmath: optionalFastmath },
  traits: castTraits,
  ...arithSyntax({ types: 'scaling', flags: 'fastmath', optionalFlags: true }),
});

/** `arith.scaling_extf %x, %scale`: widens `x` and multiplies it by the scale (MX formats). */
export class ScalingExtFOp extends ScalingExtFBase {
  override verify(): boolean {
    return verifyCast(this, wider);
  }
}

const ScalingTruncFBase = defineOp({
  name: 'arith.scaling_truncf',
  operands: { in: FloatLike, scale: FloatLike },
  results: { out: FloatLike },
  properties: { roundingmode: optional(RoundingModeAttr), fastmath: optionalFastmath },
  traits: castTraits,
  ...arithSyntax({
    types: 'scaling',
    roundingMode: RoundingModeAttr,
    flags: 'fastmath',
    optionalFlags: true,
  }),
});

/** `arith.scaling_truncf %x, %scale`: divides `x` by the scale and narrows it (MX formats). */
export class ScalingTruncFOp extends ScalingTruncFBase {
  override verify(): boolean {
    return verifyCast(this, narrower);
  }
}
