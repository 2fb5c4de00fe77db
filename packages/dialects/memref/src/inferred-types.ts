/**
 * The check MLIR's `InferTypeOpInterface` adds to an op's verifier: its result types are exactly
 * the inferred ones. Reported as mlir-opt does, in two errors (the first without the op note).
 */
import { emitErrorAt, type Operation, type Type } from '@strata/ir-core';

export function verifyInferredResultTypes(op: Operation, inferred: readonly Type[]): boolean {
  const actual = op.results.map((result) => result.type);
  if (inferred.length === actual.length && inferred.every((type, i) => type === actual[i]))
    return true;
  const quoted = (types: readonly Type[]) => types.map((type) => `'${type}'`).join(', ');
  emitErrorAt(
    op.location,
    `'${op.name.identifier}' op inferred type(s) ${quoted(inferred)} are incompatible with return type(s) of operation ${quoted(actual)}`,
  );
  op.emitOpError('failed to infer returned types');
  return false;
}
