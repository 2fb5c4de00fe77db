import type { Attribute } from '../attributes/attribute.js';
import type { MLIRContext } from '../context.js';
import type { TraitKey } from '../ir/traits.js';
import {
  AttrConstraint,
  type Arity,
  type AttrDefinition,
  type OperandDefinition,
  RegionConstraint,
  type RegionDefinition,
  SuccessorConstraint,
  type SuccessorDefinition,
  TypeConstraint,
} from './constraint.js';
import type { OpDefinition } from './definition.js';
import type { AssemblyFormat } from './format/ast.js';
import { parseAssemblyFormat } from './format/parse.js';
import { validateAssemblyFormat } from './format/validate.js';
import { flattenTraits, type OpTrait } from './trait.js';
import { countTraitsFor } from './traits/counts.js';
import { OPERAND_SEGMENT_SIZES, RESULT_SEGMENT_SIZES, SegmentTraits } from './traits/segments.js';

/** One named operand or result group of an op. */
export interface ValueGroupSpec {
  readonly name: string;
  /** A group of sub-groups (`variadicOfVariadic`) is `variadic`: its operands are one run. */
  readonly arity: Arity;
  readonly constraint: TypeConstraint;
  /** The property holding the sizes of the group's sub-groups; null for other groups. */
  readonly segmentProperty: string | null;
}

/** One inherent attribute. */
export interface AttrSpec {
  readonly name: string;
  readonly constraint: AttrConstraint;
  readonly presence: 'required' | 'optional' | 'default-valued';
  readonly defaultValue: ((context: MLIRContext) => Attribute) | undefined;
  /** Where it lives: the op's properties (MLIR 22's default) or its attribute dictionary. */
  readonly storage: 'property' | 'attribute';
}

export interface RegionSpec {
  readonly name: string;
  readonly variadic: boolean;
  readonly constraint: RegionConstraint;
}

export interface SuccessorSpec {
  readonly name: string;
  readonly variadic: boolean;
  readonly constraint: SuccessorConstraint;
}

/**
 * How the operand (or result) list splits into the declared groups: all groups single; exactly
 * one variable-length group taking what is left; sizes given by the `operandSegmentSizes`
 * property; or every variable-length group the same size (MLIR's `SameVariadicOperandSize`).
 */
export type SegmentLayout = 'fixed' | 'one-variable' | 'attr-sized' | 'same-size';

/** A bad op definition: a programmer error, reported when the op is defined. */
export class OpDefinitionError extends Error {
  constructor(opName: string, reason: string) {
    super(`invalid definition of '${opName}': ${reason}`);
    this.name = 'OpDefinitionError';
  }
}

/** The definition of an op, normalized: what verification, accessors and formats work from. */
export class OpSpec {
  readonly name: string;
  readonly operands: readonly ValueGroupSpec[];
  readonly results: readonly ValueGroupSpec[];
  readonly attributes: readonly AttrSpec[];
  /** The required ones among {@link attributes}, by name: the order MLIR checks their presence in. */
  readonly requiredAttributes: readonly AttrSpec[];
  readonly regions: readonly RegionSpec[];
  readonly successors: readonly SuccessorSpec[];
  /** The counting traits derived from the groups (`OneResult`, `NOperands(2)`, ...). */
  readonly countTraits: readonly OpTrait<unknown>[];
  /** The declared traits with their implied traits expanded, in declaration order. */
  readonly declaredTraits: readonly OpTrait<unknown>[];
  /**
   * All traits in MLIR's verification order: counting traits, structural declared traits (checked
   * before the declared constraints), then the other declared traits.
   */
  readonly traits: readonly OpTrait<unknown>[];
  /** How many of `traits` come before the declared constraints are checked. */
  readonly traitsBeforeConstraints: number;
  readonly traitKeys: ReadonlySet<TraitKey>;
  readonly operandLayout: SegmentLayout;
  readonly resultLayout: SegmentLayout;
  /** Names of the attributes stored as properties, segment sizes included (MLIR 22). */
  readonly propertyNames: ReadonlySet<string>;
  /** The declarative assembly format, parsed and validated; null when the op has none. */
  readonly assemblyFormat: AssemblyFormat | null;

