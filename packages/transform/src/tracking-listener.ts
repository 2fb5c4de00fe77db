/**
 * MLIR's `TrackingListener` (with `ErrorCheckingTrackingListener`'s error collection): told about
 * every change the rewriter of a transform op makes to the payload, it keeps handles pointing at
 * live ops. An erased op leaves its handles; a replaced op is replaced in its handles by the op
 * defining all replacement values, which must have the same name. When no such op exists and a
 * handle to the replaced op is still used later, the transform op fails with MLIR's message.
 */
import { Diagnostic, type Operation, type RewriterListener, type Value } from '@strata/ir-core';
import { DiagnosedSilenceableFailure } from './diagnosed.js';
import type { TransformState } from './state.js';

export class TrackingListener implements RewriterListener {
  private readonly errors: Diagnostic[] = [];
  private errorCounter = 0;

  constructor(
    private readonly state: TransformState,
    private readonly transform: Operation,
    private readonly consumedHandles: readonly Value[],
    /**
     * Whether a replacement must have the replaced op's name (MLIR's
     * `requireMatchingReplacementOpName`); conversions replace ops by ops of other names.
     */
    private readonly requireMatchingName = true,
  ) {}

  notifyOperationErased(op: Operation): void {
    this.state.replacePayloadOp(op, null);
  }

  notifyOperationReplaced(op: Operation, replacement: Operation | readonly Value[]): void {
    const newValues =
      replacement instanceof Array ? replacement : (replacement as Operation).results;
    for (let i = 0; i < op.numResults; i++)
      this.state.replacePayloadValue(op.getResult(i), newValues[i] ?? null);

    const handles = this.state.getHandlesForPayloadOp(op);
    if (handles.length === 0) return;
    const alive = handles.find((handle) => isHandleLive(handle, this.transform));
    if (alive === undefined || handles.some((h) => this.consumedHandles.includes(h))) {
      this.state.replacePayloadOp(op, null);
      return;
    }
    const found = this.findReplacementOp(
      op,
      replacement instanceof Array ? newValues : (replacement as Operation),
    );
    if (found instanceof Diagnostic) {
      found.attachNote(
        'replacement is required because this handle must be updated',
        alive.location,
      );
      this.recordNotFound(op, newValues, found);
      this.state.replacePayloadOp(op, null);
      return;
    }
    this.state.replacePayloadOp(op, found);
  }

  /**
   * The op that replaces `op` in its handles (MLIR's `findReplacementOp` without cast skipping):
   * the replacement op itself, or the op defining all replacement values in order; it must have
   * `op`'s name. Otherwise the diagnostic saying why there is none.
   */
  private findReplacementOp(
    op: Operation,
    replacement: readonly Value[] | Operation,
  ): Operation | Diagnostic {
    const diagnostic = new Diagnostic(
      'error',
      this.transform.location,
      'tracking listener failed to find replacement op during application of this transform op',
    );
    const definer = replacement instanceof Array ? commonDefiningOp(replacement) : replacement;
    if (definer === undefined) {
      diagnostic.attachNote('ran out of suitable replacement values');
      return diagnostic;
    }
    if (definer === null) {
      diagnostic.attachNote('replacement values belong to different ops');
      return diagnostic;
    }
    if (this.requireMatchingName && definer.name !== op.name) {
      diagnostic.attachNote(
        `found replacement op of different name: ${definer.name.identifier}`,
        definer.location,
      );
      return diagnostic;
    }
    return definer;
  }

  /** MLIR's `ErrorCheckingTrackingListener::notifyPayloadReplacementNotFound`. */
  private recordNotFound(op: Operation, values: readonly Value[], diagnostic: Diagnostic): void {
    const n = this.errorCounter++;
    diagnostic.attachNote(`[${n}] replaced op`, op.location);
    values.forEach((value, index) =>
      diagnostic.attachNote(`[${n}] replacement value ${index}`, value.location),
    );
    this.errors.push(diagnostic);
  }

  /**
   * Combines the outcome of `apply` with the tracking failures: a successful transform fails
   * silenceably with them; a failed one keeps its own diagnostics, which take precedence.
   */
  mergeFailureInto(result: DiagnosedSilenceableFailure): DiagnosedSilenceableFailure {
    if (this.errors.length === 0) return result;
    if (result.succeeded())
      return DiagnosedSilenceableFailure.silenceableFailure(this.errors.splice(0));
    if (result.isSilenceableFailure())
      result.attachNote(`tracking listener also failed: ${this.errors[0]!.message}`);
    this.errors.length = 0;
    return result;
  }
}

/**
 * Whether `handle` may still be read after `transform`: some use of it (other than by
 * `transform`) comes after `transform` in the handle's block, or encloses it.
 */
function isHandleLive(handle: Value, transform: Operation): boolean {
  const block = handle.getParentBlock();
  if (block === null) return true;
  const anchor = block.findAncestorOpInBlock(transform);
  if (anchor === null) return true;
  for (let use = handle.firstUse; use !== null; use = use.nextUse) {
    const user = block.findAncestorOpInBlock(use.owner);
    if (user === null || user === anchor) {
      if (use.owner !== transform) return true;
      continue;
    }
    if (anchor.isBeforeInBlock(user)) return true;
  }
  return false;
}

/**
 * The op whose results are exactly `values`, in order; null when they come from different ops
 * (or block arguments), undefined when there are none.
 */
function commonDefiningOp(values: readonly Value[]): Operation | null | undefined {
  if (values.length === 0) return undefined;
  const definer = values[0]!.getDefiningOp();
  if (definer === null || definer.numResults !== values.length) return null;
  return values.every((value, i) => value === definer.getResult(i)) ? definer : null;
}
