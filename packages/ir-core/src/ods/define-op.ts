import { Attribute } from '../attributes/attribute.js';
import type { Location } from '../attributes/location.js';
import type { MLIRContext } from '../context.js';
import type { Block } from '../ir/block.js';
import { type NamedAttributes, Operation, type OperationState } from '../ir/operation.js';
import type { OperationName } from '../ir/operation-name.js';
import { Region } from '../ir/region.js';
import type { OpResult, Value } from '../ir/value.js';
import type { Type } from '../types/type.js';
import type {
  DefaultValuedOf,
  OptionalOf,
  VariadicOf,
  VariadicOfVariadicOf,
} from './constraint.js';
import type { OpAccessors, OpDefinition } from './definition.js';
import type { AssemblyFormat } from './format/ast.js';
import { checkForwardedGroups } from './interfaces/successor-operands.js';
import { groupRange, operandSegmentSizes, resultSegmentSizes } from './layout.js';
import type { OpHooks } from './op-info.js';
import { inferResultTypes } from './result-inference.js';
import { OpDefinitionError, OpSpec, populateDefaults, type ValueGroupSpec } from './spec.js';
import {
  makeSegmentSizesAttr,
  OPERAND_SEGMENT_SIZES,
  RESULT_SEGMENT_SIZES,
  splitIntoSubGroups,
} from './traits/segments.js';

type Entries<R> = R extends Readonly<Record<string, unknown>> ? R : Record<never, never>;
type MaybeAbsentKeys<R> = {
  [K in keyof R]: R[K] extends
    | OptionalOf<unknown>
    | VariadicOf<unknown>
    | VariadicOfVariadicOf<unknown>
    | DefaultValuedOf<Attribute>
    | { readonly isUnit: true }
    ? K
    : never;
}[keyof R];
type ValueArg<C> =
  C extends VariadicOfVariadicOf<unknown>
    ? readonly (readonly Value[])[]
    : C extends VariadicOf<unknown>
      ? readonly Value[]
      : C extends OptionalOf<unknown>
        ? Value | null
        : Value;
type TypeArg<C> =
  C extends VariadicOf<unknown>
    ? readonly Type[]
    : C extends OptionalOf<unknown>
      ? Type | null
      : Type;
type AttrArg<C> = C extends { inner: { attrType?: infer A } }
  ? A
  : C extends { attrType?: infer A }
    ? A
    : Attribute;
type RegionArg<C> = C extends VariadicOf<unknown> ? readonly Region[] : Region;
type BlockArg<C> = C extends VariadicOf<unknown> ? readonly Block[] : Block;

/**
 * Required entries stay required, variadic/optional/default-valued ones (and those named by
 * `Derived`) may be left out.
 */
type Args<R, Kind extends 'value' | 'attr' | 'block', Derived = never> = {
  [K in Exclude<keyof R, MaybeAbsentKeys<R> | Derived>]: Kind extends 'value'
    ? ValueArg<R[K]>
    : Kind extends 'attr'
      ? AttrArg<R[K]>
      : BlockArg<R[K]>;
} & {
  [K in MaybeAbsentKeys<R> | Extract<keyof R, Derived>]?: Kind extends 'value'
    ? ValueArg<R[K]>
    : Kind extends 'attr'
      ? AttrArg<R[K]>
      : BlockArg<R[K]>;
};

/** The properties holding sub-group sizes: `build` sets them from the operand lists. */
type SegmentProperties<R> = {
  [K in keyof R]: R[K] extends VariadicOfVariadicOf<unknown, infer P> ? P : never;
}[keyof R];

/**
 * The arguments of `Op.build`/`Op.create`: operands, result types, inherent attributes, region
 * bodies and successors, each by its declared name (names are unique across kinds), plus
 * discardable `attributes`. Result types may be left out where they can be inferred. A group of
 * sub-groups takes a list of value lists and sets its sizes property (given too, it must agree).
 */
