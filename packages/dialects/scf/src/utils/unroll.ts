/**
 * Unrolling of `scf.for` loops, after MLIR 22's `loopUnrollByFactor`, `loopUnrollFull` and
 * `generateUnrolledLoop` (mlir/lib/Dialect/SCF/Utils/Utils.cpp): the body is copied `factor` times
 * into a loop whose step is `factor` times larger, and an epilogue loop runs the iterations left
 * over when the trip count is not a multiple of the factor (or is not known).
 */
import { AddIOp, DivUIOp, MulIOp, RemSIOp, SubIOp } from '@strata/dialect-arith';
import {
  type Block,
  IntegerAttr,
  IntegerType,
  IRMapping,
  type Location,
  OpBuilder,
  type Operation,
  type Value,
} from '@strata/ir-core';
import type { PatternRewriter } from '@strata/pattern-rewrite';
import type { ForOp } from '../ops/for.js';
import {
  bitWidthOf,
  constantIntOf,
  createBinary,
  createIntConstant,
  loadGeneratedDialects,
} from './arith-helpers.js';
import { promoteIfSingleIteration } from './promote.js';
import { splitLoopAt } from './split.js';
import { getStaticTripCount, isUnsignedLoop } from './trip-count.js';

/** Called on each op of the unrolled body with the copy (0 = the original body) it belongs to. */
export type UnrollAnnotateFn = (iteration: number, op: Operation, builder: OpBuilder) => void;

/** Computes the induction variable of copy `iteration` from the loop's induction variable. */
export type IvRemapFn = (iteration: number, iv: Value, builder: OpBuilder) => Value;

/** The loops that remain after unrolling; null where a loop was promoted away (or not created). */
export interface UnrolledLoopInfo {
  mainLoop: ForOp | null;
  epilogueLoop: ForOp | null;
}

/** MLIR's annotation of unrolled copies (`-test-loop-unrolling=annotate`): `unrolled_iteration = i : ui32`. */
export const annotateUnrolledIteration: UnrollAnnotateFn = (iteration, op, builder) => {
  const ui32 = IntegerType.get(builder.context, 32, 'unsigned');
  op.setAttr('unrolled_iteration', IntegerAttr.get(ui32, iteration));
};

/**
 * Appends `factor - 1` copies of the ops of `body` (all but its terminator) before the terminator:
 * copy `i` reads what copy `i - 1` yields in place of `iterArgs` and `ivRemap(i)` in place of `iv`
 * (asked for only when `iv` is used). The terminator then yields the last copy's values.
 */
export function generateUnrolledLoop(
  rewriter: PatternRewriter,
  body: Block,
  iv: Value,
  factor: number,
  ivRemap: IvRemapFn,
  annotate: UnrollAnnotateFn | null,
  iterArgs: readonly Value[],
  yieldedValues: readonly Value[],
): void {
  const terminator = body.back!;
  const saved = rewriter.saveInsertionPoint();
  rewriter.setInsertionPoint(terminator);
  // The original ops, fixed before copies are appended after them.
  const original: Operation[] = [];
  for (let op = body.firstOp; op !== terminator; op = op!.nextNode) original.push(op!);
  let lastYielded = [...yieldedValues];
  for (let i = 1; i < factor; i++) {
    const mapping = new IRMapping();
    iterArgs.forEach((arg, j) => mapping.map(arg, lastYielded[j]!));
    if (!iv.useEmpty()) mapping.map(iv, ivRemap(i, iv, rewriter));
    for (const op of original) {
      const copy = rewriter.clone(op, mapping);
      annotate?.(i, copy, rewriter);
    }
    lastYielded = yieldedValues.map((value) => mapping.lookupOrDefault(value));
  }
  // The original ops are annotated last, so that the copies do not inherit the annotation.
  if (annotate !== null) for (const op of original) annotate(0, op, rewriter);
  rewriter.modifyOpInPlace(terminator, () => terminator.setOperands(lastYielded));
  rewriter.restoreInsertionPoint(saved);
}

/** `ceildiv(dividend, divisor)` for positive values, as `(dividend + (divisor - 1)) /u divisor`. */
function ceilDivPositive(
  builder: OpBuilder,
  location: Location,
  dividend: Value,
  divisor: Value,
): Value {
  const one = createIntConstant(builder, location, dividend.type, 1);
  const divisorMinusOne = createBinary(builder, SubIOp, location, divisor, one);
  const sum = createBinary(builder, AddIOp, location, dividend, divisorMinusOne);
  return createBinary(builder, DivUIOp, location, sum, divisor);
}

/** Bounds of the unrolled main loop, and whether an epilogue loop must follow it. */
interface UnrolledBounds {
  upperBound: Value;
  step: Value;
  needsEpilogue: boolean;
}

/** The main loop's bounds from constant bounds and trip count (MLIR reads them as int64). */
function staticUnrolledBounds(
  builder: OpBuilder,
  loop: ForOp,
  tripCount: bigint,
  factor: number,
): UnrolledBounds {
  const unsigned = isUnsignedLoop(loop);
  const location = loop.location;
  const lb = BigInt.asIntN(64, constantIntOf(loop.lowerBound, unsigned)!);
  const ub = BigInt.asIntN(64, constantIntOf(loop.upperBound, unsigned)!);
  const step = BigInt.asIntN(64, constantIntOf(loop.step, unsigned)!);
  const factorN = BigInt(factor);
  const evenTrips = tripCount - (tripCount % factorN);
  const unrolledUb = BigInt.asIntN(64, lb + BigInt.asIntN(64, evenTrips * step));
  const unrolledStep = BigInt.asIntN(64, step * factorN);
  const needsEpilogue = unrolledUb < ub;
  const upperBound = needsEpilogue
    ? createIntConstant(builder, location, loop.upperBound.type, unrolledUb)
    : loop.upperBound;
  const newStep =
    step === unrolledStep
      ? loop.step
      : createIntConstant(builder, location, loop.step.type, unrolledStep);
  return { upperBound, step: newStep, needsEpilogue };
}

