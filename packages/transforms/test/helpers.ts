import { expect } from 'vitest';
import {
  AnyIntegerAttr,
  AnyRegion,
  AnySuccessor,
  AnyType,
  type Attribute,
  Block,
  Commutative,
  ConstantLike,
  defineOp,
  Dialect,
  type FoldResult,
  IntegerAttr,
  IntegerType,
  installOperationPrinter,
  IsolatedFromAbove,
  type Location,
  MemoryEffectOpInterface,
  memoryEffect,
  MLIRContext,
  type OpBuilder,
  type Operation,
  parseSourceString,
  printOperation,
  Pure,
  RecursiveMemoryEffects,
  Region,
  registerOperations,
  SameOperandsAndResultType,
  Terminator,
  type Type,
  UnknownLoc,
  variadic,
} from '@strata/ir-core';
import { definePattern, type RewritePatternSet } from '@strata/pattern-rewrite';

export class ConstantOp extends defineOp({
  name: 't.constant',
  results: { result: AnyType },
  properties: { value: AnyIntegerAttr },
  traits: [ConstantLike, Pure],
}) {
  fold(): FoldResult {
    return this.value;
  }
}

/** `t.add`: folds two constants; its canonicalization pattern turns `add(x, x)` into `mul2(x)`. */
export class AddOp extends defineOp({
  name: 't.add',
  operands: { lhs: AnyType, rhs: AnyType },
  results: { result: AnyType },
  traits: [Pure, Commutative, SameOperandsAndResultType],
  canonicalizationPatterns: (patterns) => {
    patterns.add(
      definePattern(
        AddOp,
        (op, rewriter) => {
          if (op.lhs !== op.rhs) return false;
          rewriter.replaceOpWithNewOp(op, DoubleOp, { input: op.lhs });
          return true;
        },
        { debugName: 'AddSelfToDouble', debugLabels: ['strength'] },
      ),
    );
  },
}) {
  fold(operands: readonly (Attribute | null)[]): FoldResult {
    const [a, b] = operands;
    if (!(a instanceof IntegerAttr) || !(b instanceof IntegerAttr)) return null;
    return IntegerAttr.get(this.result.type, a.value + b.value);
  }
}

export class DoubleOp extends defineOp({
  name: 't.double',
  operands: { input: AnyType },
  results: { result: AnyType },
  traits: [Pure, SameOperandsAndResultType],
}) {}

const readModel = MemoryEffectOpInterface.implement({ getEffects: () => [memoryEffect('read')] });
const writeModel = MemoryEffectOpInterface.implement({ getEffects: () => [memoryEffect('write')] });

/** `t.load`: reads memory. */
export class LoadOp extends defineOp({
  name: 't.load',
  results: { result: AnyType },
  interfaces: [readModel],
}) {}
/** `t.store`: writes memory. */
export class StoreOp extends defineOp({
  name: 't.store',
  operands: { value: AnyType },
  interfaces: [writeModel],
}) {}
/** `t.source`: unknown effects. */
export class SourceOp extends defineOp({ name: 't.source', results: { result: AnyType } }) {}
/** `t.use`: unknown effects, never dead. */
export class UseOp extends defineOp({ name: 't.use', operands: { inputs: variadic(AnyType) } }) {}
/** `t.func`: isolated from above. */
export class FuncOp extends defineOp({
  name: 't.func',
  regions: { body: AnyRegion },
  traits: [IsolatedFromAbove],
}) {}
/** `t.region`: a value computed by a region, with the effects of its body. */
export class RegionOp extends defineOp({
  name: 't.region',
  results: { result: AnyType },
  regions: { body: AnyRegion },
  traits: [RecursiveMemoryEffects],
}) {}
export class YieldOp extends defineOp({
  name: 't.yield',
  operands: { inputs: variadic(AnyType) },
  traits: [Terminator, Pure],
}) {}
export class BrOp extends defineOp({
  name: 't.br',
  successors: { dest: variadic(AnySuccessor) },
  traits: [Terminator, Pure],
}) {}

/** Dialect-level canonicalization: erases `t.use` ops without operands. */
export class TDialect extends Dialect {
  constructor(context: MLIRContext) {
    super('t', context);
    registerOperations(this, [
      ConstantOp,
      AddOp,
      DoubleOp,
      LoadOp,
      StoreOp,
      SourceOp,
      UseOp,
      FuncOp,
      RegionOp,
      YieldOp,
      BrOp,
    ]);
  }

  override getCanonicalizationPatterns(patterns: RewritePatternSet): void {
    patterns.add(
      definePattern(
        UseOp,
        (op, rewriter) => (op.numOperands === 0 ? (rewriter.eraseOp(op), true) : false),
        { debugName: 'EraseEmptyUse' },
      ),
    );
  }

  override materializeConstant(
    builder: OpBuilder,
    value: Attribute,
    type: Type,
    location: Location,
  ): Operation | null {
    return value instanceof IntegerAttr
      ? builder.create(ConstantOp.build(location, { value, result: type }))
      : null;
  }
}

export function setup() {
  const context = new MLIRContext();
  installOperationPrinter(context);
  context.loadDialect(new TDialect(context));
  const loc = UnknownLoc.get(context);
  const i32 = IntegerType.get(context, 32);
  const func = () => {
    const op = FuncOp.create(loc, { body: new Region() });
    const entry = new Block();
    entry.addArgument(i32, loc);
    op.body.push(entry);
    return { func: op, entry, arg: entry.getArgument(0) };
  };
  const add = <T extends Operation>(block: Block, op: T): T => {
    block.push(op);
    return op;
  };
  const constant = (block: Block, value: number) =>
    add(block, ConstantOp.create(loc, { value: IntegerAttr.get(i32, value), result: i32 }));
  return { context, loc, i32, func, add, constant };
}

export function print(op: Operation): string {
  return printOperation(op, { generic: true });
}

/** Parses `text` (unregistered ops allowed), collecting the messages of its diagnostics. */
export function parseCollectingErrors(text: string): {
  context: MLIRContext;
  module: Operation;
  errors: string[];
} {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  const errors: string[] = [];
  context.diagnostics.registerHandler((d) => {
    errors.push(d.message);
    return true;
  });
  const module = parseSourceString(text, context);
  expect(module).not.toBeNull();
  return { context, module: module!, errors };
}
