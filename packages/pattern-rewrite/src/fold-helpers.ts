import {
  type Attribute,
  ConstantLike,
  type Dialect,
  type Location,
  type OpBuilder,
  type Operation,
  type Type,
} from '@strata/ir-core';

/** Whether `op` is a constant (ConstantLike with a folder giving its value). */
export function isConstantLike(op: Operation): boolean {
  return op.hasTrait(ConstantLike.key);
}

/**
 * Asks `dialect` to build a constant op for `value` at the builder's insertion point; null when the
 * op has no dialect or the dialect declines (`Dialect.materializeConstant`). Throws when the dialect
 * builds an op that is not `ConstantLike` (a bug in the dialect).
 */
export function materializeConstant(
  dialect: Dialect | undefined,
  builder: OpBuilder,
  value: Attribute,
  type: Type,
  location: Location,
): Operation | null {
  if (dialect === undefined) return null;
  const op = dialect.materializeConstant(builder, value, type, location);
  if (op === null) return null;
  if (!isConstantLike(op))
    throw new Error(
      `materializeConstant of '${dialect.namespace}' built '${op.name.identifier}', which is not ConstantLike`,
    );
  return op;
}
