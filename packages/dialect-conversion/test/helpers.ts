import {
  AnyRegion,
  AnySuccessor,
  AnyType,
  BranchOpInterface,
  ComplexType,
  defineOp,
  DenseI32ArrayAttr,
  Dialect,
  FunctionOpInterface,
  type FoldResult,
  FunctionType,
  IndexType,
  IntegerType,
  IsolatedFromAbove,
  loadBuiltinDialect,
  MLIRContext,
  NoTerminator,
  type Operation,
  parseSourceString,
  printOperation,
  registerOperations,
  successorOperandGroups,
  Terminator,
  TypeAttr,
  TypeAttrConstraint,
  variadic,
  variadicOfVariadic,
} from '@strata/ir-core';
import { TypeConverter } from '@strata/type-conversion';
import { ConversionPattern, type ConversionPatternRewriter, type OpAdaptor } from '../src/index.js';

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

/** `test.source` produces values, `test.use` consumes them, `test.cast` is what materializations build. */
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

/** `test.lists`: a leading operand, then lists of operands sized by `sizes` (a VariadicOfVariadic group). */
export class ListsOp extends defineOp({
  name: 'test.lists',
  operands: { head: AnyType, lists: variadicOfVariadic(AnyType, 'sizes') },
  properties: { sizes: DenseI32ArrayAttr },
}) {}

/** `test.identity`: folds to its operand. */
export class IdentityOp extends defineOp({
  name: 'test.identity',
  operands: { input: AnyType },
  results: { result: AnyType },
}) {
  fold(): FoldResult {
    return this.input;
  }
}

/** `test.region`: an op with a region (no terminator needed). */
export class RegionOp extends defineOp({
  name: 'test.region',
  operands: { inputs: variadic(AnyType) },
  results: { outputs: variadic(AnyType) },
  regions: { body: AnyRegion },
  traits: [NoTerminator],
}) {}

/** `test.func`: a function op (FunctionOpInterface) with a `function_type` attribute. */
export class FuncOp extends defineOp({
  name: 'test.func',
  properties: { function_type: TypeAttrConstraint },
  regions: { body: AnyRegion },
  traits: [IsolatedFromAbove],
  interfaces: [
    FunctionOpInterface.implement({
      getFunctionType: (op) => (op.getAttr('function_type') as TypeAttr).value as FunctionType,
      getCallableRegion: (op) => (op.getRegion(0).empty() ? null : op.getRegion(0)),
      getArgumentTypes: (op) =>
        ((op.getAttr('function_type') as TypeAttr).value as FunctionType).inputs,
      getResultTypes: (op) =>
        ((op.getAttr('function_type') as TypeAttr).value as FunctionType).results,
    }),
  ],
}) {}

/** `test.return` and `test.br` (forwards all its operands to its successor). */
export class ReturnOp extends defineOp({
  name: 'test.return',
  operands: { inputs: variadic(AnyType) },
  traits: [Terminator],
}) {}
export class BrOp extends defineOp({
  name: 'test.br',
  operands: { args: variadic(AnyType) },
  successors: { dest: AnySuccessor },
  traits: [Terminator],
  interfaces: [
    BranchOpInterface.implement({ getSuccessorOperands: successorOperandGroups('args') }),
  ],
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
  context.loadDialect(
    new TestDialect(context, 'test', [
      SourceOp,
      UseOp,
      ListsOp,
      CastOp,
      IdentityOp,
      RegionOp,
      FuncOp,
      ReturnOp,
      BrOp,
    ]),
  );
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

/** Collects the messages of the diagnostics reported in `context`. */
export function collectDiagnostics(context: MLIRContext): string[] {
  const messages: string[] = [];
  context.diagnostics.registerHandler((d) => {
    messages.push(`${d.severity}: ${d.message}`);
    // The "see current operation" note is the engine's (as mlir-opt's); the others are ours.
    for (const note of d.notes)
      if (!note.message.startsWith('see current operation'))
        messages.push(`${note.severity}: ${note.message}`);
  });
  return messages;
}

/**
 * index -> i64 and complex<T> -> (T, T); other types are legal. With `materialize`, casts are
 * `test.cast` ops (source and target materializations).
 */
export function makeConverter(context: MLIRContext, materialize = true): TypeConverter {
  const converter = new TypeConverter();
  converter.addConversion((type) => type);
  converter.addConversion(IndexType, () => IntegerType.get(context, 64));
  converter.addConversion(ComplexType, (type, results) => {
    results.push(type.elementType, type.elementType);
    return true;
  });
  if (materialize) {
    converter.addSourceMaterialization((builder, type, inputs, loc) =>
      builder.createOp(CastOp, loc, { inputs: [...inputs], outputs: [type] }).getResult(0),
    );
    converter.addTargetMaterialization((builder, type, inputs, loc) =>
      builder.createOp(CastOp, loc, { inputs: [...inputs], outputs: [type] }).getResult(0),
    );
  }
  return converter;
}

/** Replaces `bar.add` with `foo.add` on the remapped operands. */
export function replaceBarAddWithFoo(
  op: Operation,
  adaptor: OpAdaptor,
  rewriter: ConversionPatternRewriter,
): void {
  const [lhs, rhs] = adaptor.operands;
  const lowered = rewriter.createOp(FooAddOp, op.location, {
    lhs: lhs!,
    rhs: rhs!,
    result: op.getResult(0).type,
  });
  rewriter.replaceOp(op, lowered);
}

/** `bar.add` -> `foo.add` in one step, on the remapped operands. */
export class LowerBarToFoo extends ConversionPattern {
  constructor() {
    super('bar.add', { generatedOps: ['foo.add'] });
  }
  override matchAndRewriteWithAdaptor(
    op: Operation,
    adaptor: OpAdaptor,
    rewriter: ConversionPatternRewriter,
  ): boolean {
    replaceBarAddWithFoo(op, adaptor, rewriter);
    return true;
  }
}
