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

/**
 * Whether the types named by `names` (as {@link typesNamed} finds them) are all one type, without
 * building the lists: the check behind `AllTypesMatch`, which runs for every op of many kinds.
 */
export function allTypesNamedEqual(op: Operation, names: readonly string[]): boolean {
  let first: Type | null = null;
  for (let n = 0; n < names.length; n++) {
    const name = names[n]!;
    const value = (op as unknown as Record<string, unknown>)[name];
    let found = false;
    if (value instanceof Value) {
      found = true;
      if (first === null) first = value.type;
      else if (value.type !== first) return false;
    } else if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const item: unknown = value[i];
        if (!(item instanceof Value)) continue;
        found = true;
        if (first === null) first = item.type;
        else if (item.type !== first) return false;
      }
    }
    if (found) continue;
    const type = op.getAttr(name)?.getType() ?? null;
    if (type === null) continue;
    if (first === null) first = type;
    else if (type !== first) return false;
  }
  return true;
}
