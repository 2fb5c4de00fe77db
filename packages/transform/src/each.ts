/**
 * MLIR's `TransformEachOpTrait`: most transforms act on each payload op of their first operand
 * independently. {@link applyToEach} turns a function for one target into a whole `apply`.
 */
import type { Diagnostic, Operation } from '@strata/ir-core';
import type { PatternRewriter } from '@strata/pattern-rewrite';
import { DiagnosedSilenceableFailure, emitDefiniteFailure } from './diagnosed.js';
import type { TransformOpModel } from './interfaces.js';
import type { MappedValue } from './results.js';
import type { TransformState } from './state.js';

/**
 * Transforms one payload op. Pushes one entry per result of the transform op to `results` (the
 * payload op, value or parameter that result gets for this target) and answers the outcome.
 */
export type ApplyToOne = (
  transform: Operation,
  target: Operation,
  rewriter: PatternRewriter,
  results: MappedValue[],
  state: TransformState,
) => DiagnosedSilenceableFailure;

/**
 * An `apply` that runs `applyToOne` on each payload op of operand 0, with the rewriter's insertion
 * point before the target. A definite failure stops at once; silenceable failures are collected
 * and reported together after all targets were tried. Result i is the list of the i-th entries of
 * the successful targets, in target order.
 */
export function applyToEach(applyToOne: ApplyToOne): TransformOpModel['apply'] {
  return (transform, rewriter, results, state) => {
    const perResult: MappedValue[][] = Array.from({ length: transform.numResults }, () => []);
    const silenced: Diagnostic[] = [];
    for (const target of state.getPayloadOps(transform.getOperand(0))) {
      rewriter.setInsertionPoint(target);
      const partial: MappedValue[] = [];
      const outcome = applyToOne(transform, target, rewriter, partial, state);
      if (outcome.isDefiniteFailure()) return outcome;
      if (outcome.isSilenceableFailure()) {
        silenced.push(...outcome.takeDiagnostics());
        continue;
      }
      if (partial.length !== transform.numResults) {
        return emitDefiniteFailure(
          transform,
          `application of ${transform.name.identifier} expected to produce ${transform.numResults} results (actually produced ${partial.length}).`,
        );
      }
      partial.forEach((entry, i) => perResult[i]!.push(entry));
    }
    perResult.forEach((entries, i) => results.setMappedValues(i, entries));
    return silenced.length > 0
      ? DiagnosedSilenceableFailure.silenceableFailure(silenced)
      : DiagnosedSilenceableFailure.success();
  };
}
