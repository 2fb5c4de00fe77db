/**
 * Coalescing perfectly nested `scf.for` loops into one (MLIR's `coalesceLoops` and
 * `coalescePerfectlyNestedSCFForLoops`, mlir/lib/Dialect/SCF/Utils/Utils.cpp): every loop is
 * normalized to run from 0 by 1, the outermost loop runs the product of the trip counts, and the
 * original induction variables are recovered with `divsi`/`remsi`.
 *
 * MLIR builds the index-typed computations with `affine.apply` and `affine.delinearize_index`;
 * Strata has no affine dialect and uses, for index loops too, the arith ops MLIR uses for integer
 * loops (identical to mlir-opt's output for those).
 */
import { AddIOp, CeilDivSIOp, DivSIOp, MulIOp, RemSIOp, SubIOp } from '@strata/dialect-arith';
import type { Location, Operation, Region, Value } from '@strata/ir-core';
import type { PatternRewriter } from '@strata/pattern-rewrite';
import { ForOp } from '../ops/for.js';
import {
  constantIntOf,
  createBinary,
  createIntConstant,
  createOrFoldBinary,
  loadGeneratedDialects,
} from './arith-helpers.js';

/**
 * `root` and the loops perfectly nested in it, outermost first: each loop's body holds one op
 * besides its terminator, an `scf.for` (MLIR's `getPerfectlyNestedLoops`).
 */
export function getPerfectlyNestedLoops(root: ForOp, maxLoops = Infinity): ForOp[] {
  const loops: ForOp[] = [];
  let loop: ForOp = root;
  while (loops.length < maxLoops) {
    loops.push(loop);
    const body = loop.region.front!;
    const first = body.firstOp;
    if (first === null || first.nextNode !== body.lastOp || !(first instanceof ForOp)) break;
    loop = first;
  }
  return loops;
}

const isConstant = (value: Value, expected: bigint): boolean => constantIntOf(value) === expected;

/** Makes `loop` run from 0 to its trip count by 1 (its bounds built before `anchor`). */
function normalizeLoop(rewriter: PatternRewriter, loop: ForOp, anchor: Operation): void {
  const { lowerBound: lb, upperBound: ub, step } = loop;
  const zeroBased = isConstant(lb, 0n);
  const unitStep = isConstant(step, 1n);
  if (zeroBased && unitStep) return;
  const location = loop.location;
  rewriter.setInsertionPoint(anchor);
  const diff = zeroBased ? ub : createOrFoldBinary(rewriter, SubIOp, location, ub, lb);
  const tripCount = unitStep
    ? diff
    : createOrFoldBinary(rewriter, CeilDivSIOp, location, diff, step);
  const zero = createIntConstant(rewriter, location, lb.type, 0);
  const one = createIntConstant(rewriter, location, lb.type, 1);
  rewriter.modifyOpInPlace(loop, () => {
    loop.setOperand(0, zero);
    loop.setOperand(1, tripCount);
    loop.setOperand(2, one);
  });
}

/**
 * Replaces the uses of the normalized induction variable `iv` with `iv * step + lb`, computed at
 * the insertion point (the ops computing it keep reading `iv`).
 */
function denormalizeInductionVar(
  rewriter: PatternRewriter,
  location: Location,
  iv: Value,
  lb: Value,
  step: Value,
): void {
  const preserved = new Set<Operation>();
  let value = iv;
  if (!isConstant(step, 1n)) {
    value = createBinary(rewriter, MulIOp, location, iv, step);
    preserved.add(value.getDefiningOp()!);
  }
  if (!isConstant(lb, 0n)) {
    value = createBinary(rewriter, AddIOp, location, value, lb);
    preserved.add(value.getDefiningOp()!);
  }
  if (value !== iv) rewriter.replaceAllUsesExcept(iv, value, preserved);
}

/** The product of `values` (ones skipped), with `arith.muli`; a constant one when all are one. */
function productOf(rewriter: PatternRewriter, location: Location, values: Value[]): Value {
  let product: Value | null = null;
  for (const value of values) {
    if (isConstant(value, 1n)) continue;
    product = product === null ? value : createBinary(rewriter, MulIOp, location, product, value);
  }
  return product ?? createIntConstant(rewriter, location, values[0]!.type, 1);
}

/**
 * The induction variables of loops with trip counts `ubs` from the linear index `linear`: the
 * innermost is `linear mod ub_n`, the next `(linear / ub_n) mod ub_n-1`, and so on; loops of one
 * iteration get a constant zero. Returns them and the ops that must keep reading `linear`.
 */
function delinearize(
  rewriter: PatternRewriter,
  location: Location,
  linear: Value,
  ubs: Value[],
): { ivs: Value[]; readers: Set<Operation> } {
  const count = ubs.length;
  const ivs = new Array<Value>(count);
  const readers = new Set<Operation>();
  const isOne = ubs.map((ub) => isConstant(ub, 1n));
  let leadingOnes = 0;
  while (leadingOnes < count && isOne[leadingOnes]) {
    ivs[leadingOnes] = createIntConstant(rewriter, location, ubs[leadingOnes]!.type, 0);
    leadingOnes++;
  }
  let previous = linear;
  for (let i = leadingOnes; i < count; i++) {
    const index = count - (i - leadingOnes) - 1;
    if (i !== leadingOnes && !isOne[index + 1]) {
      previous = createBinary(rewriter, DivSIOp, location, previous, ubs[index + 1]!);
      readers.add(previous.getDefiningOp()!);
    }
    let iv = previous;
    if (i !== count - 1) {
      if (!isOne[index]) {
        iv = createBinary(rewriter, RemSIOp, location, previous, ubs[index]!);
        readers.add(iv.getDefiningOp()!);
      } else {
        iv = createIntConstant(rewriter, location, ubs[index]!.type, 0);
      }
    }
    ivs[index] = iv;
  }
  return { ivs, readers };
}

