/**
 * MLIR 22's arith ops. Each class adds to its shape (op-kinds.ts) its folder — constants computed
 * as APInt/APFloat would (fold.ts, float-math.ts) and MLIR's identities (`addi(x, 0) -> x`) — its
 * verifier with MLIR's messages, and its canonicalization patterns (canonicalize.ts).
 */
import {
  AnyType,
  AllTypesMatch,
  APFloat,
  type Attribute,
  Commutative,
  ConstantLike,
  defineOp,
  DenseElementsAttr,
  DenseResourceElementsAttr,
  ElementwiseMappable,
  FloatAttr,
  type FoldResult,
  Idempotent,
  IndexType,
  IntegerAttr,
  IntegerType,
  OpAsmOpInterface,
  type OperationState,
  Pure,
  SameOperandsAndResultType,
  SparseElementsAttr,
  type Type,
  TypedAttr,
  type Value,
  VectorType,
} from '@strata/ir-core';
import {
  constFold,
  ceilDivSigned,
  ceilDivUnsigned,
  divSigned,
  floorDivSigned,
  signedMax,
  signedMin,
  unsigned,
  widthOf,
  wrap,
} from '../fold.js';
import * as F from '../float-math.js';
import {
  arithSyntax,
  exactBinaryOp,
  fastmath,
  fillDefaultFlags,
  floatBinaryOp,
  integerBinaryOp,
  overflowBinaryOp,
} from '../op-kinds.js';
import { BoolLike, FloatLike, SignlessIntegerOrIndexLike } from '../types.js';
import {
  constantFloat,
  constantInt,
  constantOperand,
  definedBy,
  foldFloats,
  foldIntegers,
  isAllOnes,
  isOneAt,
  type Operands,
  zeroOf,
} from './helpers.js';

// ---------------------------------------------------------------------------------------------
// Constant

/**
 * The name a constant of `value` proposes for its result (`true`, `c42_i32`, `c0`, `cst`),
 * remembered per uniqued attribute: a module names thousands of constants of a few values.
 */
function constantNameOf(value: Attribute | undefined): string {
  if (!(value instanceof IntegerAttr)) return 'cst';
  let name = constantNames.get(value);
  if (name === undefined) {
    const type = value.type;
    if (!(type instanceof IntegerType || type instanceof IndexType)) name = 'cst';
    else if (type.isSignlessInteger(1)) name = value.value === 0n ? 'false' : 'true';
    else
      name = type instanceof IndexType ? `c${value.value}` : `c${value.value}_${type.toString()}`;
    constantNames.set(value, name);
  }
  return name;
}

const constantNames = new WeakMap<IntegerAttr, string>();

/**
 * `arith.constant 42 : i32`: an integer, float or dense elements constant. Printed names follow
 * MLIR: `%true`/`%false`, `%c42_i32`, `%c0` for index, `%cst` otherwise.
 */
export class ConstantOp extends defineOp({
  name: 'arith.constant',
  properties: { value: TypedAttr },
  results: { result: AnyType },
  traits: [ConstantLike, Pure, AllTypesMatch('value', 'result')],
  interfaces: [
    OpAsmOpInterface.implement({
      getAsmResultNames: (op, setName) =>
        setName(op.getResult(0), constantNameOf(op.getInherentAttr('value'))),
    }),
  ],
  assemblyFormat: 'attr-dict $value',
}) {
  override verify(): boolean {
    const type = this.result.type;
    if (type instanceof IntegerType && !type.isSignless) {
      this.emitOpError('integer return type must be signless');
      return false;
    }
    const value = this.value;
    // Any elements attribute, as MLIR's ElementsAttr interface: dense, sparse or a resource.
    if (!(
      value instanceof IntegerAttr ||
      value instanceof FloatAttr ||
      value instanceof DenseElementsAttr ||
      value instanceof SparseElementsAttr ||
      value instanceof DenseResourceElementsAttr
    )) {
      this.emitOpError('value must be an integer, float, or elements attribute');
      return false;
    }
    // MLIR's lowerings handle only splats of scalable vectors (the message's typo is MLIR's).
    if (
      type instanceof VectorType &&
      type.isScalable &&
      !(value instanceof DenseElementsAttr && value.isSplat)
    ) {
      this.emitOpError(
        "intializing scalable vectors with elements attribute is not supported unless it's a vector splat",
      );
      return false;
    }
    return true;
  }

  fold(_operands: Operands): FoldResult {
    return this.value;
  }
}

