/**
 * What MLIR checks of the matcher a `transform.collect_matching` refers to
 * (`CollectMatchingOp::verifySymbolUses`): the op runs it on every payload op under its root, so
 * it must be a named sequence taking one read-only op handle and yielding one value per result.
 */
import type { Operation, SymbolRefAttr, SymbolTableCollection } from '@strata/ir-core';
import { handleKindOf, sameHandleKind } from '../types.js';
import { NamedSequenceOp } from './sequence.js';

function reject(op: Operation, message: string): false {
  op.emitError(message);
  return false;
}

export function verifyCollectMatchingSymbols(
  op: Operation,
  symbolTables: SymbolTableCollection,
): boolean {
  const name = op.properties.get('matcher') as SymbolRefAttr;
  const matcher = symbolTables.lookupNearestSymbolFrom(op, name);
  if (!(matcher instanceof NamedSequenceOp)) return reject(op, `unresolved matcher symbol ${name}`);
  const { inputs, results } = matcher.functionType;
  if (inputs.length !== 1 || handleKindOf(inputs[0]!) !== 'op')
    return reject(op, 'expected the matcher to take one operation handle argument');
  if (!matcher.isArgReadOnly(0))
    return reject(op, 'expected the matcher argument to be marked readonly');
  if (results.length !== op.numResults) {
    return reject(
      op,
      `expected the matcher to yield as many values as op has results (${op.numResults}), got ${results.length}`,
    );
  }
  const mismatch = results.findIndex((type, i) => !sameHandleKind(type, op.getResult(i).type));
  if (mismatch >= 0)
    return reject(op, `mismatching type interfaces for matcher result and op result #${mismatch}`);
  return true;
}