/** The main loop's bounds computed at run time: `lb + (trips - trips % factor) * step`. */
function dynamicUnrolledBounds(builder: OpBuilder, loop: ForOp, factor: number): UnrolledBounds {
  const location = loop.location;
  const { lowerBound, upperBound, step } = loop;
  const diff = createBinary(builder, SubIOp, location, upperBound, lowerBound);
  const tripCount = ceilDivPositive(builder, location, diff, step);
  const factorValue = createIntConstant(builder, location, tripCount.type, factor);
  const remainder = createBinary(builder, RemSIOp, location, tripCount, factorValue);
  const evenTrips = createBinary(builder, SubIOp, location, tripCount, remainder);
  const span = createBinary(builder, MulIOp, location, evenTrips, step);
  return {
    upperBound: createBinary(builder, AddIOp, location, lowerBound, span),
    step: createBinary(builder, MulIOp, location, step, factorValue),
    needsEpilogue: true,
  };
}

/**
 * Unrolls `loop` by `factor` (MLIR's `loopUnrollByFactor`): returns the loops left, or null when the
 * loop cannot be unrolled (an unsigned loop over 64-bit bounds). With `promoteSingleIteration`
 * (MLIR's default), a main or epilogue loop left with one iteration is replaced by its body.
 * `annotate` sees every op of every copy of the body.
 */
export function loopUnrollByFactor(
  rewriter: PatternRewriter,
  loop: ForOp,
  factor: number,
  annotate: UnrollAnnotateFn | null = null,
  promoteSingleIteration = true,
): UnrolledLoopInfo | null {
  if (!Number.isSafeInteger(factor) || factor < 1)
    throw new RangeError(`loopUnrollByFactor: the factor must be positive, got ${factor}`);
  const body = loop.region.front!;
  if (body.firstOp === body.lastOp) return { mainLoop: loop, epilogueLoop: null };
  loadGeneratedDialects(loop.context);
  return rewriter.withInsertionGuard(() =>
    unrollNonEmptyLoop(rewriter, loop, factor, annotate, promoteSingleIteration),
  );
}

function unrollNonEmptyLoop(
  rewriter: PatternRewriter,
  loop: ForOp,
  factor: number,
  annotate: UnrollAnnotateFn | null,
  promoteSingleIteration: boolean,
): UnrolledLoopInfo | null {
  const originalStep = loop.step;
  rewriter.setInsertionPoint(loop);
  let tripCount = getStaticTripCount(loop);
  // A trip count known from equal bounds alone is handled as a dynamic one: the static case reads
  // every bound as a constant.
  const allConstant = [loop.lowerBound, loop.upperBound, loop.step].every(
    (bound) => constantIntOf(bound) !== null,
  );
  if (!allConstant) tripCount = null;
  let bounds: UnrolledBounds;
  if (tripCount !== null) {
    // Unsigned 64-bit bounds do not fit the int64 arithmetic below (index ones pass, as in MLIR).
    const type = loop.upperBound.type;
    if (isUnsignedLoop(loop) && !type.isIndex() && bitWidthOf(type) >= 64) return null;
    if (factor === 1) {
      const promoted =
        promoteSingleIteration && tripCount === 1n && promoteIfSingleIteration(rewriter, loop);
      return { mainLoop: promoted ? null : loop, epilogueLoop: null };
    }
    bounds = staticUnrolledBounds(rewriter, loop, tripCount, factor);
  } else {
    bounds = dynamicUnrolledBounds(rewriter, loop, factor);
  }

  const result: UnrolledLoopInfo = { mainLoop: null, epilogueLoop: null };
  if (bounds.needsEpilogue) {
    const epilogue = splitLoopAt(rewriter, loop, bounds.upperBound);
    if (!promoteSingleIteration || !promoteIfSingleIteration(rewriter, epilogue))
      result.epilogueLoop = epilogue;
  } else {
    rewriter.modifyOpInPlace(loop, () => loop.setOperand(1, bounds.upperBound));
  }
  rewriter.modifyOpInPlace(loop, () => loop.setOperand(2, bounds.step));

  const body = loop.region.front!;
  const location = loop.location;
  generateUnrolledLoop(
    rewriter,
    body,
    loop.inductionVar,
    factor,
    // iv + step * i
    (i, iv, b) => {
      const offset = createIntConstant(b, location, iv.type, i);
      const stride = createBinary(b, MulIOp, location, originalStep, offset);
      return createBinary(b, AddIOp, location, iv, stride);
    },
    annotate,
    loop.regionIterArgs,
    body.back!.operands,
  );
  if (!promoteSingleIteration || !promoteIfSingleIteration(rewriter, loop)) result.mainLoop = loop;
  return result;
}

/**
 * Unrolls `loop` completely (MLIR's `loopUnrollFull`): false when its trip count is unknown. A loop
 * that runs zero times is left alone; one that runs once becomes its body.
 */
export function loopUnrollFull(rewriter: PatternRewriter, loop: ForOp): boolean {
  const tripCount = getStaticTripCount(loop);
  if (tripCount === null) return false;
  if (tripCount === 0n) return true;
  if (tripCount === 1n) return promoteIfSingleIteration(rewriter, loop);
  return loopUnrollByFactor(rewriter, loop, Number(tripCount)) !== null;
}