// ---------------------------------------------------------------------------------------------
// Integer arithmetic

export class AddIOp extends overflowBinaryOp('arith.addi', SignlessIntegerOrIndexLike, [
  Commutative,
]) {
  fold(operands: Operands): FoldResult {
    // addi(x, 0) -> x
    if (constantInt(operands[1]) === 0n) return this.lhs;
    // addi(subi(a, b), b) -> a, addi(b, subi(a, b)) -> a
    for (const [sum, other] of [
      [this.lhs, this.rhs],
      [this.rhs, this.lhs],
    ] as const) {
      const sub = definedBy(sum, 'arith.subi');
      if (sub !== null && sub.getOperand(1) === other) return sub.getOperand(0);
    }
    return foldIntegers(this.result.type, operands, (a, b, w) => wrap(a + b, w));
  }
}

export class SubIOp extends overflowBinaryOp('arith.subi', SignlessIntegerOrIndexLike, []) {
  fold(operands: Operands): FoldResult {
    // subi(x, x) -> 0
    if (this.lhs === this.rhs) return zeroOf(this.result.type);
    // subi(x, 0) -> x
    if (constantInt(operands[1]) === 0n) return this.lhs;
    // subi(addi(a, b), b) -> a, subi(addi(a, b), a) -> b
    const add = definedBy(this.lhs, 'arith.addi');
    if (add !== null) {
      if (add.getOperand(1) === this.rhs) return add.getOperand(0);
      if (add.getOperand(0) === this.rhs) return add.getOperand(1);
    }
    return foldIntegers(this.result.type, operands, (a, b, w) => wrap(a - b, w));
  }
}

export class MulIOp extends overflowBinaryOp('arith.muli', SignlessIntegerOrIndexLike, [
  Commutative,
]) {
  fold(operands: Operands): FoldResult {
    const rhs = constantInt(operands[1]);
    // muli(x, 0) -> 0, muli(x, 1) -> x
    if (rhs === 0n) return this.rhs;
    if (isOneAt(rhs, widthOf(this.result.type))) return this.lhs;
    return foldIntegers(this.result.type, operands, (a, b, w) => wrap(a * b, w));
  }
}

/** A division-like folder: `x op 1 -> x`, then the constant fold (which may decline). */
function foldDivision(
  lhs: Value,
  type: Type,
  operands: Operands,
  fn: (a: bigint, b: bigint, w: number) => bigint | null,
): FoldResult {
  if (isOneAt(constantInt(operands[1]), widthOf(type))) return lhs;
  return foldIntegers(type, operands, fn);
}

export class DivSIOp extends exactBinaryOp(
  'arith.divsi',
  SignlessIntegerOrIndexLike,
  'signed-nonzero-not-minus-one',
) {
  fold(operands: Operands): FoldResult {
    return foldDivision(this.lhs, this.result.type, operands, divSigned);
  }
}

export class DivUIOp extends exactBinaryOp(
  'arith.divui',
  SignlessIntegerOrIndexLike,
  'unsigned-nonzero',
) {
  fold(operands: Operands): FoldResult {
    return foldDivision(this.lhs, this.result.type, operands, (a, b, w) =>
      unsigned(b, w) === 0n ? null : wrap(unsigned(a, w) / unsigned(b, w), w),
    );
  }
}

export class CeilDivSIOp extends integerBinaryOp(
  'arith.ceildivsi',
  SignlessIntegerOrIndexLike,
  [],
  'signed-nonzero-not-minus-one',
) {
  fold(operands: Operands): FoldResult {
    return foldDivision(this.lhs, this.result.type, operands, ceilDivSigned);
  }
}

export class CeilDivUIOp extends integerBinaryOp(
  'arith.ceildivui',
  SignlessIntegerOrIndexLike,
  [],
  'unsigned-nonzero',
) {
  fold(operands: Operands): FoldResult {
    return foldDivision(this.lhs, this.result.type, operands, ceilDivUnsigned);
  }
}

