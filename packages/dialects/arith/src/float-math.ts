/**
 * IEEE arithmetic on {@link APFloat} values as LLVM's APFloat computes it in round-to-nearest-even:
 * each result is the exact rational value rounded once to the operand format (never through a
 * double), with APFloat's NaN, infinity and signed-zero rules. Used by the folders, so folded
 * constants match mlir-opt's bit for bit at every width (f16, bf16, f32, f64, ...).
 */
import { APFloat, type FloatSemantics, roundRational } from '@strata/ir-core';

/** A finite value as an exact fraction: (-1)^negative * num / den. */
interface Rational {
  negative: boolean;
  num: bigint;
  den: bigint;
}

function toRational(value: APFloat): Rational {
  const { negative, exponent, significand } = value.decoded;
  if (value.category === 'zero') return { negative, num: 0n, den: 1n };
  const scale = exponent - (value.semantics.precision - 1);
  return scale >= 0
    ? { negative, num: significand << BigInt(scale), den: 1n }
    : { negative, num: significand, den: 1n << BigInt(-scale) };
}

function fromSigned(sem: FloatSemantics, num: bigint, den: bigint, zeroNegative: boolean): APFloat {
  if (num === 0n) return zero(sem, zeroNegative);
  const negative = num < 0n !== den < 0n;
  return new APFloat(
    sem,
    roundRational(sem, negative, num < 0n ? -num : num, den < 0n ? -den : den),
  );
}

function zero(sem: FloatSemantics, negative: boolean): APFloat {
  return APFloat.fromBits(sem, negative && sem.hasSignedRepr ? 1n << BigInt(sem.bitWidth - 1) : 0n);
}

function signed(r: Rational): bigint {
  return r.negative ? -r.num : r.num;
}

/** The default NaN APFloat produces for invalid operations (positive, quiet). */
function defaultNaN(sem: FloatSemantics): APFloat {
  return APFloat.nan(sem) ?? APFloat.infinity(sem);
}

/** A NaN operand propagates quieted, the first one winning, as APFloat does. */
function propagateNaN(a: APFloat, b: APFloat | null): APFloat | null {
  const nan = a.isNaN ? a : b !== null && b.isNaN ? b : null;
  if (nan === null) return null;
  const sem = nan.semantics;
  if (sem.nanEncoding !== 'ieee') return nan;
  const quietBit = 1n << BigInt(sem.precision - 2);
  return APFloat.fromBits(sem, nan.bits | quietBit);
}

export function negate(a: APFloat): APFloat {
  const sem = a.semantics;
  if (!sem.hasSignedRepr || (sem.nanEncoding === 'negativeZero' && (a.isZero || a.isNaN))) return a;
  return APFloat.fromBits(sem, a.bits ^ (1n << BigInt(sem.bitWidth - 1)));
}

export function add(a: APFloat, b: APFloat): APFloat {
  const sem = a.semantics;
  const nan = propagateNaN(a, b);
  if (nan !== null) return nan;
  if (a.isInfinity || b.isInfinity) {
    if (a.isInfinity && b.isInfinity && a.isNegative !== b.isNegative) return defaultNaN(sem);
    return a.isInfinity ? a : b;
  }
  const x = toRational(a);
  const y = toRational(b);
  // An exact zero sum is +0 in round-to-nearest, unless both addends are -0.
  const zeroNegative = a.isZero && b.isZero && a.isNegative && b.isNegative;
  return fromSigned(sem, signed(x) * y.den + signed(y) * x.den, x.den * y.den, zeroNegative);
}

export function subtract(a: APFloat, b: APFloat): APFloat {
  const nan = propagateNaN(a, b);
  return nan ?? add(a, negate(b));
}

export function multiply(a: APFloat, b: APFloat): APFloat {
  const sem = a.semantics;
  const nan = propagateNaN(a, b);
  if (nan !== null) return nan;
  const negative = a.isNegative !== b.isNegative;
  if (a.isInfinity || b.isInfinity) {
    if (a.isZero || b.isZero) return defaultNaN(sem);
    return APFloat.infinity(sem, negative);
  }
  const x = toRational(a);
  const y = toRational(b);
  return fromSigned(sem, signed(x) * signed(y), x.den * y.den, negative);
}

export function divide(a: APFloat, b: APFloat): APFloat {
  const sem = a.semantics;
  const nan = propagateNaN(a, b);
  if (nan !== null) return nan;
  const negative = a.isNegative !== b.isNegative;
  if (a.isInfinity) return b.isInfinity ? defaultNaN(sem) : APFloat.infinity(sem, negative);
  if (b.isInfinity) return zero(sem, negative);
  if (b.isZero) return a.isZero ? defaultNaN(sem) : APFloat.infinity(sem, negative);
  const x = toRational(a);
  const y = toRational(b);
  return fromSigned(sem, signed(x) * y.den, x.den * signed(y), negative);
}

/** fmod: a - trunc(a / b) * b, exact, with the sign of `a` (APFloat's `mod`). */
export function remainder(a: APFloat, b: APFloat): APFloat {
  const sem = a.semantics;
  const nan = propagateNaN(a, b);
  if (nan !== null) return nan;
  if (a.isInfinity || b.isZero) return defaultNaN(sem);
  if (a.isZero || b.isInfinity) return a;
  const x = toRational(a);
  const y = toRational(b);
  const numerator = x.num * y.den;
  const denominator = x.den * y.num;
  const rest = numerator % denominator;
  return fromSigned(sem, a.isNegative ? -rest : rest, x.den * y.den, a.isNegative);
}

