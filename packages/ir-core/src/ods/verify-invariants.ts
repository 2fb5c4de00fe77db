import type { Attribute } from '../attributes/attribute.js';
import type { OpOperand } from '../ir/operands.js';
import type { Operation } from '../ir/operation.js';
import type { OpResult } from '../ir/value.js';
import type { Type } from '../types/type.js';
import { groupSummary } from './constraint.js';
import { groupRange, operandSegmentSizes, resultSegmentSizes } from './layout.js';
import type { AttrSpec, OpSpec, ValueGroupSpec } from './spec.js';
import {
  OPERAND_SEGMENT_SIZES,
  RESULT_SEGMENT_SIZES,
  verifySegmentSizes,
  verifySubGroupSizes,
} from './traits/segments.js';

/**
 * For each declared attribute and each operand and result group of one op definition, the last
 * few attributes or types found to satisfy its constraint ({@link SATISFIED_SLOTS} per entry,
 * most recent first). Attributes and types are uniqued and constraints depend on the value
 * alone, so a value seen before needs no second evaluation: ops of one name mostly repeat a few
 * types and attributes (predicates, flags, common constants), often alternating between them
 * (`arith.cmpi` over i32 and i64, predicates `slt` and `ne`), which one slot would keep missing.
 */
export class SatisfiedValues {
  readonly attributes: (Attribute | null)[];
  readonly operands: (Type | null)[];
  readonly results: (Type | null)[];

  constructor(spec: OpSpec) {
    this.attributes = new Array<Attribute | null>(spec.attributes.length * SATISFIED_SLOTS).fill(
      null,
    );
    this.operands = new Array<Type | null>(spec.operands.length * SATISFIED_SLOTS).fill(null);
    this.results = new Array<Type | null>(spec.results.length * SATISFIED_SLOTS).fill(null);
  }
}

/** How many satisfying values {@link SatisfiedValues} keeps per attribute or group. */
export const SATISFIED_SLOTS = 4;

/** Whether `value` is among the values remembered for entry `index` of `memo`. */
export function isRemembered<T>(memo: readonly (T | null)[], index: number, value: T): boolean {
  const start = index * SATISFIED_SLOTS;
  for (let i = start; i < start + SATISFIED_SLOTS; i++) if (memo[i] === value) return true;
  return false;
}

/** Remembers `value` as satisfying entry `index` of `memo`, forgetting the oldest. */
export function remember<T>(memo: (T | null)[], index: number, value: T): void {
  const start = index * SATISFIED_SLOTS;
  for (let i = start + SATISFIED_SLOTS - 1; i > start; i--) memo[i] = memo[i - 1]!;
  memo[start] = value;
}

/**
 * The checks ODS generates from a definition (MLIR's `verifyInvariantsImpl`): segment sizes,
 * inherent attributes, operand and result types, region and successor constraints. Stops at
 * the first failure, as MLIR does, after reporting it on the op. `satisfied` remembers the
 * attributes and types already accepted for ops of `spec`; `operands` are the op's operands.
 */
