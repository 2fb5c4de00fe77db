// memref ops created through the generic API, without the properties a builder or the parser
// would set: the verifier reads absent segment sizes as zeros (MLIR 22's zero-initialized
// properties) instead of failing on them.
import {
  FloatType,
  loadBuiltinDialect,
  MemRefType,
  MLIRContext,
  Operation,
  UnknownLoc,
  verify,
} from '@strata/ir-core';
import { expect, test } from 'vitest';
import { registerMemRefDialect } from '../src/index.js';

function context(): MLIRContext {
  const ctx = new MLIRContext();
  registerMemRefDialect(ctx.registry);
  loadBuiltinDialect(ctx);
  ctx.getOrLoadDialect('memref');
  return ctx;
}

test('memref.alloc without segment sizes verifies', () => {
  const ctx = context();
  const op = Operation.create({
    name: 'memref.alloc',
    location: UnknownLoc.get(ctx),
    resultTypes: [MemRefType.get(ctx, [4], FloatType.getF32(ctx))],
  });
  const errors: string[] = [];
  ctx.diagnostics.registerHandler((diagnostic) => {
    errors.push(diagnostic.message);
    return true;
  });
  expect(verify(op)).toBe(true);
  expect(errors).toEqual([]);
});
