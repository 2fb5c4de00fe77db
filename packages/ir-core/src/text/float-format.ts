import { APFloat } from '../support/apfloat.js';
import { FLOAT_SEMANTICS, type FloatSemantics } from '../support/float-semantics.js';

/**
 * MLIR's spelling of a float attribute value (AsmPrinter's `printFloatValue`): the `%e`-like form
 * with six digits when it reads back bit-identical, else APFloat's shortest round-trip form when
 * that contains a `.`, else (and always for inf and NaN) the bit pattern in hex.
 */
export function formatFloatValue(value: APFloat): { text: string; hex: boolean } {
  const fast = formatBinaryFloat(value);
  if (fast !== null) return { text: fast, hex: false };
  if (!value.isNaN && !value.isInfinity) {
    const scientific = value.toString(6, 0, false);
    if (readsBackExactly(value, scientific)) return { text: scientific, hex: false };
    const shortest = value.toString();
    if (shortest.includes('.')) return { text: shortest, hex: false };
  }
  return { text: value.toHexLiteral(), hex: true };
}

const f64 = FLOAT_SEMANTICS.get('f64')!;
const f32 = FLOAT_SEMANTICS.get('f32')!;

/**
 * The value of a decimal float literal in a float type, as MLIR's parser computes it: the text is
 * read as a double first and then converted, so `0.1 : f80` is the double nearest 0.1 widened,
 * not the f80 nearest 0.1 (and huge exponents overflow to infinity even for f128).
 */
export function parseFloatLiteral(semantics: FloatSemantics, text: string): APFloat | null {
  // JS number parsing is correctly rounded, exactly as strtod.
  const double = Number(text);
  if (Number.isNaN(double)) return null;
  return APFloat.fromNumber(semantics, double);
}

/**
 * Whether decimal `text` rounds back to exactly `value` in its format. For f64 and f32 the JS
 * number parser does it directly (for f32 via the double, which cannot double-round a 7-digit
 * decimal); other formats use exact rational rounding.
 */
function readsBackExactly(value: APFloat, text: string): boolean {
  if (value.semantics === f64 || value.semantics === f32) {
    return APFloat.fromNumber(value.semantics, Number(text)).bits === value.bits;
  }
  const back = APFloat.fromString(value.semantics, text);
  return back !== null && back.bitwiseIsEqual(value);
}

// ---- Fast path for f32 and f64 ------------------------------------------------------------------
//
// APFloat's BigInt formatting is exact for every format but slow, and a printed module has
// thousands of float constants. An f32 or f64 value is a JS number exactly, and the number's own
// decimal conversion gives the digits APFloat::toString works with; where that shortcut cannot be
// sure of the exact digits it gives up and the BigInt path runs (tests compare the two).

const scratch = new DataView(new ArrayBuffer(8));
const LOG2_5 = Math.log2(5);
/** Significant digits the number-to-text shortcut reads (`toExponential(24)`): at most 100 allowed. */
const EXACT_DIGITS = 25;
/** The powers of five below 2^53, each exact as a number. */
const POW5: number[] = [];
for (let power = 1; power < 2 ** 53; power *= 5) POW5.push(power);

/**
 * {@link formatFloatValue}'s text for a finite non-zero f32 or f64 value that does not print in hex,
 * computed with JS numbers; null for anything else, or when the shortcut is unsure.
 */
export function formatBinaryFloat(value: APFloat): string | null {
  const semantics = value.semantics;
  let x: number;
  if (semantics === f32) {
    scratch.setUint32(0, Number(value.bits));
    x = scratch.getFloat32(0);
  } else if (semantics === f64) {
    scratch.setBigUint64(0, value.bits);
    x = scratch.getFloat64(0);
  } else return null;
  if (x === 0 || !Number.isFinite(x)) return null;
  const scientific = toLLVMString(x, 6, 0, false);
  if (scientific === null) return null;
  const back = Number(scientific);
  if ((semantics === f32 ? Math.fround(back) : back) === x) return scientific;
  const shortest = toLLVMString(x, 2 + Math.floor((semantics.precision * 59) / 196), 3, true);
  return shortest !== null && shortest.includes('.') ? shortest : null;
}

/**
 * `APFloat::toString(precision, maxPadding, truncateZero)` of a finite non-zero double, or null
 * when unsure. APFloat writes the value as an integer times a power of ten (the odd binary
 * significand times 5^k for a fraction), drops whole decimal digits from it by the integer's bit
 * length (truncating), then rounds the remaining digits half-up to `precision`.
 */
