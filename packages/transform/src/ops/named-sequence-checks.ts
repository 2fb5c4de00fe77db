/**
 * MLIR's checks of a `transform.named_sequence` (`verifyNamedSequenceOp` and
 * `verifyFunctionLikeConsumeAnnotations`), held in a silenceable failure instead of reported: the
 * op's verifier reports them, `transform.include` asks them quietly to decide its effects.
 */
import { CoreTraits, Diagnostic } from '@strata/ir-core';
import { DiagnosedSilenceableFailure, emitSilenceableFailure } from '../diagnosed.js';
import { TransformOpInterface } from '../interfaces.js';
import { isArgumentConsumed, WITH_NAMED_SEQUENCE, YIELD } from './sequence-support.js';
import type { NamedSequenceOp } from './sequence.js';

/**
 * Every argument of a sequence that is external (or, with `alsoVerifyInternal`, called) says
 * whether it is consumed or only read; never both; an argument the body consumes is not marked
 * read-only. With `emitWarnings`, an argument marked consumed that the body leaves alone is warned
 * about at once (the warning is not held).
 */
export function checkConsumeAnnotations(
  op: NamedSequenceOp,
  emitWarnings: boolean,
  alsoVerifyInternal = false,
): DiagnosedSilenceableFailure {
  const block = op.body.front;
  for (let i = 0; i < op.functionType.inputs.length; i++) {
    const consumed = op.isArgConsumed(i);
    const readonly = op.isArgReadOnly(i);
    if (consumed && readonly) {
      return emitSilenceableFailure(
        op.location,
        `argument #${i} cannot be both readonly and consumed`,
      );
    }
    if ((block === null || alsoVerifyInternal) && !consumed && !readonly) {
      return emitSilenceableFailure(
        op.location,
        'must provide consumed/readonly status for arguments of external or called ops',
      );
    }
    if (block === null) continue;
    const usedConsumed = i < block.numArguments && isArgumentConsumed(block.arguments[i]!);
    if (usedConsumed && readonly) {
      return emitSilenceableFailure(
        op.location,
        `argument #${i} is consumed in the body but is not marked as such`,
      );
    }
    if (emitWarnings && consumed && !usedConsumed) {
      const message = `op argument #${i} is not consumed in the body but is marked as consumed`;
      op.context.diagnostics.emit(new Diagnostic('warning', op.location, message));
    }
  }
  return DiagnosedSilenceableFailure.success();
}

/**
 * MLIR's `verifyNamedSequenceOp`: placed in a symbol table marked `transform.with_named_sequence`
 * and not inside another transform op; a body (when there is one) ending in a `transform.yield`
 * of the signature's result types; consistent consumption annotations.
 */
export function checkNamedSequence(
  op: NamedSequenceOp,
  emitWarnings: boolean,
): DiagnosedSilenceableFailure {
  const table = op.getParentWithTrait(CoreTraits.SymbolTable);
  if (table !== null && !table.hasAttr(WITH_NAMED_SEQUENCE)) {
    const failure = emitSilenceableFailure(
      op.location,
      `expects the parent symbol table to have the '${WITH_NAMED_SEQUENCE}' attribute`,
    );
    failure.attachNote('symbol table operation', table.location);
    return failure;
  }
  for (let parent = op.getParentOp(); parent !== null; parent = parent.getParentOp()) {
    if (!TransformOpInterface.isImplementedBy(parent)) continue;
    const failure = emitSilenceableFailure(
      op.location,
      'cannot be defined inside another transform op',
    );
    failure.attachNote('ancestor transform op', parent.location);
    return failure;
  }
  const block = op.body.front;
  if (block === null) return checkConsumeAnnotations(op, emitWarnings);
  const terminator = block.back;
  if (terminator === null)
    return emitSilenceableFailure(op.location, 'expected a non-empty body block');
  if (terminator.name.identifier !== YIELD) {
    const failure = emitSilenceableFailure(op.location, `expected '${YIELD}' as terminator`);
    failure.attachNote('terminator', terminator.location);
    return failure;
  }
  const results = op.functionType.results;
  if (terminator.numOperands !== results.length) {
    return emitSilenceableFailure(
      terminator.location,
      'expected terminator to have as many operands as the parent op has results',
    );
  }
  for (let i = 0; i < results.length; i++) {
    const yielded = terminator.getOperand(i).type;
    if (yielded === results[i]) continue;
    return emitSilenceableFailure(
      terminator.location,
      `the type of the terminator operand #${i} must match the type of the corresponding parent op result ('${yielded}' vs '${results[i]}')`,
    );
  }
  return checkConsumeAnnotations(op, emitWarnings);
}
