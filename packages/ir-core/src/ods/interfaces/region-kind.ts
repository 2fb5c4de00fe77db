import type { Operation } from '../../ir/operation.js';
import type { RegionKind } from '../../ir/traits.js';
import { OpInterface } from '../interface.js';

/**
 * MLIR's `RegionKindInterface`: whether each region is an SSA CFG region (dominance holds) or a
 * graph region. The kind is a property of the op class, so `op` may be null (asked per op name).
 */
export interface RegionKindModel {
  getRegionKind(op: Operation | null, index: number): RegionKind;
}

export const RegionKindInterface = new OpInterface<RegionKindModel>('RegionKindInterface');

/** Every region of the op is a graph region (what MLIR's `GraphRegionNoTerminator` declares). */
export const graphRegions = RegionKindInterface.implement({ getRegionKind: () => 'graph' });
