import { DominanceInfo, type InsertPoint, type Value } from '@strata/ir-core';

/**
 * Where a materialization of `values` goes: right after the one defined last (at the start of its
 * block for an argument). `fallback` stands in when `values` is empty.
 */
export function insertPointAfter(values: readonly Value[], fallback: Value): InsertPoint {
  let point = pointAfter(values.length === 0 ? fallback : values[0]!);
  for (let i = 1; i < values.length; i++) {
    const next = pointAfter(values[i]!);
    if (isLater(next, point)) point = next;
  }
  return point;
}

function pointAfter(value: Value): InsertPoint {
  const def = value.getDefiningOp();
  if (def !== null) return { block: def.parentBlock!, before: def.nextNode };
  const block = value.getParentBlock()!;
  return { block, before: block.firstOp };
}

/** Whether insertion point `a` comes after `b` (both must be valid for the values' users). */
function isLater(a: InsertPoint, b: InsertPoint): boolean {
  if (a.block === b.block) {
    if (a.before === null) return b.before !== null;
    if (b.before === null) return false;
    return b.before.isBeforeInBlock(a.before);
  }
  // Different blocks (values of a 1:N replacement, rarely): the point whose block the other's
  // block dominates is the later one.
  return new DominanceInfo().properlyDominates(b.block, a.block);
}
