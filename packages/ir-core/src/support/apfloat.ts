import type { FloatSemantics } from './float-semantics.js';
import { floatSemantics } from './float-semantics.js';

/**
 * An exact floating-point value of some {@link FloatSemantics}, stored as its bit pattern, in the
 * manner of LLVM's `APFloat`. Conversions from decimal text and from other formats round to nearest,
 * ties to even; formatting reproduces `APFloat::toString` so that printed IR matches mlir-opt.
 */

export type FloatCategory = 'zero' | 'normal' | 'infinity' | 'nan';

/** A float taken apart: for finite non-zero values, value = significand * 2^(exponent - (precision-1)). */
export interface DecodedFloat {
  readonly category: FloatCategory;
  readonly negative: boolean;
  readonly exponent: number;
  readonly significand: bigint;
}

interface Layout {
  mantissaBits: number;
  exponentBits: number;
  bias: number;
  maxField: number;
}

const layouts = new WeakMap<FloatSemantics, Layout>();

function layoutOf(sem: FloatSemantics): Layout {
  let layout = layouts.get(sem);
  if (layout) return layout;
  const mantissaBits = sem.explicitIntegerBit ? sem.precision : sem.precision - 1;
  const exponentBits = sem.bitWidth - (sem.hasSignedRepr ? 1 : 0) - mantissaBits;
  // With no zero (f8E8M0FNU) the all-zero exponent field is the smallest normal, not a denormal.
  const bias = sem.hasZero ? 1 - sem.minExponent : -sem.minExponent;
  layout = { mantissaBits, exponentBits, bias, maxField: 2 ** exponentBits - 1 };
  layouts.set(sem, layout);
  return layout;
}

/** Bits needed for a non-negative value (via hex digits: four times shorter than binary). */
function bitLength(value: bigint): number {
  if (value === 0n) return 0;
  const hex = value.toString(16);
  return (hex.length - 1) * 4 + (32 - Math.clz32(parseInt(hex[0]!, 16)));
}

const powerCache = new Map<number, bigint>();

/** base^exponent for base 5 or 10, cached: float formatting needs the same few powers again and again. */
function power(base: 5n | 10n, exponent: number): bigint {
  const key = base === 5n ? exponent : -exponent - 1;
  let value = powerCache.get(key);
  if (value === undefined) {
    value = base ** BigInt(exponent);
    powerCache.set(key, value);
  }
  return value;
}

/** The number of trailing zero bits of a positive value. */
function trailingZeros(value: bigint): number {
  const low = Number(BigInt.asUintN(32, value));
  if (low !== 0) return 31 - Math.clz32(low & -low);
  let count = 0;
  while ((value & 0xffffffffn) === 0n) {
    value >>= 32n;
    count += 32;
  }
  return count + trailingZeros(value);
}

function mask(bits: number): bigint {
  return (1n << BigInt(bits)) - 1n;
}

/**
 * An x87 pattern with a biased exponent other than 0 or the maximum and its explicit integer bit
 * clear (an "unnormal") is a NaN; as LLVM's APFloat, it keeps its significand and takes the
 * maximum exponent (`0x3FFF0000000000000001 : f80` is `0x7FFF0000000000000001`).
 */
function canonicalUnnormal(sem: FloatSemantics, bits: bigint): bigint {
  const { mantissaBits, exponentBits, maxField } = layoutOf(sem);
  const field = Number((bits >> BigInt(mantissaBits)) & mask(exponentBits));
  if (field === 0 || field === maxField || (bits >> BigInt(mantissaBits - 1)) & 1n) return bits;
  return bits | (BigInt(maxField) << BigInt(mantissaBits));
}

