/**
 * `transform.apply_patterns.scf.for_loop_canonicalization`: MLIR's
 * `populateSCFForLoopCanonicalizationPatterns` as far as Strata's dialects go. MLIR adds the
 * affine.min/max simplification inside loops and the folding of `tensor.dim` / `memref.dim` of a
 * loop-carried value; Strata has no affine and no tensor dialect, so the set is the two
 * `memref.dim` folders: the size of a carried memref whose loop hands it on unchanged is the size
 * of the loop's initial value.
 */
import {
  BlockArgument,
  defineOp,
  MemoryEffectOpInterface,
  OpResult,
  type Value,
} from '@strata/ir-core';
import { definePattern, type RewritePattern } from '@strata/pattern-rewrite';
import { PatternDescriptorOpInterface } from '@strata/transform';
import { ForOp } from '../ops/for.js';

/** The operand of `memref.dim` that names the memref. */
const DIM_SOURCE = 0;

/** The value `loop`'s body yields for carried value `carried`. */
function yielded(loop: ForOp, carried: number): Value {
  return loop.region.front!.back!.getOperand(carried);
}

/**
 * Whether carried value `carried` of `loop` keeps its shape across an iteration: what the body
 * yields is the carried block argument itself, possibly through nested loops that each hand their
 * initial value on unchanged (MLIR's `isShapePreserving`, without `tensor.insert_slice`, which
 * Strata does not have). MLIR recurses into the nested loops; this keeps them on a stack.
 */
function isShapePreserving(loop: ForOp, carried: number): boolean {
  const loops: ForOp[] = [loop];
  const carriedIndices: number[] = [carried];
  const values: Value[] = [yielded(loop, carried)];
  for (;;) {
    const top = loops.length - 1;
    const value = values[top]!;
    if (value === loops[top]!.regionIterArgs[carriedIndices[top]!]) {
      loops.pop();
      carriedIndices.pop();
      values.pop();
      if (loops.length === 0) return true;
      // The enclosing chain went through the loop just proven: continue from its initial value.
      const through = values[top - 1] as OpResult;
      values[top - 1] = (through.owner as ForOp).initArgs[through.resultNumber]!;
      continue;
    }
    if (!(value instanceof OpResult) || !(value.owner instanceof ForOp)) return false;
    loops.push(value.owner);
    carriedIndices.push(value.resultNumber);
    values.push(yielded(value.owner, value.resultNumber));
  }
}

/** `memref.dim %iter_arg, %i` -> `memref.dim %init, %i` (MLIR's `DimOfIterArgFolder`). */
function dimOfIterArg(): RewritePattern {
  return definePattern('memref.dim', (dim, rewriter) => {
    const source = dim.getOperand(DIM_SOURCE);
    if (!(source instanceof BlockArgument)) return false;
    const loop = source.owner.getParentOp();
    if (!(loop instanceof ForOp) || source.owner !== loop.region.front) return false;
    // Argument 0 is the induction variable.
    const carried = source.argNumber - 1;
    if (carried < 0 || !isShapePreserving(loop, carried)) return false;
    const init = loop.initArgs[carried]!;
    rewriter.modifyOpInPlace(dim, () => dim.setOperand(DIM_SOURCE, init));
    return true;
  });
}

/** `memref.dim %loop_result, %i` -> `memref.dim %init, %i` (MLIR's `DimOfLoopResultFolder`). */
function dimOfLoopResult(): RewritePattern {
  return definePattern('memref.dim', (dim, rewriter) => {
    const source = dim.getOperand(DIM_SOURCE);
    if (!(source instanceof OpResult) || !(source.owner instanceof ForOp)) return false;
    const loop = source.owner;
    if (!isShapePreserving(loop, source.resultNumber)) return false;
    const init = loop.initArgs[source.resultNumber]!;
    rewriter.modifyOpInPlace(dim, () => dim.setOperand(DIM_SOURCE, init));
    return true;
  });
}

export class ApplyForLoopCanonicalizationPatternsOp extends defineOp({
  name: 'transform.apply_patterns.scf.for_loop_canonicalization',
  interfaces: [
    MemoryEffectOpInterface.implement({ getEffects: () => [] }),
    PatternDescriptorOpInterface.implement({
      populatePatterns(_op, patterns) {
        patterns.add(dimOfIterArg());
        patterns.add(dimOfLoopResult());
      },
    }),
  ],
  assemblyFormat: 'attr-dict',
}) {}
