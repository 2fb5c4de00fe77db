/**
 * When an arith division may be hoisted (MLIR's `getDivUISpeculatability` and
 * `getDivSISpeculatability`): only when the divisor is a constant whose value range rules out
 * undefined behaviour. MLIR matches the divisor with `m_IntRangeWithoutZeroU/S` and
 * `m_IntRangeWithoutNegOneS`, which read a constant's range: a scalar or splat is one value, a
 * dense constant spans its smallest to its largest element (a range, not the set of elements:
 * `[-1, 2]` contains 0). A non-constant divisor is never speculatable, as in MLIR, whose range
 * matchers give a non-constant op's operands the full range.
 */
import {
  ConditionallySpeculatable,
  DenseIntOrFPElementsAttr,
  FloatType,
  getConstantValue,
  IntegerAttr,
  type Operation,
  type Speculatability,
  type Value,
} from '@strata/ir-core';
import { unsigned, widthOf, wrap } from './fold.js';

/** Which divisors make a division speculatable. */
export type DivisorRule =
  /** Unsigned division: the divisor's unsigned range excludes 0. */
  | 'unsigned-nonzero'
  /** Signed division: the signed range excludes 0 and -1 (`INT_MIN / -1` overflows). */
  | 'signed-nonzero-not-minus-one';

interface DivisorRange {
  smin: bigint;
  smax: bigint;
  umin: bigint;
}

/** The range of a constant integer divisor (signed and unsigned), or null if it is not constant. */
function constantRange(divisor: Value): DivisorRange | null {
  const op = divisor.getDefiningOp();
  const attr = op === null ? null : getConstantValue(op);
  const w = widthOf(divisor.type);
  if (attr instanceof IntegerAttr) {
    const value = wrap(attr.value, w);
    return { smin: value, smax: value, umin: unsigned(value, w) };
  }
  if (
    !(attr instanceof DenseIntOrFPElementsAttr) ||
    attr.stride !== 1 ||
    attr.scalarType instanceof FloatType
  )
    return null;
  let range: DivisorRange | null = null;
  const count = attr.isSplat ? 1 : attr.numElements;
  for (let i = 0; i < count; i++) {
    const value = wrap(attr.getScalar(i), w);
    const u = unsigned(value, w);
    if (range === null) range = { smin: value, smax: value, umin: u };
    else {
      if (value < range.smin) range.smin = value;
      if (value > range.smax) range.smax = value;
      if (u < range.umin) range.umin = u;
    }
  }
  return range;
}

function allows(rule: DivisorRule, range: DivisorRange): boolean {
  if (rule === 'unsigned-nonzero') return range.umin > 0n;
  const withoutZero = range.smin > 0n || range.smax < 0n;
  const withoutMinusOne = range.smin > -1n || range.smax < -1n;
  return withoutZero && withoutMinusOne;
}

/** `ConditionallySpeculatable` for a division whose divisor is its second operand. */
export function divisionSpeculation(rule: DivisorRule) {
  return ConditionallySpeculatable.implement({
    getSpeculatability: (op: Operation): Speculatability => {
      const range = constantRange(op.getOperand(1));
      return range !== null && allows(rule, range) ? 'speculatable' : 'not-speculatable';
    },
  });
}