/** Splits a bit pattern into category, sign, exponent and significand. */
export function decodeFloat(sem: FloatSemantics, bits: bigint): DecodedFloat {
  const { mantissaBits, exponentBits, bias, maxField } = layoutOf(sem);
  const signBit = sem.hasSignedRepr ? 1n << BigInt(sem.bitWidth - 1) : 0n;
  const negative = signBit !== 0n && (bits & signBit) !== 0n;
  const field = Number((bits >> BigInt(mantissaBits)) & mask(exponentBits));
  const mantissa = bits & mask(mantissaBits);
  const nan = (): DecodedFloat => ({ category: 'nan', negative, exponent: 0, significand: 0n });
  if (sem.nanEncoding === 'negativeZero') {
    if (negative && field === 0 && mantissa === 0n) return nan();
  } else if (sem.nanEncoding === 'allOnes') {
    if (field === maxField && mantissa === mask(mantissaBits)) return nan();
  } else if (sem.nonFinite === 'ieee' && field === maxField) {
    // x87's infinity has its explicit integer bit set; without it the pattern is a NaN.
    const infinity = sem.explicitIntegerBit
      ? mantissa === 1n << BigInt(mantissaBits - 1)
      : mantissa === 0n;
    if (infinity) return { category: 'infinity', negative, exponent: 0, significand: 0n };
    return nan();
  }
  if (sem.hasZero && field === 0) {
    if (mantissa === 0n) return { category: 'zero', negative, exponent: 0, significand: 0n };
    return { category: 'normal', negative, exponent: sem.minExponent, significand: mantissa };
  }
  const significand = sem.explicitIntegerBit
    ? mantissa
    : mantissa | (1n << BigInt(sem.precision - 1));
  return { category: 'normal', negative, exponent: field - bias, significand };
}

function encodeFinite(
  sem: FloatSemantics,
  negative: boolean,
  exponent: number,
  significand: bigint,
): bigint {
  const { mantissaBits, bias } = layoutOf(sem);
  const isDenormal = sem.hasZero && significand < 1n << BigInt(sem.precision - 1);
  const field = isDenormal ? 0 : exponent + bias;
  const mantissa = sem.explicitIntegerBit ? significand : significand & mask(sem.precision - 1);
  const sign = negative && sem.hasSignedRepr ? 1n << BigInt(sem.bitWidth - 1) : 0n;
  return sign | (BigInt(field) << BigInt(mantissaBits)) | mantissa;
}

/** The canonical quiet NaN of a format (the one APFloat makes), or null for formats without NaN. */
export function nanBits(sem: FloatSemantics, negative = false): bigint | null {
  const { mantissaBits, maxField } = layoutOf(sem);
  const sign = negative && sem.hasSignedRepr ? 1n << BigInt(sem.bitWidth - 1) : 0n;
  switch (sem.nanEncoding) {
    case 'negativeZero':
      return 1n << BigInt(sem.bitWidth - 1);
    case 'allOnes':
      return sign | (BigInt(maxField) << BigInt(mantissaBits)) | mask(mantissaBits);
    case 'ieee': {
      if (sem.nonFinite === 'finiteOnly') return null;
      const quiet = 1n << BigInt(sem.precision - 2);
      const integerBit = sem.explicitIntegerBit ? 1n << BigInt(sem.precision - 1) : 0n;
      return sign | (BigInt(maxField) << BigInt(mantissaBits)) | integerBit | quiet;
    }
  }
}

function largestBits(sem: FloatSemantics, negative: boolean): bigint {
  let significand = mask(sem.precision);
  // Where the all-ones pattern is the NaN, the largest finite value is one ulp below it.
  if (sem.nanEncoding === 'allOnes') significand -= sem.precision > 1 ? 1n : 0n;
  return encodeFinite(sem, negative, sem.maxExponent, significand);
}

/** What an overflowing value becomes under round-to-nearest: infinity, NaN or (finite-only) the largest value. */
function overflowBits(sem: FloatSemantics, negative: boolean): bigint {
  if (sem.nonFinite === 'ieee') {
    const { mantissaBits, maxField } = layoutOf(sem);
    const integerBit = sem.explicitIntegerBit ? 1n << BigInt(sem.precision - 1) : 0n;
    const sign = negative ? 1n << BigInt(sem.bitWidth - 1) : 0n;
    return sign | (BigInt(maxField) << BigInt(mantissaBits)) | integerBit;
  }
  if (sem.nonFinite === 'nanOnly') return nanBits(sem, negative)!;
  return largestBits(sem, negative);
}

