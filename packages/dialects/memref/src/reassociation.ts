/**
 * Reassociations of `memref.expand_shape` and `memref.collapse_shape`: which contiguous run of
 * dimensions of the higher-rank type each dimension of the lower-rank type stands for, and the
 * shapes and strided layouts that follow from them (after MLIR's MemRefOps.cpp and
 * ReshapeOpsUtils).
 */
import {
  ArrayAttr,
  ArrayAttrOf,
  type Attribute,
  I64Attr,
  IntegerAttr,
  IntegerType,
  isDynamicDim,
  kDynamic,
  MemRefType,
  type MLIRContext,
  type Operation,
  StridedLayoutAttr,
} from '@strata/ir-core';
import { getStridesAndOffset, hasIdentityLayout, timesOrDynamic } from './layout.js';

/** Groups of dimension positions, e.g. `[[0, 1], [2]]`. */
export type Reassociation = readonly (readonly number[])[];

/** MLIR's `IndexListArrayAttr`: an array of arrays of i64 integers. */
export const IndexListArrayAttr = ArrayAttrOf(
  ArrayAttrOf(I64Attr),
  'Array of 64-bit integer array attributes',
);

/** The groups a verified `reassociation` attribute holds. */
export function reassociationGroups(attr: Attribute): number[][] {
  return (attr as ArrayAttr).value.map((group) =>
    (group as ArrayAttr).value.map((index) => Number((index as IntegerAttr).value)),
  );
}

/** The `reassociation` attribute of `groups`. */
export function reassociationAttr(context: MLIRContext, groups: Reassociation): ArrayAttr {
  const i64 = IntegerType.get(context, 64);
  return ArrayAttr.get(
    context,
    groups.map((group) =>
      ArrayAttr.get(
        context,
        group.map((index) => IntegerAttr.get(i64, BigInt(index))),
      ),
    ),
  );
}

/**
 * MLIR's shape check of a reassociative reshape (layouts are checked apart): one group per
 * collapsed dimension, groups that cover the expanded dimensions in order, a collapsed dimension
 * dynamic exactly when its group has a dynamic dimension, and static groups whose product is the
 * collapsed size. A rank-0 collapsed shape takes an expanded shape of ones.
 */
export function verifyCollapsedShape(
  op: Operation,
  collapsed: readonly number[],
  expanded: readonly number[],
  groups: Reassociation,
): boolean {
  const fail = (message: string) => {
    op.emitOpError(message);
    return false;
  };
  if (collapsed.length !== groups.length)
    return fail(
      `invalid number of reassociation groups: found ${groups.length}, expected ${collapsed.length}`,
    );
  let next = 0;
  for (let i = 0; i < groups.length; i++) {
    let dynamic = false;
    let product = 1;
    for (const dim of groups[i]!) {
      if (dim !== next++) return fail('reassociation indices must be contiguous');
      if (dim >= expanded.length) return fail(`reassociation index ${dim} is out of bounds`);
      if (isDynamicDim(expanded[dim]!)) dynamic = true;
      else product *= expanded[dim]!;
    }
    if (isDynamicDim(collapsed[i]!) !== dynamic)
      return fail(
        `collapsed dim (${i}) must be dynamic if and only if reassociation group is dynamic`,
      );
    if (!dynamic && product !== collapsed[i])
      return fail(
        `collapsed dim size (${collapsed[i]}) must equal reassociation group size (${product})`,
      );
  }
  if (collapsed.length === 0) {
    if (expanded.some((size) => size !== 1))
      return fail('rank 0 memrefs can only be extended/collapsed with/from ones');
  } else if (next !== expanded.length) {
    return fail(
      `expanded rank (${expanded.length}) inconsistent with number of reassociation indices (${next})`,
    );
  }
  return true;
}

/**
 * The type `expand_shape` gives `source` expanded to `shape` (MLIR's `computeExpandedType`): an
 * identity layout stays the identity; otherwise each source stride is the stride of the last
 * dimension of its group, the others being the products of the sizes after them. Null when the
 * source is not strided.
 */