export function verifyDeclaredConstraints(
  op: Operation,
  spec: OpSpec,
  satisfied: SatisfiedValues,
  operands: readonly OpOperand[],
): boolean {
  // As ODS-generated verifiers do: the segment sizes first, then every required attribute
  // present (checked by name), then each attribute's constraint (in declaration order).
  if (spec.operandLayout === 'attr-sized') {
    if (
      !verifySegmentSizes(
        op,
        OPERAND_SEGMENT_SIZES,
        spec.operands.length,
        operands.length,
        'operand',
      )
    )
      return false;
  }
  if (spec.resultLayout === 'attr-sized') {
    if (!verifySegmentSizes(op, RESULT_SEGMENT_SIZES, spec.results.length, op.numResults, 'result'))
      return false;
  }
  const required = spec.requiredAttributes;
  for (let r = 0; r < required.length; r++) {
    const attr = required[r]!;
    if (attributeOf(op, attr) === undefined) {
      op.emitOpError(`requires attribute '${attr.name}'`);
      return false;
    }
  }
  const attributes = spec.attributes;
  const satisfiedAttributes = satisfied.attributes;
  for (let a = 0; a < attributes.length; a++) {
    const attr = attributes[a]!;
    const value = attributeOf(op, attr);
    if (value === undefined) continue;
    if (isRemembered(satisfiedAttributes, a, value)) continue;
    if (attr.constraint.isSatisfiedBy(value)) {
      remember(satisfiedAttributes, a, value);
    } else {
      op.emitOpError(
        `attribute '${attr.name}' failed to satisfy constraint: ${attr.constraint.summary}`,
      );
      return false;
    }
  }
  if (spec.operands.length !== 0) {
    const operandSizes = spec.operandLayout === 'attr-sized' ? operandSegmentSizes(op) : null;
    if (
      !verifyGroups(
        op,
        spec.operands,
        spec.operandLayout,
        operands,
        operandSizes,
        satisfied.operands,
        'operand',
      )
    )
      return false;
  }
  if (spec.results.length !== 0) {
    const resultSizes = spec.resultLayout === 'attr-sized' ? resultSegmentSizes(op) : null;
    if (
      !verifyGroups(
        op,
        spec.results,
        spec.resultLayout,
        op.results,
        resultSizes,
        satisfied.results,
        'result',
      )
    )
      return false;
  }
  for (let i = 0; i < spec.regions.length; i++) {
    const region = spec.regions[i]!;
    const count = region.variadic ? op.numRegions - i : 1;
    for (let k = 0; k < count; k++) {
      if (!region.constraint.isSatisfiedBy(op.getRegion(i + k))) {
        op.emitOpError(
          `region #${i + k} ('${region.name}') failed to verify constraint: ${region.constraint.summary}`,
        );
        return false;
      }
    }
  }
  for (let i = 0; i < spec.successors.length; i++) {
    const successor = spec.successors[i]!;
    const count = successor.variadic ? op.numSuccessors - i : 1;
    for (let k = 0; k < count; k++) {
      if (!successor.constraint.isSatisfiedBy(op.getSuccessor(i + k))) {
        op.emitOpError(
          `successor #${i + k} ('${successor.name}') failed to verify constraint: ${successor.constraint.summary}`,
        );
        return false;
      }
    }
  }
  return true;
}

/** Whether {@link verifyDeclaredConstraints} has anything to check for ops of `spec`. */
export function hasDeclaredConstraints(spec: OpSpec): boolean {
  return (
    spec.attributes.length !== 0 ||
    spec.operands.length !== 0 ||
    spec.results.length !== 0 ||
    spec.regions.length !== 0 ||
    spec.successors.length !== 0 ||
    spec.operandLayout === 'attr-sized' ||
    spec.resultLayout === 'attr-sized'
  );
}

function verifyGroups(
  op: Operation,
  groups: readonly ValueGroupSpec[],
  layout: OpSpec['operandLayout'],
  values: readonly OpOperand[] | readonly OpResult[],
  sizes: readonly number[] | null,
  satisfied: (Type | null)[],
  what: 'operand' | 'result',
): boolean {
  // The op's list is read once: each access to a member of an op costs (op classes are many, so
  // V8 sees many shapes at these sites).
  const total = values.length;
  const isOperand = what === 'operand';
  for (let g = 0; g < groups.length; g++) {
    const group = groups[g]!;
    let start = g;
    let length = 1;
    // The fixed layout (the common case) needs no range computation.
    if (layout !== 'fixed') {
      const range = groupRange(groups, layout, g, total, sizes);
      start = range.start;
      length = range.length;
    }
    if (group.arity === 'optional' && length > 1) {
      op.emitOpError(
        `${what} group starting at #${start} requires 0 or 1 element, but found ${length}`,
      );
      return false;
    }
    // As MLIR, a group of sub-groups has its sizes checked before the types of its operands.
    const segmentProperty = group.segmentProperty;
    if (segmentProperty !== null && !verifySubGroupSizes(op, segmentProperty, group.name, length))
      return false;
    for (let i = start; i < start + length; i++) {
      const type = isOperand
        ? (values as readonly OpOperand[])[i]!.get().type
        : (values as readonly OpResult[])[i]!.type;
      if (isRemembered(satisfied, g, type)) continue;
      if (group.constraint.isSatisfiedBy(type)) {
        remember(satisfied, g, type);
      } else {
        op.emitOpError(
          `${what} #${i} must be ${groupSummary(group.arity, group.constraint.summary)}, but got '${type.toString()}'`,
        );
        return false;
      }
    }
  }
  return true;
}

/** The value of inherent attribute `attr` on `op`, wherever the definition stores it. */
function attributeOf(op: Operation, attr: AttrSpec): Attribute | undefined {
  return attr.storage === 'property'
    ? op.getInherentAttr(attr.name)
    : op.getDiscardableAttr(attr.name);
}
