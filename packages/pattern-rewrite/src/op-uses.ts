import type { Operation } from '@strata/ir-core';

/**
 * Whether no result of `op` has a use: `Operation.useEmpty` without its array iterator, which
 * allocates until the caller is optimized (the drivers ask this of nearly every op they visit
 * and of every op they erase).
 */
export function resultsUnused(op: Operation): boolean {
  const results = op.results;
  for (let i = 0; i < results.length; i++) if (results[i]!.firstUse !== null) return false;
  return true;
}