function zeroBits(sem: FloatSemantics, negative: boolean): bigint {
  // Formats whose negative-zero encoding is the NaN have a single (positive) zero.
  if (negative && sem.hasSignedRepr && sem.nanEncoding !== 'negativeZero')
    return 1n << BigInt(sem.bitWidth - 1);
  return 0n;
}

/** Rounds the exact value ±num/den (num, den >= 0, den > 0) to the nearest value of `sem`, ties to even. */
export function roundRational(
  sem: FloatSemantics,
  negative: boolean,
  num: bigint,
  den: bigint,
): bigint {
  if (num === 0n) return zeroBits(sem, negative);
  if (negative && !sem.hasSignedRepr) return nanBits(sem)!;
  let e = bitLength(num) - bitLength(den);
  if (e >= 0 ? num < den << BigInt(e) : num << BigInt(-e) < den) e--;
  let exponent = Math.max(e, sem.minExponent);
  if (exponent > sem.maxExponent) return overflowBits(sem, negative);
  const shift = sem.precision - 1 - exponent;
  const scaledNum = shift >= 0 ? num << BigInt(shift) : num;
  const scaledDen = shift >= 0 ? den : den << BigInt(-shift);
  let significand = scaledNum / scaledDen;
  const twiceRemainder = (scaledNum - significand * scaledDen) * 2n;
  if (twiceRemainder > scaledDen || (twiceRemainder === scaledDen && (significand & 1n) === 1n))
    significand++;
  if (significand === 1n << BigInt(sem.precision)) {
    significand >>= 1n;
    exponent++;
  }
  if (significand === 0n) return sem.hasZero ? zeroBits(sem, negative) : 0n;
  if (exponent > sem.maxExponent) return overflowBits(sem, negative);
  const bits = encodeFinite(sem, negative, exponent, significand);
  if (decodeFloat(sem, bits).category === 'nan') return overflowBits(sem, negative);
  return bits;
}

const f64 = floatSemantics('f64');
const f32 = floatSemantics('f32');
const scratch = new DataView(new ArrayBuffer(8));

/** Largest decimal exponent worth computing with: beyond it every format over- or underflows. */
const DECIMAL_EXPONENT_LIMIT = 5100;

/** MLIR's float literal: digits, a point, optional fraction digits, optional exponent (and a sign). */
const DECIMAL_FLOAT = /^([+-]?)(\d+)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

export class APFloat {
  private decodedCache: DecodedFloat | undefined;

  /** The bit pattern, as an unsigned integer of `semantics.bitWidth` bits. */
  readonly bits: bigint;

  constructor(
    readonly semantics: FloatSemantics,
    bits: bigint,
  ) {
    this.bits = semantics.explicitIntegerBit ? canonicalUnnormal(semantics, bits) : bits;
  }

  static fromBits(sem: FloatSemantics, bits: bigint): APFloat {
    return new APFloat(sem, BigInt.asUintN(sem.bitWidth, bits));
  }

  /** The value of a JS number rounded to `sem`. */
  static fromNumber(sem: FloatSemantics, value: number): APFloat {
    // f32 rounding of a non-NaN double is the hardware's round-to-nearest-even: no BigInt work.
    if (sem === f32 && value === value) {
      scratch.setFloat32(0, value);
      return new APFloat(f32, BigInt(scratch.getUint32(0)));
    }
    scratch.setFloat64(0, value);
    const double = new APFloat(f64, scratch.getBigUint64(0));
    return sem === f64 ? double : double.convert(sem);
  }