export type BuildArgs<D extends OpDefinition> = Args<Entries<D['operands']>, 'value'> & {
  [K in keyof Entries<D['results']>]?: TypeArg<Entries<D['results']>[K]>;
} & Args<Entries<D['properties']>, 'attr', SegmentProperties<Entries<D['operands']>>> &
  Args<Entries<D['attributes']>, 'attr'> & {
    [K in keyof Entries<D['regions']>]?: RegionArg<Entries<D['regions']>[K]>;
  } & Args<Entries<D['successors']>, 'block'> & { attributes?: NamedAttributes };

/** An op class made by {@link defineOp}. */
export interface OpClass<D extends OpDefinition> {
  new (state: OperationState): Operation & OpAccessors<D> & OpHooks;
  readonly prototype: Operation & OpAccessors<D> & OpHooks;
  readonly definition: D;
  readonly spec: OpSpec;
  /** The full op name (`arith.addi`). */
  readonly operationName: string;
  /** The validated assembly format, or null when the op has none. */
  readonly assemblyFormat: AssemblyFormat | null;
  /** The state describing a new op; usable with `OpBuilder.createOp`. */
  build(location: Location, args: BuildArgs<D>): OperationState;
  /**
   * Creates a new op (in no block); its dialect must be loaded in the location's context. Given an
   * `OperationState` instead, behaves as `Operation.create`.
   */
  create<T extends Operation>(
    this: new (state: OperationState) => T,
    location: Location,
    args: BuildArgs<D>,
  ): T;
  create(state: OperationState): Operation;
}

/** Names that accessors may not take: they would hide members of `Operation` or of build args. */
const RESERVED_NAMES = new Set(['attributes']);

/**
 * Makes the class of an op from its declarative definition: typed accessors for operands,
 * results, attributes, regions and successors, `build`/`create`, and the metadata the dialect
 * registers (`spec`, the validated `assemblyFormat`). Subclass it to add a verifier or helpers:
 *
 *     class AddIOp extends defineOp({ name: 'arith.addi', operands: { lhs: I32, rhs: I32 }, ... }) {}
 *
 * Throws {@link OpDefinitionError} or `AssemblyFormatError` for a malformed definition.
 */
export function defineOp<const D extends OpDefinition>(definition: D): OpClass<D> {
  const spec = new OpSpec(definition);
  for (const { name } of [
    ...spec.operands,
    ...spec.results,
    ...spec.attributes,
    ...spec.regions,
    ...spec.successors,
  ]) {
    if (name in Operation.prototype || RESERVED_NAMES.has(name)) {
      throw new OpDefinitionError(
        spec.name,
        `'${name}' would hide a member of Operation; choose another name`,
      );
    }
  }

  checkForwardedGroups(spec, definition.interfaces ?? []);
  const cache = new BuildCache(spec);

  class DefinedOp extends Operation implements OpHooks {
    static readonly definition = definition;
    static readonly spec = spec;
    static readonly operationName = spec.name;
    static readonly assemblyFormat = spec.assemblyFormat;

    static build(location: Location, args: BuildArgs<D>): OperationState {
      return buildState(spec, cache, location, args as Record<string, unknown>);
    }

    static override create(location: Location | OperationState, args?: BuildArgs<D>): Operation {
      if (args === undefined) return Operation.create(location as OperationState);
      const op = Operation.create(
        buildState(spec, cache, location as Location, args as Record<string, unknown>),
      );
      if (!(op instanceof this)) {
        throw new Error(`'${spec.name}' is not registered in this context; load its dialect first`);
      }
      return op;
    }

    verify(): boolean {
      return true;
    }

    verifyRegions(): boolean {
      return true;
    }
  }
  installAccessors(DefinedOp.prototype, spec);
  return DefinedOp as unknown as OpClass<D>;
}

/**
 * Operation's instance fields, assigned by its constructor. A group or attribute named like one of
 * them gets no accessor: the op's own field wins (as it always did), and an accessor on the
 * prototype would intercept the constructor's assignment.
 */
