/**
 * Unroll-and-jam of `scf.for` loops (MLIR's `loopUnrollJamByFactor`, mlir/lib/Dialect/SCF/Utils/
 * Utils.cpp): the outer loop is unrolled, and the copies of each stretch of ops between inner loops
 * are placed ("jammed") next to the original stretch inside the same inner loops, which carry one
 * set of iter_args per copy.
 */
import { AddIOp, MulIOp } from '@strata/dialect-arith';
import { IRMapping, type Operation, Region, type Value } from '@strata/ir-core';
import type { PatternRewriter } from '@strata/pattern-rewrite';
import { ForOp } from '../ops/for.js';
import {
  constantIntOf,
  createIntConstant,
  createOrFoldBinary,
  loadGeneratedDialects,
} from './arith-helpers.js';
import { promoteIfSingleIteration } from './promote.js';
import { isDefinedOutsideRegion } from './region-values.js';
import { getStaticTripCount } from './trip-count.js';

/**
 * Replaces `loop` with a loop that has `newInits` as extra iter_args, yielding `newYields(newArgs)`
 * (computed before the terminator) for them; `loop`'s results are replaced by the new loop's
 * first ones (MLIR's `ForOp::replaceWithAdditionalYields`, without replacing init uses).
 */
export function replaceWithAdditionalYields(
  rewriter: PatternRewriter,
  loop: ForOp,
  newInits: readonly Value[],
  newYields: (newIterArgs: readonly Value[]) => readonly Value[],
): ForOp {
  return rewriter.withInsertionGuard(() => {
    rewriter.setInsertionPoint(loop);
    const inits = [...loop.initArgs, ...newInits];
    const body = new Region();
    const block = body.emplaceBlock();
    block.addArgument(loop.inductionVar.type, loop.location);
    for (const init of inits) block.addArgument(init.type, loop.location);
    const newLoop = rewriter.createOp(ForOp, loop.location, {
      lowerBound: loop.lowerBound,
      upperBound: loop.upperBound,
      step: loop.step,
      initArgs: inits,
      outputs: inits.map((init) => init.type),
      region: body,
    });
    for (const [name, value] of loop.properties) newLoop.properties.set(name, value);
    for (const [name, value] of loop.getDiscardableAttrs()) newLoop.setDiscardableAttr(name, value);
    const oldBody = loop.region.front!;
    const yieldOp = oldBody.back!;
    rewriter.setInsertionPoint(yieldOp);
    const extra = newYields(block.arguments.slice(block.numArguments - newInits.length));
    rewriter.modifyOpInPlace(yieldOp, () => yieldOp.insertOperands(yieldOp.numOperands, extra));
    rewriter.mergeBlocks(oldBody, block, block.arguments.slice(0, oldBody.numArguments));
    rewriter.replaceOp(loop, newLoop.results.slice(0, loop.numResults));
    return newLoop;
  });
}

/** A stretch of consecutive ops of one block, none an `scf.for`, to be copied as a whole. */
interface SubBlock {
  first: Operation;
  last: Operation;
}

/**
 * The stretches of ops between `scf.for` ops in the body of `loop` and, recursively, in the bodies of
 * the loops nested in it, outer stretches before the inner ones they precede (MLIR's
 * `JamBlockGatherer`). Terminators are left out. Iterative: nests may be deep.
 */
function gatherSubBlocks(loop: ForOp): SubBlock[] {
  const subBlocks: SubBlock[] = [];
  // Blocks still to scan, each with the op to resume from (a stack, to keep MLIR's order).
  const stack: Operation[] = [];
  const pushBody = (op: Operation): void => {
    for (let r = op.numRegions - 1; r >= 0; r--) {
      const blocks = op.getRegion(r).blocks;
      for (let b = blocks.length - 1; b >= 0; b--)
        if (blocks[b]!.firstOp) stack.push(blocks[b]!.firstOp!);
    }
  };
  pushBody(loop);
  while (stack.length > 0) {
    let op: Operation | null = stack.pop()!;
    const terminator = op.parentBlock!.back!;
    while (op !== null && op !== terminator) {
      const start: Operation = op;
      let last: Operation | null = null;
      while (op !== terminator && !(op instanceof ForOp)) {
        last = op;
        op = op.nextNode!;
      }
      if (last !== null) subBlocks.push({ first: start, last });
      if (op !== terminator) {
        // Resume after this loop once its body is done.
        if (op.nextNode !== null) stack.push(op.nextNode);
        pushBody(op);
        op = null;
      }
    }
  }
  return subBlocks;
}

/** Whether the bounds of every loop nested in `loop` are defined outside it. */
function areInnerBoundsInvariant(loop: ForOp): boolean {
  let invariant = true;
  loop.region.walk((op) => {
    if (op instanceof ForOp)
      for (const bound of [op.lowerBound, op.upperBound, op.step])
        if (!isDefinedOutsideRegion(bound, loop.region)) invariant = false;
  });
  return invariant;
}

