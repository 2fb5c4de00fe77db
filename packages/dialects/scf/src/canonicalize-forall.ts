/**
 * The `scf.forall` canonicalizations of MLIR 22 (SCF.cpp) that do not involve tensors: constant
 * dynamic bounds become static, dimensions running once or zero times are dropped (the loop
 * inlined when none is left), and induction variables of single-iteration dimensions become their
 * lower bounds. Built on demand, like canonicalize.ts.
 */
import { DYNAMIC_I64 } from '@strata/dialect-memref';
import {
  DenseArrayAttr,
  IndexType,
  IntegerType,
  makeSegmentSizesAttr,
  OPERAND_SEGMENT_SIZES,
  type Operation,
  Region,
  type Value,
} from '@strata/ir-core';
import { definePattern, type PatternRewriter, type RewritePattern } from '@strata/pattern-rewrite';
import { iterationCount } from './canonicalize.js';
import {
  constantForallBound,
  FORALL_BOUNDS,
  type ForallBound,
  mixedForallBounds,
} from './forall-bounds.js';
import { ForallOp } from './ops/forall.js';
import { createIntConstant, loadGeneratedDialects } from './utils/arith-helpers.js';

/** Iterations of one dimension when its bounds are constants (MLIR's `constantTripCount`), else null. */
function tripCount(lb: ForallBound, ub: ForallBound, step: ForallBound): bigint | null {
  const from = constantForallBound(lb);
  const to = constantForallBound(ub);
  const by = constantForallBound(step);
  if (from === null || to === null || by === null) return null;
  return iterationCount(from, to, by);
}

/** A value for a bound: its operand, or an index constant of its static value. */
function boundValue(rewriter: PatternRewriter, op: Operation, bound: ForallBound): Value {
  if (typeof bound !== 'bigint') return bound;
  loadGeneratedDialects(op.context);
  return createIntConstant(rewriter, op.location, IndexType.get(op.context), bound);
}

/** Sets the static bound lists and the operands of a forall from mixed bounds and outputs. */
function boundsState(
  op: Operation,
  lists: readonly (readonly ForallBound[])[],
  outputs: readonly Value[],
) {
  const i64 = IntegerType.get(op.context, 64);
  const properties = new Map(op.properties);
  const operands: Value[][] = [];
  lists.forEach((list, i) => {
    const statics = list.map((bound) => (typeof bound === 'bigint' ? bound : DYNAMIC_I64));
    properties.set(FORALL_BOUNDS[i]!, DenseArrayAttr.get(i64, statics));
    operands.push(list.filter((bound): bound is Value => typeof bound !== 'bigint'));
  });
  properties.set(
    OPERAND_SEGMENT_SIZES,
    makeSegmentSizesAttr(op.context, [...operands.map((group) => group.length), outputs.length]),
  );
  return { properties, operands: [...operands.flat(), ...outputs] };
}

/** Dynamic bounds that are constants become static (MLIR's `ForallOpControlOperandsFolder`). */
function controlOperandsFolder(): RewritePattern {
  return definePattern(
    ForallOp,
    (op, rewriter) => {
      let changed = false;
      const lists = mixedForallBounds(op).map((list) =>
        list.map((bound) => {
          if (typeof bound === 'bigint') return bound;
          const value = constantForallBound(bound);
          // The dynamic-size sentinel cannot be a static bound: it would read as dynamic.
          if (value === null || value === DYNAMIC_I64) return bound;
          changed = true;
          return value;
        }),
      );
      if (!changed) return false;
      const state = boundsState(op, lists, op.outputs);
      rewriter.modifyOpInPlace(op, () => {
        op.setOperands(state.operands);
        for (const [name, value] of state.properties) op.properties.set(name, value);
      });
      return true;
    },
    { debugName: 'ForallOpControlOperandsFolder' },
  );
}

/** Whether `op` is `ancestor` or nested in it. */
function isInside(op: Operation | null, ancestor: Operation): boolean {
  for (let current = op; current !== null; current = current.getParentOp())
    if (current === ancestor) return true;
  return false;
}

/**
 * A shared output that no op of the `scf.forall.in_parallel` terminator writes is never changed:
 * its block argument and its result are the init (MLIR's `ForallOpIterArgsFolder`, for outputs
 * the terminator does not use).
 */