const OPERATION_FIELDS = new Set([
  'name',
  'location',
  'results',
  'regions',
  'propertyMap',
  'parentBlock',
  'prevNode',
  'nextNode',
  'orderIndex',
  'worklistOwner',
  'operandList',
  'opExtras',
]);

function installAccessors(prototype: object, spec: OpSpec): void {
  const define = (
    name: string,
    get: (this: Operation) => unknown,
    set?: (this: Operation, v: unknown) => void,
  ) => {
    if (OPERATION_FIELDS.has(name)) return;
    Object.defineProperty(prototype, name, { get, set, configurable: true, enumerable: false });
  };
  spec.operands.forEach((group, index) => {
    define(group.name, function () {
      const values = readGroup(
        this,
        spec.operands,
        spec.operandLayout,
        index,
        this.numOperands,
        operandSegmentSizes,
        getOperand,
      );
      return group.segmentProperty === null
        ? values
        : splitIntoSubGroups(values as Value[], this.getInherentAttr(group.segmentProperty));
    });
  });
  spec.results.forEach((group, index) => {
    define(group.name, function () {
      return readGroup(
        this,
        spec.results,
        spec.resultLayout,
        index,
        this.numResults,
        resultSegmentSizes,
        getResult,
      );
    });
  });
  for (const attr of spec.attributes) {
    const { name, defaultValue } = attr;
    const stored = attr.storage === 'property';
    define(
      name,
      function () {
        const value = stored ? this.getInherentAttr(name) : this.getDiscardableAttr(name);
        return value ?? defaultValue?.(this.context);
      },
      function (value) {
        if (stored) this.setInherentAttr(name, value as Attribute | undefined);
        else if (value === undefined) this.removeDiscardableAttr(name);
        else this.setDiscardableAttr(name, value as Attribute);
      },
    );
  }
  spec.regions.forEach((region, index) => {
    define(region.name, function () {
      return region.variadic ? this.regions.slice(index) : this.getRegion(index);
    });
  });
  spec.successors.forEach((successor, index) => {
    define(successor.name, function () {
      return successor.variadic ? this.successors.slice(index) : this.getSuccessor(index);
    });
  });
}

// Module-level readers, so the accessors allocate no closures per access.
function getOperand(op: Operation, i: number): Value {
  return op.getOperand(i);
}
function getResult(op: Operation, i: number): OpResult {
  return op.getResult(i);
}

function readGroup<V>(
  op: Operation,
  groups: readonly ValueGroupSpec[],
  layout: OpSpec['operandLayout'],
  index: number,
  total: number,
  sizesOf: (op: Operation) => readonly number[] | null,
  read: (op: Operation, i: number) => V,
): V | V[] | null {
  const arity = groups[index]!.arity;
  if (layout === 'fixed') return read(op, index);
  const { start, length } = groupRange(
    groups,
    layout,
    index,
    total,
    layout === 'attr-sized' ? sizesOf(op) : null,
  );
  if (arity === 'single') return read(op, start);
  if (arity === 'optional') return length === 0 ? null : read(op, start);
  const values = new Array<V>(length);
  for (let i = 0; i < length; i++) values[i] = read(op, start + i);
  return values;
}

/**
 * Flattens the lists of a `variadicOfVariadic` group argument into `out`; answers the `array<i32>`
 * of their sizes.
 */
function appendSubGroups(
  out: Value[],
  arg: unknown,
  group: ValueGroupSpec,
  opName: string,
  context: MLIRContext,
): Attribute {
  const lists = (arg ?? []) as readonly (readonly Value[])[];
  if (!Array.isArray(lists) || !lists.every((list) => Array.isArray(list)))
    throw new Error(`'${opName}': operand '${group.name}' takes a list of value lists`);
  const sizes = new Array<number>(lists.length);
  for (let i = 0; i < lists.length; i++) {
    const list = lists[i]!;
    for (let k = 0; k < list.length; k++) out.push(list[k]!);
    sizes[i] = list.length;
  }
  return makeSegmentSizesAttr(context, sizes);
}

