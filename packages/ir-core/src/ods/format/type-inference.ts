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

/** The types a format left out, completed by {@link inferFormatTypes} from what was parsed. */
export type SlotTypes = (readonly Type[] | null)[];

/**
 * An op definition's type inference resolved to slots once (group names looked up per op would
 * cost Maps and closures per parsed op). Operand group i is slot i and result group j is slot
 * (operand groups + j), the layout of the declarative-format parser's type slots.
 */
export class SlotInference {
  /** Per slot: the group's name, whether it is single, and its buildable constraint's builder. */
  readonly names: readonly string[];
  readonly single: readonly boolean[];
  readonly builders: readonly (((context: MLIRContext) => Type) | null)[];
  /** Per equality class, per member: its slot, or -1 for a name that is no group (an attribute). */
  readonly classSlots: readonly (readonly number[])[];
  readonly classNames: readonly (readonly string[])[];

  constructor(spec: OpSpec) {
    const groups = [...spec.operands, ...spec.results];
    this.names = groups.map((g) => g.name);
    this.single = groups.map((g) => g.arity === 'single');
    this.builders = groups.map((g) => g.constraint.buildType ?? null);
    this.classNames = typeEqualityClasses(spec);
    this.classSlots = this.classNames.map((names) => names.map((n) => this.names.indexOf(n)));
  }
}

/** The {@link SlotInference} of `spec`, made on first use (specs are immutable). */
export function slotInferenceOf(spec: OpSpec): SlotInference {
  let inference = inferenceCache.get(spec);
  if (inference === undefined) {
    inference = new SlotInference(spec);
    inferenceCache.set(spec, inference);
  }
  return inference;
}

const inferenceCache = new WeakMap<OpSpec, SlotInference>();

/**
 * Completes the slot types a declarative format left out, as ODS-generated parsers do: buildable
 * constraints (`I1`, `Index`) and the equality classes of {@link typeEqualityClasses}, to a
 * fixpoint. `slots` holds the types parsed so far and is filled in place; `counts[slot]` is how
 * many values a group has, or -1 when unknown (then 1 is assumed). A group is fillable when it
 * is single or its count is known. Members of a class that are no group take their type from
 * `named` (types the format gave under other names), else from a typed attribute.
 */
export function inferSlotTypes(
  inference: SlotInference,
  context: MLIRContext,
  slots: SlotTypes,
  counts: readonly number[],
  named: ReadonlyMap<string, readonly Type[]> | null,
  attributes: ReadonlyMap<string, Attribute>,
): void {
  const { single, builders } = inference;
  for (let slot = 0; slot < slots.length; slot++) {
    const build = builders[slot]!;
    if (slots[slot] === null && build !== null && (single[slot] || counts[slot]! >= 0))
      slots[slot] = filled(counts[slot]!, build(context));
  }
  const classSlots = inference.classSlots;
  const classNames = inference.classNames;
  let changed = true;
  while (changed) {
    changed = false;
    for (let c = 0; c < classSlots.length; c++) {
      const members = classSlots[c]!;
      const names = classNames[c]!;
      let type: Type | null = null;
      for (let m = 0; m < members.length && type === null; m++) {
        const slot = members[m]!;
        const given = slot >= 0 ? slots[slot] : (named?.get(names[m]!) ?? null);
        type = given?.[0] ?? attributes.get(names[m]!)?.getType() ?? null;
      }
      if (type === null) continue;
      for (let m = 0; m < members.length; m++) {
        const slot = members[m]!;
        if (slot < 0 || slots[slot] !== null || !(single[slot] || counts[slot]! >= 0)) continue;
        slots[slot] = filled(counts[slot]!, type);
        changed = true;
      }
    }
  }
}

/** `count` copies of `type` (one when the count is unknown). */
function filled(count: number, type: Type): Type[] {
  return new Array<Type>(count < 0 ? 1 : count).fill(type);
}

/**
 * {@link inferSlotTypes} by group name: `types` maps names to the types known so far (names that
 * are no group count as known types) and is filled in place; `counts` gives how many values each
 * group has (default 1; variadic or optional groups are filled only when it has them); typed
 * attributes in `attributes` count as known types. Returns the names of fillable groups still
 * without types.
 */
export function inferFormatTypes(
  spec: OpSpec,
  context: MLIRContext,
  types: Map<string, Type[]>,
  counts: ReadonlyMap<string, number>,
  attributes: ReadonlyMap<string, Attribute>,
): string[] {
  const inference = slotInferenceOf(spec);
  const names = inference.names;
  const slots: SlotTypes = names.map((name) => types.get(name) ?? null);
  const slotCounts = names.map((name) => counts.get(name) ?? -1);
  inferSlotTypes(inference, context, slots, slotCounts, types, attributes);
  const missing: string[] = [];
  for (let slot = 0; slot < slots.length; slot++) {
    const name = names[slot]!;
    const given = slots[slot];
    if (given !== null && !types.has(name)) types.set(name, given as Type[]);
    if (given === null && (inference.single[slot] || slotCounts[slot]! >= 0)) missing.push(name);
  }
  return missing;
}
