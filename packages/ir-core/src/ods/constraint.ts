import type { Attribute } from '../attributes/attribute.js';
import type { MLIRContext } from '../context.js';
import type { Block } from '../ir/block.js';
import type { Region } from '../ir/region.js';
import type { Type } from '../types/type.js';

/** A predicate with the one-line summary MLIR prints when it fails. */
abstract class PredicateConstraint<T> {
  constructor(
    readonly summary: string,
    private readonly predicate: (value: T) => boolean,
  ) {}

  isSatisfiedBy(value: T): boolean {
    return this.predicate(value);
  }
}

/**
 * The class of types that MLIR's ODS-generated parsers read for `type($x)` of a single value of a
 * constraint (the constraint's C++ type, as `MemRefType` for `AnyMemRef`): a type of another class
 * is rejected while parsing, at the type, with "invalid kind of type specified", followed by
 * ": expected <name>, but found '<type>'" when the class has a name (`builtin.memref`).
 */
export interface ParsedTypeClass {
  readonly typeClass: Function & { prototype: Type };
  readonly name: string | null;
}

/** A predicate on types ("operand #0 must be <summary>, but got 'f32'"). */
export class TypeConstraint extends PredicateConstraint<Type> {
  readonly kind = 'type' as const;

  constructor(
    summary: string,
    predicate: (type: Type) => boolean,
    /**
     * For constraints satisfied by exactly one type (`I1`, `Index`): builds it, so an assembly
     * format need not spell that operand's or result's type.
     */
    readonly buildType?: (context: MLIRContext) => Type,
    /** The class an assembly format's `type` directive parses (absent: any type). */
    readonly parsedClass?: ParsedTypeClass,
  ) {
    super(summary, predicate);
  }

  get isBuildable(): boolean {
    return this.buildType !== undefined;
  }
}

/**
 * A predicate on attributes; `A` is the attribute class the accessors of a satisfying property
 * are typed as. MLIR's message: "attribute 'value' failed to satisfy constraint: <summary>".
 */
export class AttrConstraint<
  A extends Attribute = Attribute,
> extends PredicateConstraint<Attribute> {
  readonly kind = 'attr' as const;
  /** Type-level only: the attribute class, for inferring accessor types. */
  declare readonly attrType?: A;

  constructor(
    summary: string,
    predicate: (attr: Attribute) => boolean,
    /**
     * Whether a property of this constraint can hold `attr` at all (MLIR's property conversion,
     * which checks the storage class only). The op parser rejects other attributes in `<{...}>`
     * with "invalid properties ... Invalid attribute `name` in property conversion"; attributes
     * that convert but break the constraint are left to the verifier, as in MLIR.
     */
    readonly storageAccepts: (attr: Attribute) => boolean = () => true,
    /** A flag attribute (`UnitAttr`): its absence means false, so it is optional without `optional(...)`. */
    readonly isUnit = false,
  ) {
    super(summary, predicate);
  }

  override isSatisfiedBy(attr: Attribute): attr is A {
    return super.isSatisfiedBy(attr);
  }
}

/** A predicate on a region ("region #0 ('body') failed to verify constraint: <summary>"). */
export class RegionConstraint extends PredicateConstraint<Region> {
  readonly kind = 'region' as const;
}

/** A predicate on a successor block ("successor #0 ('dest') failed to verify constraint: ..."). */
export class SuccessorConstraint extends PredicateConstraint<Block> {
  readonly kind = 'successor' as const;
}

/** Any number (zero or more) of operands, results, regions or successors satisfying `inner`. */
export interface VariadicOf<C> {
  readonly kind: 'variadic';
  readonly inner: C;
}

/**
 * Any number of operands satisfying `inner`, split into consecutive sub-groups by the `array<i32>`
 * property `segmentProperty` (MLIR's `VariadicOfVariadic`, as `cf.switch`'s case operands): entry i
 * of the property is the size of sub-group i. Operands only.
 */
