import type { Operation } from '../../ir/operation.js';
import { defineParametricTrait, defineTrait, type OpTrait } from '../trait.js';

/**
 * The counting traits MLIR derives from an op definition (`ZeroRegions`, `OneResult`,
 * `NOperands<2>`, `AtLeastNSuccessors<1>`, ...), with MLIR's messages. `defineOp` adds the right
 * ones to every op, ahead of the declared traits, so `op.hasTrait(OneResult.key)` works as in MLIR.
 */

function failed(op: Operation, message: string): false {
  op.emitOpError(message);
  return false;
}

export const ZeroOperands = defineTrait('ZeroOperands', {
  verify: (op) => op.numOperands === 0 || failed(op, 'requires zero operands'),
});
export const OneOperand = defineTrait('OneOperand', {
  verify: (op) => op.numOperands === 1 || failed(op, 'requires a single operand'),
});
export const NOperands = defineParametricTrait(
  'NOperands',
  (n: number) => n,
  (n) => ({
    verify: (op) =>
      op.numOperands === n || failed(op, `expected ${n} operands, but found ${op.numOperands}`),
  }),
);
export const AtLeastNOperands = defineParametricTrait(
  'AtLeastNOperands',
  (n: number) => n,
  (n) => ({
    verify: (op) =>
      op.numOperands >= n ||
      failed(op, `expected ${n} or more operands, but found ${op.numOperands}`),
  }),
);
export const VariadicOperands = defineTrait('VariadicOperands');

export const ZeroResults = defineTrait('ZeroResults', {
  verify: (op) => op.results.length === 0 || failed(op, 'requires zero results'),
});
export const OneResult = defineTrait('OneResult', {
  verify: (op) => op.results.length === 1 || failed(op, 'requires one result'),
});
export const NResults = defineParametricTrait(
  'NResults',
  (n: number) => n,
  (n) => ({
    verify: (op) => op.results.length === n || failed(op, `expected ${n} results`),
  }),
);
export const AtLeastNResults = defineParametricTrait(
  'AtLeastNResults',
  (n: number) => n,
  (n) => ({
    verify: (op) => op.results.length >= n || failed(op, `expected ${n} or more results`),
  }),
);
export const VariadicResults = defineTrait('VariadicResults');

export const ZeroRegions = defineTrait('ZeroRegions', {
  verify: (op) => op.regions.length === 0 || failed(op, 'requires zero regions'),
});
export const OneRegion = defineTrait('OneRegion', {
  verify: (op) => op.regions.length === 1 || failed(op, 'requires one region'),
});
export const NRegions = defineParametricTrait(
  'NRegions',
  (n: number) => n,
  (n) => ({
    verify: (op) => op.regions.length === n || failed(op, `expected ${n} regions`),
  }),
);
export const AtLeastNRegions = defineParametricTrait(
  'AtLeastNRegions',
  (n: number) => n,
  (n) => ({
    verify: (op) => op.regions.length >= n || failed(op, `expected ${n} or more regions`),
  }),
);
export const VariadicRegions = defineTrait('VariadicRegions');

/** Successor blocks of a terminator must be in the terminator's own region. */
function successorsInParentRegion(op: Operation): boolean {
  const parent = op.getParentRegion();
  const count = op.numSuccessors;
  for (let i = 0; i < count; i++) {
    if (op.getSuccessor(i).parent !== parent)
      return failed(op, 'reference to block defined in another region');
  }
  return true;
}

export const ZeroSuccessors = defineTrait('ZeroSuccessors', {
  verify: (op) =>
    op.numSuccessors === 0 || failed(op, `requires 0 successors but found ${op.numSuccessors}`),
});
export const OneSuccessor = defineTrait('OneSuccessor', {
  verify: (op) =>
    op.numSuccessors === 1
      ? successorsInParentRegion(op)
      : failed(op, `requires 1 successor but found ${op.numSuccessors}`),
});
export const NSuccessors = defineParametricTrait(
  'NSuccessors',
  (n: number) => n,
  (n) => ({
    verify: (op) =>
      op.numSuccessors === n
        ? successorsInParentRegion(op)
        : failed(op, `requires ${n} successors but found ${op.numSuccessors}`),
  }),
);
export const AtLeastNSuccessors = defineParametricTrait(
  'AtLeastNSuccessors',
  (n: number) => n,
  (n) => ({
    verify: (op) =>
      op.numSuccessors >= n
        ? successorsInParentRegion(op)
        : failed(op, `requires at least ${n} successors but found ${op.numSuccessors}`),
  }),
);
export const VariadicSuccessors = defineTrait('VariadicSuccessors');

