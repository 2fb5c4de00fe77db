/**
 * `memref.cast`, `memref.dim`, `memref.rank` and `memref.extract_strided_metadata`: what a memref's
 * type and descriptor say about it.
 */
import {
  type Attribute,
  ConditionallySpeculatable,
  defineOp,
  getConstantOperandValue,
  type FoldResult,
  Index,
  IndexType,
  IntegerAttr,
  isDynamicDim,
  MemRefType,
  NoMemoryEffect,
  OpAsmOpInterface,
  Pure,
  SameVariadicResultSize,
  type Type,
  variadic,
} from '@strata/ir-core';
import { extractStridedMetadataPatterns } from '../canonicalize.js';
import { dimPatterns } from '../dim-canonicalize.js';
import { foldMemRefCast } from '../fold.js';
import { verifyInferredResultTypes } from '../inferred-types.js';
import { getStridesAndOffset } from '../layout.js';
import {
  AnyNon0RankedOrUnrankedMemRef,
  AnyRankedOrUnrankedMemRef,
  AnyStridedMemRef,
  AnyStridedMemRefOfRank0,
} from '../types.js';

/** Static values agree unless both are known and differ. */
function compatible(a: number, b: number): boolean {
  return isDynamicDim(a) || isDynamicDim(b) || a === b;
}

/** MLIR's `CastOp::areCastCompatible`. */
export function areCastCompatible(from: Type, to: Type): boolean {
  const a = from as MemRefType;
  const b = to as MemRefType;
  if (a.elementType !== b.elementType || a.memorySpace !== b.memorySpace) return false;
  if (a instanceof MemRefType && b instanceof MemRefType) {
    if (a.layout !== b.layout) {
      const aLayout = getStridesAndOffset(a);
      const bLayout = getStridesAndOffset(b);
      if (aLayout === null || bLayout === null || aLayout.strides.length !== bLayout.strides.length)
        return false;
      if (!compatible(aLayout.offset, bLayout.offset)) return false;
      if (aLayout.strides.some((stride, i) => !compatible(stride, bLayout.strides[i]!)))
        return false;
    }
    return a.rank === b.rank && a.shape.every((size, i) => compatible(size, b.shape[i]!));
  }
  // Unranked to unranked is not a cast.
  return a instanceof MemRefType || b instanceof MemRefType;
}

/** `memref.cast %m : memref<4xf32> to memref<?xf32>`: the same buffer seen through a compatible type. */
export class CastOp extends defineOp({
  name: 'memref.cast',
  operands: { source: AnyRankedOrUnrankedMemRef },
  results: { dest: AnyRankedOrUnrankedMemRef },
  traits: [Pure],
  interfaces: [
    OpAsmOpInterface.implement({
      getAsmResultNames: (op, setName) => setName(op.getResult(0), 'cast'),
    }),
  ],
  assemblyFormat: '$source attr-dict `:` type($source) `to` type($dest)',
}) {
  override verify(): boolean {
    if (!areCastCompatible(this.source.type, this.dest.type)) {
      this.emitOpError(
        `operand type '${this.source.type}' and result type '${this.dest.type}' are cast incompatible`,
      );
      return false;
    }
    return true;
  }

  fold(_operands: readonly (Attribute | null)[]): FoldResult {
    if (this.source.type === this.dest.type) return this.source;
    return foldMemRefCast(this) ? this.dest : null;
  }
}

