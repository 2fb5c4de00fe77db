import type { Attribute } from '../attributes/attribute.js';
import type { OpOperand } from '../ir/operands.js';
import type { Operation } from '../ir/operation.js';
import type { OperationClass } from '../ir/operation-name.js';
import type { OpResult } from '../ir/value.js';
import { ShapedType, TensorType, VectorType } from '../types/shaped-types.js';
import type { Type } from '../types/type.js';
import type { OpTrait } from './trait.js';
import type { CountBounds } from './traits/counts.js';
import { HasParent, Terminator } from './traits/structure.js';
import {
  AllTypesMatch,
  Elementwise,
  SameOperandsAndResultShape,
  SameOperandsAndResultType,
  SameTypeOperands,
} from './traits/types.js';
import type { AttrSpec, OpSpec, SegmentLayout, ValueGroupSpec } from './spec.js';
import {
  OPERAND_SEGMENT_SIZES,
  readSegmentSizes,
  RESULT_SEGMENT_SIZES,
  subGroupSizesHold,
} from './traits/segments.js';
import {
  isRemembered,
  remember,
  SATISFIED_SLOTS,
  type SatisfiedValues,
} from './verify-invariants.js';

/**
 * A report-free check that an op certainly passes its counting traits, its declared constraints
 * and the common trait verifiers (type relations, terminator position, parent), run as one pass
 * over what the op holds instead of one call per trait, each rereading the op's operands and
 * results (and each read of a member of an op is a lookup over the many op classes).
 *
 * It only ever answers "certainly passes" or "not sure": on "not sure" the verifier runs the
 * op's full verification, in MLIR's order, which finds and reports the first failure. Every
 * check here is pure (the constraint predicates are, which {@link SatisfiedValues} relies on
 * already), so running it first changes no diagnostic.
 */
export class Precheck {
  private constructor(
    private readonly counts: CountBounds,
    /** The declared attributes, with the constraint memo of each. */
    private readonly attributes: readonly AttrSpec[],
    private readonly operandGroups: GroupChecks,
    private readonly resultGroups: GroupChecks,
    private readonly spec: OpSpec,
    private readonly satisfied: SatisfiedValues,
    /** The trait verifiers decided here, as {@link TraitCheck}s. */
    private readonly traits: readonly TraitCheck[],
  ) {}

  /**
   * The precheck of ops of `spec` (class `opClass`), or null when they have variadic groups of
   * equal size (left to the full verification). `covered` receives each trait of
   * `candidates` that the precheck decides; `counts` holds the folded counting traits.
   */
  static build(
    spec: OpSpec,
    opClass: OperationClass,
    counts: CountBounds,
    satisfied: SatisfiedValues,
    candidates: readonly OpTrait<unknown>[],
    covered: Set<OpTrait<unknown>>,
  ): Precheck | null {
    const operandGroups = GroupChecks.of(spec.operands, spec.operandLayout, OPERAND_SEGMENT_SIZES);
    const resultGroups = GroupChecks.of(spec.results, spec.resultLayout, RESULT_SEGMENT_SIZES);
    if (operandGroups === null || resultGroups === null) return null;
    const traits: TraitCheck[] = [];
    for (const trait of candidates) {
      const check = traitCheckOf(trait, spec, opClass);
      if (check === null) continue;
      traits.push(check);
      covered.add(trait);
    }
    return new Precheck(
      counts,
      spec.attributes,
      operandGroups,
      resultGroups,
      spec,
      satisfied,
      traits,
    );
  }

  /**
   * Whether `op` (with these operands, region count and successor count, known to the caller)
   * certainly passes.
   */
  holds(
    op: Operation,
    operands: readonly OpOperand[],
    numRegions: number,
    numSuccessors: number,
  ): boolean {
    const results = op.results;
    if (!this.counts.within(operands.length, results.length, numSuccessors, numRegions))
      return false;
    if (this.attributes.length !== 0 && !this.attributesHold(op)) return false;
    const satisfied = this.satisfied;
    if (!this.operandGroups.hold(op, operands, true, satisfied.operands)) return false;
    if (!this.resultGroups.hold(op, results, false, satisfied.results)) return false;
    const spec = this.spec;
    if (spec.regions.length !== 0 || spec.successors.length !== 0) {
      if (!regionsAndSuccessorsHold(op, spec)) return false;
    }
    const traits = this.traits;
    for (let i = 0; i < traits.length; i++) {
      if (!traits[i]!.holds(op, operands, results)) return false;
    }
    return true;
  }