  /**
   * Parses decimal text (`1.5`, `-2.0e-3`, `7`) and rounds it to `sem`, or returns null when the
   * text is not a decimal number.
   */
  static fromString(sem: FloatSemantics, text: string): APFloat | null {
    const match = DECIMAL_FLOAT.exec(text);
    if (!match) return null;
    const negative = match[1] === '-';
    const fraction = match[3] ?? '';
    const digits = (match[2]! + fraction).replace(/^0+/, '');
    if (digits === '') return new APFloat(sem, zeroBits(sem, negative));
    const exponentText = match[4] ?? '0';
    // A huge written exponent must not make us build a huge power of ten.
    const writtenExponent =
      exponentText.length > 12
        ? exponentText.startsWith('-')
          ? -1e12
          : 1e12
        : Number(exponentText);
    const exponent10 = writtenExponent - fraction.length;
    const magnitude = exponent10 + digits.length;
    if (magnitude > DECIMAL_EXPONENT_LIMIT) return new APFloat(sem, overflowBits(sem, negative));
    if (magnitude < -DECIMAL_EXPONENT_LIMIT) return new APFloat(sem, zeroBits(sem, negative));
    const mantissa = BigInt(digits);
    const bits =
      exponent10 >= 0
        ? roundRational(sem, negative, mantissa * 10n ** BigInt(exponent10), 1n)
        : roundRational(sem, negative, mantissa, 10n ** BigInt(-exponent10));
    return new APFloat(sem, bits);
  }

  static nan(sem: FloatSemantics, negative = false): APFloat | null {
    const bits = nanBits(sem, negative);
    return bits === null ? null : new APFloat(sem, bits);
  }

  static infinity(sem: FloatSemantics, negative = false): APFloat {
    return new APFloat(sem, overflowBits(sem, negative));
  }

  get decoded(): DecodedFloat {
    return (this.decodedCache ??= decodeFloat(this.semantics, this.bits));
  }

  get category(): FloatCategory {
    return this.decoded.category;
  }

  get isNegative(): boolean {
    return this.decoded.negative;
  }

  get isNaN(): boolean {
    return this.category === 'nan';
  }

  get isInfinity(): boolean {
    return this.category === 'infinity';
  }

  get isZero(): boolean {
    return this.category === 'zero';
  }

  bitwiseIsEqual(other: APFloat): boolean {
    return this.semantics === other.semantics && this.bits === other.bits;
  }

  /** The same value in another format, rounded to nearest (NaN stays NaN, infinity overflows). */
  convert(sem: FloatSemantics): APFloat {
    if (sem === this.semantics) return this;
    const { category, negative, exponent, significand } = this.decoded;
    switch (category) {
      case 'nan':
        return new APFloat(sem, nanBits(sem, negative) ?? overflowBits(sem, negative));
      case 'infinity':
        return new APFloat(sem, overflowBits(sem, negative));
      case 'zero':
        return new APFloat(sem, zeroBits(sem, negative));
      case 'normal': {
        const scale = exponent - (this.semantics.precision - 1);
        const bits =
          scale >= 0
            ? roundRational(sem, negative, significand << BigInt(scale), 1n)
            : roundRational(sem, negative, significand, 1n << BigInt(-scale));
        return new APFloat(sem, bits);
      }
    }
  }

  /** The nearest JS number. */
  toNumber(): number {
    const double = this.convert(f64);
    scratch.setBigUint64(0, double.bits);
    return scratch.getFloat64(0);
  }

  /** `0x` and the bit pattern in upper-case hex without leading zeros, as APInt prints a C literal. */
  toHexLiteral(): string {
    return '0x' + this.bits.toString(16).toUpperCase();
  }

  /**
   * LLVM's `APFloat::toString`: `precision` significant digits (0: enough to round-trip), plain
   * notation when it needs at most `maxPadding` zeros (0: always scientific), and with
   * `truncateZero` false the `%e`-like `1.000000e+00` form.
   */
  toString(precision = 0, maxPadding = 3, truncateZero = true): string {
    return formatAPFloat(this, precision, maxPadding, truncateZero);
  }
}