/** -1, 0 or 1, or null when either side is NaN (unordered). */
export function compare(a: APFloat, b: APFloat): -1 | 0 | 1 | null {
  if (a.isNaN || b.isNaN) return null;
  if (a.isInfinity || b.isInfinity) {
    const rank = (v: APFloat) => (v.isInfinity ? (v.isNegative ? -1 : 1) : 0);
    const ra = rank(a);
    const rb = rank(b);
    if (ra !== rb) return ra < rb ? -1 : 1;
    if (ra !== 0) return 0;
  }
  const x = toRational(a);
  const y = toRational(b);
  const diff = signed(x) * y.den - signed(y) * x.den;
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}

/** IEEE 754-2019 maximum: a NaN wins (quieted), +0 > -0 (LLVM's `maximum`). */
export function maximum(a: APFloat, b: APFloat): APFloat {
  const nan = propagateNaN(a, b);
  if (nan !== null) return nan;
  if (a.isZero && b.isZero && a.isNegative !== b.isNegative) return a.isNegative ? b : a;
  return compare(b, a) === 1 ? b : a;
}

export function minimum(a: APFloat, b: APFloat): APFloat {
  const nan = propagateNaN(a, b);
  if (nan !== null) return nan;
  if (a.isZero && b.isZero && a.isNegative !== b.isNegative) return a.isNegative ? a : b;
  return compare(b, a) === -1 ? b : a;
}

/** Whether `value` is a signaling NaN (IEEE formats: the quiet bit is clear). */
function isSignaling(value: APFloat): boolean {
  const sem = value.semantics;
  return (
    value.isNaN &&
    sem.nanEncoding === 'ieee' &&
    (value.bits & (1n << BigInt(sem.precision - 2))) === 0n
  );
}

/** A signaling NaN operand wins, quieted, before maxnum/minnum ignore quiet NaNs (LLVM's order). */
function signalingNaN(a: APFloat, b: APFloat): APFloat | null {
  if (isSignaling(a)) return propagateNaN(a, null);
  if (isSignaling(b)) return propagateNaN(b, null);
  return null;
}

/** maxNum: a quiet NaN operand is ignored (LLVM's `maxnum`, which also orders -0 < +0). */
export function maxnum(a: APFloat, b: APFloat): APFloat {
  const signaling = signalingNaN(a, b);
  if (signaling !== null) return signaling;
  if (a.isNaN) return b.isNaN ? propagateNaN(a, b)! : b;
  if (b.isNaN) return a;
  if (a.isZero && b.isZero && a.isNegative !== b.isNegative) return a.isNegative ? b : a;
  return compare(b, a) === 1 ? b : a;
}

export function minnum(a: APFloat, b: APFloat): APFloat {
  const signaling = signalingNaN(a, b);
  if (signaling !== null) return signaling;
  if (a.isNaN) return b.isNaN ? propagateNaN(a, b)! : b;
  if (b.isNaN) return a;
  if (a.isZero && b.isZero && a.isNegative !== b.isNegative) return a.isNegative ? a : b;
  return compare(b, a) === -1 ? b : a;
}

/** An integer (exact) rounded to nearest-even in `sem`. */
export function fromInteger(sem: FloatSemantics, value: bigint): APFloat {
  return fromSigned(sem, value, 1n, false);
}

/**
 * The value truncated toward zero as an integer, or null when it is NaN, infinite or out of the
 * range [min, max] (APFloat's `convertToInteger` reporting an invalid operation).
 */
export function toInteger(value: APFloat, min: bigint, max: bigint): bigint | null {
  if (value.isNaN || value.isInfinity) return null;
  const r = toRational(value);
  const truncated = r.num / r.den;
  const result = r.negative ? -truncated : truncated;
  return result < min || result > max ? null : result;
}

/**
 * `value` in format `sem` as MLIR's `convertFloatValue` folds it: only when APFloat's conversion
 * is exact (status ok, no information lost), else null. NaN payloads keep their top bits, as
 * APFloat shifts them; a signaling NaN or a payload losing bits does not fold.
 */
export function convertFloat(value: APFloat, sem: FloatSemantics): APFloat | null {
  const from = value.semantics;
  if (value.isNaN) {
    if (from.nanEncoding !== 'ieee' || sem.nanEncoding !== 'ieee' || sem.nonFinite !== 'ieee')
      return null;
    const fromMantissa = from.precision - 1;
    const toMantissa = sem.precision - 1;
    const payload = value.bits & ((1n << BigInt(fromMantissa)) - 1n);
    if (payload >> BigInt(fromMantissa - 1) === 0n) return null;
    if (
      toMantissa < fromMantissa &&
      (payload & ((1n << BigInt(fromMantissa - toMantissa)) - 1n)) !== 0n
    )
      return null;
    const shifted =
      toMantissa >= fromMantissa
        ? payload << BigInt(toMantissa - fromMantissa)
        : payload >> BigInt(fromMantissa - toMantissa);
    const exponentField =
      ((1n << BigInt(sem.bitWidth - 1 - toMantissa)) - 1n) << BigInt(toMantissa);
    const sign = value.isNegative ? 1n << BigInt(sem.bitWidth - 1) : 0n;
    return APFloat.fromBits(sem, sign | exponentField | shifted);
  }
  const converted = value.convert(sem);
  if (value.isInfinity || value.isZero) return converted;
  if (converted.isInfinity || converted.isNaN) return null;
  return converted.convert(from).bits === value.bits ? converted : null;
}
