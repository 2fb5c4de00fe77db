// memref.distinct_objects built without result types: they are inferred from the operands
// (MLIR's InferTypeOpInterface), one result per operand.
import {
  type Block,
  loadBuiltinDialect,
  MLIRContext,
  parseSourceString,
  UnknownLoc,
  verify,
} from '@strata/ir-core';
import { registerFuncDialect } from '@strata/dialect-func';
import { expect, test } from 'vitest';
import { DistinctObjectsOp, registerMemRefDialect } from '../src/index.js';

test('distinct_objects infers one result of each operand type', () => {
  const ctx = new MLIRContext();
  registerMemRefDialect(ctx.registry);
  registerFuncDialect(ctx.registry);
  loadBuiltinDialect(ctx);
  ctx.getOrLoadDialect('memref');
  const module = parseSourceString(
    'func.func @f(%a: memref<4xf32>, %b: memref<?xi8, 2>) { return }',
    ctx,
  )!;
  const body: Block = module.regions[0]!.front!.front!.regions[0]!.front!;
  const [a, b] = body.arguments;
  const op = DistinctObjectsOp.create(UnknownLoc.get(ctx), { memrefs: [a!, b!] });
  body.insertAt(op, body.back);
  expect(op.results.map((result) => result.type.toString())).toEqual([
    'memref<4xf32>',
    'memref<?xi8, 2>',
  ]);
  expect(verify(module)).toBe(true);
});