export class FloorDivSIOp extends integerBinaryOp(
  'arith.floordivsi',
  SignlessIntegerOrIndexLike,
  [],
) {
  fold(operands: Operands): FoldResult {
    if (isOneAt(constantInt(operands[1]), widthOf(this.result.type))) return this.lhs;
    // As MLIR's folder, whose failure flag each element overwrites (APInt's `sfloordiv_ov`
    // assigns it): only the last element computed decides; a zero divisor yields the dividend.
    let failed = false;
    const result = foldIntegers(this.result.type, operands, (a, b, w) => {
      const quotient = floorDivSigned(a, b, w);
      failed = quotient === null;
      return quotient ?? (b === 0n ? a : wrap(a / b, w));
    });
    return failed ? null : result;
  }
}

/** `rem(x, 1) -> 0`, then the constant fold (declining division by zero). */
function foldRemainder(
  type: Type,
  operands: Operands,
  fn: (a: bigint, b: bigint, w: number) => bigint,
): FoldResult {
  if (isOneAt(constantInt(operands[1]), widthOf(type))) return zeroOf(type);
  return foldIntegers(type, operands, (a, b, w) => (b === 0n ? null : fn(a, b, w)));
}

export class RemSIOp extends integerBinaryOp('arith.remsi', SignlessIntegerOrIndexLike, []) {
  fold(operands: Operands): FoldResult {
    // BigInt's % truncates toward zero and keeps the dividend's sign, as APInt's srem.
    return foldRemainder(this.result.type, operands, (a, b) => a % b);
  }
}

export class RemUIOp extends integerBinaryOp('arith.remui', SignlessIntegerOrIndexLike, []) {
  fold(operands: Operands): FoldResult {
    return foldRemainder(this.result.type, operands, (a, b, w) =>
      wrap(unsigned(a, w) % unsigned(b, w), w),
    );
  }
}

export class AndIOp extends integerBinaryOp('arith.andi', SignlessIntegerOrIndexLike, [
  Commutative,
  Idempotent,
]) {
  fold(operands: Operands): FoldResult {
    const w = widthOf(this.result.type);
    const rhs = constantInt(operands[1]);
    // andi(x, 0) -> 0, andi(x, -1) -> x; andi(x, x) -> x is the Idempotent trait's fold, which
    // runs only when this one fails: two equal constants fold to a new constant, as in MLIR.
    if (rhs === 0n) return this.rhs;
    if (isAllOnes(rhs, w)) return this.lhs;
    // andi(x, xori(x, -1)) -> 0 and the mirrored form
    for (const [x, other] of [
      [this.lhs, this.rhs],
      [this.rhs, this.lhs],
    ] as const) {
      const not = definedBy(other, 'arith.xori');
      if (
        not !== null &&
        not.getOperand(0) === x &&
        isAllOnes(constantInt(constantOperand(not.getOperand(1))), w)
      )
        return zeroOf(this.result.type);
    }
    // andi(andi(x, y), x) -> andi(x, y) and its commuted forms: the repeated operand adds nothing
    for (const [inner, x] of [
      [this.lhs, this.rhs],
      [this.rhs, this.lhs],
    ] as const) {
      const and = definedBy(inner, 'arith.andi');
      if (and !== null && (and.getOperand(0) === x || and.getOperand(1) === x)) return inner;
    }
    return foldIntegers(this.result.type, operands, (a, b) => a & b);
  }
}

export class OrIOp extends integerBinaryOp('arith.ori', SignlessIntegerOrIndexLike, [
  Commutative,
  Idempotent,
]) {
  fold(operands: Operands): FoldResult {
    const w = widthOf(this.result.type);
    const rhs = constantInt(operands[1]);
    // ori(x, 0) -> x, ori(x, -1) -> -1 (the constant, as MLIR returns it: materialized anew before
    // the op); ori(x, x) -> x is the Idempotent trait's fold (see andi)
    if (rhs === 0n) return this.lhs;
    if (isAllOnes(rhs, w)) return operands[1]!;
    return foldIntegers(this.result.type, operands, (a, b) => a | b);
  }
}

