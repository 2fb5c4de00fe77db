/**
 * The bounds of an `scf.forall` as MLIR's mixed lists: each dimension's lower bound, upper bound
 * and step is either a static value or the dynamic operand holding it. Shared by the op's printer
 * (which needs to know constant bounds) and its canonicalizations.
 */
import { DYNAMIC_I64 } from '@strata/dialect-memref';
import { type DenseArrayAttr, IntegerAttr, type Operation, type Value } from '@strata/ir-core';
import { getConstantOperandValue } from '@strata/pattern-rewrite';

/** The properties holding the static lower bounds, upper bounds and steps. */
export const FORALL_BOUNDS = ['staticLowerBound', 'staticUpperBound', 'staticStep'] as const;

/** One bound of one dimension: a static value, or the dynamic operand holding it. */
export type ForallBound = bigint | Value;

/** The lower bounds, upper bounds and steps of `op` (an `scf.forall`), in that order. */
export function mixedForallBounds(op: Operation): ForallBound[][] {
  let next = 0;
  const dynamic = op.operands;
  return FORALL_BOUNDS.map((name) =>
    (op.properties.get(name) as DenseArrayAttr).values.map((raw) => {
      const value = BigInt.asIntN(64, raw);
      return value === DYNAMIC_I64 ? dynamic[next++]! : value;
    }),
  );
}

/** The constant a bound holds (static, or an operand defined by a constant), or null. */
export function constantForallBound(bound: ForallBound): bigint | null {
  if (typeof bound === 'bigint') return bound;
  const attr = getConstantOperandValue(bound);
  return attr instanceof IntegerAttr ? BigInt.asIntN(64, attr.value) : null;
}
