/**
 * Entry points of the interpreter: apply a top-level transform op to a payload op (MLIR's
 * `applyTransforms`), find a named entry sequence and run it (MLIR's
 * `applyTransformNamedSequence`).
 */
import { type Operation, WalkResult } from '@strata/ir-core';
import { PossibleTopLevelTransformOpTrait } from './interfaces.js';
import { NamedSequenceOp } from './ops/sequence.js';
import type { MappedValue } from './results.js';
import { type TransformOptions, TransformState } from './state.js';

/**
 * Applies `transform` to `payloadRoot`: the first block argument of the transform is bound to the
 * payload root, the others to `extraMappings`. A silenceable failure at the top is reported as an
 * error. Answers whether everything succeeded.
 */
export function applyTransforms(
  payloadRoot: Operation,
  transform: Operation,
  extraMappings: readonly (readonly MappedValue[])[] = [],
  options: TransformOptions = {},
): boolean {
  const enforce = options.enforceToplevelTransformOp ?? true;
  if (
    enforce &&
    (!transform.hasTrait(PossibleTopLevelTransformOpTrait.key) || transform.numOperands !== 0)
  ) {
    transform.emitError('expected transform to start at the top-level transform op');
    return false;
  }
  const state = new TransformState(payloadRoot, options, extraMappings);
  return state.applyTransform(transform).checkAndReport();
}

/**
 * The first `transform.named_sequence` named `entryPoint` in `root` (pre-order), else in `library`
 * (MLIR's `findTransformEntryPoint`); reports an error at `root` when there is none.
 */
export function findTransformEntryPoint(
  root: Operation,
  library: Operation | null,
  entryPoint: string,
): NamedSequenceOp | null {
  for (const scope of library === null ? [root] : [root, library]) {
    let found: NamedSequenceOp | null = null;
    scope.walk(
      (op) => {
        if (!(op instanceof NamedSequenceOp) || op.sym_name.value !== entryPoint) return undefined;
        found = op;
        return WalkResult.interrupt();
      },
      { order: 'pre' },
    );
    if (found !== null) return found;
  }
  root.emitError(`could not find a nested named sequence with name: ${entryPoint}`);
  return null;
}

/** Runs the named sequence `entry` on `payloadRoot` (MLIR's `applyTransformNamedSequence`). */
export function applyTransformNamedSequence(
  payloadRoot: Operation,
  entry: NamedSequenceOp,
  extraMappings: readonly (readonly MappedValue[])[] = [],
  options: TransformOptions = {},
): boolean {
  return applyTransforms(payloadRoot, entry, extraMappings, {
    ...options,
    enforceToplevelTransformOp: false,
  });
}
