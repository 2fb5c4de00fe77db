import type { Attribute } from '../../attributes/attribute.js';
import type { MLIRContext } from '../../context.js';
import type { Type } from '../../types/type.js';
import type { OpSpec } from '../spec.js';
import { AllTypesMatch, SameOperandsAndResultType, SameTypeOperands } from '../traits/types.js';

/**
 * Groups of names (operands, results, typed attributes) whose types the op's traits declare equal:
 * `SameOperandsAndResultType`, `SameTypeOperands` and each `AllTypesMatch`. A declarative format
 * may print one type of a group and leave the others out.
 */
export function typeEqualityClasses(spec: OpSpec): readonly (readonly string[])[] {
  let classes = classesCache.get(spec);
  if (classes === undefined) {
    classes = computeClasses(spec);
    classesCache.set(spec, classes);
  }
  return classes;
}

/** Specs are immutable, so their classes are computed once (builders and parsers ask per op). */
const classesCache = new WeakMap<OpSpec, readonly (readonly string[])[]>();

function computeClasses(spec: OpSpec): string[][] {
  const classes: string[][] = [];
  const operandNames = spec.operands.map((o) => o.name);
  if (spec.hasTrait(SameOperandsAndResultType.key))
    classes.push([...operandNames, ...spec.results.map((r) => r.name)]);
  if (spec.hasTrait(SameTypeOperands.key)) classes.push(operandNames);
  for (const trait of spec.declaredTraits) {
    if (trait.key === AllTypesMatch.key) classes.push([...(trait.params as readonly string[])]);
  }
  return classes;
}

/**
 * Completes the operand and result types a declarative format left out, as ODS-generated parsers
 * do: buildable constraints (`I1`, `Index`) and the equality classes of
 * {@link typeEqualityClasses}, to a fixpoint. `types` maps group names to the types parsed so far
 * and is filled in place; `counts` gives how many values each group has (default 1); typed
 * attributes in `attributes` count as known types. Variadic or optional groups are filled only
 * when `counts` has them. Returns the names of fillable groups still without types.
 */
export function inferFormatTypes(
  spec: OpSpec,
  context: MLIRContext,
  types: Map<string, Type[]>,
  counts: ReadonlyMap<string, number>,
  attributes: ReadonlyMap<string, Attribute>,
): string[] {
  // Variable-length groups are only filled when their length is known.
  const groups = [...spec.operands, ...spec.results].filter(
    (g) => g.arity === 'single' || counts.has(g.name),
  );
  const fill = (name: string, type: Type) =>
    types.set(name, new Array<Type>(counts.get(name) ?? 1).fill(type));
  for (const group of groups) {
    if (!types.has(group.name) && group.constraint.buildType)
      fill(group.name, group.constraint.buildType(context));
  }
  const knownType = (name: string): Type | null =>
    types.get(name)?.[0] ?? attributes.get(name)?.getType() ?? null;
  const classes = typeEqualityClasses(spec);
  let changed = true;
  while (changed) {
    changed = false;
    for (const names of classes) {
      let type: Type | null = null;
      for (const name of names) type ??= knownType(name);
      if (type === null) continue;
      for (const name of names) {
        if (types.has(name) || !groups.some((g) => g.name === name)) continue;
        fill(name, type);
        changed = true;
      }
    }
  }
  return groups.filter((g) => !types.has(g.name)).map((g) => g.name);
}
