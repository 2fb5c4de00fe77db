/**
 * The canonicalization patterns of the scf ops, after MLIR 22's (SCF.cpp). Patterns are built on
 * demand: the op modules refer to this one, so nothing here may touch the op classes while the
 * modules load.
 */
import {
  type Block,
  FunctionOpInterface,
  IntegerAttr,
  makeSegmentSizesAttr,
  OPERAND_SEGMENT_SIZES,
  type Operation,
  Region,
  type Value,
} from '@strata/ir-core';
import {
  definePattern,
  getConstantOperandValue,
  type PatternRewriter,
  regionBranchCanonicalizationPatterns,
  type RewritePattern,
} from '@strata/pattern-rewrite';
import { ifCombiningPatterns } from './canonicalize-if.js';
import { ExecuteRegionOp } from './ops/execute-region.js';
import { ForOp } from './ops/for.js';
import { IfOp } from './ops/if.js';
import { IndexSwitchOp } from './ops/index-switch.js';
import { ParallelOp } from './ops/parallel.js';

function constantInt(value: Value): IntegerAttr | null {
  const attr = getConstantOperandValue(value);
  return attr instanceof IntegerAttr ? attr : null;
}

/**
 * Moves the single block of `region` in front of `op` (its arguments replaced by `args`) and
 * replaces `op`'s results with what the block's terminator yields (MLIR's `replaceOpWithRegion`).
 */
function replaceOpWithRegion(
  rewriter: PatternRewriter,
  op: Operation,
  region: Region,
  args: readonly Value[] = [],
): void {
  const block = region.front!;
  const terminator = block.back!;
  rewriter.inlineBlockBefore(block, op.getBlock()!, op, args);
  // Read after inlining: a yielded block argument has become the value standing for it.
  rewriter.replaceOp(op, terminator.operands);
  rewriter.eraseOp(terminator);
}

/**
 * The number of iterations from `lb` to `ub` by `step` when all three are constants, or null (a
 * non-positive step also gives null). Counts in the bounds' width, signed unless `unsigned`.
 */
function constantTripCount(lb: Value, ub: Value, step: Value, unsigned = false): bigint | null {
  const lbAttr = constantInt(lb);
  const ubAttr = constantInt(ub);
  const stepAttr = constantInt(step);
  if (lbAttr === null || ubAttr === null || stepAttr === null) return null;
  const type = lb.type;
  const width = type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
  const read = (attr: IntegerAttr): bigint =>
    unsigned ? BigInt.asUintN(width, attr.value) : BigInt.asIntN(width, attr.value);
  return iterationCount(read(lbAttr), read(ubAttr), read(stepAttr));
}

/** The iterations from `from` to `to` by `by`: none when `to <= from`, null for a non-positive step. */
export function iterationCount(from: bigint, to: bigint, by: bigint): bigint | null {
  if (to <= from) return 0n;
  if (by <= 0n) return null;
  return (to - from + by - 1n) / by;
}

export function forPatterns(): RewritePattern[] {
  return [
    // Loops that run zero times yield their inits; loops that run once become their body; loops
    // that run more often and only yield values from outside are those values.
    definePattern(
      ForOp,
      (op, rewriter) => {
        if (op.lowerBound === op.upperBound) {
          rewriter.replaceOp(op, op.initArgs);
          return true;
        }
        const trips = constantTripCount(
          op.lowerBound,
          op.upperBound,
          op.step,
          op.unsignedCmp !== undefined,
        );
        if (trips === 0n) {
          rewriter.replaceOp(op, op.initArgs);
          return true;
        }
        if (trips === 1n) {
          replaceOpWithRegion(rewriter, op, op.region, [op.lowerBound, ...op.initArgs]);
          return true;
        }
        // Running more than once, a body that only yields values from outside ends on them.
        if (trips === null) return false;
        const yieldOp = op.region.front!.back!;
        const yielded = yieldOp.operands;
        if (yieldOp.prevNode !== null || yielded.some((v) => v.getParentRegion() === op.region))
          return false;
        rewriter.replaceOp(op, yielded);
        return true;
      },
      { debugName: 'SimplifyTrivialLoops' },
    ),
    ...regionBranchCanonicalizationPatterns(ForOp),
  ];
}

