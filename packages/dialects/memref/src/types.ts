/** The memref type constraints of MLIR's MemRef ODS that ir-core does not define. */
import { BaseMemRefType, MemRefType, TypeConstraint, UnrankedMemRefType } from '@strata/ir-core';

/** MLIR's `AnyRankedOrUnrankedMemRef`. */
export const AnyRankedOrUnrankedMemRef = new TypeConstraint(
  'ranked or unranked memref of any type values',
  (t) => t instanceof BaseMemRefType,
);

/** MLIR's `AnyNon0RankedOrUnrankedMemRef`: what `memref.dim` may ask about. */
export const AnyNon0RankedOrUnrankedMemRef = new TypeConstraint(
  'unranked.memref of any type values or non-0-ranked.memref of any type values',
  (t) => t instanceof UnrankedMemRefType || (t instanceof MemRefType && t.rank > 0),
);

/** MLIR's `AnyStridedMemRefOfRank<0>`-like base buffer check: a rank-0 memref. */
export const Rank0MemRef = new TypeConstraint(
  '0D memref of any type values',
  (t) => t instanceof MemRefType && t.rank === 0,
);
