/** The memref type constraints of MLIR's MemRef ODS that ir-core does not define. */
import {
  BaseMemRefType,
  MemRefType,
  ParsedMemRefType,
  TypeConstraint,
  UnrankedMemRefType,
} from '@strata/ir-core';
import { getStridesAndOffset } from './layout.js';

/** MLIR's `AnyRankedOrUnrankedMemRef`. */
export const AnyRankedOrUnrankedMemRef = new TypeConstraint(
  'ranked or unranked memref of any type values',
  (t) => t instanceof BaseMemRefType,
  undefined,
  { typeClass: BaseMemRefType, name: null },
);

/** MLIR's `AnyNon0RankedOrUnrankedMemRef`: what `memref.dim` may ask about. */
export const AnyNon0RankedOrUnrankedMemRef = new TypeConstraint(
  'unranked.memref of any type values or non-0-ranked.memref of any type values',
  (t) => t instanceof UnrankedMemRefType || (t instanceof MemRefType && t.rank > 0),
);

/** MLIR's `AnyStridedMemRef`: a ranked memref with a strided layout. */
export const AnyStridedMemRef = new TypeConstraint(
  'strided memref of any type values',
  (t) => t instanceof MemRefType && getStridesAndOffset(t) !== null,
  undefined,
  ParsedMemRefType,
);

/** MLIR's `AnyStridedMemRefOfRank<0>`: the base buffer `extract_strided_metadata` returns. */
export const AnyStridedMemRefOfRank0 = new TypeConstraint(
  'strided memref of any type values of rank 0',
  (t) => t instanceof MemRefType && t.rank === 0 && getStridesAndOffset(t) !== null,
);

/** MLIR's `AnyStaticShapeMemRef`: what `memref.get_global` returns. */
export const AnyStaticShapeMemRef = new TypeConstraint(
  'statically shaped memref of any type values',
  (t) => t instanceof MemRefType && t.hasStaticShape,
  undefined,
  ParsedMemRefType,
);
