import {
  type Attribute,
  Dialect,
  type DialectRegistry,
  InlineAnythingInterface,
  IntegerAttr,
  type Location,
  type MLIRContext,
  type OpBuilder,
  type Operation,
  registerOperations,
  type Type,
} from '@strata/ir-core';
import { AllocaOp, AllocOp, DeallocOp } from './ops/alloc.js';
import { AssumeAlignmentOp, DistinctObjectsOp, MemorySpaceCastOp, ViewOp } from './ops/aliasing.js';
import { AtomicRMWOp } from './ops/atomic.js';
import { CopyOp, LoadOp, StoreOp } from './ops/access.js';
import { AtomicYieldOp, GenericAtomicRMWOp } from './ops/generic-atomic.js';
import { DmaStartOp, DmaWaitOp } from './ops/dma.js';
import { GetGlobalOp, GlobalOp } from './ops/global.js';
import { AllocaScopeOp, AllocaScopeReturnOp } from './ops/alloca-scope.js';
import { ExtractAlignedPointerAsIndexOp } from './ops/pointer.js';
import { PrefetchOp } from './ops/prefetch.js';
import { ReallocOp } from './ops/realloc.js';
import { CollapseShapeOp, ExpandShapeOp, ReshapeOp } from './ops/reshape.js';
import { CastOp, DimOp, ExtractStridedMetadataOp, RankOp } from './ops/shape.js';
import { TransposeOp } from './ops/transpose.js';
import { ReinterpretCastOp, SubViewOp } from './ops/views.js';

/** MLIR's `memref` dialect: buffers, their views, and the loads and stores that access them. */
export class MemRefDialect extends Dialect {
  /** Every memref op may be inlined anywhere, as MLIR's memref inliner interface allows. */
  override readonly inlinerInterface = InlineAnythingInterface;

  constructor(context: MLIRContext) {
    super('memref', context);
    registerOperations(this, [
      AllocaOp,
      AllocaScopeOp,
      AllocaScopeReturnOp,
      AllocOp,
      AssumeAlignmentOp,
      DistinctObjectsOp,
      AtomicRMWOp,
      AtomicYieldOp,
      CastOp,
      CollapseShapeOp,
      CopyOp,
      DeallocOp,
      DimOp,
      DmaStartOp,
      DmaWaitOp,
      ExpandShapeOp,
      ExtractAlignedPointerAsIndexOp,
      ExtractStridedMetadataOp,
      GenericAtomicRMWOp,
      GetGlobalOp,
      GlobalOp,
      LoadOp,
      MemorySpaceCastOp,
      PrefetchOp,
      RankOp,
      ReallocOp,
      ReinterpretCastOp,
      ReshapeOp,
      StoreOp,
      SubViewOp,
      TransposeOp,
      ViewOp,
    ]);
  }

  /**
   * Folded sizes and ranks become `arith.constant`s, as in MLIR; built by name so that memref does
   * not depend on arith, and only when the arith dialect can be loaded.
   */
  override materializeConstant(
    builder: OpBuilder,
    value: Attribute,
    type: Type,
    location: Location,
  ): Operation | null {
    if (!(value instanceof IntegerAttr) || value.type !== type) return null;
    if (this.context.getOrLoadDialect('arith') === undefined) return null;
    return builder.create({
      name: 'arith.constant',
      location,
      resultTypes: [type],
      properties: new Map([['value', value]]),
    });
  }
}

/** Adds the memref dialect's loader to `registry` (it is built when an input first uses `memref`). */
export function registerMemRefDialect(registry: DialectRegistry): void {
  registry.insert('memref', (context) => new MemRefDialect(context));
}