  constructor(readonly definition: OpDefinition) {
    const name = definition.name;
    if (!/^[A-Za-z_][\w$]*\.[\w$.]+$/.test(name)) {
      throw new OpDefinitionError(name, "the name must be 'dialect.mnemonic'");
    }
    this.name = name;
    this.operands = valueGroups(definition.operands);
    this.results = valueGroups(definition.results);
    if (this.results.some((group) => group.segmentProperty !== null))
      throw new OpDefinitionError(name, 'only operands can be split into sub-groups');
    this.attributes = [
      ...attrSpecs(definition.properties, 'property'),
      ...attrSpecs(definition.attributes, 'attribute'),
    ];
    this.requiredAttributes = this.attributes
      .filter((attr) => attr.presence === 'required')
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    this.regions = regionLikeSpecs<RegionConstraint>(definition.regions, RegionConstraint);
    this.successors = regionLikeSpecs<SuccessorConstraint>(
      definition.successors,
      SuccessorConstraint,
    );
    this.countTraits = countTraitsFor({
      regions: countOf(this.regions.map((r) => (r.variadic ? 'variadic' : 'single'))),
      results: countOf(this.results.map((r) => r.arity)),
      successors: countOf(this.successors.map((s) => (s.variadic ? 'variadic' : 'single'))),
      operands: countOf(this.operands.map((o) => o.arity)),
    });
    this.declaredTraits = flattenTraits(definition.traits ?? []);
    const structural = this.declaredTraits.filter((trait) => trait.hooks.structural === true);
    this.traits = [
      ...this.countTraits,
      ...structural,
      ...this.declaredTraits.filter((t) => !t.hooks.structural),
    ];
    this.traitsBeforeConstraints = this.countTraits.length + structural.length;
    this.traitKeys = new Set(this.traits.map((trait) => trait.key));
    this.operandLayout = this.layoutOf(this.operands, 'operand');
    this.resultLayout = this.layoutOf(this.results, 'result');
    const propertyNames = new Set(
      this.attributes.filter((a) => a.storage === 'property').map((a) => a.name),
    );
    // Segment sizes are inherent too: given in `{...}` (the form from before properties), they
    // move to the properties like any declared attribute.
    if (this.operandLayout === 'attr-sized') propertyNames.add(OPERAND_SEGMENT_SIZES);
    if (this.resultLayout === 'attr-sized') propertyNames.add(RESULT_SEGMENT_SIZES);
    this.propertyNames = propertyNames;
    this.checkNames();
    this.checkSubGroups();
    for (const [what, list] of [
      ['region', this.regions],
      ['successor', this.successors],
    ] as const) {
      if (list.slice(0, -1).some((entry) => entry.variadic)) {
        throw new OpDefinitionError(this.name, `only the last ${what} can be variadic`);
      }
    }
    if (definition.assemblyFormat !== undefined && (definition.parse || definition.print)) {
      throw new OpDefinitionError(
        name,
        "give either 'assemblyFormat' or 'parse'/'print', not both",
      );
    }
    this.assemblyFormat =
      definition.assemblyFormat === undefined
        ? null
        : validateAssemblyFormat(parseAssemblyFormat(definition.assemblyFormat), this);
  }

  hasTrait(key: TraitKey): boolean {
    return this.traitKeys.has(key);
  }

  /** The trait instance with that key (to read a parametric trait's parameters). */
  getTrait<P>(key: TraitKey): OpTrait<P> | undefined {
    return this.traits.find((trait) => trait.key === key) as OpTrait<P> | undefined;
  }

  private layoutOf(groups: readonly ValueGroupSpec[], what: 'operand' | 'result'): SegmentLayout {
    const variable = groups.filter((group) => group.arity !== 'single').length;
    const segments = what === 'operand' ? SegmentTraits.operands : SegmentTraits.results;
    if (this.hasTrait(segments.attrSized.key)) {
      if (variable === 0 && groups.length === 0) {
        throw new OpDefinitionError(this.name, `'${segments.attrSized.name}' without ${what}s`);
      }
      return 'attr-sized';
    }
    if (variable <= 1) return variable === 0 ? 'fixed' : 'one-variable';
    if (this.hasTrait(segments.sameSize.key)) return 'same-size';
    throw new OpDefinitionError(
      this.name,
      `more than one variadic or optional ${what} group requires the '${segments.attrSized.name}' or ` +
        `'${segments.sameSize.name}' trait`,
    );
  }

