/**
 * What MLIR checks of a `transform.foreach_match` before it runs: its own attributes (the verifier)
 * and the named sequences it refers to (`verifySymbolUses`), with mlir-opt's messages.
 */
import {
  type ArrayAttr,
  type Operation,
  type SymbolRefAttr,
  type SymbolTableCollection,
} from '@strata/ir-core';
import { sameHandleKind } from '../types.js';
import { checkConsumeAnnotations } from './named-sequence-checks.js';
import { NamedSequenceOp } from './sequence.js';

function symbolList(op: Operation, name: 'matchers' | 'actions'): readonly SymbolRefAttr[] {
  return (op.properties.get(name) as ArrayAttr).value as SymbolRefAttr[];
}

/** MLIR's `ForeachMatchOp::verify`. */
export function verifyForeachMatch(op: Operation): boolean {
  const matchers = symbolList(op, 'matchers');
  if (matchers.length !== symbolList(op, 'actions').length) {
    op.emitOpError('expected the same number of matchers and actions');
    return false;
  }
  if (matchers.length === 0) {
    op.emitOpError('expected at least one match/action pair');
    return false;
  }
  const seen = new Set<SymbolRefAttr>();
  for (const matcher of matchers) {
    if (seen.has(matcher))
      op.emitWarning(`matcher ${matcher} is used more than once, only the first match will apply`);
    seen.add(matcher);
  }
  return true;
}

/** An error at `op` with a note at the named sequence it is about. */
function errorAtDeclaration(op: Operation, message: string, declaration: Operation): false {
  op.emitError(message, (d) => d.attachNote('symbol declaration', declaration.location));
  return false;
}

/** MLIR's `ForeachMatchOp::verifySymbolUses`, pair by pair. */
export function verifyForeachMatchSymbols(
  op: Operation,
  symbolTables: SymbolTableCollection,
): boolean {
  const matchers = symbolList(op, 'matchers');
  const actions = symbolList(op, 'actions');
  const operandTypes = op.operands.map((operand) => operand.type);
  const extraResultTypes = op.results.slice(1).map((result) => result.type);
  for (let p = 0; p < matchers.length; p++) {
    const matcherName = matchers[p]!;
    const actionName = actions[p]!;
    const matcher = symbolTables.lookupNearestSymbolFrom(op, matcherName);
    const action = symbolTables.lookupNearestSymbolFrom(op, actionName);
    if (!(matcher instanceof NamedSequenceOp)) {
      op.emitError(`unresolved matcher symbol ${matcherName}`);
      return false;
    }
    if (!(action instanceof NamedSequenceOp)) {
      op.emitError(`unresolved action symbol ${actionName}`);
      return false;
    }
    for (const sequence of [matcher, action])
      if (!checkConsumeAnnotations(sequence, false, true).checkAndReport()) return false;

    // The op's operands go to the matcher, which may only read them.
    const matcherType = matcher.functionType;
    if (operandTypes.length !== matcherType.inputs.length) {
      return errorAtDeclaration(
        op,
        `the number of operands (${operandTypes.length}) doesn't match the number of matcher arguments (${matcherType.inputs.length}) for ${matcherName}`,
        matcher,
      );
    }
    for (let i = 0; i < operandTypes.length; i++) {
      if (matcher.isArgConsumed(i)) {
        op.emitOpError(`does not expect matcher symbol to consume its operand #${i}`, (d) =>
          d.attachNote('symbol declaration', matcher.location),
        );
        return false;
      }
      if (!sameHandleKind(operandTypes[i]!, matcherType.inputs[i]!)) {
        return errorAtDeclaration(
          op,
          `mismatching type interfaces for operand and matcher argument #${i} of matcher ${matcherName}`,
          matcher,
        );
      }
    }

    // What the matcher yields goes to the action. (MLIR's message lacks a space before "of".)
    const actionType = action.functionType;
    if (matcherType.results.length !== actionType.inputs.length) {
      op.emitError(
        `mismatching number of matcher results and action arguments between ${matcherName} (${matcherType.results.length}) and ${actionName} (${actionType.inputs.length})`,
      );
      return false;
    }
    for (let i = 0; i < actionType.inputs.length; i++) {
      if (!sameHandleKind(matcherType.results[i]!, actionType.inputs[i]!)) {
        op.emitError(
          `mismatching type interfaces for matcher result and action argument #${i}of matcher ${matcherName} and action ${actionName}`,
        );
        return false;
      }
    }

    // What the action yields becomes the op's results after the first.
    if (actionType.results.length !== extraResultTypes.length) {
      return errorAtDeclaration(
        op,
        `the number of action results (${actionType.results.length}) for ${actionName} doesn't match the number of extra op results (${extraResultTypes.length})`,
        action,
      );
    }
    for (let i = 0; i < extraResultTypes.length; i++) {
      if (!sameHandleKind(extraResultTypes[i]!, actionType.results[i]!)) {
        return errorAtDeclaration(
          op,
          `mismatching type interfaces for action result #${i} of action ${actionName} and op result`,
          action,
        );
      }
    }
  }
  return true;
}
