import { ConstantOp } from '@strata/dialect-arith';
import { ForallOp, ParallelOp, ReduceOp } from '@strata/dialect-scf';
import {
  type DenseArrayAttr,
  IndexType,
  IntegerAttr,
  type Location,
  Region,
  type Value,
} from '@strata/ir-core';
import { OpRewritePattern, type PatternRewriter } from '@strata/pattern-rewrite';

/** MLIR's `ShapedType::kDynamic`: a static bound entry meaning "the next dynamic operand". */
const DYNAMIC = -(2n ** 63n);

/**
 * One bound list of a forall as values: each static entry becomes a new `arith.constant` (MLIR's
 * `getValueOrCreateConstantIndexOp`, which does not reuse constants), each dynamic one is taken
 * from `dynamic` in order.
 */
function boundValues(
  rewriter: PatternRewriter,
  location: Location,
  statics: readonly bigint[],
  dynamic: readonly Value[],
): Value[] {
  const index = IndexType.get(rewriter.context);
  let next = 0;
  return statics.map((value) => {
    if (value === DYNAMIC) return dynamic[next++]!;
    const constant = rewriter.create(
      ConstantOp.build(location, { value: IntegerAttr.get(index, value), result: index }),
    );
    return constant.getResult(0);
  });
}

/** The entries of a dense i64 array property, as signed values. */
function staticEntries(op: ForallOp, name: string): bigint[] {
  const attr = op.properties.get(name) as DenseArrayAttr;
  return attr.values.map((value) => BigInt.asIntN(64, value));
}

/**
 * A bufferized `scf.forall` (no shared outputs) to `scf.parallel` (MLIR's `ForallLowering`), which
 * {@link ParallelLowering} then lowers: the bounds become values, the body moves over unchanged,
 * and its `scf.forall.in_parallel` terminator becomes an empty `scf.reduce`.
 */
export class ForallLowering extends OpRewritePattern<ForallOp> {
  constructor() {
    super(ForallOp, { generatedOps: ['arith.constant', 'scf.parallel', 'scf.reduce'] });
  }

  override matchAndRewrite(op: ForallOp, rewriter: PatternRewriter): boolean {
    if (op.outputs.length !== 0) {
      return rewriter.notifyMatchFailure(
        op,
        'only fully bufferized scf.forall ops can be lowered to scf.parallel',
      );
    }
    const location = op.location;
    const lowerBound = boundValues(
      rewriter,
      location,
      staticEntries(op, 'staticLowerBound'),
      op.dynamicLowerBound,
    );
    const upperBound = boundValues(
      rewriter,
      location,
      staticEntries(op, 'staticUpperBound'),
      op.dynamicUpperBound,
    );
    const step = boundValues(rewriter, location, staticEntries(op, 'staticStep'), op.dynamicStep);

    // The body keeps its block (and induction variables); only the terminator changes.
    const parallelOp = rewriter.create(
      ParallelOp.build(location, {
        lowerBound,
        upperBound,
        step,
        outputs: [],
        region: new Region(),
      }),
    );
    const body = op.region.front!;
    rewriter.inlineRegionBefore(op.region, parallelOp.getRegion(0), null);
    rewriter.setInsertionPointToEnd(body);
    rewriter.replaceOpWithNewOp(body.back!, ReduceOp, {});
    rewriter.replaceOp(op, parallelOp);
    return true;
  }
}
