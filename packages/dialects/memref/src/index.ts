export { MemRefDialect, registerMemRefDialect } from './dialect.js';
export { foldMemRefCast } from './fold.js';
export {
  type ParsedIndexList,
  parseDynamicIndexList,
  printDynamicIndexList,
} from './index-list.js';
export {
  canonicalizeStridedLayout,
  DYNAMIC_I64,
  getStridesAndOffset,
  hasIdentityLayout,
  identityStrides,
  type StridesAndOffset,
  stridedLinearLayoutMap,
} from './layout.js';
export { CopyOp, LoadOp, StoreOp } from './ops/access.js';
export { AssumeAlignmentOp, DistinctObjectsOp, MemorySpaceCastOp, ViewOp } from './ops/aliasing.js';
export { ATOMIC_RMW_KINDS, AtomicRMWOp } from './ops/atomic.js';
export { AllocaOp, AllocOp, DeallocOp } from './ops/alloc.js';
export { AtomicYieldOp, GenericAtomicRMWOp } from './ops/generic-atomic.js';
export { DmaStartOp, DmaWaitOp } from './ops/dma.js';
export { GetGlobalOp, GlobalOp } from './ops/global.js';
export { AllocaScopeOp, AllocaScopeReturnOp } from './ops/alloca-scope.js';
export { ExtractAlignedPointerAsIndexOp } from './ops/pointer.js';
export { PrefetchOp } from './ops/prefetch.js';
export { ReallocOp } from './ops/realloc.js';
export { CollapseShapeOp, ExpandShapeOp, ReshapeOp } from './ops/reshape.js';
export { areCastCompatible, CastOp, DimOp, ExtractStridedMetadataOp, RankOp } from './ops/shape.js';
export { inferTransposeResultType, TransposeOp } from './ops/transpose.js';
export { inferSubViewResultType, ReinterpretCastOp, SubViewOp } from './ops/views.js';
export {
  composeReassociations,
  computeCollapsedType,
  computeExpandedType,
  type Reassociation,
} from './reassociation.js';
export { AnyNon0RankedOrUnrankedMemRef, AnyRankedOrUnrankedMemRef } from './types.js';