/**
 * Flattens a group argument (one value, null, or a list) into `out`; returns how many it added.
 * `mayOmit` lets a single group be absent (a result type still to be inferred).
 */
function appendGroup<V>(
  out: V[],
  arg: unknown,
  group: ValueGroupSpec,
  opName: string,
  what: string,
  mayOmit = false,
): number {
  if (arg === undefined || arg === null) {
    if (group.arity === 'single' && !mayOmit)
      throw new Error(`'${opName}': ${what} '${group.name}' is required`);
    return 0;
  }
  if (Array.isArray(arg)) {
    if (group.arity !== 'variadic')
      throw new Error(`'${opName}': ${what} '${group.name}' takes one value, not a list`);
    // A loop rather than a spread call, which is slower for the short lists of a build.
    const values = arg as readonly V[];
    for (let i = 0; i < values.length; i++) out.push(values[i]!);
    return values.length;
  }
  if (group.arity === 'variadic')
    throw new Error(`'${opName}': ${what} '${group.name}' takes a list`);
  out.push(arg as V);
  return 1;
}

/**
 * What {@link buildState} looks up in the context for an op class, kept for the context of the
 * last build (uniqued there, so reusing them changes nothing): the op name and the default values
 * of properties, by attribute index.
 */
class BuildCache {
  context: MLIRContext | null = null;
  name: OperationName | null = null;
  readonly defaults: (Attribute | undefined)[];

  constructor(spec: OpSpec) {
    this.defaults = new Array<Attribute | undefined>(spec.attributes.length);
  }

  /** Keeps `context`'s values from now on. */
  use(context: MLIRContext, spec: OpSpec): void {
    this.context = context;
    this.name = context.getOperationName(spec.name);
    this.defaults.fill(undefined);
  }
}

/**
 * The state of a new op from its build arguments. It runs once per op a pattern creates, so it
 * makes no closure or map it does not need: the maps are made on their first entry, and are left
 * out of the state when empty (which saves `Operation` from copying and applying them).
 */
