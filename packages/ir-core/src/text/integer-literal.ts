import { integerStorageWidth } from '../attributes/builtin-attributes.js';
import type { Type } from '../types/type.js';

/**
 * The value an integer literal takes in an attribute of integer or index `type`, or an error
 * message. As MLIR's `buildAttributeAPInt`: the magnitude must fit the width; a negative literal
 * needs a signed or signless type and must stay negative after wrapping; a positive literal of a
 * signed or index type must not reach the sign bit. So `255 : i8` is -1 but `-129 : i8` and
 * `-0 : i32` are errors.
 */
export function integerForType(type: Type, magnitude: bigint, negative: boolean): bigint | string {
  const width = integerStorageWidth(type);
  if (negative && type.isUnsignedInteger()) return 'negative integer literal not valid for unsigned integer type';
  if (magnitude >> BigInt(width) !== 0n) return 'integer constant out of range for attribute';
  if (negative) {
    const wrapped = BigInt.asUintN(width, -magnitude);
    if (width === 0 || wrapped >> BigInt(width - 1) === 0n) return 'integer constant out of range for attribute';
    return -magnitude;
  }
  if ((type.isSignedInteger() || type.isIndex()) && width > 0 && magnitude >> BigInt(width - 1) !== 0n)
    return 'integer constant out of range for attribute';
  return magnitude;
}
