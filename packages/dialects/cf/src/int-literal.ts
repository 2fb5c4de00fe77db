/** Integer literals of cf's custom syntax, read as MLIR's `parseInteger` reads a fixed-width int. */
import type { OperationParser } from '@strata/ir-core';

/**
 * An integer literal that must fit a signed `bits`-bit integer (MLIR's `parseInteger<intN_t>`),
 * reported at the literal with mlir-opt's words when it is missing or out of range. Null after an
 * error.
 */
export function parseSignedInteger(parser: OperationParser, bits: 32 | 64): bigint | null {
  const offset = parser.getCurrentOffset();
  const value = parser.parseOptionalInteger();
  if (value === undefined) return parser.emitCustomError(offset, 'expected integer value') || null;
  if (value !== BigInt.asIntN(bits, value))
    return parser.emitCustomError(offset, 'integer value too large') || null;
  return value;
}