function toLLVMString(
  x: number,
  precision: number,
  maxPadding: number,
  truncateZero: boolean,
): string | null {
  const magnitude = Math.abs(x);
  // x = odd * 2^binaryExponent
  scratch.setFloat64(0, magnitude);
  const high = scratch.getUint32(0);
  const biased = (high >>> 20) & 0x7ff;
  let odd = (high & 0xfffff) * 2 ** 32 + scratch.getUint32(4);
  let binaryExponent = biased === 0 ? -1074 : biased - 1075;
  if (biased !== 0) odd += 2 ** 52;
  while (odd % 2 === 0) {
    odd /= 2;
    binaryExponent++;
  }
  // The integer APFloat works on (odd * 5^k for a fraction with k binary places, the value itself
  // for an integer): its decimal digits, bit length and number of decimal digits.
  let digits: string;
  let decimalExponent: number;
  let bits: number;
  let integerDigits: number;
  const places = binaryExponent < 0 ? -binaryExponent : 0;
  const integer =
    binaryExponent >= 0 ? magnitude : places < POW5.length ? odd * POW5[places]! : Infinity;
  if (integer < 2 ** 53) {
    // Exact as a number, and its digits are the value's: no 25-digit conversion (the common case,
    // and the costly step of this function).
    digits = String(integer);
    decimalExponent = digits.length - 1 - places;
    bits = bitLength(integer);
    integerDigits = digits.length;
  } else {
    const exact = magnitude.toExponential(EXACT_DIGITS - 1);
    decimalExponent = Number(exact.slice(EXACT_DIGITS + 2));
    digits = exact[0]! + exact.slice(2, EXACT_DIGITS + 1);
    if (binaryExponent >= 0) {
      bits = bitLength(odd) + binaryExponent;
      integerDigits = decimalExponent + 1;
    } else {
      const log2 = Math.log2(odd) - binaryExponent * LOG2_5;
      const fraction = log2 - Math.floor(log2);
      if (fraction < 1e-9 || fraction > 1 - 1e-9) return null;
      bits = Math.floor(log2) + 1;
      integerDigits = decimalExponent - binaryExponent + 1;
    }
  }
  const bitsRequired = Math.floor((precision * 196 + 58) / 59);
  const removed = bits > bitsRequired ? Math.floor(((bits - bitsRequired) * 59) / 196) : 0;
  const kept = integerDigits - removed;
  if (kept >= EXACT_DIGITS) return null;
  // More digits than `exact` shows means it was rounded: a carry into the kept digits would
  // leave only zeros after them.
  if (integerDigits > EXACT_DIGITS && /^0*$/.test(digits.slice(kept))) return null;
  return layoutDigits(
    x < 0,
    digits.slice(0, kept),
    decimalExponent - kept + 1,
    precision,
    maxPadding,
    truncateZero,
  );
}

function bitLength(value: number): number {
  return value < 2 ** 32 ? 32 - Math.clz32(value) : 64 - Math.clz32(Math.floor(value / 2 ** 32));
}

/**
 * The last steps of `APFloat::toString` on the digits of value = `digits` * 10^`exponent`:
 * trailing zeros move into the exponent, more than `precision` digits round half-up on the first
 * dropped one, then plain notation when it needs at most `maxPadding` zeros, else scientific.
 */
function layoutDigits(
  negative: boolean,
  digits: string,
  exponent: number,
  precision: number,
  maxPadding: number,
  truncateZero: boolean,
): string {
  let end = digits.length;
  while (end > 1 && digits.charCodeAt(end - 1) === 48) end--;
  exponent += digits.length - end;
  digits = digits.slice(0, end);
  if (digits.length > precision) {
    exponent += digits.length - precision;
    const roundUp = digits.charCodeAt(precision) >= 53;
    digits = digits.slice(0, precision);
    if (roundUp) {
      let last = precision - 1;
      while (last >= 0 && digits.charCodeAt(last) === 57) last--;
      // The nines carried become zeros; all nines carry into a single 1 one place higher.
      exponent += precision - 1 - last;
      digits =
        last < 0 ? '1' : digits.slice(0, last) + String.fromCharCode(digits.charCodeAt(last) + 1);
    }
    end = digits.length;
    while (end > 1 && digits.charCodeAt(end - 1) === 48) end--;
    exponent += digits.length - end;
    digits = digits.slice(0, end);
  }
  const sign = negative ? '-' : '';
  const count = digits.length;
  const leading = exponent + count - 1;
  const plain =
    maxPadding !== 0 &&
    (exponent >= 0
      ? exponent <= maxPadding && count + exponent <= precision
      : leading >= 0 || -leading <= maxPadding);
  if (!plain) {
    let mantissa = digits[0]! + '.' + (count === 1 && truncateZero ? '0' : digits.slice(1));
    if (!truncateZero && precision >= count) mantissa += '0'.repeat(precision - count + 1);
    const exponentText = String(Math.abs(leading));
    return (
      sign +
      mantissa +
      (truncateZero ? 'E' : 'e') +
      (leading >= 0 ? '+' : '-') +
      (!truncateZero && exponentText.length < 2 ? '0' + exponentText : exponentText)
    );
  }
  if (exponent >= 0) return sign + digits + '0'.repeat(exponent);
  const whole = exponent + count;
  if (whole > 0) return sign + digits.slice(0, whole) + '.' + digits.slice(whole);
  return sign + '0.' + '0'.repeat(-whole) + digits;
}
