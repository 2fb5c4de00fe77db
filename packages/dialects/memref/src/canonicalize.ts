/**
 * The canonicalization patterns of the memref ops, after MLIR 22's (MemRefOps.cpp). Patterns are
 * built on demand: the op modules refer to this one, so nothing here may touch the op classes
 * while the modules load.
 */
import {
  IndexType,
  IntegerAttr,
  isDynamicDim,
  MemRefType,
  makeSegmentSizesAttr,
  OPERAND_SEGMENT_SIZES,
  type Operation,
  StridedLayoutAttr,
  type Value,
} from '@strata/ir-core';
import {
  definePattern,
  getConstantOperandValue,
  type PatternRewriter,
  type RewritePattern,
} from '@strata/pattern-rewrite';
import { CopyOp } from './ops/access.js';
import { ViewOp } from './ops/aliasing.js';
import { ExtractStridedMetadataOp } from './ops/shape.js';
import { getStridesAndOffset } from './layout.js';
import {
  inferSubViewResultType,
  type MixedValue,
  mixedLists,
  shapeNumbers,
  sliceOutOfBounds,
  SubViewOp,
  viewOpState,
} from './ops/views.js';

/** The allocation's users are only deallocations and stores into it: nothing can observe it. */
function isDeadAllocation(alloc: Operation): boolean {
  const buffer = alloc.getResult(0);
  for (let use = buffer.firstUse; use !== null; use = use.nextUse) {
    const user = use.owner;
    const name = user.name.identifier;
    if (name === 'memref.store' ? user.getOperand(0) === buffer : name !== 'memref.dealloc')
      return false;
  }
  return true;
}

/**
 * `type` with the non-negative constants among `sizes` (its dynamic sizes, in order) moved into
 * its shape, and the sizes that stay dynamic; null when none is constant.
 */
function foldConstantSizes(
  type: MemRefType,
  sizes: readonly Value[],
): { type: MemRefType; kept: Value[] } | null {
  const constants = sizes.map((size) => {
    const attr = getConstantOperandValue(size);
    return attr instanceof IntegerAttr && attr.value >= 0n ? Number(attr.value) : null;
  });
  if (constants.every((value) => value === null)) return null;
  let next = 0;
  const shape = type.shape.map((size) => (isDynamicDim(size) ? (constants[next++] ?? size) : size));
  return {
    type: MemRefType.get(type.context, shape, type.elementType, type.layout, type.memorySpace),
    kept: sizes.filter((_, i) => constants[i] === null),
  };
}

/** An allocation (or reallocation) nobody reads goes, with its stores and deallocations. */
export function deadAllocationPattern(name: string): RewritePattern {
  return definePattern(
    name,
    (op, rewriter) => {
      if (!isDeadAllocation(op)) return false;
      // Each erased user takes its use out of the list: erase the first until none is left.
      const buffer = op.getResult(0);
      while (buffer.firstUse !== null) rewriter.eraseOp(buffer.firstUse.owner);
      rewriter.eraseOp(op);
      return true;
    },
    { debugName: 'SimplifyDeadAlloc' },
  );
}

export function allocPatterns(name: string): RewritePattern[] {
  return [
    deadAllocationPattern(name),
    // Constant dynamic sizes move into the type; a cast gives back the original type.
    definePattern(
      name,
      (op, rewriter) => {
        const type = op.getResult(0).type as MemRefType;
        const dynamicCount = type.numDynamicDims;
        const folded = foldConstantSizes(type, op.operands.slice(0, dynamicCount));
        if (folded === null) return false;
        const { type: newType, kept } = folded;
        const symbols = op.operands.slice(dynamicCount);
        const properties = new Map(op.properties);
        properties.set(
          OPERAND_SEGMENT_SIZES,
          makeSegmentSizesAttr(op.context, [kept.length, symbols.length]),
        );
        const alloc = rewriter.create({
          name: op.name.identifier,
          location: op.location,
          operands: [...kept, ...symbols],
          resultTypes: [newType],
          properties,
        });
        for (const [attrName, value] of op.getDiscardableAttrs())
          alloc.setDiscardableAttr(attrName, value);
        replaceWithCast(rewriter, op, alloc);
        return true;
      },
      { debugName: 'SimplifyAllocConst', generatedOps: ['memref.cast'] },
    ),
  ];
}

