import type { Attribute } from '../../attributes/attribute.js';
import { DenseArrayAttr } from '../../attributes/elements-attributes.js';
import type { MLIRContext } from '../../context.js';
import { IntegerType } from '../../types/builtin-types.js';
import type { Operation } from '../../ir/operation.js';
import { defineTrait, type OpTrait } from '../trait.js';

export const OPERAND_SEGMENT_SIZES = 'operandSegmentSizes';
export const RESULT_SEGMENT_SIZES = 'resultSegmentSizes';

/** The sizes stored in a segment-sizes property (`array<i32: ...>`), or null when it is not one. */
export function readSegmentSizes(attr: Attribute | undefined): readonly number[] | null {
  if (!(attr instanceof DenseArrayAttr) || !attr.elementType.isSignlessInteger(32)) return null;
  return attr.asNumbers();
}

/** Slots of {@link SEGMENT_CACHE}; a power of two. */
const SEGMENT_CACHE_SLOTS = 256;

/**
 * Segment-sizes attributes made recently, in slots by a hash of their sizes. Builders and the
 * parser make one per op with segments, and uniquing it from scratch (a string key of its bytes)
 * costs more than the rest of the op; ops repeat few size tuples. Holds one context's attributes.
 */
const SEGMENT_CACHE = {
  context: null as MLIRContext | null,
  sizes: new Array<readonly number[] | null>(SEGMENT_CACHE_SLOTS).fill(null),
  attrs: new Array<DenseArrayAttr | null>(SEGMENT_CACHE_SLOTS).fill(null),
};

function sameSizes(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The `array<i32: ...>` property holding `sizes`. */
export function makeSegmentSizesAttr(
  context: MLIRContext,
  sizes: readonly number[],
): DenseArrayAttr {
  const cache = SEGMENT_CACHE;
  if (cache.context !== context) {
    cache.context = context;
    cache.sizes.fill(null);
    cache.attrs.fill(null);
  }
  let hash = sizes.length;
  for (let i = 0; i < sizes.length; i++) hash = (Math.imul(hash, 31) + sizes[i]!) | 0;
  const slot = hash & (SEGMENT_CACHE_SLOTS - 1);
  const cached = cache.sizes[slot];
  if (cached != null && sameSizes(cached, sizes)) return cache.attrs[slot]!;
  const attr = DenseArrayAttr.get(IntegerType.get(context, 32), sizes);
  // A copy: callers may reuse their array.
  cache.sizes[slot] = sizes.slice();
  cache.attrs[slot] = attr;
  return attr;
}

/**
 * Checks a segment-sizes property against the op: present (absent means all zero, as MLIR 22
 * default-initializes the property), `groups` long, no negative entries, summing to `actual`.
 */
export function verifySegmentSizes(
  op: Operation,
  property: string,
  groups: number,
  actual: number,
  what: 'operand' | 'result',
): boolean {
  const attr = op.getInherentAttr(property);
  let sizes: readonly number[];
  if (attr === undefined) {
    sizes = new Array<number>(groups).fill(0);
  } else {
    const read = readSegmentSizes(attr);
    if (read === null) {
      op.emitOpError(`requires dense i32 array attribute '${property}'`);
      return false;
    }
    sizes = read;
  }
  if (sizes.length !== groups) {
    op.emitOpError(
      `'${property}' attribute for specifying ${what} segments must have ${groups} elements, but got ${sizes.length}`,
    );
    return false;
  }
  return verifySizesTotal(op, property, sizes, what, actual);
}

/**
 * `items` (the operands of a `variadicOfVariadic` group, or what stands for them) split into the
 * sub-groups the sizes property `sizesAttr` gives. On an op that does not verify, the sizes are
 * clamped to the items there are (a negative one reads as 0), so that reading never throws.
 */
export function splitIntoSubGroups<T>(
  items: readonly T[],
  sizesAttr: Attribute | undefined,
): T[][] {
  const sizes = readSegmentSizes(sizesAttr) ?? [];
  const groups = new Array<T[]>(sizes.length);
  let start = 0;
  for (let i = 0; i < sizes.length; i++) {
    const end = Math.min(items.length, start + Math.max(0, sizes[i]!));
    groups[i] = items.slice(start, end);
    start = end;
  }
  return groups;
}

/**
 * Checks the property holding the sub-group sizes of a `variadicOfVariadic` operand group against
 * the group's `actual` operand count (MLIR's `verifyValueSizeAttr`): an `array<i32>` with no
 * negative entry, summing to `actual`. `group` names the group in the message.
 */
export function verifySubGroupSizes(
  op: Operation,
  property: string,
  group: string,
  actual: number,
): boolean {
  const sizes = readSegmentSizes(op.getInherentAttr(property));
  if (sizes === null) {
    op.emitOpError(`requires dense i32 array attribute '${property}'`);
    return false;
  }
  return verifySizesTotal(op, property, sizes, group, actual);
}

/** {@link verifySubGroupSizes} without reporting: whether it would pass. */
export function subGroupSizesHold(op: Operation, property: string, actual: number): boolean {
  const sizes = readSegmentSizes(op.getInherentAttr(property));
  if (sizes === null) return false;
  let total = 0;
  for (let i = 0; i < sizes.length; i++) {
    const size = sizes[i]!;
    if (size < 0) return false;
    total += size;
  }
  return total === actual;
}

/** No negative entry in `sizes`, and their sum is `actual` (the count of what `label` names). */
function verifySizesTotal(
  op: Operation,
  property: string,
  sizes: readonly number[],
  label: string,
  actual: number,
): boolean {
  let total = 0;
  for (const size of sizes) {
    if (size < 0) {
      op.emitOpError(`'${property}' attribute cannot have negative elements`);
      return false;
    }
    total += size;
  }
  if (total !== actual) {
    op.emitOpError(
      `${label} count (${actual}) does not match with the total size (${total}) specified in attribute '${property}'`,
    );
    return false;
  }
  return true;
}

/**
 * Operand group sizes come from the `operandSegmentSizes` property. The derived verifier checks the
 * property (it knows the number of groups), so the trait itself carries no hook.
 */
export const AttrSizedOperandSegments: OpTrait = defineTrait('AttrSizedOperandSegments');
/** As {@link AttrSizedOperandSegments}, for results and `resultSegmentSizes`. */
export const AttrSizedResultSegments: OpTrait = defineTrait('AttrSizedResultSegments');

/** Every variadic operand group has the same length (MLIR's `SameVariadicOperandSize`). */
export const SameVariadicOperandSize: OpTrait = defineTrait('SameVariadicOperandSize');
/** Every variadic result group has the same length (MLIR's `SameVariadicResultSize`). */
export const SameVariadicResultSize: OpTrait = defineTrait('SameVariadicResultSize');

export const SegmentTraits = {
  operands: { attrSized: AttrSizedOperandSegments, sameSize: SameVariadicOperandSize },
  results: { attrSized: AttrSizedResultSegments, sameSize: SameVariadicResultSize },
} as const;
