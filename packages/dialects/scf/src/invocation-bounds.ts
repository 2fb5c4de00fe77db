/**
 * The region invocation bounds that scf's conditional ops answer, made once. As in MLIR, the lower
 * bound is always 0, even for the region a constant condition selects.
 */
import type { InvocationBounds } from '@strata/ir-core';

/** A region that may run: its condition is unknown, or a constant selects it. */
export const AT_MOST_ONCE: InvocationBounds = { lowerBound: 0, upperBound: 1 };
/** A branch a constant condition rules out. */
export const NEVER: InvocationBounds = { lowerBound: 0, upperBound: 0 };
