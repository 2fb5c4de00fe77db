import type { Attribute } from '../../attributes/attribute.js';
import type { Operation } from '../../ir/operation.js';
import type { Type } from '../../types/type.js';
import type { Value } from '../../ir/value.js';
import { groupRange } from '../layout.js';
import { OpDefinitionError, type OpSpec } from '../spec.js';
import {
  makeSegmentSizesAttr,
  OPERAND_SEGMENT_SIZES,
  readSegmentSizes,
} from '../traits/segments.js';

/** Entry `index` of the `array<i32>` segment-sizes property `property` counts a range's operands. */
export interface OperandSegment {
  readonly property: string;
  readonly index: number;
}

/**
 * A contiguous run of an op's operands that can grow and shrink (MLIR's `MutableOperandRange`).
 * Each edit also updates the segment-sizes entries that count the run, so that the op's declared
 * operand groups stay consistent. A snapshot: edits made to the op by other means are not seen.
 */
export class MutableOperandRange {
  constructor(
    readonly owner: Operation,
    private startIndex: number,
    private count: number,
    readonly segments: readonly OperandSegment[] = [],
  ) {}

  /** Index of the first operand of the run among the owner's operands. */
  get start(): number {
    return this.startIndex;
  }

  get length(): number {
    return this.count;
  }

  /** The values of the run, in order. */
  get values(): Value[] {
    const values = new Array<Value>(this.count);
    for (let i = 0; i < this.count; i++) values[i] = this.owner.getOperand(this.startIndex + i);
    return values;
  }

  /** Adds `values` at the end of the run. */
  append(values: readonly Value[]): void {
    this.replace(this.count, 0, values);
  }

  /** Removes `count` operands of the run, from its `subStart`-th. */
  erase(subStart: number, count = 1): void {
    this.replace(subStart, count, []);
  }

  /** Replaces the whole run by `values`. */
  assign(values: readonly Value[]): void {
    this.replace(0, this.count, values);
  }

  private replace(subStart: number, count: number, values: readonly Value[]): void {
    if (subStart < 0 || count < 0 || subStart + count > this.count) {
      throw new RangeError(
        `operands [${subStart}, ${subStart + count}) out of a range of ${this.count}`,
      );
    }
    this.edit(subStart, count, values);
    this.count += values.length - count;
  }

  /** Makes an edit, given relative to the run, on the owner: its operands and segment sizes. */
  private edit(subStart: number, count: number, values: readonly Value[]): void {
    this.owner.replaceOperandRange(this.startIndex + subStart, count, values);
    const delta = values.length - count;
    if (delta === 0) return;
    for (const segment of this.segments) adjustSegment(this.owner, segment, delta);
  }
}

/** Adds `delta` to one entry of a segment-sizes property (an absent property counts as zeros). */
function adjustSegment(op: Operation, { property, index }: OperandSegment, delta: number): void {
  const sizes = [...(readSegmentSizes(op.getInherentAttr(property)) ?? [])];
  while (sizes.length <= index) sizes.push(0);
  sizes[index] = sizes[index]! + delta;
  op.setInherentAttr(property, makeSegmentSizesAttr(op.context, sizes));
}

/** What a branch forwards to one successor's block arguments, read-only (what any branch model answers). */
export interface ReadonlySuccessorOperands {
  /** How many leading block arguments the op produces itself (not from operands). */
  readonly producedOperandCount: number;
  /** The operand values forwarded to the remaining block arguments. */
  readonly forwardedOperands: readonly Value[];
}

/**
 * The operands a branch forwards to one successor, editable (MLIR's `SuccessorOperands`). Indices
 * count the successor's block arguments: the first `producedOperandCount` ones are produced by the
 * op itself and have no operand.
 */
export class SuccessorOperands implements ReadonlySuccessorOperands {
  constructor(
    readonly forwarded: MutableOperandRange,
    readonly producedOperandCount = 0,
  ) {}

  get forwardedOperands(): Value[] {
    return this.forwarded.values;
  }

  /** Produced plus forwarded: the number of block arguments the successor must have. */
  get size(): number {
    return this.producedOperandCount + this.forwarded.length;
  }

  isOperandProduced(index: number): boolean {
    return index < this.producedOperandCount;
  }

  /** The value flowing into block argument `index`; null for a produced one. */
  get(index: number): Value | null {
    return this.isOperandProduced(index)
      ? null
      : this.forwarded.owner.getOperand(this.getOperandIndex(index));
  }

  /** Index among the op's operands of the operand feeding block argument `index` (not produced). */
  getOperandIndex(index: number): number {
    return this.forwarded.start + index - this.producedOperandCount;
  }

  /** Forwards `values` to further block arguments. */
  append(values: readonly Value[]): void {
    this.forwarded.append(values);
  }

