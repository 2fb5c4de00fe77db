import type { Type, Value } from '@strata/ir-core';

/** A chain longer than this means a replacement cycle, which is a bug in some pattern. */
const MAX_CHAIN = 100_000;

/**
 * What a value is mapped to: a single value (a 1:1 replacement, the usual case, kept without an
 * array around it) or a list of values (1:N, or none).
 */
export type MappedValues = Value | readonly Value[];

/** Whether a mapping is a list of values (1:N, or none) rather than one value. */
export function isList(entry: MappedValues): entry is readonly Value[] {
  return Array.isArray(entry);
}

function typesMatch(values: readonly Value[], types: readonly Type[]): boolean {
  if (values.length !== types.length) return false;
  for (let i = 0; i < values.length; i++) if (values[i]!.type !== types[i]) return false;
  return true;
}

/**
 * What each replaced value became during a conversion (MLIR's `ConversionValueMapping`): a value
 * maps to zero, one or several values (1:N), which may be replaced in turn. Lookups follow the
 * chain. It also tells which values are replacements, to tell dead values from live ones.
 */
export class ValueMapping {
  private readonly map = new Map<Value, MappedValues>();
  /**
   * The values that replace some value, built on the first {@link isMappedTo} after a change:
   * that question is asked while committing, when the mapping no longer changes.
   */
  private targets: Set<Value> | null = null;

  get(from: Value): MappedValues | undefined {
    return this.map.get(from);
  }

  /**
   * Maps `from` to `to` (which it keeps; a list of one value is kept as that value); answers the
   * previous mapping so that it can be restored.
   */
  set(from: Value, to: MappedValues): MappedValues | undefined {
    const previous = this.map.get(from);
    this.map.set(from, isList(to) && to.length === 1 ? to[0]! : to);
    this.targets = null;
    return previous;
  }

  /** Restores the mapping of `from` to `previous` (undefined: unmapped). */
  restore(from: Value, previous: MappedValues | undefined): void {
    if (previous === undefined) this.map.delete(from);
    else this.map.set(from, previous);
    this.targets = null;
  }

  /** Whether some value is replaced by `value`. */
  isMappedTo(value: Value): boolean {
    let targets = this.targets;
    if (targets === null) {
      targets = this.targets = new Set();
      for (const entry of this.map.values()) {
        if (isList(entry)) for (const v of entry) targets.add(v);
        else targets.add(entry);
      }
    }
    return targets.has(value);
  }

  /**
   * Follows the replacements of `values`. With `desiredTypes`, answers the last values along the
   * chain that have exactly those types (the values themselves included), or an empty list; without,
   * the end of the chain.
   */
  lookup(values: readonly Value[], desiredTypes: readonly Type[] | null = null): readonly Value[] {
    if (values.length !== 1) return this.lookupMany(values, desiredTypes);
    // The common case, one value replaced by one value at each step, allocates nothing.
    const start = values[0]!;
    let value = start;
    let desired = desiredTypes !== null && typesMatch(values, desiredTypes) ? start : null;
    for (let steps = 0; ; steps++) {
      if (steps > MAX_CHAIN) throw new Error('dialect conversion: cyclic value replacement');
      const mapped = this.map.get(value);
      if (mapped === undefined) break;
      if (isList(mapped)) {
        const rest = this.lookupMany(mapped, desiredTypes);
        if (desiredTypes === null || rest.length !== 0) return rest;
        return desired === null ? [] : [desired];
      }
      value = mapped;
      if (desiredTypes !== null && desiredTypes.length === 1 && value.type === desiredTypes[0])
        desired = value;
    }
    if (desiredTypes !== null)
      return desired === null ? [] : desired === start ? values : [desired];
    return value === start ? values : [value];
  }

  /**
   * {@link lookup} of one value for one desired type, allocating nothing on 1:1 chains: the last
   * value along the chain of type `type` (`value` itself included), or null.
   */
  lookupOfType(value: Value, type: Type): Value | null {
    let desired = value.type === type ? value : null;
    let current = value;
    for (let steps = 0; ; steps++) {
      if (steps > MAX_CHAIN) throw new Error('dialect conversion: cyclic value replacement');
      const mapped = this.map.get(current);
      if (mapped === undefined) return desired;
      if (isList(mapped)) {
        const rest = this.lookupMany(mapped, [type]);
        return rest.length !== 0 ? rest[0]! : desired;
      }
      current = mapped;
      if (current.type === type) desired = current;
    }
  }

  /** {@link lookup} for a list of values, which may grow or shrink along the chain. */
  private lookupMany(
    values: readonly Value[],
    desiredTypes: readonly Type[] | null,
  ): readonly Value[] {
    let current = values;
    let desired: readonly Value[] | null = null;
    for (let steps = 0; ; steps++) {
      if (steps > MAX_CHAIN) throw new Error('dialect conversion: cyclic value replacement');
      if (desiredTypes !== null && typesMatch(current, desiredTypes)) desired = current;
      let next: Value[] | null = null;
      for (let i = 0; i < current.length; i++) {
        const mapped = this.map.get(current[i]!);
        if (mapped !== undefined && next === null) next = current.slice(0, i);
        if (next !== null) {
          if (mapped === undefined) next.push(current[i]!);
          else if (isList(mapped)) for (const v of mapped) next.push(v);
          else next.push(mapped);
        }
      }
      if (next === null) break;
      current = next;
    }
    if (desiredTypes !== null) return desired ?? [];
    return current;
  }
}