/** `memref.dim %m, %i : memref<?xf32>`: the size of one dimension. */
export class DimOp extends defineOp({
  name: 'memref.dim',
  operands: { source: AnyNon0RankedOrUnrankedMemRef, index: Index },
  results: { result: Index },
  traits: [NoMemoryEffect],
  interfaces: [
    OpAsmOpInterface.implement({
      getAsmResultNames: (op, setName) => setName(op.getResult(0), 'dim'),
    }),
    // As MLIR's DimOp: speculatable (hoistable) only for a constant index below the rank of a
    // ranked memref; MLIR compares the index with the rank only, so a negative one passes too.
    ConditionallySpeculatable.implement({
      getSpeculatability: (op) => {
        const index = getConstantOperandValue(op.getOperand(1));
        const type = op.getOperand(0).type;
        return index instanceof IntegerAttr &&
          type instanceof MemRefType &&
          index.value < BigInt(type.rank)
          ? 'speculatable'
          : 'not-speculatable';
      },
    }),
  ],
  canonicalizationPatterns: (patterns) => patterns.add(...dimPatterns()),
  assemblyFormat: 'attr-dict $source `,` $index `:` type($source)',
}) {
  fold(operands: readonly (Attribute | null)[]): FoldResult {
    const index = operands[1];
    const type = this.source.type;
    if (!(index instanceof IntegerAttr) || !(type instanceof MemRefType))
      return foldMemRefCast(this, 0) ? this.result : null;
    const dim = Number(index.value);
    if (dim < 0 || dim >= type.rank) return null;
    const size = type.shape[dim]!;
    if (!isDynamicDim(size)) return IntegerAttr.get(IndexType.get(this.context), BigInt(size));
    // The size operand of the allocation that made the buffer.
    const definer = this.source.getDefiningOp();
    const name = definer?.name.identifier;
    if (definer && (name === 'memref.alloc' || name === 'memref.alloca')) {
      const position = type.shape.slice(0, dim).filter(isDynamicDim).length;
      return definer.getOperand(position);
    }
    return foldMemRefCast(this, 0) ? this.result : null;
  }
}

/** `memref.rank %m : memref<*xf32>`: the number of dimensions. */
export class RankOp extends defineOp({
  name: 'memref.rank',
  operands: { memref: AnyRankedOrUnrankedMemRef },
  results: { result: Index },
  traits: [Pure],
  assemblyFormat: '$memref attr-dict `:` type($memref)',
}) {
  fold(_operands: readonly (Attribute | null)[]): FoldResult {
    const type = this.memref.type;
    return type instanceof MemRefType
      ? IntegerAttr.get(IndexType.get(this.context), BigInt(type.rank))
      : null;
  }
}

/**
 * `memref.extract_strided_metadata %m : memref<?x4xf32> -> memref<f32>, index, index, index, index, index`:
 * the base buffer, offset, sizes and strides of a strided memref.
 */
export class ExtractStridedMetadataOp extends defineOp({
  name: 'memref.extract_strided_metadata',
  operands: { source: AnyStridedMemRef },
  results: {
    base_buffer: AnyStridedMemRefOfRank0,
    offset: Index,
    sizes: variadic(Index),
    strides: variadic(Index),
  },
  traits: [Pure, SameVariadicResultSize],
  interfaces: [
    OpAsmOpInterface.implement({
      getAsmResultNames: (op, setName) => {
        const rank = (op.numResults - 2) / 2;
        setName(op.getResult(0), 'base_buffer');
        setName(op.getResult(1), 'offset');
        if (rank > 0) {
          setName(op.getResult(2), 'sizes');
          setName(op.getResult(2 + rank), 'strides');
        }
      },
    }),
  ],
  assemblyFormat: '$source `:` type($source) `->` type(results) attr-dict',
  canonicalizationPatterns: (patterns) => patterns.add(...extractStridedMetadataPatterns()),
}) {
  /**
   * The results are what MLIR's type inference gives: a rank-0 buffer of the source's element type and memory space, and `index` for the offset and
   * each size and stride.
   */
  override verify(): boolean {
    const source = this.source.type as MemRefType;
    const index = IndexType.get(this.context);
    const inferred: Type[] = [
      MemRefType.get(this.context, [], source.elementType, null, source.memorySpace),
      ...new Array<Type>(1 + 2 * source.rank).fill(index),
    ];
    return verifyInferredResultTypes(this, inferred);
  }
}