function buildState(
  spec: OpSpec,
  cache: BuildCache,
  location: Location,
  args: Record<string, unknown>,
): OperationState {
  const context = location.context;
  if (cache.context !== context) cache.use(context, spec);
  const operands: Value[] = [];
  const operandGroups = spec.operands;
  const operandSizes = new Array<number>(operandGroups.length);
  // Holds only the sub-group sizes of split groups until the attributes are read.
  let properties: Map<string, Attribute> | null = null;
  for (let i = 0; i < operandGroups.length; i++) {
    const group = operandGroups[i]!;
    const arg = args[group.name];
    if (group.segmentProperty === null) {
      operandSizes[i] = appendGroup(operands, arg, group, spec.name, 'operand');
    } else if (arg === undefined) {
      // No lists: the sizes property, when given, stands (all its lists empty); else none.
      operandSizes[i] = 0;
      if (args[group.segmentProperty] === undefined)
        (properties ??= new Map()).set(group.segmentProperty, makeSegmentSizesAttr(context, []));
    } else {
      const before = operands.length;
      const sizes = appendSubGroups(operands, arg, group, spec.name, context);
      (properties ??= new Map()).set(group.segmentProperty, sizes);
      operandSizes[i] = operands.length - before;
    }
  }
  let attributes: Map<string, Attribute> | null = null;
  const attrSpecs = spec.attributes;
  for (let i = 0; i < attrSpecs.length; i++) {
    const attr = attrSpecs[i]!;
    const value = args[attr.name];
    const derived = properties === null ? undefined : properties.get(attr.name);
    if (value === undefined) {
      if (attr.presence === 'required' && derived === undefined)
        throw new Error(`'${spec.name}': attribute '${attr.name}' is required`);
      continue;
    }
    if (!(value instanceof Attribute))
      throw new Error(`'${spec.name}': '${attr.name}' must be an attribute`);
    if (derived !== undefined && derived !== value)
      throw new Error(`'${spec.name}': '${attr.name}' disagrees with the operand lists it sizes`);
    if (attr.storage === 'property') (properties ??= new Map()).set(attr.name, value);
    else (attributes ??= new Map()).set(attr.name, value);
  }
  properties = populateDefaults(spec, properties, context, cache.defaults);
  if (spec.operandLayout === 'attr-sized') {
    (properties ??= new Map()).set(
      OPERAND_SEGMENT_SIZES,
      makeSegmentSizesAttr(context, operandSizes),
    );
  }
  const resultGroups = spec.results;
  const resultTypes: Type[] = [];
  // A single result may be left out here: its type is inferred below.
  let resultSizes = new Array<number>(resultGroups.length);
  let inferSome = false;
  for (let i = 0; i < resultGroups.length; i++) {
    const group = resultGroups[i]!;
    const arg = args[group.name];
    if (arg === undefined) inferSome = true;
    resultSizes[i] = appendGroup(resultTypes, arg ?? null, group, spec.name, 'result', true);
  }
  if (inferSome) {
    // Some result types are left out: infer them all from what is known.
    const given = new Map<string, Type[]>();
    let start = 0;
    for (let i = 0; i < resultGroups.length; i++) {
      const group = resultGroups[i]!;
      if (args[group.name] !== undefined)
        given.set(group.name, resultTypes.slice(start, start + resultSizes[i]!));
      start += resultSizes[i]!;
    }
    const inferred = inferResultTypes(
      spec,
      context,
      location,
      operands,
      operandSizes,
      properties ?? new Map<string, Attribute>(),
      given,
    );
    if (inferred === null) {
      const missing = resultGroups.find((group) => args[group.name] === undefined)!.name;
      throw new Error(
        `'${spec.name}': the type of result '${missing}' cannot be inferred; pass it`,
      );
    }
    resultTypes.length = 0;
    resultTypes.push(...inferred);
    resultSizes = resultGroups.map((group) =>
      group.arity === 'single' ? 1 : (given.get(group.name)?.length ?? 0),
    );
  }
  if (spec.resultLayout === 'attr-sized') {
    (properties ??= new Map()).set(
      RESULT_SEGMENT_SIZES,
      makeSegmentSizesAttr(context, resultSizes),
    );
  }
  // Most ops have no regions or no successors: their state leaves them out (no empty arrays).
  const regionSpecs = spec.regions;
  const regions: Region[] | undefined = regionSpecs.length === 0 ? undefined : [];
  for (let i = 0; i < regionSpecs.length; i++) {
    const region = regionSpecs[i]!;
    const arg = args[region.name] as Region | readonly Region[] | undefined;
    if (region.variadic) {
      if (arg !== undefined) for (const r of arg as readonly Region[]) regions!.push(r);
    } else regions!.push((arg as Region | undefined) ?? new Region());
  }
  const successorSpecs = spec.successors;
  const successors: Block[] | undefined = successorSpecs.length === 0 ? undefined : [];
  for (let i = 0; i < successorSpecs.length; i++) {
    const successor = successorSpecs[i]!;
    const arg = args[successor.name] as Block | readonly Block[] | undefined;
    if (successor.variadic) {
      if (arg !== undefined) for (const b of arg as readonly Block[]) successors!.push(b);
    } else if (arg === undefined)
      throw new Error(`'${spec.name}': successor '${successor.name}' is required`);
    else successors!.push(arg as Block);
  }
  const discardable = args.attributes as NamedAttributes | undefined;
  if (discardable)
    for (const [name, value] of discardable) (attributes ??= new Map()).set(name, value);
  return {
    // The uniqued name rather than the string saves Operation.create a lookup and a state copy.
    name: cache.name!,
    location,
    operands,
    resultTypes,
    properties: properties ?? undefined,
    attributes: attributes ?? undefined,
    regions,
    successors,
  };
}