/**
 * Coalesces `loops`, a perfect nest listed outermost first whose bounds are all defined above the
 * outermost loop and whose iter_args are chained from loop to loop, into the outermost loop.
 * Returns false, leaving the IR alone, for fewer than two loops or a constant zero step.
 */
export function coalesceLoops(rewriter: PatternRewriter, loops: readonly ForOp[]): boolean {
  if (loops.length < 2) return false;
  if (loops.some((loop) => isConstant(loop.step, 0n))) return false;
  loadGeneratedDialects(loops[0]!.context);
  rewriter.withInsertionGuard(() => {
    const outermost = loops[0]!;
    const innermostBody = loops[loops.length - 1]!.region.front!;
    // 1. Every loop runs from 0 to its trip count by 1; the bodies read the original values.
    for (const loop of loops) {
      const { lowerBound, step } = loop;
      normalizeLoop(rewriter, loop, outermost);
      rewriter.setInsertionPointToStart(innermostBody);
      denormalizeInductionVar(rewriter, loop.location, loop.inductionVar, lowerBound, step);
    }
    // 2. The outermost loop runs the product of the trip counts.
    const location = outermost.location;
    const tripCounts = loops.map((loop) => loop.upperBound);
    rewriter.setInsertionPoint(outermost);
    const total = productOf(rewriter, location, tripCounts);
    rewriter.modifyOpInPlace(outermost, () => outermost.setOperand(1, total));
    // 3. Each loop's induction variable comes out of the outermost one.
    rewriter.setInsertionPointToStart(outermost.region.front!);
    const { ivs, readers } = delinearize(rewriter, location, outermost.inductionVar, tripCounts);
    rewriter.replaceAllUsesExcept(outermost.inductionVar, ivs[0]!, readers);
    // 4. The inner bodies move into the outermost loop, innermost first.
    for (let i = loops.length - 1; i > 0; i--) {
      const outer = loops[i - 1]!;
      const inner = loops[i]!;
      const terminator = inner.region.front!.back!;
      const innerIterArgs = inner.regionIterArgs;
      const yielded = terminator.operands.map((value) => {
        if (value === inner.inductionVar) return ivs[i]!;
        const at = innerIterArgs.findIndex((arg) => arg === value);
        return at < 0 ? value : inner.initArgs[at]!;
      });
      rewriter.eraseOp(terminator);
      rewriter.inlineBlockBefore(inner.region.front!, outer.region.front!, inner, [
        ivs[i]!,
        ...outer.regionIterArgs,
      ]);
      rewriter.replaceOp(inner, yielded);
    }
  });
  return true;
}

/** Whether every value is defined in a region strictly enclosing `limit` (MLIR's `areValuesDefinedAbove`). */
function areValuesDefinedAbove(values: readonly Value[], limit: Region): boolean {
  return values.every((value) => {
    const region = value.getParentRegion();
    return region !== null && region.isProperAncestor(limit);
  });
}

function sameValues(a: readonly Value[], b: readonly Value[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

/**
 * Coalesces the bands of the perfect nest rooted at `root` whose loops' bounds are defined above the
 * band and whose iter_args are chained through it, innermost bands first (MLIR's
 * `coalescePerfectlyNestedSCFForLoops`). Returns whether some band was coalesced.
 */
export function coalescePerfectlyNestedSCFForLoops(
  rewriter: PatternRewriter,
  root: ForOp,
): boolean {
  const loops = getPerfectlyNestedLoops(root);
  const count = loops.length;
  // For each loop, the outermost loop of the nest above which its bounds are all defined.
  const definedAbove = loops.map((loop, i) => {
    const bounds = [loop.lowerBound, loop.upperBound, loop.step];
    for (let j = 0; j < i; j++) if (areValuesDefinedAbove(bounds, loops[j]!.region)) return j;
    return i;
  });
  // For each loop, where the chain of iter_args passed down to it starts.
  const chainStart = loops.map((_, i) => i);
  for (let i = 1; i < count; i++) {
    const outer = loops[i - 1]!;
    const inner = loops[i]!;
    if (outer.regionIterArgs.length !== inner.regionIterArgs.length) continue;
    if (!sameValues(outer.regionIterArgs, inner.initArgs)) continue;
    if (!sameValues(outer.region.front!.back!.operands, inner.results)) continue;
    chainStart[i] = chainStart[i - 1]!;
  }
  let changed = false;
  for (let end = count; end > 0; end--) {
    let start = 0;
    for (; start < end - 1; start++) {
      const highest = Math.max(...definedAbove.slice(start, end));
      if (highest > start || chainStart[end - 1]! > start) continue;
      if (coalesceLoops(rewriter, loops.slice(start, end))) changed = true;
      break;
    }
    // After a band, go on with the loops above it.
    if (start !== end - 1) end = start + 1;
  }
  return changed;
}