export function computeExpandedType(
  source: MemRefType,
  shape: readonly number[],
  groups: Reassociation,
): MemRefType | null {
  const make = (layout: StridedLayoutAttr | null) =>
    MemRefType.get(source.context, shape, source.elementType, layout, source.memorySpace);
  if (hasIdentityLayout(source)) return make(null);
  const layout = getStridesAndOffset(source);
  if (layout === null) return null;
  const strides = new Array<number>(shape.length).fill(1);
  groups.forEach((group, i) => {
    let stride = layout.strides[i]!;
    for (let k = group.length - 1; k >= 0; k--) {
      strides[group[k]!] = stride;
      stride = timesOrDynamic(stride, shape[group[k]!]!);
    }
  });
  return make(StridedLayoutAttr.get(source.context, layout.offset, strides));
}

/**
 * The layout `collapse_shape` gives `source` (MLIR's `computeCollapsedLayoutMap`): a group's stride
 * is that of its last dimension that is not a static 1 (dynamic when that dimension is dynamic and
 * not alone). Null when the source is not strided or a group is certainly not contiguous; with
 * `strict`, also when contiguity cannot be shown statically.
 */
export function computeCollapsedLayout(
  source: MemRefType,
  groups: Reassociation,
  strict = false,
): StridedLayoutAttr | null {
  const layout = getStridesAndOffset(source);
  if (layout === null) return null;
  const shape = source.shape;
  const strides = groups.map((group) => {
    // An empty group stands for a unit dimension (MLIR does not define this case).
    if (group.length === 0) return 1;
    let last = group.length - 1;
    while (last > 0 && shape[group[last]!] === 1) last--;
    const dim = group[last]!;
    return !isDynamicDim(shape[dim]!) || last === 0 ? layout.strides[dim]! : kDynamic;
  });
  for (let g = groups.length - 1; g >= 0; g--) {
    const group = groups[g]!;
    let stride = strides[g]!;
    for (let k = group.length - 1; k > 0; k--) {
      const dim = group[k]!;
      stride = timesOrDynamic(stride, shape[dim]!);
      // A unit dimension's stride means nothing.
      if (shape[dim - 1] === 1) continue;
      const sourceStride = layout.strides[dim - 1]!;
      const unknown = isDynamicDim(stride) || isDynamicDim(sourceStride);
      if (strict && unknown) return null;
      if (!unknown && stride !== sourceStride) return null;
    }
  }
  return StridedLayoutAttr.get(source.context, layout.offset, strides);
}

/** The type `collapse_shape` gives `source` (MLIR's `computeCollapsedType`); null if it cannot. */
export function computeCollapsedType(source: MemRefType, groups: Reassociation): MemRefType | null {
  const shape = groups.map((group) =>
    group.reduce((size, dim) => timesOrDynamic(size, source.shape[dim]!), 1),
  );
  let layout: StridedLayoutAttr | null = null;
  if (!hasIdentityLayout(source)) {
    layout = computeCollapsedLayout(source, groups);
    if (layout === null) return null;
  }
  return MemRefType.get(source.context, shape, source.elementType, layout, source.memorySpace);
}

/**
 * The single reassociation of two chained collapses (or expansions) (MLIR's
 * `composeReassociationIndices`): each group of the lower-rank one gathers the groups of the other
 * that it names. Null when both have the same number of groups or they do not fit together.
 */
export function composeReassociations(
  producer: Reassociation,
  consumer: Reassociation,
): number[][] | null {
  if (producer.length === consumer.length) return null;
  const [outer, inner] =
    producer.length > consumer.length ? [producer, consumer] : [consumer, producer];
  if (inner.length === 0) return [];
  const named = inner.reduce((count, group) => count + group.length, 0);
  if (named !== outer.length) return null;
  return inner.map((group) => group.flatMap((index) => outer[index]!));
}
