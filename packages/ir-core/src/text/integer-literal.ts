import { integerStorageWidth } from '../attributes/builtin-attributes.js';
import type { Type } from '../types/type.js';

/**
 * The value an integer literal takes in an attribute of integer or index `type`, or an error
 * message. A negative literal of an unsigned type is an error; otherwise as {@link wrapInteger}.
 */
export function integerForType(type: Type, magnitude: bigint, negative: boolean): bigint | string {
  if (negative && type.isUnsignedInteger())
    return 'negative integer literal not valid for unsigned integer type';
  return wrapInteger(type, magnitude, negative);
}

/**
 * As MLIR's `buildAttributeAPInt`: the magnitude must fit the width; a negative literal must stay
 * negative after wrapping (whatever the signedness: dense arrays take `-1` as `255 : ui8`); a
 * positive literal of a signed or index type must not reach the sign bit. So `255 : i8` is -1 but
 * `-129 : i8` and `-0 : i32` are errors.
 */
export function wrapInteger(type: Type, magnitude: bigint, negative: boolean): bigint | string {
  const width = integerStorageWidth(type);
  if (magnitude >= powerOfTwo(width)) return 'integer constant out of range for attribute';
  if (negative) {
    // -m wraps to 2^w - m, whose sign bit is set exactly when 0 < m <= 2^(w-1).
    if (width === 0 || magnitude === 0n || magnitude > powerOfTwo(width - 1))
      return 'integer constant out of range for attribute';
    return -magnitude;
  }
  if ((type.isSignedInteger() || type.isIndex()) && width > 0 && magnitude >= powerOfTwo(width - 1))
    return 'integer constant out of range for attribute';
  return magnitude;
}

const powers = new Map<number, bigint>();

/** 2^n, cached: literal checks compare against it for every element of a dense literal. */
function powerOfTwo(n: number): bigint {
  let power = powers.get(n);
  if (power === undefined) {
    power = 1n << BigInt(n);
    powers.set(n, power);
  }
  return power;
}
