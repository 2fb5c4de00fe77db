/** The region invocation bounds that scf's conditional ops answer, made once. */
import type { InvocationBounds } from '@strata/ir-core';

/** A region that may or may not run (a branch whose condition is unknown). */
export const AT_MOST_ONCE: InvocationBounds = { lowerBound: 0, upperBound: 1 };
/** The branch a constant condition selects. */
export const EXACTLY_ONCE: InvocationBounds = { lowerBound: 1, upperBound: 1 };
/** A branch a constant condition rules out. */
export const NEVER: InvocationBounds = { lowerBound: 0, upperBound: 0 };
