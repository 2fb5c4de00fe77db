/**
 * Tiling of perfectly nested `scf.for` loops by strip-mining and sinking (MLIR's `tile` and
 * `tilePerfectlyNested`, mlir/lib/Dialect/SCF/Utils/Utils.cpp): each loop's step is multiplied by
 * its tile size, and a new innermost "point" loop runs the original step from the tile's start to
 * `min(ub, start + tile step)`. The point loops nest inside all the tile loops.
 */
import { AddIOp, MinSIOp, MulIOp } from '@strata/dialect-arith';
import { type Location, Region, type Value } from '@strata/ir-core';
import type { PatternRewriter } from '@strata/pattern-rewrite';
import { ForOp } from '../ops/for.js';
import { ensureYield } from '../syntax.js';
import {
  bitWidthOf,
  createBinary,
  createIntConstant,
  loadGeneratedDialects,
} from './arith-helpers.js';
import { getPerfectlyNestedLoops } from './coalesce.js';
import { replaceAllUsesInRegionWith } from './region-values.js';
import { isUnsignedLoop } from './trip-count.js';

/** The loops of a tiled nest: the original loops, now stepping over tiles, and the new point loops. */
export interface TiledLoopNest {
  tileLoops: ForOp[];
  pointLoops: ForOp[];
}

/** An `scf.for %iv = lb to ub step step` without iter_args whose body is just `scf.yield`. */
function createEmptyFor(
  rewriter: PatternRewriter,
  location: Location,
  lb: Value,
  ub: Value,
  step: Value,
): ForOp {
  const body = new Region();
  body.emplaceBlock().addArgument(lb.type, location);
  ensureYield(body, location);
  return rewriter.createOp(ForOp, location, {
    lowerBound: lb,
    upperBound: ub,
    step,
    initArgs: [],
    outputs: [],
    region: body,
  });
}

/**
 * Strip-mines `loop` by `factor` and sinks the strip into each of `targets` (loops nested in
 * `loop`): `loop` steps by `step * factor`, and the body of each target moves into a new loop over
 * the strip, `iv' = iv to min(ub, iv + step * factor) step step`. Returns the new loops.
 */
function stripmineSink(
  rewriter: PatternRewriter,
  loop: ForOp,
  factor: Value,
  targets: readonly ForOp[],
): ForOp[] {
  const originalStep = loop.step;
  const iv = loop.inductionVar;
  rewriter.setInsertionPoint(loop);
  const tileStep = createBinary(rewriter, MulIOp, loop.location, originalStep, factor);
  rewriter.modifyOpInPlace(loop, () => loop.setOperand(2, tileStep));
  return targets.map((target) => {
    const body = target.region.front!;
    const terminator = body.back!;
    const moved = body.operations.slice(0, -1);
    const location = target.location;
    rewriter.setInsertionPoint(terminator);
    const stepped = createBinary(rewriter, AddIOp, location, iv, tileStep);
    const ub = createBinary(rewriter, MinSIOp, location, loop.upperBound, stepped);
    const pointLoop = createEmptyFor(rewriter, location, iv, ub, originalStep);
    const pointBody = pointLoop.region.front!;
    for (const op of moved) rewriter.moveOpBefore(op, pointBody, pointBody.back);
    replaceAllUsesInRegionWith(iv, pointLoop.inductionVar, pointLoop.region);
    return pointLoop;
  });
}

/**
 * Why `loops` cannot be tiled by strip-mining, or null: the point loops would have to carry
 * iter_args (not supported), an unsigned loop would need an unsigned minimum, or a tile size is
 * not of its loop's type.
 */
export function checkTileable(loops: readonly ForOp[], sizes: readonly Value[]): string | null {
  for (let i = 0; i < loops.length; i++) {
    const loop = loops[i]!;
    if (loop.numResults > 0) return 'tiling loops with iter_args is not supported';
    if (isUnsignedLoop(loop)) return 'tiling unsigned loops is not supported';
    if (i < sizes.length && sizes[i]!.type !== loop.step.type)
      return `tile size ${i} has type ${sizes[i]!.type}, the loop's step ${loop.step.type}`;
  }
  return null;
}

/**
 * Tiles `loops` (a perfect nest, outermost first) by `sizes` (one value per loop, of its type),
 * sinking all point loops into the innermost loop (MLIR's `tile(forOps, sizes, target)`). The nest
 * must pass {@link checkTileable}; throws otherwise (a bug in the caller).
 */
export function tileLoops(
  rewriter: PatternRewriter,
  loops: readonly ForOp[],
  sizes: readonly Value[],
): TiledLoopNest {
  const problem = checkTileable(loops, sizes);
  if (problem !== null) throw new Error(`tileLoops: ${problem}`);
  if (loops.length === 0) return { tileLoops: [], pointLoops: [] };
  loadGeneratedDialects(loops[0]!.context);
  return rewriter.withInsertionGuard(() => {
    const pointLoops: ForOp[] = [];
    let targets: ForOp[] = [loops[loops.length - 1]!];
    for (let i = 0; i < sizes.length; i++) {
      targets = stripmineSink(rewriter, loops[i]!, sizes[i]!, targets);
      pointLoops.push(targets[0]!);
    }
    return { tileLoops: loops.slice(0, sizes.length), pointLoops };
  });
}

/**
 * Tiles the perfect nest rooted at `root` by `sizes` (MLIR's `tilePerfectlyNested`); extra sizes
 * beyond the depth of the nest are ignored. Returns the reason instead when the nest cannot be
 * tiled ({@link checkTileable}).
 */
export function tilePerfectlyNested(
  rewriter: PatternRewriter,
  root: ForOp,
  sizes: readonly Value[],
): TiledLoopNest | string {
  const loops = getPerfectlyNestedLoops(root, sizes.length);
  const used = sizes.slice(0, loops.length);
  const problem = checkTileable(loops, used);
  return problem ?? tileLoops(rewriter, loops, used);
}

/**
 * Tiles the perfect nest rooted at `root` by constant positive `sizes`, created as constants of each
 * loop's type right before `root`. Returns the reason when the nest cannot be tiled.
 */
export function tilePerfectlyNestedByConstants(
  rewriter: PatternRewriter,
  root: ForOp,
  sizes: readonly number[],
): TiledLoopNest | string {
  if (sizes.some((size) => !Number.isSafeInteger(size) || size < 1))
    return 'tile sizes must be positive integers';
  const loops = getPerfectlyNestedLoops(root, sizes.length);
  const problem = checkTileable(loops, []);
  if (problem !== null) return problem;
  for (let i = 0; i < loops.length; i++) {
    const type = loops[i]!.step.type;
    if (BigInt(sizes[i]!) >= 1n << BigInt(bitWidthOf(type) - 1))
      return `tile size ${sizes[i]} does not fit the loop's type ${type}`;
  }
  loadGeneratedDialects(root.context);
  const values = rewriter.withInsertionGuard(() => {
    rewriter.setInsertionPoint(root);
    return loops.map((loop, i) =>
      createIntConstant(rewriter, root.location, loop.step.type, sizes[i]!),
    );
  });
  return tileLoops(rewriter, loops, values);
}