  /** Stops forwarding to `count` block arguments from `index` (none of them produced). */
  erase(index: number, count = 1): void {
    if (this.isOperandProduced(index))
      throw new RangeError(`block argument #${index} is produced by the op`);
    this.forwarded.erase(index - this.producedOperandCount, count);
  }
}

/**
 * Where successors find their forwarded operands among an op's declared operand groups: a group
 * name. A group of sub-groups (`variadicOfVariadic`) must come last: it serves every remaining
 * successor, one sub-group each (as `cf.switch`'s case operands). The object form also names the
 * group's sizes property, which must be the one its declaration names.
 */
export type SuccessorOperandGroup = string | { readonly group: string; readonly splitBy: string };

/**
 * A `getSuccessorOperands` for `BranchOpInterface` models of ops made by `defineOp` whose
 * successor operands are declared operand groups: successor i forwards `groups[i]` (or its
 * sub-group of a split group). The answer is editable and keeps `operandSegmentSizes` (and the
 * sub-group sizes) in step:
 *
 *     BranchOpInterface.implement({ getSuccessorOperands: successorOperandGroups('trueDestOperands', 'falseDestOperands') })
 *
 * `defineOp` checks the groups against the definition, and throws `OpDefinitionError` for a group
 * it does not declare, or a split group that is not last or not declared with those sizes.
 */
export function successorOperandGroups(
  ...groups: readonly SuccessorOperandGroup[]
): ((op: Operation, index: number) => SuccessorOperands) & ForwardingMethod {
  const forwarding = new GroupForwarding(groups);
  const method = (op: Operation, index: number): SuccessorOperands => {
    const spec = (op.constructor as Partial<{ spec: OpSpec }>).spec;
    if (spec === undefined)
      throw new Error(`'${op.name.identifier}' is not an op class made by defineOp`);
    const indices = forwarding.groupIndices(spec);
    const last = indices.length - 1;
    const splitBy = forwarding.splitBy;
    if (last < 0 || (index > last && splitBy === null)) {
      throw new RangeError(`'${spec.name}': no operand group declared for successor #${index}`);
    }
    const groupIndex = indices[Math.min(index, last)]!;
    const layout = spec.operandLayout;
    if (layout === 'same-size')
      throw new Error(`'${spec.name}': groups of equal size cannot be edited one at a time`);
    const sizes = layout === 'attr-sized' ? forwarding.segmentSizesOf(op) : null;
    let { start, length } = groupRange(spec.operands, layout, groupIndex, op.numOperands, sizes);
    const segments: OperandSegment[] =
      layout === 'attr-sized' ? [{ property: OPERAND_SEGMENT_SIZES, index: groupIndex }] : [];
    if (splitBy !== null && index >= last) {
      const subIndex = index - last;
      const parts = forwarding.splitSizesOf(op) ?? [];
      for (let i = 0; i < subIndex; i++) start += parts[i] ?? 0;
      length = parts[subIndex] ?? 0;
      segments.push({ property: splitBy, index: subIndex });
    }
    return new SuccessorOperands(new MutableOperandRange(op, start, length, segments));
  };
  return Object.assign(method, { forwarding });
}

/** A `getSuccessorOperands` made by {@link successorOperandGroups}, which says what it forwards. */
export interface ForwardingMethod {
  readonly forwarding: GroupForwarding;
}

/**
 * Checks the groups of each {@link successorOperandGroups} method among `implementations` (the
 * interface models of a definition) against `spec`, so that a mistake is found when the op is
 * defined.
 */
export function checkForwardedGroups(
  spec: OpSpec,
  implementations: readonly { readonly model: object }[],
): void {
  for (const { model } of implementations) {
    const method = (model as { getSuccessorOperands?: Partial<ForwardingMethod> })
      .getSuccessorOperands;
    method?.forwarding?.groupIndices(spec);
  }
}

/**
 * What a {@link successorOperandGroups} method forwards, for {@link forwardedOperandsFit}: its
 * groups, resolved to group indices for the last op definition asked about, and the sizes read
 * from the segment-sizes properties.
 */
class GroupForwarding {
  private spec: OpSpec | null = null;
  /** For each group, its index among the definition's operand groups. */
  private indices: readonly number[] = [];
  private split: string | null = null;
  private readonly segments = new SegmentSizesMemo();
  private readonly splits = new SegmentSizesMemo();

  constructor(private readonly groups: readonly SuccessorOperandGroup[]) {}

  /**
   * The group index of each group of successor operands for ops of `spec`. Throws
   * `OpDefinitionError` when `spec` does not declare the groups as this method uses them.
   */
  groupIndices(spec: OpSpec): readonly number[] {
    if (spec !== this.spec) {
      const last = this.groups.length - 1;
      this.indices = this.groups.map((entry, i) => resolveGroup(spec, entry, i === last));
      this.split = last < 0 ? null : spec.operands[this.indices[last]!]!.segmentProperty;
      this.spec = spec;
    }
    return this.indices;
  }