/**
 * Whether every value an `scf.if`'s branches yield comes from inside the then or the else branch,
 * so that nothing can become a select: the usual answer, checked without building lists.
 */
function yieldsOnlyFromInside(thenRegion: Region, elseRegion: Region): boolean {
  const thenYield = thenRegion.front!.back!;
  const elseYield = elseRegion.front!.back!;
  for (let i = 0; i < thenYield.numOperands; i++) {
    if (
      thenYield.getOperand(i).getParentRegion() !== thenRegion &&
      elseYield.getOperand(i).getParentRegion() !== elseRegion
    )
      return false;
  }
  return true;
}

export function ifPatterns(): RewritePattern[] {
  return [
    ...ifCombiningPatterns(),
    // A constant condition: the branch taken replaces the op.
    definePattern(
      IfOp,
      (op, rewriter) => {
        const condition = constantInt(op.condition);
        if (condition === null) return false;
        if (condition.value !== 0n) replaceOpWithRegion(rewriter, op, op.thenRegion);
        else if (!op.elseRegion.empty()) replaceOpWithRegion(rewriter, op, op.elseRegion);
        else rewriter.eraseOp(op);
        return true;
      },
      { debugName: 'RemoveStaticCondition' },
    ),
    // Yielded values defined outside the branches become `arith.select`s before the op.
    definePattern(
      IfOp,
      (op, rewriter) => {
        if (op.numResults === 0 || op.context.getOrLoadDialect('arith') === undefined) return false;
        const thenRegion = op.thenRegion;
        const elseRegion = op.elseRegion;
        if (yieldsOnlyFromInside(thenRegion, elseRegion)) return false;
        const thenYields = thenRegion.front!.back!.operands;
        const elseYields = elseRegion.front!.back!.operands;
        const inside = thenYields.map(
          (value, i) =>
            value.getParentRegion() === thenRegion ||
            elseYields[i]!.getParentRegion() === elseRegion,
        );
        const replacement = rewriter.create({
          name: op.name.identifier,
          location: op.location,
          operands: [op.condition],
          resultTypes: thenYields.filter((_, i) => inside[i]).map((value) => value.type),
          regions: [new Region(), new Region()],
        }) as IfOp;
        rewriter.inlineRegionBefore(thenRegion, replacement.thenRegion);
        rewriter.inlineRegionBefore(elseRegion, replacement.elseRegion);
        rewriter.setInsertionPoint(replacement);
        let next = 0;
        const results = thenYields.map((trueValue, i) => {
          const falseValue = elseYields[i]!;
          if (inside[i]) return replacement.getResult(next++);
          if (trueValue === falseValue) return trueValue;
          return rewriter
            .create({
              name: 'arith.select',
              location: op.location,
              operands: [op.condition, trueValue, falseValue],
              resultTypes: [trueValue.type],
            })
            .getResult(0);
        });
        for (const [region, yields] of [
          [replacement.thenRegion, thenYields],
          [replacement.elseRegion, elseYields],
        ] as const) {
          const yieldOp = region.front!.back!;
          rewriter.modifyOpInPlace(yieldOp, () =>
            yieldOp.setOperands(yields.filter((_, i) => inside[i])),
          );
        }
        rewriter.replaceOp(op, results);
        return true;
      },
      { debugName: 'ConvertTrivialIfToSelect', generatedOps: ['arith.select', 'scf.if'] },
    ),
    // An else branch that only yields nothing is dropped.
    definePattern(
      IfOp,
      (op, rewriter) => {
        if (op.numResults !== 0 || op.elseRegion.empty()) return false;
        const block = op.elseRegion.front!;
        if (block.front !== block.back) return false;
        rewriter.eraseBlock(block);
        return true;
      },
      { debugName: 'RemoveEmptyElseBranch' },
    ),
    ...regionBranchCanonicalizationPatterns(IfOp),
  ];
}