export interface VariadicOfVariadicOf<C, P extends string = string> {
  readonly kind: 'variadic-of-variadic';
  readonly inner: C;
  readonly segmentProperty: P;
}

/** Zero or one operand/result, or an attribute that may be absent. */
export interface OptionalOf<C> {
  readonly kind: 'optional';
  readonly inner: C;
}

/** An attribute that reads as `value` when absent (MLIR's `DefaultValuedAttr`). */
export interface DefaultValuedOf<A extends Attribute> {
  readonly kind: 'default-valued';
  readonly inner: AttrConstraint<A>;
  /** Built lazily per context, since attributes are uniqued by a context. */
  readonly value: (context: MLIRContext) => A;
}

export function variadic<C extends TypeConstraint | RegionConstraint | SuccessorConstraint>(
  inner: C,
): VariadicOf<C> {
  return { kind: 'variadic', inner };
}

/**
 * An operand group of sub-groups (MLIR's `VariadicOfVariadic`): `segmentProperty` names a property
 * of the definition, a `DenseI32ArrayAttr`, holding the sub-group sizes. The derived verifier checks
 * it against the group, the accessor returns the sub-groups and `build` takes a list of value
 * lists, from which it sets the property.
 */
export function variadicOfVariadic<C extends TypeConstraint, P extends string>(
  inner: C,
  segmentProperty: P,
): VariadicOfVariadicOf<C, P> {
  return { kind: 'variadic-of-variadic', inner, segmentProperty };
}

export function optional<C extends TypeConstraint | AttrConstraint<Attribute>>(
  inner: C,
): OptionalOf<C> {
  return { kind: 'optional', inner };
}

export function defaultValued<A extends Attribute>(
  inner: AttrConstraint<A>,
  value: (context: MLIRContext) => A,
): DefaultValuedOf<A> {
  return { kind: 'default-valued', inner, value };
}

/** What an entry of `results:` of a definition may be. */
export type ValueDefinition =
  TypeConstraint | VariadicOf<TypeConstraint> | OptionalOf<TypeConstraint>;
/** What an entry of `operands:` of a definition may be: a result's kinds, or sub-groups. */
export type OperandDefinition = ValueDefinition | VariadicOfVariadicOf<TypeConstraint>;
/** What an entry of `properties:`/`attributes:` may be. */
export type AttrDefinition<A extends Attribute = Attribute> =
  AttrConstraint<A> | OptionalOf<AttrConstraint<A>> | DefaultValuedOf<A>;
export type RegionDefinition = RegionConstraint | VariadicOf<RegionConstraint>;
export type SuccessorDefinition = SuccessorConstraint | VariadicOf<SuccessorConstraint>;

/** How many of an operand/result/region/successor group an op has. */
export type Arity = 'single' | 'optional' | 'variadic';

/** The summary MLIR prints for a variadic group ("variadic of index"). */
export function groupSummary(arity: Arity, summary: string): string {
  return arity === 'variadic' ? `variadic of ${summary}` : summary;
}

export const AnyRegion = new RegionConstraint('any region', () => true);

function blockCount(region: Region, atMost: number): number {
  let count = 0;
  for (let block = region.front; block !== null && count <= atMost; block = block.nextNode) count++;
  return count;
}

/** A region with exactly `n` blocks (MLIR's `SizedRegion<n>`). */
export function SizedRegion(n: number): RegionConstraint {
  return new RegionConstraint(`region with ${n} blocks`, (region) => blockCount(region, n) === n);
}

/** A region with at least `n` blocks (MLIR's `MinSizedRegion<n>`). */
export function MinSizedRegion(n: number): RegionConstraint {
  return new RegionConstraint(
    `region with at least ${n} blocks`,
    (region) => blockCount(region, n) >= n,
  );
}

export const SizedRegion1 = SizedRegion(1);
export const AnySuccessor = new SuccessorConstraint('any successor', () => true);
