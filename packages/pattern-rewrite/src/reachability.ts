import type { Operation } from '@strata/ir-core';

/**
 * Whether inserting, changing or erasing `op` may change which blocks are reachable: only ops with
 * successors add CFG edges (a terminator without successors, as `scf.yield`, adds none, and
 * rewrites erase many of those).
 */
export function mayDefineSuccessors(op: Operation): boolean {
  return op.numSuccessors !== 0;
}