/**
 * Removes decimal digits the requested precision cannot show, first coarsely on the integer (as
 * LLVM does, truncating), then by rounding the digit string half-up. Digits are least significant first.
 */
function formatAPFloat(
  value: APFloat,
  precisionIn: number,
  maxPadding: number,
  truncateZero: boolean,
): string {
  const { category, negative, exponent, significand: sig } = value.decoded;
  const sign = negative ? '-' : '';
  if (category === 'infinity') return negative ? '-Inf' : '+Inf';
  if (category === 'nan') return 'NaN';
  if (category === 'zero') {
    if (maxPadding) return sign + '0';
    if (truncateZero) return sign + '0.0E+0';
    return sign + '0.0' + '0'.repeat(Math.max(precisionIn - 1, 0)) + 'e+00';
  }
  const sem = value.semantics;
  const precision = precisionIn || 2 + Math.floor((sem.precision * 59) / 196);
  const zeros = trailingZeros(sig);
  let exp = exponent - (sem.precision - 1) + zeros;
  let significand = sig >> BigInt(zeros);
  if (exp > 0) {
    significand <<= BigInt(exp);
    exp = 0;
  } else if (exp < 0) {
    // m * 2^-k == m * 5^k * 10^-k
    significand *= power(5n, -exp);
  }
  // Coarse truncation by powers of ten, exactly as LLVM's AdjustToPrecision on the APInt.
  const bits = bitLength(significand);
  const bitsRequired = Math.floor((precision * 196 + 58) / 59);
  if (bits > bitsRequired) {
    const tensRemovable = Math.floor(((bits - bitsRequired) * 59) / 196);
    if (tensRemovable > 0) {
      exp += tensRemovable;
      significand /= power(10n, tensRemovable);
    }
  }
  let text = significand.toString();
  // Trailing zeros only move the exponent.
  let end = text.length;
  while (end > 1 && text.charCodeAt(end - 1) === 48) end--;
  exp += text.length - end;
  text = text.slice(0, end);
  if (text.length > precision) {
    const cut = text.length - precision;
    const firstDropped = text.charCodeAt(precision);
    let kept = text.slice(0, precision);
    if (firstDropped < 53) {
      exp += cut;
    } else {
      // Decimal add-with-carry; a carry out of every digit leaves a single 1.
      let i = kept.length - 1;
      while (i >= 0 && kept.charCodeAt(i) === 57) i--;
      if (i < 0) {
        exp += cut + kept.length;
        kept = '1';
      } else {
        exp += cut + (kept.length - 1 - i);
        kept = kept.slice(0, i) + String.fromCharCode(kept.charCodeAt(i) + 1);
      }
    }
    let keptEnd = kept.length;
    while (keptEnd > 1 && kept.charCodeAt(keptEnd - 1) === 48) keptEnd--;
    exp += kept.length - keptEnd;
    text = kept.slice(0, keptEnd);
  }
  const digits = text.length;
  let scientific: boolean;
  if (!maxPadding) scientific = true;
  else if (exp >= 0) scientific = exp > maxPadding || digits + exp > precision;
  else {
    const msd = exp + digits - 1;
    scientific = msd >= 0 ? false : -msd > maxPadding;
  }
  if (scientific) {
    const e = exp + digits - 1;
    let out = sign + text[0] + '.';
    if (digits === 1 && truncateZero) out += '0';
    else out += text.slice(1);
    if (!truncateZero && precision > digits - 1) out += '0'.repeat(precision - digits + 1);
    out += truncateZero ? 'E' : 'e';
    out += e >= 0 ? '+' : '-';
    let expText = String(Math.abs(e));
    if (!truncateZero && expText.length < 2) expText = '0' + expText;
    return out + expText;
  }
  if (exp >= 0) return sign + text + '0'.repeat(exp);
  const whole = exp + digits;
  if (whole > 0) return sign + text.slice(0, whole) + '.' + text.slice(whole);
  return sign + '0.' + '0'.repeat(-whole) + text;
}
