/**
 * Lowering an `scf.forall` without shared outputs to a nest of `scf.for` loops or to one
 * `scf.parallel` (MLIR's `scf::forallToForLoop` and `scf::forallToParallelLoop`,
 * mlir/lib/Dialect/SCF/Transforms/ForallToFor.cpp and ForallToParallel.cpp).
 */
import { DYNAMIC_I64 } from '@strata/dialect-memref';
import {
  type DenseArrayAttr,
  IndexType,
  type Operation,
  Region,
  type Value,
} from '@strata/ir-core';
import type { PatternRewriter } from '@strata/pattern-rewrite';
import { ForOp } from '../ops/for.js';
import type { ForallOp } from '../ops/forall.js';
import { ParallelOp, ReduceOp } from '../ops/parallel.js';
import { ensureYield } from '../syntax.js';
import { createIntConstant, loadGeneratedDialects } from './arith-helpers.js';

/**
 * The lower bounds, upper bounds and steps of `forall` as values: the dynamic ones as they are,
 * the static ones as `arith.constant`s created at the insertion point (lower bounds first, then
 * upper bounds, then steps, as MLIR materializes them).
 */
function materializeBounds(rewriter: PatternRewriter, forall: ForallOp): Value[][] {
  const index = IndexType.get(forall.context);
  const lists = ['staticLowerBound', 'staticUpperBound', 'staticStep'];
  const dynamic = forall.operands;
  let next = 0;
  return lists.map((name) =>
    (forall.properties.get(name) as DenseArrayAttr).values.map((raw) => {
      const value = BigInt.asIntN(64, raw);
      return value === DYNAMIC_I64
        ? dynamic[next++]!
        : createIntConstant(rewriter, forall.location, index, value);
    }),
  );
}

const SHARED_OUTPUTS = 'scf.forall with shared outputs is not supported';

/** Moves the body of `forall` (its empty terminator dropped) before `before`, then erases `forall`. */
function moveBodyAndErase(
  rewriter: PatternRewriter,
  forall: ForallOp,
  before: Operation,
  ivs: readonly Value[],
): void {
  const forallBody = forall.getRegion(0).front!;
  rewriter.eraseOp(forallBody.back!);
  rewriter.inlineBlockBefore(forallBody, before.parentBlock!, before, ivs);
  rewriter.eraseOp(forall);
}

/**
 * Replaces `forall` by `scf.for` loops, one per induction variable, outermost first, running its
 * body. Returns the loops, or the reason when the op has shared outputs (not supported).
 */
export function forallToForLoop(rewriter: PatternRewriter, forall: ForallOp): ForOp[] | string {
  if (forall.numResults > 0) return SHARED_OUTPUTS;
  loadGeneratedDialects(forall.context);
  return rewriter.withInsertionGuard(() => {
    rewriter.setInsertionPoint(forall);
    const [lbs, ubs, steps] = materializeBounds(rewriter, forall) as [Value[], Value[], Value[]];
    const loops: ForOp[] = [];
    const location = forall.location;
    for (let k = 0; k < lbs.length; k++) {
      const body = new Region();
      body.emplaceBlock().addArgument(IndexType.get(forall.context), location);
      ensureYield(body, location);
      const loop = rewriter.createOp(ForOp, location, {
        lowerBound: lbs[k]!,
        upperBound: ubs[k]!,
        step: steps[k]!,
        initArgs: [],
        outputs: [],
        region: body,
      });
      loops.push(loop);
      rewriter.setInsertionPoint(loop.region.front!.back!);
    }
    const innermost = loops[loops.length - 1]!.region.front!;
    moveBodyAndErase(
      rewriter,
      forall,
      innermost.back!,
      loops.map((loop) => loop.inductionVar),
    );
    return loops;
  });
}

/**
 * Replaces `forall` by one `scf.parallel` over the same iteration space, running its body. Returns
 * the new loop, or the reason when the op has shared outputs (not supported).
 */
export function forallToParallelLoop(
  rewriter: PatternRewriter,
  forall: ForallOp,
): ParallelOp | string {
  if (forall.numResults > 0) return SHARED_OUTPUTS;
  loadGeneratedDialects(forall.context);
  return rewriter.withInsertionGuard(() => {
    rewriter.setInsertionPoint(forall);
    const [lbs, ubs, steps] = materializeBounds(rewriter, forall) as [Value[], Value[], Value[]];
    const location = forall.location;
    const body = new Region();
    const block = body.emplaceBlock();
    for (let k = 0; k < lbs.length; k++) block.addArgument(IndexType.get(forall.context), location);
    const loop = rewriter.createOp(ParallelOp, location, {
      lowerBound: lbs,
      upperBound: ubs,
      step: steps,
      initVals: [],
      outputs: [],
      region: body,
    });
    rewriter.setInsertionPointToEnd(block);
    const reduce = rewriter.createOp(ReduceOp, location, { values: [], reductions: [] });
    moveBodyAndErase(rewriter, forall, reduce, block.arguments);
    return loop;
  });
}
