import { ForOp, ParallelOp, ReduceOp, ReduceReturnOp, YieldOp } from '@strata/dialect-scf';
import {
  Block,
  IndexType,
  type Location,
  type Operation,
  Region,
  type Value,
} from '@strata/ir-core';
import { OpRewritePattern, type PatternRewriter } from '@strata/pattern-rewrite';

/**
 * Builds an `scf.for` as MLIR's `ForOp::build` does without a body builder: the body takes the
 * induction variable (at `location`) and one argument per init (at the init's location), and ends
 * with an empty `scf.yield` only when there are no inits.
 */
function createForOp(
  rewriter: PatternRewriter,
  location: Location,
  bounds: { lowerBound: Value; upperBound: Value; step: Value },
  initArgs: readonly Value[],
): ForOp {
  const body = new Block();
  body.addArgument(IndexType.get(rewriter.context), location);
  for (const init of initArgs) body.addArgument(init.type, init.location);
  if (initArgs.length === 0) body.insertAt(YieldOp.create(location, {}), null);
  const region = new Region();
  region.insertAt(body, null);
  return rewriter.create(
    ForOp.build(location, {
      ...bounds,
      initArgs,
      outputs: initArgs.map((init) => init.type),
      region,
    }),
  ) as ForOp;
}

/**
 * `scf.parallel` to a nest of `scf.for` (MLIR's `ParallelLowering`), which {@link ForLowering}
 * then lowers. Reduction values thread through the nest as loop-carried values: each reduction
 * region is inlined at the end of the innermost body, combining the carried value with the
 * reduced one, and the combined values are yielded back up the nest.
 */
export class ParallelLowering extends OpRewritePattern<ParallelOp> {
  constructor() {
    super(ParallelOp, { generatedOps: ['scf.for', 'scf.yield'] });
  }

  override matchAndRewrite(op: ParallelOp, rewriter: PatternRewriter): boolean {
    const location = op.location;
    let iterArgs: Value[] = [...op.initVals];
    const ivs: Value[] = [];
    let loopResults: Value[] = [...iterArgs];
    const lowerBounds = op.lowerBound;
    const upperBounds = op.upperBound;
    const steps = op.step;
    for (let i = 0; i < steps.length; i++) {
      const forOp = createForOp(
        rewriter,
        location,
        { lowerBound: lowerBounds[i]!, upperBound: upperBounds[i]!, step: steps[i]! },
        iterArgs,
      );
      ivs.push(forOp.inductionVar);
      iterArgs = forOp.regionIterArgs;
      if (i === 0) {
        // The outermost loop's results replace the parallel loop's.
        loopResults = [...forOp.results];
      } else if (forOp.numResults !== 0) {
        rewriter.setInsertionPointToEnd(rewriter.getInsertionBlock()!);
        rewriter.create(YieldOp.build(location, { values: forOp.results }));
      }
      rewriter.setInsertionPointToStart(forOp.region.front!);
    }

    // Inline each reduction before the reduce op, combining the carried and the reduced value.
    const body = op.region.front!;
    const reduce = body.back as ReduceOp;
    const yieldOperands: Value[] = [];
    const reductions = reduce.reductions;
    for (let i = 0; i < reductions.length; i++) {
      const reductionBlock = reductions[i]!.front!;
      const reductionReturn = reductionBlock.back as ReduceReturnOp;
      yieldOperands.push(reductionReturn.result);
      rewriter.eraseOp(reductionReturn);
      rewriter.inlineBlockBefore(reductionBlock, body, reduce, [
        iterArgs[i]!,
        reduce.getOperand(i),
      ]);
    }
    rewriter.eraseOp(reduce);

    // Move the body (without its terminator) into the innermost loop.
    const newBody = rewriter.getInsertionBlock()!;
    const terminator: Operation | null = newBody.back;
    if (terminator === null) rewriter.mergeBlocks(body, newBody, ivs);
    else rewriter.inlineBlockBefore(body, newBody, terminator, ivs);

    if (yieldOperands.length !== 0) {
      rewriter.setInsertionPointToEnd(rewriter.getInsertionBlock()!);
      rewriter.create(YieldOp.build(location, { values: yieldOperands }));
    }
    rewriter.replaceOp(op, loopResults);
    return true;
  }
}
