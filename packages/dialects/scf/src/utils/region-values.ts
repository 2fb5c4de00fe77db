/**
 * Questions about which values a region uses from outside it (MLIR's RegionUtils), as the loop
 * utilities ask them.
 */
import type { Region, Value } from '@strata/ir-core';

/** Whether `value` is defined outside `region` (not by an op in it, not as an argument of its blocks). */
export function isDefinedOutsideRegion(value: Value, region: Region): boolean {
  return !region.isAncestor(value.getParentRegion());
}

/**
 * The values defined outside `region` that ops nested in it use, each once, in the order a
 * post-order walk meets them (MLIR's `getUsedValuesDefinedAbove`).
 */
export function getUsedValuesDefinedAbove(region: Region): Value[] {
  const seen = new Set<Value>();
  region.walk((op) => {
    for (const operand of op.operands)
      if (!seen.has(operand) && isDefinedOutsideRegion(operand, region)) seen.add(operand);
  });
  return [...seen];
}

/** Replaces the uses of `from` by ops nested in `region` with `to`. */
export function replaceAllUsesInRegionWith(from: Value, to: Value, region: Region): void {
  from.replaceUsesWithIf(to, (use) => region.isAncestor(use.owner.getParentRegion()));
}