  /**
   * A group of sub-groups names a declared `array<i32>` property for its sizes, and has no
   * assembly-format support yet.
   */
  private checkSubGroups(): void {
    for (const { name, segmentProperty } of this.operands) {
      if (segmentProperty === null) continue;
      if (!this.propertyNames.has(segmentProperty)) {
        throw new OpDefinitionError(
          this.name,
          `the sizes of '${name}' need '${segmentProperty}' declared in 'properties'`,
        );
      }
      if (this.definition.assemblyFormat !== undefined) {
        throw new OpDefinitionError(
          this.name,
          `'${name}' has sub-groups, which an assembly format cannot spell yet; use 'parse'/'print'`,
        );
      }
    }
  }

  /** Accessor names must be unique. */
  private checkNames(): void {
    const seen = new Set<string>();
    const all = [
      ...this.operands,
      ...this.results,
      ...this.attributes,
      ...this.regions,
      ...this.successors,
    ];
    for (const { name } of all) {
      if (seen.has(name))
        throw new OpDefinitionError(this.name, `'${name}' is defined more than once`);
      seen.add(name);
    }
  }
}

function countOf(arities: readonly Arity[]): { fixed: number; variadic: boolean } {
  let fixed = 0;
  for (const arity of arities) if (arity === 'single') fixed++;
  return { fixed, variadic: fixed !== arities.length };
}

function valueGroups(
  record: Readonly<Record<string, OperandDefinition>> | undefined,
): ValueGroupSpec[] {
  if (!record) return [];
  return Object.entries(record).map(([name, entry]): ValueGroupSpec => {
    if (entry instanceof TypeConstraint)
      return { name, arity: 'single', constraint: entry, segmentProperty: null };
    if (entry.kind === 'variadic-of-variadic')
      return {
        name,
        arity: 'variadic',
        constraint: entry.inner,
        segmentProperty: entry.segmentProperty,
      };
    return { name, arity: entry.kind, constraint: entry.inner, segmentProperty: null };
  });
}

function attrSpecs(
  record: Readonly<Record<string, AttrDefinition>> | undefined,
  storage: AttrSpec['storage'],
): AttrSpec[] {
  if (!record) return [];
  return Object.entries(record).map(([name, entry]): AttrSpec => {
    if (entry instanceof AttrConstraint) {
      // A unit attribute is a flag: absent means false, so it is never required (as in ODS).
      const presence = entry.isUnit ? 'optional' : 'required';
      return { name, constraint: entry, presence, defaultValue: undefined, storage };
    }
    if (entry.kind === 'optional') {
      return {
        name,
        constraint: entry.inner,
        presence: 'optional',
        defaultValue: undefined,
        storage,
      };
    }
    return {
      name,
      constraint: entry.inner,
      presence: 'default-valued',
      defaultValue: entry.value,
      storage,
    };
  });
}

function regionLikeSpecs<C extends RegionConstraint | SuccessorConstraint>(
  record: Readonly<Record<string, RegionDefinition | SuccessorDefinition>> | undefined,
  constraintClass: abstract new (...args: never[]) => C,
): { name: string; variadic: boolean; constraint: C }[] {
  if (!record) return [];
  return Object.entries(record).map(([name, entry]) =>
    entry instanceof constraintClass
      ? { name, variadic: false, constraint: entry }
      : { name, variadic: true, constraint: (entry as unknown as { inner: C }).inner },
  );
}

/**
 * Fills in absent default-valued properties (not dictionary-stored attributes, as in MLIR), after
 * the given ones. A null map is made on the first default; `cached` (by attribute index) keeps
 * default values already computed in `context`. Answers the map.
 */
export function populateDefaults(
  spec: OpSpec,
  properties: Map<string, Attribute> | null,
  context: MLIRContext,
  cached?: (Attribute | undefined)[],
): Map<string, Attribute> | null {
  const attrs = spec.attributes;
  for (let i = 0; i < attrs.length; i++) {
    const attr = attrs[i]!;
    if (attr.storage !== 'property' || attr.defaultValue === undefined) continue;
    if (properties !== null && properties.has(attr.name)) continue;
    const value = cached ? (cached[i] ??= attr.defaultValue(context)) : attr.defaultValue(context);
    (properties ??= new Map()).set(attr.name, value);
  }
  return properties;
}
