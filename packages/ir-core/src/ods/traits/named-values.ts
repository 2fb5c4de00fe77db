import type { Operation } from '../../ir/operation.js';
import { Value } from '../../ir/value.js';
import type { Type } from '../../types/type.js';

/**
 * The values of the operand or result group `name` of a registered op, read through the accessor
 * its class defines (one value, null, or a list). Empty for names that are no value group.
 */
export function valuesNamed(op: Operation, name: string): Value[] {
  const value = (op as unknown as Record<string, unknown>)[name];
  if (Array.isArray(value)) return value.filter((v): v is Value => v instanceof Value);
  return value instanceof Value ? [value] : [];
}

/**
 * The types named by `name`: those of an operand or result group, or the type of a typed
 * attribute (`AllTypesMatch<["value", "result"]>` relates an attribute to a result).
 */
export function typesNamed(op: Operation, name: string): Type[] {
  const values = valuesNamed(op, name);
  if (values.length !== 0) return values.map((value) => value.type);
  const attr = op.getAttr(name);
  const type = attr?.getType() ?? null;
  return type === null ? [] : [type];
}