/**
 * Unroll-and-jams `loop` by `factor`. Returns the reason when it cannot: bounds of inner loops
 * defined inside `loop`, results on `loop`, a trip count that is unknown or not a multiple of the
 * factor (a factor above the trip count is lowered to it). Returns null when done, including the
 * trivial cases (factor 1, zero trips, an empty body). A loop left with one iteration is promoted.
 */
export function loopUnrollJamByFactor(
  rewriter: PatternRewriter,
  loop: ForOp,
  factor: number,
): string | null {
  if (!Number.isSafeInteger(factor) || factor < 1)
    throw new RangeError(`loopUnrollJamByFactor: the factor must be positive, got ${factor}`);
  if (factor === 1) return null;
  if (!areInnerBoundsInvariant(loop)) return 'inner bounds are not invariant';
  if (loop.numResults > 0) return 'unsupported loop with results';
  const tripCount = getStaticTripCount(loop);
  if (tripCount === null) return 'trip count could not be determined';
  if (tripCount === 0n) return null;
  if (BigInt(factor) > tripCount) factor = Number(tripCount);
  else if (tripCount % BigInt(factor) !== 0n)
    return 'trip count is not a multiple of the unroll-and-jam factor';
  const body = loop.region.front!;
  if (body.firstOp === body.lastOp) return null;
  loadGeneratedDialects(loop.context);
  rewriter.withInsertionGuard(() => jam(rewriter, loop, factor));
  return null;
}

function jam(rewriter: PatternRewriter, target: ForOp, factor: number): void {
  const subBlocks = gatherSubBlocks(target);
  const innerLoops: ForOp[] = [];
  target.walk((op) => {
    if (op instanceof ForOp) innerLoops.push(op);
  });
  // maps[i - 1] takes the original values to those of copy i.
  const maps = Array.from({ length: factor - 1 }, () => new IRMapping());
  // Every loop of the nest (the target last) gets factor - 1 more sets of iter_args.
  const newLoops: ForOp[] = [];
  let loop = target;
  for (const oldLoop of innerLoops) {
    const inits = oldLoop.initArgs;
    const yields = oldLoop.region.front!.back!.operands;
    const dupInits: Value[] = [];
    const dupYields: Value[] = [];
    for (let i = factor - 1; i >= 1; i--) {
      dupInits.push(...inits);
      dupYields.push(...yields);
    }
    const newLoop = replaceWithAdditionalYields(rewriter, oldLoop, dupInits, () => dupYields);
    newLoops.push(newLoop);
    if (oldLoop === target) loop = newLoop;
    const iterArgs = newLoop.regionIterArgs;
    const results = newLoop.results;
    const count = inits.length;
    for (let i = factor - 1; i >= 1; i--) {
      for (let j = 0; j < count; j++) {
        maps[i - 1]!.map(iterArgs[j]!, iterArgs[i * count + j]!);
        maps[i - 1]!.map(results[j]!, results[i * count + j]!);
      }
    }
  }

  rewriter.setInsertionPoint(loop);
  const location = loop.location;
  const step = constantIntOf(loop.step)!;
  const type = loop.step.type;
  const factorValue = createIntConstant(rewriter, location, type, factor);
  const newStep = createOrFoldBinary(rewriter, MulIOp, location, loop.step, factorValue);
  rewriter.modifyOpInPlace(loop, () => loop.setOperand(2, newStep));
  const iv = loop.inductionVar;

  for (let i = factor - 1; i >= 1; i--) {
    const map = maps[i - 1]!;
    // Each copy goes right after its stretch (copy 1, made last, ends up first), after its own
    // induction variable `iv + step * i` when the body uses it.
    for (const { first, last } of subBlocks) {
      rewriter.setInsertionPointAfter(last);
      if (!iv.useEmpty()) {
        const offset = createIntConstant(rewriter, location, type, step * BigInt(i));
        map.map(iv, createOrFoldBinary(rewriter, AddIOp, location, iv, offset));
      }
      for (let op: Operation = first; ; op = op.nextNode!) {
        rewriter.clone(op, map);
        if (op === last) break;
      }
    }
    for (const newLoop of newLoops) {
      const yieldOp = newLoop.region.front!.back!;
      const count = newLoop.regionIterArgs.length / factor;
      for (let j = 0; j < count; j++) {
        const init = map.lookupOrDefault(newLoop.getOperand(3 + j));
        const yielded = map.lookupOrDefault(yieldOp.getOperand(j));
        rewriter.modifyOpInPlace(newLoop, () => newLoop.setOperand(3 + i * count + j, init));
        rewriter.modifyOpInPlace(yieldOp, () => yieldOp.setOperand(i * count + j, yielded));
      }
    }
  }
  promoteIfSingleIteration(rewriter, loop);
}