  /**
   * The property holding the sizes of the split last group, for the definition last given to
   * {@link groupIndices}; null when that group has no sub-groups.
   */
  get splitBy(): string | null {
    return this.split;
  }

  /** The operand segment sizes of `op`. */
  segmentSizesOf(op: Operation): readonly number[] | null {
    return this.segments.of(op.getInherentAttr(OPERAND_SEGMENT_SIZES));
  }

  /** How the split group of `op` is shared among the successors from the last group's on. */
  splitSizesOf(op: Operation): readonly number[] | null {
    return this.split === null ? null : this.splits.of(op.getInherentAttr(this.split));
  }
}

/** The index of operand group `entry` of `spec`, checked to be usable for successor operands. */
function resolveGroup(spec: OpSpec, entry: SuccessorOperandGroup, isLast: boolean): number {
  const name = typeof entry === 'string' ? entry : entry.group;
  const index = spec.operands.findIndex((group) => group.name === name);
  if (index < 0)
    throw new OpDefinitionError(spec.name, `successor operands name no operand group '${name}'`);
  const declared = spec.operands[index]!.segmentProperty;
  if (declared !== null && !isLast) {
    throw new OpDefinitionError(
      spec.name,
      `'${name}' has sub-groups, so it must be the last group of successor operands`,
    );
  }
  if (typeof entry === 'object' && entry.splitBy !== declared) {
    throw new OpDefinitionError(
      spec.name,
      `successor operands split '${name}' by '${entry.splitBy}': declare it ` +
        `variadicOfVariadic(..., '${entry.splitBy}')`,
    );
  }
  return index;
}

/** The sizes in segment-sizes attributes, read once per distinct attribute (attributes are uniqued). */
class SegmentSizesMemo {
  private attr: Attribute | null = null;
  private sizes: readonly number[] | null = null;

  of(attr: Attribute | undefined): readonly number[] | null {
    if (attr !== this.attr) {
      this.attr = attr ?? null;
      this.sizes = readSegmentSizes(attr);
    }
    return this.sizes;
  }
}

/**
 * Whether each successor of `op` gets as many forwarded operands as it has arguments, each of a
 * type `model` finds compatible, when the model's `getSuccessorOperands` comes from
 * {@link successorOperandGroups}: decided without building a {@link SuccessorOperands} per
 * successor. False when not sure (the caller then checks in full and reports).
 */
export function forwardedOperandsFit(
  op: Operation,
  model: {
    getSuccessorOperands: unknown;
    areTypesCompatible(from: Type, to: Type): boolean;
  },
): boolean {
  const forwarding = (model.getSuccessorOperands as Partial<ForwardingMethod>).forwarding;
  const spec = (op.constructor as Partial<{ spec: OpSpec }>).spec;
  if (forwarding === undefined || spec === undefined) return false;
  const indices = forwarding.groupIndices(spec);
  const successors = op.getBlockOperands();
  // Successors from the last group's on share a split group; without one, each has its own.
  const last = indices.length - 1;
  const split = forwarding.splitBy !== null && successors.length > last;
  if (!split && successors.length > indices.length) return false;
  const layout = spec.operandLayout;
  if (layout === 'same-size') return false;
  const operands = op.getOpOperands();
  const sizes = layout === 'attr-sized' ? forwarding.segmentSizesOf(op) : null;
  if (layout === 'attr-sized' && (sizes === null || sizes.length !== spec.operands.length))
    return false;
  const parts = split ? forwarding.splitSizesOf(op) : null;
  if (split && parts === null) return false;
  const groups = spec.operands;
  for (let s = 0; s < successors.length; s++) {
    const inSplit = parts !== null && s >= last;
    const group = indices[inSplit ? last : s]!;
    // Where the group's operands start, and how many there are.
    const variableLength = operands.length - (groups.length - 1);
    let start = 0;
    for (let g = 0; g < group; g++)
      start += sizes !== null ? sizes[g]! : groups[g]!.arity === 'single' ? 1 : variableLength;
    let length =
      sizes !== null ? sizes[group]! : groups[group]!.arity === 'single' ? 1 : variableLength;
    if (inSplit) {
      // This successor's share of the split group, as {@link successorOperandGroups} reads it.
      for (let i = 0; i < s - last; i++) start += parts[i] ?? 0;
      length = parts[s - last] ?? 0;
    }
    const args = successors[s]!.get().arguments;
    if (length !== args.length || start < 0 || start + length > operands.length) return false;
    for (let i = 0; i < length; i++) {
      if (!model.areTypesCompatible(operands[start + i]!.get().type, args[i]!.type)) return false;
    }
  }
  return true;
}