function iterArgsFolder(): RewritePattern {
  return definePattern(
    ForallOp,
    (op, rewriter) => {
      const body = op.region.front!;
      const terminator = body.back!;
      const outArgs = op.regionOutArgs;
      const keep = outArgs.map((arg) =>
        [...arg.uses].some((use) => isInside(use.owner, terminator)),
      );
      if (keep.every(Boolean)) return false;
      const outputs = op.outputs;
      const kept = <T>(values: readonly T[]) => values.filter((_, k) => keep[k]);
      const state = boundsState(op, mixedForallBounds(op), kept(outputs));
      const replacement = rewriter.create({
        name: op.name.identifier,
        location: op.location,
        operands: state.operands,
        resultTypes: kept(op.getResultTypes()),
        properties: state.properties,
        regions: [new Region()],
      });
      const newBody = replacement.getRegion(0).emplaceBlock();
      const ivs = op.inductionVars.map((iv) => newBody.addArgument(iv.type, iv.location));
      const newOutArgs = kept(outArgs).map((arg) => newBody.addArgument(arg.type, arg.location));
      let nextArg = 0;
      rewriter.mergeBlocks(body, newBody, [
        ...ivs,
        ...outArgs.map((_, k) => (keep[k] ? newOutArgs[nextArg++]! : outputs[k]!)),
      ]);
      let nextResult = 0;
      rewriter.replaceOp(
        op,
        outputs.map((output, k) => (keep[k] ? replacement.getResult(nextResult++) : output)),
      );
      return true;
    },
    { debugName: 'ForallOpIterArgsFolder', generatedOps: ['scf.forall'] },
  );
}

/**
 * A dimension running zero times makes the loop its outputs; dimensions running once are dropped,
 * their induction variables replaced by the lower bounds, and with none left the body replaces
 * the loop. Mapped loops keep their dimensions (MLIR's `ForallOpSingleOrZeroIterationDimsFolder`).
 */
function singleOrZeroIterationDimsFolder(): RewritePattern {
  return definePattern(
    ForallOp,
    (op, rewriter) => {
      const mapping = op.mapping;
      if (mapping !== undefined && mapping.value.length !== 0) return false;
      const [lbs, ubs, steps] = mixedForallBounds(op) as [
        ForallBound[],
        ForallBound[],
        ForallBound[],
      ];
      const keep: boolean[] = [];
      for (let d = 0; d < lbs.length; d++) {
        const trips = tripCount(lbs[d]!, ubs[d]!, steps[d]!);
        if (trips === 0n) {
          rewriter.replaceOp(op, op.outputs);
          return true;
        }
        keep.push(trips !== 1n);
      }
      if (keep.every(Boolean)) return false;
      // Promoting a loop with shared outputs needs tensor ops Strata does not have.
      if (!keep.some(Boolean) && op.outputs.length !== 0) return false;
      const body = op.region.front!;
      const ivs = op.inductionVars;
      rewriter.setInsertionPoint(op);
      const replacements = ivs.map((_, d) => (keep[d] ? null : boundValue(rewriter, op, lbs[d]!)));
      if (!keep.some(Boolean)) {
        const terminator = body.back!;
        rewriter.inlineBlockBefore(body, op.getBlock()!, op, replacements as Value[]);
        rewriter.eraseOp(terminator);
        rewriter.eraseOp(op);
        return true;
      }
      const kept = <T>(values: readonly T[]) => values.filter((_, d) => keep[d]);
      const state = boundsState(op, [kept(lbs), kept(ubs), kept(steps)], op.outputs);
      state.properties.delete('mapping');
      const replacement = rewriter.create({
        name: op.name.identifier,
        location: op.location,
        operands: state.operands,
        resultTypes: op.getResultTypes(),
        properties: state.properties,
        regions: [new Region()],
      });
      const newBody = replacement.getRegion(0).emplaceBlock();
      const newIvs = kept(ivs).map((iv) => newBody.addArgument(iv.type, iv.location));
      const outArgs = op.regionOutArgs.map((arg) => newBody.addArgument(arg.type, arg.location));
      let next = 0;
      rewriter.mergeBlocks(body, newBody, [
        ...replacements.map((value) => value ?? newIvs[next++]!),
        ...outArgs,
      ]);
      rewriter.replaceOp(op, replacement.results);
      return true;
    },
    { debugName: 'ForallOpSingleOrZeroIterationDimsFolder', generatedOps: ['scf.forall'] },
  );
}

/** The induction variable of a dimension running once is its lower bound (MLIR's `ForallOpReplaceConstantInductionVar`). */
function replaceConstantInductionVar(): RewritePattern {
  return definePattern(
    ForallOp,
    (op, rewriter) => {
      const [lbs, ubs, steps] = mixedForallBounds(op) as [
        ForallBound[],
        ForallBound[],
        ForallBound[],
      ];
      let changed = false;
      op.inductionVars.forEach((iv, d) => {
        if (iv.useEmpty() || tripCount(lbs[d]!, ubs[d]!, steps[d]!) !== 1n) return;
        rewriter.setInsertionPoint(op);
        rewriter.replaceAllUsesWith(iv, boundValue(rewriter, op, lbs[d]!));
        changed = true;
      });
      return changed;
    },
    { debugName: 'ForallOpReplaceConstantInductionVar', generatedOps: ['arith.constant'] },
  );
}

export function forallPatterns(): RewritePattern[] {
  return [
    controlOperandsFolder(),
    iterArgsFolder(),
    singleOrZeroIterationDimsFolder(),
    replaceConstantInductionVar(),
  ];
}