export function executeRegionPatterns(): RewritePattern[] {
  return [
    // A single-block region that may be inlined is.
    definePattern(
      ExecuteRegionOp,
      (op, rewriter) => {
        if (!op.region.hasOneBlock() || op.no_inline !== undefined) return false;
        replaceOpWithRegion(rewriter, op, op.region);
        return true;
      },
      { debugName: 'SingleBlockExecuteInliner' },
    ),
    // A multi-block region directly in a function (or another execute_region) is spliced into
    // the enclosing region: branch into its entry, and each yield branches to the continuation.
    definePattern(
      ExecuteRegionOp,
      (op, rewriter) => {
        const parent = op.getParentOp();
        if (
          op.no_inline !== undefined ||
          parent === null ||
          (FunctionOpInterface.get(parent) === null && !(parent instanceof ExecuteRegionOp))
        )
          return false;
        const before = op.getBlock()!;
        const after = rewriter.splitBlock(before, op);
        rewriter.setInsertionPointToEnd(before);
        rewriter.create({ name: 'cf.br', location: op.location, successors: [op.region.front!] });
        for (const block of op.region) {
          const terminator = block.back!;
          if (terminator.name.identifier !== 'scf.yield') continue;
          rewriter.setInsertionPoint(terminator);
          rewriter.create({
            name: 'cf.br',
            location: terminator.location,
            operands: terminator.operands,
            successors: [after],
          });
          rewriter.eraseOp(terminator);
        }
        rewriter.inlineRegionBefore(op.region, before.parent!, after);
        const results = op.results.map((result) => after.addArgument(result.type, op.location));
        rewriter.replaceOp(op, results);
        return true;
      },
      { debugName: 'MultiBlockExecuteInliner', generatedOps: ['cf.br'] },
    ),
    ...regionBranchCanonicalizationPatterns(ExecuteRegionOp),
  ];
}

export function indexSwitchPatterns(): RewritePattern[] {
  return [
    // A constant index: the region it selects replaces the op.
    definePattern(
      IndexSwitchOp,
      (op, rewriter) => {
        const flag = constantInt(op.arg);
        if (flag === null) return false;
        const index = op.caseValues.indexOf(flag.value);
        replaceOpWithRegion(rewriter, op, index === -1 ? op.defaultRegion : op.caseRegions[index]!);
        return true;
      },
      { debugName: 'FoldConstantCase' },
    ),
    ...regionBranchCanonicalizationPatterns(IndexSwitchOp),
  ];
}

/**
 * Dimensions of an `scf.parallel` that run once are dropped, their induction variables replaced by
 * the lower bounds; a dimension that runs zero times makes the loop its inits; when every dimension
 * runs once the body and the reductions (fed the inits) replace the loop (MLIR's
 * `ParallelOpSingleOrZeroIterationDimsFolder`).
 */
function collapseSingleIterationDims(): RewritePattern {
  return definePattern(
    ParallelOp,
    (op, rewriter) => {
      const lbs = op.lowerBound;
      const ubs = op.upperBound;
      const steps = op.step;
      const keep: boolean[] = [];
      for (let i = 0; i < lbs.length; i++) {
        const trips = constantTripCount(lbs[i]!, ubs[i]!, steps[i]!);
        if (trips === 0n) {
          rewriter.replaceOp(op, op.initVals);
          return true;
        }
        keep.push(trips !== 1n);
      }
      if (keep.every(Boolean)) return false;
      const body = op.region.front!;
      const ivs = body.arguments.map((iv, i) => (keep[i] ? null : lbs[i]!));
      if (!keep.some(Boolean)) {
        inlineParallelBody(rewriter, op, body, ivs as Value[]);
        return true;
      }
      const kept = <T>(values: readonly T[]) => values.filter((_, i) => keep[i]);
      const inits = op.initVals;
      const replacement = rewriter.create({
        name: op.name.identifier,
        location: op.location,
        operands: [...kept(lbs), ...kept(ubs), ...kept(steps), ...inits],
        resultTypes: op.getResultTypes(),
        properties: new Map([
          [
            OPERAND_SEGMENT_SIZES,
            makeSegmentSizesAttr(op.context, [
              ...[lbs, ubs, steps].map((group) => kept(group).length),
              inits.length,
            ]),
          ],
        ]),
        regions: [new Region()],
      });
      const newBody = replacement.getRegion(0).emplaceBlock();
      const newIvs = kept(body.arguments).map((iv) => newBody.addArgument(iv.type, iv.location));
      let next = 0;
      rewriter.mergeBlocks(
        body,
        newBody,
        ivs.map((lb) => lb ?? newIvs[next++]!),
      );
      rewriter.replaceOp(op, replacement.results);
      return true;
    },
    { debugName: 'ParallelOpSingleOrZeroIterationDimsFolder', generatedOps: ['scf.parallel'] },
  );
}