export function copyPatterns(): RewritePattern[] {
  return [
    // Copying a buffer onto itself does nothing.
    definePattern(
      CopyOp,
      (op, rewriter) => {
        if (op.source !== op.target) return false;
        rewriter.eraseOp(op);
        return true;
      },
      { debugName: 'FoldSelfCopy' },
    ),
  ];
}

/** Replaces `op` by `replacement`, through a `memref.cast` back to `op`'s type when they differ. */
export function replaceWithCast(
  rewriter: PatternRewriter,
  op: Operation,
  replacement: Operation,
): void {
  const type = op.getResult(0).type;
  if (replacement.getResult(0).type === type) {
    rewriter.replaceOp(op, replacement);
    return;
  }
  const cast = rewriter.create({
    name: 'memref.cast',
    location: op.location,
    operands: [replacement.getResult(0)],
    resultTypes: [type],
  });
  rewriter.replaceOp(op, cast);
}

/**
 * A subview of `source` with these lists, typed as MLIR's `getCanonicalSubViewResultType`: the
 * inferred type without the dimensions the old result dropped. Those must be the unit sizes (all
 * of them); other rank reductions are left alone (null), as is a slice that would not verify.
 */
function canonicalSubView(
  rewriter: PatternRewriter,
  op: SubViewOp,
  source: Value,
  lists: readonly (readonly MixedValue[])[],
): Operation | null {
  const sourceType = source.type;
  if (!(sourceType instanceof MemRefType)) return null;
  const [offsets, sizes, strides] = lists.map(shapeNumbers) as [number[], number[], number[]];
  const full = inferSubViewResultType(sourceType, offsets, sizes, strides);
  if (full === null) return null;
  const dropped = sourceType.rank - (op.result.type as MemRefType).rank;
  let type = full;
  if (dropped !== 0) {
    const unit = sizes.map((size) => size === 1);
    if (unit.filter(Boolean).length !== dropped) return null;
    const layout = full.layout as StridedLayoutAttr;
    type = MemRefType.get(
      op.context,
      full.shape.filter((_, i) => !unit[i]),
      full.elementType,
      StridedLayoutAttr.get(
        op.context,
        layout.offset,
        layout.strides.filter((_, i) => !unit[i]),
      ),
      full.memorySpace,
    );
  }
  return rewriter.create(viewOpState(op, source, lists, type));
}

/** The value of a constant list entry (static, or an operand defined by a constant), or null. */
function constantOf(entry: MixedValue): bigint | null {
  if (typeof entry === 'bigint') return entry;
  const attr = getConstantOperandValue(entry);
  return attr instanceof IntegerAttr ? BigInt.asIntN(64, attr.value) : null;
}

/**
 * Constant offsets, sizes and strides of a subview become static; the more static result type is
 * cast back to the old one (MLIR's `OpWithOffsetSizesAndStridesConstantArgumentFolder`).
 */
function subViewConstantArguments(): RewritePattern {
  return definePattern(
    SubViewOp,
    (op, rewriter) => {
      let changed = false;
      const lists = mixedLists(op).map((list, i) => {
        // Negative offsets and sizes stay dynamic (as MLIR's); strides become static, negative
        // ones too, unless an operand among them is a constant zero: then mlir-opt folds none.
        if (i === 2 && list.some((e) => typeof e !== 'bigint' && constantOf(e) === 0n)) return list;
        return list.map((entry): MixedValue => {
          const value = constantOf(entry);
          if (value === null || typeof entry === 'bigint' || (i !== 2 && value < 0n)) return entry;
          changed = true;
          return value;
        });
      });
      if (!changed) return false;
      const source = op.source.type as MemRefType;
      const [offsets, sizes, strides] = lists.map(shapeNumbers) as [number[], number[], number[]];
      if (sliceOutOfBounds(source, offsets, sizes, strides) !== null) return false;
      const replacement = canonicalSubView(rewriter, op, op.source, lists);
      if (replacement === null) return false;
      replaceWithCast(rewriter, op, replacement);
      return true;
    },
    {
      debugName: 'SubViewOpConstantArgumentFolder',
      generatedOps: ['memref.subview', 'memref.cast'],
    },
  );
}