  private attributesHold(op: Operation): boolean {
    const attributes = this.attributes;
    const memo = this.satisfied.attributes;
    // One declared attribute (most ops that have any) is read with one call on the op; for more,
    // the map is fetched once. Without properties, every property attribute is absent.
    const single = attributes.length === 1;
    const properties = single || !op.hasProperties() ? null : op.properties;
    for (let a = 0; a < attributes.length; a++) {
      const attr = attributes[a]!;
      let value: Attribute | undefined;
      if (attr.storage !== 'property') value = op.getDiscardableAttr(attr.name);
      else if (single) value = op.getInherentAttr(attr.name);
      else if (properties !== null) value = properties.get(attr.name);
      else value = undefined;
      if (value === undefined) {
        if (attr.presence === 'required') return false;
        continue;
      }
      if (isRemembered(memo, a, value)) continue;
      if (!attr.constraint.isSatisfiedBy(value)) return false;
      remember(memo, a, value);
    }
    return true;
  }
}

/**
 * The declared region and successor constraints, checked without reporting. Fewer regions or
 * successors than declared fail here: the counting traits (which report them) run after.
 */
function regionsAndSuccessorsHold(op: Operation, spec: OpSpec): boolean {
  const numRegions = op.numRegions;
  for (let i = 0; i < spec.regions.length; i++) {
    const region = spec.regions[i]!;
    const count = region.variadic ? numRegions - i : 1;
    if (i + count > numRegions) return false;
    for (let k = 0; k < count; k++)
      if (!region.constraint.isSatisfiedBy(op.getRegion(i + k))) return false;
  }
  const numSuccessors = op.numSuccessors;
  for (let i = 0; i < spec.successors.length; i++) {
    const successor = spec.successors[i]!;
    const count = successor.variadic ? numSuccessors - i : 1;
    if (i + count > numSuccessors) return false;
    for (let k = 0; k < count; k++)
      if (!successor.constraint.isSatisfiedBy(op.getSuccessor(i + k))) return false;
  }
  return true;
}

/**
 * The type constraints of an op's operand (or result) groups, for every layout but equal-size
 * variadic groups: all groups single, one variable-length group, or sizes given by a
 * segment-sizes property (whose last few values found valid are remembered with their sizes, as
 * attributes are uniqued: branches alternate between a few, as `cf.cond_br` forwarding to one
 * side or the other).
 */
class GroupChecks {
  /** The sizes and their sum of the op being checked, once {@link segmentsHold} found them valid. */
  private segmentSizes: readonly number[] = [];
  private segmentTotal = 0;
  /**
   * The segment-sizes attributes found valid, most recent first, with their sizes and sums (kept
   * as {@link remember} keeps satisfying values).
   */
  private readonly knownAttrs: (Attribute | null)[] = new Array<Attribute | null>(
    SATISFIED_SLOTS,
  ).fill(null);
  private readonly knownSizes: (readonly number[])[] = new Array<readonly number[]>(
    SATISFIED_SLOTS,
  ).fill([]);
  private readonly knownTotals: number[] = new Array<number>(SATISFIED_SLOTS).fill(0);

  private constructor(
    private readonly groups: readonly ValueGroupSpec[],
    private readonly layout: SegmentLayout,
    /** The variable-length group of the `one-variable` layout, else -1. */
    private readonly variable: number,
    /** The property holding the sizes of the `attr-sized` layout. */
    private readonly segmentsProperty: string,
    /** The groups split into sub-groups (`variadicOfVariadic`), by index. */
    private readonly splitGroups: readonly number[],
  ) {}

  static of(
    groups: readonly ValueGroupSpec[],
    layout: SegmentLayout,
    segmentsProperty: string,
  ): GroupChecks | null {
    if (layout === 'same-size') return null;
    const variable =
      layout === 'one-variable' ? groups.findIndex((group) => group.arity !== 'single') : -1;
    const splitGroups: number[] = [];
    for (let g = 0; g < groups.length; g++)
      if (groups[g]!.segmentProperty !== null) splitGroups.push(g);
    return new GroupChecks(groups, layout, variable, segmentsProperty, splitGroups);
  }

  /** Whether `values` (the op's operands, or its results) fit the groups and their constraints. */
  hold(
    op: Operation,
    values: readonly OpOperand[] | readonly OpResult[],
    operands: boolean,
    memo: (Type | null)[],
  ): boolean {
    const extra = this.extraValues(op, values.length);
    if (extra === NO_FIT) return false;
    if (this.splitGroups.length !== 0 && !this.subGroupsHold(op, extra)) return false;
    // Value i belongs to group g, which ends before value `end`.
    let g = 0;
    let end = this.sizeOf(0, extra);
    for (let i = 0; i < values.length; i++) {
      while (i >= end) end += this.sizeOf(++g, extra);
      const type = operands
        ? (values as readonly OpOperand[])[i]!.get().type
        : (values as readonly OpResult[])[i]!.type;
      if (!isRemembered(memo, g, type) && !this.accepts(g, type, memo)) return false;
    }
    return true;
  }