/** The counting traits an op with these group arities gets, in MLIR's order. */
export function countTraitsFor(counts: {
  regions: { fixed: number; variadic: boolean };
  results: { fixed: number; variadic: boolean };
  successors: { fixed: number; variadic: boolean };
  operands: { fixed: number; variadic: boolean };
}): OpTrait<unknown>[] {
  const pick = (
    c: { fixed: number; variadic: boolean },
    zero: OpTrait,
    one: OpTrait,
    n: (k: number) => OpTrait<number>,
    atLeast: (k: number) => OpTrait<number>,
    variadic: OpTrait,
  ): OpTrait<unknown> => {
    if (c.variadic) return c.fixed === 0 ? variadic : atLeast(c.fixed);
    return c.fixed === 0 ? zero : c.fixed === 1 ? one : n(c.fixed);
  };
  return [
    pick(counts.regions, ZeroRegions, OneRegion, NRegions, AtLeastNRegions, VariadicRegions),
    pick(counts.results, ZeroResults, OneResult, NResults, AtLeastNResults, VariadicResults),
    pick(
      counts.successors,
      ZeroSuccessors,
      OneSuccessor,
      NSuccessors,
      AtLeastNSuccessors,
      VariadicSuccessors,
    ),
    pick(counts.operands, ZeroOperands, OneOperand, NOperands, AtLeastNOperands, VariadicOperands),
  ];
}

/** No upper bound on a count. */
const UNBOUNDED = 0x7fffffff;

/**
 * The bounds a definition's counting traits put on an op's regions, results, successors and
 * operands, checked as four comparisons: a verifier plan runs the traits' own verifiers (for their
 * diagnostics, in their order) only when these fail. Successor counts above zero stay with their
 * traits, which also check where the successors are: only `ZeroSuccessors` folds.
 */
export class CountBounds {
  minRegions = 0;
  maxRegions = UNBOUNDED;
  minResults = 0;
  maxResults = UNBOUNDED;
  maxSuccessors = UNBOUNDED;
  minOperands = 0;
  maxOperands = UNBOUNDED;

  /** Narrows the bounds by `trait` if it is a counting trait they can stand for; answers whether it is. */
  fold(trait: OpTrait<unknown>): boolean {
    const key = trait.key;
    const n = trait.params as number;
    if (key === ZeroRegions.key) this.maxRegions = 0;
    else if (key === OneRegion.key) this.minRegions = this.maxRegions = 1;
    else if (key === NRegions.key) this.minRegions = this.maxRegions = n;
    else if (key === AtLeastNRegions.key) this.minRegions = n;
    else if (key === ZeroResults.key) this.maxResults = 0;
    else if (key === OneResult.key) this.minResults = this.maxResults = 1;
    else if (key === NResults.key) this.minResults = this.maxResults = n;
    else if (key === AtLeastNResults.key) this.minResults = n;
    else if (key === ZeroSuccessors.key) this.maxSuccessors = 0;
    else if (key === ZeroOperands.key) this.maxOperands = 0;
    else if (key === OneOperand.key) this.minOperands = this.maxOperands = 1;
    else if (key === NOperands.key) this.minOperands = this.maxOperands = n;
    else if (key === AtLeastNOperands.key) this.minOperands = n;
    else return false;
    return true;
  }

  /** Whether an op with these counts is within the bounds (then every folded trait passes). */
  within(operands: number, results: number, successors: number, regions: number): boolean {
    return (
      regions >= this.minRegions &&
      regions <= this.maxRegions &&
      results >= this.minResults &&
      results <= this.maxResults &&
      successors <= this.maxSuccessors &&
      operands >= this.minOperands &&
      operands <= this.maxOperands
    );
  }
}
