/**
 * Binary floating-point formats, described the way LLVM's `fltSemantics` describes them, so that
 * every float type MLIR spells can be encoded, decoded, rounded and printed exactly.
 */

/** What the all-ones exponent means. */
export type NonFiniteBehavior =
  /** IEEE 754: infinities and NaNs. */
  | 'ieee'
  /** No infinities; some encodings are NaN. */
  | 'nanOnly'
  /** Every encoding is a finite number. */
  | 'finiteOnly';

/** Which encodings are NaN when the format is not plain IEEE. */
export type NanEncoding =
  /** IEEE: all-ones exponent with a non-zero mantissa. */
  | 'ieee'
  /** Only the all-ones exponent and mantissa (with either sign) is NaN. */
  | 'allOnes'
  /** The "negative zero" encoding is the single NaN; there is one zero. */
  | 'negativeZero';

export interface FloatSemantics {
  /** MLIR's spelling of the type (`f32`, `f8E4M3FN`, ...). */
  readonly name: string;
  readonly bitWidth: number;
  /** Significand bits, including the (usually implicit) integer bit. */
  readonly precision: number;
  readonly maxExponent: number;
  readonly minExponent: number;
  readonly nonFinite: NonFiniteBehavior;
  readonly nanEncoding: NanEncoding;
  /** False only for f8E8M0FNU, whose smallest encoding is 2^-127, not zero. */
  readonly hasZero: boolean;
  /** False only for f8E8M0FNU, which has no sign bit. */
  readonly hasSignedRepr: boolean;
  /** x87's 80-bit format stores the integer bit explicitly. */
  readonly explicitIntegerBit: boolean;
}

function semantics(
  name: string,
  bitWidth: number,
  precision: number,
  maxExponent: number,
  minExponent: number,
  extra: Partial<
    Omit<FloatSemantics, 'name' | 'bitWidth' | 'precision' | 'maxExponent' | 'minExponent'>
  > = {},
): FloatSemantics {
  return Object.freeze({
    name,
    bitWidth,
    precision,
    maxExponent,
    minExponent,
    nonFinite: extra.nonFinite ?? 'ieee',
    nanEncoding: extra.nanEncoding ?? 'ieee',
    hasZero: extra.hasZero ?? true,
    hasSignedRepr: extra.hasSignedRepr ?? true,
    explicitIntegerBit: extra.explicitIntegerBit ?? false,
  });
}

const nanOnlyAllOnes = { nonFinite: 'nanOnly', nanEncoding: 'allOnes' } as const;
const nanOnlyNegZero = { nonFinite: 'nanOnly', nanEncoding: 'negativeZero' } as const;
const finiteOnly = { nonFinite: 'finiteOnly' } as const;

/** Every builtin float format, keyed by MLIR's type keyword. */
export const FLOAT_SEMANTICS: ReadonlyMap<string, FloatSemantics> = new Map(
  [
    semantics('f16', 16, 11, 15, -14),
    semantics('bf16', 16, 8, 127, -126),
    semantics('f32', 32, 24, 127, -126),
    semantics('f64', 64, 53, 1023, -1022),
    semantics('f80', 80, 64, 16383, -16382, { explicitIntegerBit: true }),
    semantics('f128', 128, 113, 16383, -16382),
    semantics('tf32', 19, 11, 127, -126),
    semantics('f8E5M2', 8, 3, 15, -14),
    semantics('f8E4M3', 8, 4, 7, -6),
    semantics('f8E4M3FN', 8, 4, 8, -6, nanOnlyAllOnes),
    semantics('f8E5M2FNUZ', 8, 3, 15, -15, nanOnlyNegZero),
    semantics('f8E4M3FNUZ', 8, 4, 7, -7, nanOnlyNegZero),
    semantics('f8E4M3B11FNUZ', 8, 4, 4, -10, nanOnlyNegZero),
    semantics('f8E3M4', 8, 5, 3, -2),
    semantics('f8E8M0FNU', 8, 1, 127, -127, {
      ...nanOnlyAllOnes,
      hasZero: false,
      hasSignedRepr: false,
    }),
    semantics('f6E2M3FN', 6, 4, 2, 0, finiteOnly),
    semantics('f6E3M2FN', 6, 3, 4, -2, finiteOnly),
    semantics('f4E2M1FN', 4, 2, 2, 0, finiteOnly),
  ].map((s) => [s.name, s]),
);

/** The semantics of a builtin float keyword; throws for a name that is not one (a caller bug). */
export function floatSemantics(name: string): FloatSemantics {
  const found = FLOAT_SEMANTICS.get(name);
  if (!found) throw new Error(`unknown float semantics '${name}'`);
  return found;
}