/**
 * Replaces a parallel loop that runs once by its body (induction variables replaced by `ivs`), then
 * each reduction region fed the init and the reduced value; the results are what they return.
 */
function inlineParallelBody(
  rewriter: PatternRewriter,
  op: ParallelOp,
  body: Block,
  ivs: readonly Value[],
): void {
  const reduce = body.back!;
  rewriter.inlineBlockBefore(body, op.getBlock()!, op, ivs);
  const inits = op.initVals;
  const results = reduce.regions.map((region, i) => {
    const block = region.front!;
    const ret = block.back!;
    rewriter.inlineBlockBefore(block, op.getBlock()!, op, [inits[i]!, reduce.getOperand(i)]);
    const result = ret.getOperand(0);
    rewriter.eraseOp(ret);
    return result;
  });
  rewriter.eraseOp(reduce);
  rewriter.replaceOp(op, results);
}

/**
 * An `scf.parallel` whose body is only another one, with bounds independent of the outer induction
 * variables and no reductions on either, becomes one loop over both sets of dimensions (MLIR's
 * `MergeNestedParallelLoops`).
 */
function mergeNestedParallelLoops(): RewritePattern {
  return definePattern(
    ParallelOp,
    (op, rewriter) => {
      const outerBody = op.region.front!;
      const inner = outerBody.front;
      if (!(inner instanceof ParallelOp) || inner.nextNode !== outerBody.back) return false;
      const bounds = [...inner.lowerBound, ...inner.upperBound, ...inner.step];
      if (outerBody.arguments.some((iv) => bounds.includes(iv))) return false;
      if (op.initVals.length !== 0 || inner.initVals.length !== 0) return false;
      const innerBody = inner.region.front!;
      const dims = op.lowerBound.length + inner.lowerBound.length;
      const replacement = rewriter.create({
        name: op.name.identifier,
        location: op.location,
        operands: [
          ...op.lowerBound,
          ...inner.lowerBound,
          ...op.upperBound,
          ...inner.upperBound,
          ...op.step,
          ...inner.step,
        ],
        resultTypes: [],
        properties: new Map([
          [OPERAND_SEGMENT_SIZES, makeSegmentSizesAttr(op.context, [dims, dims, dims, 0])],
        ]),
        regions: [new Region()],
      });
      const newBody = replacement.getRegion(0).emplaceBlock();
      const ivs = [...outerBody.arguments, ...innerBody.arguments].map((iv) =>
        newBody.addArgument(iv.type, op.location),
      );
      const outerCount = outerBody.numArguments;
      outerBody.arguments.forEach((iv, i) => rewriter.replaceAllUsesWith(iv, ivs[i]!));
      rewriter.mergeBlocks(innerBody, newBody, ivs.slice(outerCount));
      // MLIR builds the merged loop's body terminator afresh at the outer loop's location.
      const terminator = newBody.back!;
      rewriter.modifyOpInPlace(terminator, () => {
        terminator.location = op.location;
      });
      rewriter.eraseOp(op);
      return true;
    },
    { debugName: 'MergeNestedParallelLoops', generatedOps: ['scf.parallel'] },
  );
}

export function parallelPatterns(): RewritePattern[] {
  return [collapseSingleIterationDims(), mergeNestedParallelLoops()];
}