export class XOrIOp extends integerBinaryOp('arith.xori', SignlessIntegerOrIndexLike, [
  Commutative,
]) {
  fold(operands: Operands): FoldResult {
    // xori(x, 0) -> x, xori(x, x) -> 0
    if (constantInt(operands[1]) === 0n) return this.lhs;
    if (this.lhs === this.rhs) return zeroOf(this.result.type);
    // xori(xori(x, a), a) -> x and its commuted forms
    const inner = definedBy(this.lhs, 'arith.xori');
    if (inner !== null) {
      if (inner.getOperand(1) === this.rhs) return inner.getOperand(0);
      if (inner.getOperand(0) === this.rhs) return inner.getOperand(1);
    }
    const outer = definedBy(this.rhs, 'arith.xori');
    if (outer !== null) {
      if (outer.getOperand(1) === this.lhs) return outer.getOperand(0);
      if (outer.getOperand(0) === this.lhs) return outer.getOperand(1);
    }
    return foldIntegers(this.result.type, operands, (a, b) => a ^ b);
  }
}

/** Shifts: `x shift 0 -> x`; amounts at or past the width are poison and are not folded. */
function foldShift(
  lhs: Value,
  type: Type,
  operands: Operands,
  fn: (a: bigint, amount: bigint, w: number) => bigint,
): FoldResult {
  if (constantInt(operands[1]) === 0n) return lhs;
  // As MLIR's folder, whose "in bounds" flag each element overwrites: the last element computed
  // decides. APInt shifts by the width or more give all zeros (or all sign bits for shrsi), which
  // BigInt's shifts followed by wrapping reproduce.
  let bounded = false;
  const result = foldIntegers(type, operands, (a, b, w) => {
    const amount = unsigned(b, w);
    bounded = amount < BigInt(w);
    // Capped, so that a huge amount never builds a huge BigInt.
    return fn(a, bounded ? amount : BigInt(w), w);
  });
  return bounded ? result : null;
}

export class ShLIOp extends overflowBinaryOp('arith.shli', SignlessIntegerOrIndexLike, []) {
  fold(operands: Operands): FoldResult {
    return foldShift(this.lhs, this.result.type, operands, (a, n, w) => wrap(a << n, w));
  }
}

export class ShRSIOp extends exactBinaryOp('arith.shrsi', SignlessIntegerOrIndexLike) {
  fold(operands: Operands): FoldResult {
    return foldShift(this.lhs, this.result.type, operands, (a, n) => a >> n);
  }
}

export class ShRUIOp extends exactBinaryOp('arith.shrui', SignlessIntegerOrIndexLike) {
  fold(operands: Operands): FoldResult {
    return foldShift(this.lhs, this.result.type, operands, (a, n, w) =>
      wrap(unsigned(a, w) >> n, w),
    );
  }
}

/** min/max: `op(x, x) -> x`, the absorbing bound, the neutral bound, then the constant fold. */
function foldMinMax(
  op: { lhs: Value; rhs: Value; result: Value },
  operands: Operands,
  absorbing: (w: number) => bigint,
  neutral: (w: number) => bigint,
  pick: (a: bigint, b: bigint, w: number) => bigint,
): FoldResult {
  if (op.lhs === op.rhs) return op.rhs;
  const w = widthOf(op.result.type);
  const rhs = constantInt(operands[1]);
  if (rhs !== null) {
    if (unsigned(rhs, w) === unsigned(absorbing(w), w)) return op.rhs;
    if (unsigned(rhs, w) === unsigned(neutral(w), w)) return op.lhs;
  }
  return foldIntegers(op.result.type, operands, pick);
}

const unsignedMax = (w: number) => wrap(-1n, w);
const zero = () => 0n;

export class MaxSIOp extends integerBinaryOp('arith.maxsi', SignlessIntegerOrIndexLike, [
  Commutative,
]) {
  fold(operands: Operands): FoldResult {
    return foldMinMax(this, operands, signedMax, signedMin, (a, b) => (a > b ? a : b));
  }
}

export class MaxUIOp extends integerBinaryOp('arith.maxui', SignlessIntegerOrIndexLike, [
  Commutative,
]) {
  fold(operands: Operands): FoldResult {
    return foldMinMax(this, operands, unsignedMax, zero, (a, b, w) =>
      unsigned(a, w) > unsigned(b, w) ? a : b,
    );
  }
}

export class MinSIOp extends integerBinaryOp('arith.minsi', SignlessIntegerOrIndexLike, [
  Commutative,
]) {
  fold(operands: Operands): FoldResult {
    return foldMinMax(this, operands, signedMin, signedMax, (a, b) => (a < b ? a : b));
  }
}

