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
    const back = APFloat.fromString(value.semantics, scientific);
    if (back && back.bitwiseIsEqual(value)) return { text: scientific, hex: false };
    const shortest = value.toString();
    if (shortest.includes('.')) return { text: shortest, hex: false };
  }
  return { text: value.toHexLiteral(), hex: true };
}

const f64 = FLOAT_SEMANTICS.get('f64')!;

/**
 * The value of a decimal float literal in a float type, as MLIR's parser computes it: the text is
 * read as a double first and then converted, so `0.1 : f80` is the double nearest 0.1 widened,
 * not the f80 nearest 0.1 (and huge exponents overflow to infinity even for f128).
 */
export function parseFloatLiteral(semantics: FloatSemantics, text: string): APFloat | null {
  const double = APFloat.fromString(f64, text);
  return double ? double.convert(semantics) : null;
}
