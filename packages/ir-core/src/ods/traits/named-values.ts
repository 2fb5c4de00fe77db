import type { Operation } from '../../ir/operation.js';
import { Value } from '../../ir/value.js';

/**
 * The values of the operand or result group `name` of a registered op, read through the accessor
 * its class defines (one value, null, or a list). Empty for names that are no value group.
 */
export function valuesNamed(op: Operation, name: string): Value[] {
  const value = (op as unknown as Record<string, unknown>)[name];
  if (Array.isArray(value)) return value.filter((v): v is Value => v instanceof Value);
  return value instanceof Value ? [value] : [];
}