  /** Whether the sub-group sizes of each split group are valid for the group's length. */
  private subGroupsHold(op: Operation, extra: number): boolean {
    const split = this.splitGroups;
    for (let i = 0; i < split.length; i++) {
      const g = split[i]!;
      const property = this.groups[g]!.segmentProperty!;
      if (!subGroupSizesHold(op, property, this.sizeOf(g, extra))) return false;
    }
    return true;
  }

  /**
   * For the `one-variable` layout, how many values beyond one per group there are; for the
   * others 0. {@link NO_FIT} when `count` values do not fit the layout (or its sizes property is
   * not one the precheck settles).
   */
  private extraValues(op: Operation, count: number): number {
    const extra = count - this.groups.length;
    switch (this.layout) {
      case 'fixed':
        return extra === 0 ? 0 : NO_FIT;
      case 'one-variable':
        return extra >= -1 && (extra <= 0 || this.groups[this.variable]!.arity !== 'optional')
          ? extra
          : NO_FIT;
      default:
        return this.segmentsHold(op) && this.segmentTotal === count ? 0 : NO_FIT;
    }
  }

  /** The number of values in group `g`. */
  private sizeOf(g: number, extra: number): number {
    if (this.variable >= 0) return g === this.variable ? extra + 1 : 1;
    return this.layout === 'fixed' ? 1 : (this.segmentSizes[g] ?? 0);
  }

  /**
   * Whether the op's segment sizes are present and well formed; they are then the current sizes,
   * and remembered.
   */
  private segmentsHold(op: Operation): boolean {
    const attr = op.getInherentAttr(this.segmentsProperty);
    if (attr === undefined) return false;
    const known = this.knownAttrs;
    for (let i = 0; i < SATISFIED_SLOTS; i++) {
      if (known[i] !== attr) continue;
      this.segmentSizes = this.knownSizes[i]!;
      this.segmentTotal = this.knownTotals[i]!;
      return true;
    }
    const sizes = readSegmentSizes(attr);
    const groups = this.groups;
    if (sizes === null || sizes.length !== groups.length) return false;
    let total = 0;
    for (let g = 0; g < sizes.length; g++) {
      const size = sizes[g]!;
      if (size < 0 || (size > 1 && groups[g]!.arity === 'optional')) return false;
      total += size;
    }
    remember(known, 0, attr);
    remember(this.knownSizes, 0, sizes);
    remember(this.knownTotals, 0, total);
    this.segmentSizes = sizes;
    this.segmentTotal = total;
    return true;
  }

  private accepts(group: number, type: Type, memo: (Type | null)[]): boolean {
    if (!this.groups[group]!.constraint.isSatisfiedBy(type)) return false;
    remember(memo, group, type);
    return true;
  }
}

/** {@link GroupChecks}' answer for values that do not fit the layout. */
const NO_FIT = -2;

const enum TraitKind {
  SameOperandsAndResultType,
  SameTypeOperands,
  /** `Elementwise` when no operand or result is a vector or tensor. */
  ScalarElementwise,
  SameOperandsAndResultShape,
  /** `AllTypesMatch` over values at fixed positions and property attributes. */
  AllTypesMatch,
  Terminator,
  HasParent,
}

/**
 * One trait verifier decided by the precheck. `positions` (for `AllTypesMatch`): an operand index
 * i as i, a result index i as -1 - i; `names`: the attributes of `AllTypesMatch`, or the parents
 * of `HasParent`.
 */
class TraitCheck {
  constructor(
    readonly kind: TraitKind,
    readonly positions: readonly number[],
    readonly names: readonly string[],
  ) {}

  holds(op: Operation, operands: readonly OpOperand[], results: readonly OpResult[]): boolean {
    switch (this.kind) {
      case TraitKind.SameOperandsAndResultType: {
        if (operands.length === 0 || results.length === 0) return false;
        const type = results[0]!.type;
        for (let i = 1; i < results.length; i++) if (results[i]!.type !== type) return false;
        for (let i = 0; i < operands.length; i++)
          if (operands[i]!.get().type !== type) return false;
        return true;
      }
      case TraitKind.SameTypeOperands: {
        if (operands.length < 2) return true;
        const type = operands[0]!.get().type;
        for (let i = 1; i < operands.length; i++)
          if (operands[i]!.get().type !== type) return false;
        return true;
      }
      case TraitKind.ScalarElementwise: {
        for (let i = 0; i < operands.length; i++)
          if (isMappable(operands[i]!.get().type)) return false;
        for (let i = 0; i < results.length; i++) if (isMappable(results[i]!.type)) return false;
        return true;
      }
      case TraitKind.SameOperandsAndResultShape:
        return sameShapes(operands, results);
      case TraitKind.AllTypesMatch:
        return this.allTypesMatch(op, operands, results);
      case TraitKind.Terminator:
        return op.nextNode === null && op.parentBlock !== null;
      case TraitKind.HasParent: {
        const block = op.parentBlock;
        const region = block === null ? null : block.parent;
        const parent = region === null ? null : region.parentOp;
        return parent !== null && this.names.includes(parent.name.identifier);
      }
    }
  }

