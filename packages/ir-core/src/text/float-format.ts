import { APFloat } from '../support/apfloat.js';
import { FLOAT_SEMANTICS, type FloatSemantics } from '../support/float-semantics.js';

/**
 * MLIR's spelling of a float attribute value (AsmPrinter's `printFloatValue`): the `%e`-like form
 * with six digits when it reads back bit-identical, else APFloat's shortest round-trip form when
 * that contains a `.`, else (and always for inf and NaN) the bit pattern in hex.
 */
export function formatFloatValue(value: APFloat): { text: string; hex: boolean } {
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