export class MinUIOp extends integerBinaryOp('arith.minui', SignlessIntegerOrIndexLike, [
  Commutative,
]) {
  fold(operands: Operands): FoldResult {
    return foldMinMax(this, operands, zero, unsignedMax, (a, b, w) =>
      unsigned(a, w) < unsigned(b, w) ? a : b,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Extended integer arithmetic (two results)

/** `arith.addui_extended`: the wrapped sum and whether the unsigned addition overflowed. */
export class AddUIExtendedOp extends defineOp({
  name: 'arith.addui_extended',
  operands: { lhs: SignlessIntegerOrIndexLike, rhs: SignlessIntegerOrIndexLike },
  results: { sum: SignlessIntegerOrIndexLike, overflow: BoolLike },
  traits: [Pure, Commutative, ElementwiseMappable, AllTypesMatch('lhs', 'rhs', 'sum')],
  interfaces: [resultNames(['sum', 'overflow'])],
  ...arithSyntax({ types: 'pair' }),
}) {
  fold(operands: Operands): FoldResult {
    // addui_extended(x, 0) -> x, false
    if (constantInt(operands[1]) === 0n) return pairOrNull(this.lhs, zeroOf(this.overflow.type));
    const w = widthOf(this.sum.type);
    const sum = foldIntegers(this.sum.type, operands, (a, b) => wrap(a + b, w));
    const overflow = constFold(operands, this.overflow.type, (a, b) =>
      unsigned(a as bigint, w) + unsigned(b as bigint, w) >= 1n << BigInt(w) ? -1n : 0n,
    );
    return pairOrNull(sum, overflow);
  }
}

/** The `%low, %high` or `%sum, %overflow` names MLIR gives the results of the extended ops. */
function resultNames(names: readonly string[]) {
  return OpAsmOpInterface.implement({
    getAsmResultNames: (op, setName) => names.forEach((name, i) => setName(op.getResult(i), name)),
  });
}

/** Both results of a two-result fold, or no fold when either is missing. */
function pairOrNull(first: Value | Attribute | null, second: Value | Attribute | null): FoldResult {
  return first === null || second === null ? null : [first, second];
}

/** The two halves of the double-width product (`signed` reads the operands as signed). */
function extendedProduct(
  operands: Operands,
  type: Type,
  signed: boolean,
): [Attribute, Attribute] | null {
  const w = widthOf(type);
  const product = (a: bigint, b: bigint) => (signed ? a * b : unsigned(a, w) * unsigned(b, w));
  const low = foldIntegers(type, operands, (a, b) => wrap(product(a, b), w));
  const high = foldIntegers(type, operands, (a, b) => wrap(product(a, b) >> BigInt(w), w));
  return low === null || high === null ? null : [low, high];
}

/** `%low, %high = arith.mul*i_extended %a, %b : T`: the double-width product in two halves. */
function extendedMultiplication(name: string) {
  return defineOp({
    name,
    operands: { lhs: SignlessIntegerOrIndexLike, rhs: SignlessIntegerOrIndexLike },
    results: { low: SignlessIntegerOrIndexLike, high: SignlessIntegerOrIndexLike },
    traits: [Pure, Commutative, ElementwiseMappable, AllTypesMatch('lhs', 'rhs', 'low', 'high')],
    interfaces: [resultNames(['low', 'high'])],
    ...arithSyntax({ types: 'same', sameTypeResults: 2 }),
  });
}

export class MulSIExtendedOp extends extendedMultiplication('arith.mulsi_extended') {
  fold(operands: Operands): FoldResult {
    // mulsi_extended(x, 0) -> 0, 0
    if (constantInt(operands[1]) === 0n)
      return pairOrNull(zeroOf(this.low.type), zeroOf(this.high.type));
    return extendedProduct(operands, this.low.type, true);
  }
}

export class MulUIExtendedOp extends extendedMultiplication('arith.mului_extended') {
  fold(operands: Operands): FoldResult {
    // mului_extended(x, 0) -> 0, 0; mului_extended(x, 1) -> x, 0
    const rhs = constantInt(operands[1]);
    if (rhs === 0n) return pairOrNull(zeroOf(this.low.type), zeroOf(this.high.type));
    if (isOneAt(rhs, widthOf(this.low.type))) return pairOrNull(this.lhs, zeroOf(this.high.type));
    return extendedProduct(operands, this.low.type, false);
  }
}

// ---------------------------------------------------------------------------------------------
// Floating-point arithmetic

export class AddFOp extends floatBinaryOp('arith.addf', FloatLike, [Commutative]) {
  fold(operands: Operands): FoldResult {
    // addf(x, -0) -> x
    const rhs = constantFloat(operands[1]);
    if (rhs !== null && rhs.isZero && rhs.isNegative) return this.lhs;
    return foldFloats(this.result.type, operands, F.add);
  }
}

export class SubFOp extends floatBinaryOp('arith.subf', FloatLike, []) {
  fold(operands: Operands): FoldResult {
    // subf(x, +0) -> x
    const rhs = constantFloat(operands[1]);
    if (rhs !== null && rhs.isZero && !rhs.isNegative) return this.lhs;
    return foldFloats(this.result.type, operands, F.subtract);
  }
}

/** Whether `value` is exactly 1.0. */
function isOne(value: APFloat | null): boolean {
  return value !== null && F.compare(value, F.fromInteger(value.semantics, 1n)) === 0;
}

export class MulFOp extends floatBinaryOp('arith.mulf', FloatLike, [Commutative]) {
  fold(operands: Operands): FoldResult {
    // mulf(x, 1) -> x
    if (isOne(constantFloat(operands[1]))) return this.lhs;
    return foldFloats(this.result.type, operands, F.multiply);
  }
}

export class DivFOp extends floatBinaryOp('arith.divf', FloatLike, []) {
  fold(operands: Operands): FoldResult {
    // divf(x, 1) -> x
    if (isOne(constantFloat(operands[1]))) return this.lhs;
    return foldFloats(this.result.type, operands, F.divide);
  }
}

export class RemFOp extends floatBinaryOp('arith.remf', FloatLike, []) {
  fold(operands: Operands): FoldResult {
    return foldFloats(this.result.type, operands, F.remainder);
  }
}

/** max/min on floats: `op(x, x) -> x`, `op(x, neutral) -> x`, then the constant fold. */
function foldFloatMinMax(
  op: { lhs: Value; rhs: Value; result: Value },
  operands: Operands,
  isNeutral: (value: APFloat) => boolean,
  fn: (a: APFloat, b: APFloat) => APFloat,
): FoldResult {
  if (op.lhs === op.rhs) return op.rhs;
  const rhs = constantFloat(operands[1]);
  if (rhs !== null && isNeutral(rhs)) return op.lhs;
  return foldFloats(op.result.type, operands, fn);
}

export class MaximumFOp extends floatBinaryOp('arith.maximumf', FloatLike, [Commutative]) {
  fold(operands: Operands): FoldResult {
    return foldFloatMinMax(this, operands, (v) => v.isInfinity && v.isNegative, F.maximum);
  }
}

export class MinimumFOp extends floatBinaryOp('arith.minimumf', FloatLike, [Commutative]) {
  fold(operands: Operands): FoldResult {
    return foldFloatMinMax(this, operands, (v) => v.isInfinity && !v.isNegative, F.minimum);
  }
}

export class MaxNumFOp extends floatBinaryOp('arith.maxnumf', FloatLike, [Commutative]) {
  fold(operands: Operands): FoldResult {
    return foldFloatMinMax(this, operands, (v) => v.isNaN, F.maxnum);
  }
}

export class MinNumFOp extends floatBinaryOp('arith.minnumf', FloatLike, [Commutative]) {
  fold(operands: Operands): FoldResult {
    return foldFloatMinMax(this, operands, (v) => v.isNaN, F.minnum);
  }
}

const NegFBase = defineOp({
  name: 'arith.negf',
  operands: { operand: FloatLike },
  results: { result: FloatLike },
  properties: { fastmath },
  traits: [Pure, SameOperandsAndResultType, ElementwiseMappable],
  ...arithSyntax({ types: 'same', flags: 'fastmath', unary: true }),
});

/** `arith.negf`: flips the sign bit (also of NaN and zero). */
export class NegFOp extends NegFBase {
  constructor(state: OperationState) {
    super(state);
    fillDefaultFlags(this, 'fastmath');
  }

  fold(operands: Operands): FoldResult {
    // negf(negf(x)) -> x
    const inner = definedBy(this.operand, 'arith.negf');
    if (inner !== null) return inner.getOperand(0);
    return constFold(operands, this.result.type, (a) => F.negate(a as APFloat));
  }
}