  private allTypesMatch(
    op: Operation,
    operands: readonly OpOperand[],
    results: readonly OpResult[],
  ): boolean {
    const positions = this.positions;
    let first: Type | null = null;
    for (let i = 0; i < positions.length; i++) {
      const at = positions[i]!;
      const type = at >= 0 ? operands[at]!.get().type : results[-1 - at]!.type;
      if (first === null) first = type;
      else if (type !== first) return false;
    }
    const names = this.names;
    for (let i = 0; i < names.length; i++) {
      // A typed attribute: present as a property, and of the values' type.
      const attr = op.getInherentAttr(names[i]!);
      const type = attr === undefined ? null : attr.getType();
      if (type === null) return false;
      if (first === null) first = type;
      else if (type !== first) return false;
    }
    return true;
  }
}

/** Vectors and tensors: the types `Elementwise` maps over. */
function isMappable(type: Type): boolean {
  return type instanceof VectorType || type instanceof TensorType;
}

/** Every type among operands and results identical to the first, or all of them unshaped. */
function sameShapes(operands: readonly OpOperand[], results: readonly OpResult[]): boolean {
  if (operands.length === 0 || results.length === 0) return false;
  const first = operands[0]!.get().type;
  const unshaped = !(first instanceof ShapedType);
  for (let i = 1; i < operands.length; i++) {
    const type = operands[i]!.get().type;
    if (type !== first && !(unshaped && !(type instanceof ShapedType))) return false;
  }
  for (let i = 0; i < results.length; i++) {
    const type = results[i]!.type;
    if (type !== first && !(unshaped && !(type instanceof ShapedType))) return false;
  }
  return true;
}

/** The precheck form of `trait`'s verifier for ops of `spec`, or null when it has none. */
function traitCheckOf(
  trait: OpTrait<unknown>,
  spec: OpSpec,
  opClass: OperationClass,
): TraitCheck | null {
  const key = trait.key;
  if (key === SameOperandsAndResultType.key)
    return new TraitCheck(TraitKind.SameOperandsAndResultType, [], []);
  if (key === SameTypeOperands.key) return new TraitCheck(TraitKind.SameTypeOperands, [], []);
  if (key === Elementwise.key) return new TraitCheck(TraitKind.ScalarElementwise, [], []);
  if (key === SameOperandsAndResultShape.key)
    return new TraitCheck(TraitKind.SameOperandsAndResultShape, [], []);
  if (key === Terminator.key) return new TraitCheck(TraitKind.Terminator, [], []);
  if (key === HasParent.key)
    return new TraitCheck(TraitKind.HasParent, [], trait.params as readonly string[]);
  if (key === AllTypesMatch.key) return allTypesMatchCheck(trait.params as string[], spec, opClass);
  return null;
}

/**
 * `AllTypesMatch(names)` as positions and attribute names, when each name is read through the
 * accessor `defineOp` made (not one an op class overrides) and is a single operand or result at
 * a position fixed by the layout, or a property attribute; null otherwise.
 */
function allTypesMatchCheck(
  names: readonly string[],
  spec: OpSpec,
  opClass: OperationClass,
): TraitCheck | null {
  const positions: number[] = [];
  const attributes: string[] = [];
  for (const name of names) {
    if (!readByDefinedAccessor(opClass, name)) return null;
    const operand = fixedPosition(spec.operands, name);
    const result = fixedPosition(spec.results, name);
    if (operand >= 0) positions.push(operand);
    else if (result >= 0) positions.push(-1 - result);
    else if (spec.attributes.some((a) => a.name === name && a.storage === 'property'))
      attributes.push(name);
    else return null;
  }
  return new TraitCheck(TraitKind.AllTypesMatch, positions, attributes);
}

/** The index of single group `name` when every group before it is single too, else -1. */
function fixedPosition(groups: readonly ValueGroupSpec[], name: string): number {
  for (let i = 0; i < groups.length; i++) {
    if (groups[i]!.name === name) return groups[i]!.arity === 'single' ? i : -1;
    if (groups[i]!.arity !== 'single') return -1;
  }
  return -1;
}

/** Whether `op[name]` reads the getter that `defineOp` installed on the class it made. */
function readByDefinedAccessor(opClass: OperationClass, name: string): boolean {
  for (
    let proto: object | null = opClass.prototype;
    proto !== null;
    proto = Object.getPrototypeOf(proto) as object | null
  ) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, name);
    if (descriptor === undefined) continue;
    return descriptor.get !== undefined && Object.hasOwn(proto.constructor, 'spec');
  }
  return false;
}
