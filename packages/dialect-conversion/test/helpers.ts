import {
  AnyType,
  defineOp,
  Dialect,
  loadBuiltinDialect,
  MLIRContext,
  type Operation,
  parseSourceString,
  printOperation,
  registerOperations,
  variadic,
  AnyRegion,
  NoTerminator,
} from '@strata/ir-core';

/** `bar.add`, `baz.add`, `foo.add`: the document's chain of additions. */
export class BarAddOp extends defineOp({
  name: 'bar.add',
  operands: { lhs: AnyType, rhs: AnyType },
  results: { result: AnyType },
}) {}
export class BazAddOp extends defineOp({
  name: 'baz.add',
  operands: { lhs: AnyType, rhs: AnyType },
  results: { result: AnyType },
}) {}
export class FooAddOp extends defineOp({
  name: 'foo.add',
  operands: { lhs: AnyType, rhs: AnyType },
  results: { result: AnyType },
}) {}

/** `test.source`: produces values; `test.use`: consumes them; `test.region`: holds a region. */
export class SourceOp extends defineOp({
  name: 'test.source',
  results: { outputs: variadic(AnyType) },
}) {}
export class UseOp extends defineOp({
  name: 'test.use',
  operands: { inputs: variadic(AnyType) },
}) {}
export class CastOp extends defineOp({
  name: 'test.cast',
  operands: { inputs: variadic(AnyType) },
  results: { outputs: variadic(AnyType) },
}) {}
export class RegionOp extends defineOp({
  name: 'test.region',
  operands: { inputs: variadic(AnyType) },
  results: { outputs: variadic(AnyType) },
  regions: { body: AnyRegion },
  traits: [NoTerminator],
}) {}

class TestDialect extends Dialect {
  constructor(
    context: MLIRContext,
    namespace: string,
    ops: Parameters<typeof registerOperations>[1],
  ) {
    super(namespace, context);
    registerOperations(this, ops);
  }
}

/** A context with the test dialects loaded (and unregistered dialects allowed). */
export function makeContext(): MLIRContext {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  loadBuiltinDialect(context);
  context.loadDialect(new TestDialect(context, 'bar', [BarAddOp]));
  context.loadDialect(new TestDialect(context, 'baz', [BazAddOp]));
  context.loadDialect(new TestDialect(context, 'foo', [FooAddOp]));
  context.loadDialect(new TestDialect(context, 'test', [SourceOp, UseOp, CastOp, RegionOp]));
  return context;
}

export function parse(context: MLIRContext, text: string): Operation {
  const op = parseSourceString(text, context);
  if (op === null) throw new Error('test input does not parse');
  return op;
}

export function print(op: Operation): string {
  return printOperation(op);
}