/** Whether folding `cast` into its user loses nothing: it only makes sizes, offset or strides dynamic. */
function castOnlyErasesStaticInfo(from: MemRefType, to: MemRefType): boolean {
  if (from.elementType !== to.elementType || from.rank !== to.rank) return false;
  const fromLayout = getStridesAndOffset(from);
  const toLayout = getStridesAndOffset(to);
  if (fromLayout === null || toLayout === null) return false;
  const loosens = (a: number, b: number) => a === b || !isDynamicDim(a) || isDynamicDim(b);
  return (
    from.shape.every((size, i) => loosens(size, to.shape[i]!)) &&
    loosens(fromLayout.offset, toLayout.offset) &&
    fromLayout.strides.every((stride, i) => loosens(stride, toLayout.strides[i]!))
  );
}

/**
 * The source of the `memref.cast` that defines `value`, when the cast only makes the type less
 * static (MLIR's `CastOp::canFoldIntoConsumerOp`); null otherwise.
 */
export function sourceOfLoosingCast(value: Value): Value | null {
  const cast = value.getDefiningOp();
  if (cast === null || cast.name.identifier !== 'memref.cast') return null;
  const from = cast.getOperand(0).type;
  const to = cast.getResult(0).type;
  if (!(from instanceof MemRefType) || !(to instanceof MemRefType)) return null;
  return castOnlyErasesStaticInfo(from, to) ? cast.getOperand(0) : null;
}

/** `subview(cast(x))` is a subview of x, cast back to the old type (MLIR's `SubViewOpMemRefCastFolder`). */
function subViewOfCast(): RewritePattern {
  return definePattern(
    SubViewOp,
    (op, rewriter) => {
      const source = sourceOfLoosingCast(op.source);
      if (source === null) return false;
      const replacement = canonicalSubView(rewriter, op, source, mixedLists(op));
      if (replacement === null) return false;
      replaceWithCast(rewriter, op, replacement);
      return true;
    },
    { debugName: 'SubViewOpMemRefCastFolder', generatedOps: ['memref.subview', 'memref.cast'] },
  );
}

export function subViewPatterns(): RewritePattern[] {
  return [subViewConstantArguments(), subViewOfCast()];
}

/**
 * The static offset, sizes and strides `extract_strided_metadata` reads off the type become index
 * constants for their users (MLIR's `ExtractStridedMetadataOp::fold`).
 */
function extractStridedMetadataConstants(): RewritePattern {
  return definePattern(
    ExtractStridedMetadataOp,
    (op, rewriter) => {
      const type = op.source.type;
      if (!(type instanceof MemRefType)) return false;
      const layout = getStridesAndOffset(type);
      const dialect = op.getDialect();
      if (layout === null || dialect === undefined) return false;
      const index = IndexType.get(op.context);
      const values = [layout.offset, ...type.shape, ...layout.strides];
      rewriter.setInsertionPoint(op);
      let changed = false;
      values.forEach((value, i) => {
        const result = op.getResult(1 + i);
        if (result.useEmpty() || isDynamicDim(value)) return;
        const attr = IntegerAttr.get(index, value);
        const constant = dialect.materializeConstant(rewriter, attr, index, op.location);
        if (constant === null) return;
        rewriter.replaceAllUsesWith(result, constant.getResult(0));
        changed = true;
      });
      return changed;
    },
    { debugName: 'ExtractStridedMetadataOpConstants', generatedOps: ['arith.constant'] },
  );
}

export function extractStridedMetadataPatterns(): RewritePattern[] {
  return [extractStridedMetadataConstants()];
}

/**
 * Constant sizes of a `memref.view` move into its type; a cast gives back the old type (MLIR's
 * `ViewOpShapeFolder`).
 */
function viewConstantSizes(): RewritePattern {
  return definePattern(
    ViewOp,
    (op, rewriter) => {
      const folded = foldConstantSizes(op.result.type as MemRefType, op.sizes);
      if (folded === null) return false;
      const view = rewriter.create({
        name: op.name.identifier,
        location: op.location,
        operands: [op.source, op.byte_shift, ...folded.kept],
        resultTypes: [folded.type],
      });
      replaceWithCast(rewriter, op, view);
      return true;
    },
    { debugName: 'ViewOpShapeFolder', generatedOps: ['memref.view', 'memref.cast'] },
  );
}

export function viewPatterns(): RewritePattern[] {
  return [viewConstantSizes()];
}
