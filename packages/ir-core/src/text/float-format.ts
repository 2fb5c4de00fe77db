import { APFloat } from '../support/apfloat.js';

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
