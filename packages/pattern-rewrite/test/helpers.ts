import {
  AnyAttr,
  AnyIntegerAttr,
  AnyRegion,
  AnySuccessor,
  AnyType,
  type Attribute,
  Block,
  AttrSizedOperandSegments,
  BranchOpInterface,
  successorOperandGroups,
  Commutative,
  ConstantLike,
  Dialect,
  type FoldResult,
  Idempotent,
  IntegerAttr,
  IntegerType,
  Involution,
  IsolatedFromAbove,
  type Location,
  MLIRContext,
  type OpBuilder,
  type Operation,
  optional,
  Pure,
  Region,
  registerOperations,
  SameOperandsAndResultType,
  Terminator,
  type Type,
  UnknownLoc,
  type Value,
  variadic,
  defineOp,
  printOperation,
  installOperationPrinter,
} from '@strata/ir-core';

/** `test.constant`: a constant integer. */
export class ConstantOp extends defineOp({
  name: 'test.constant',
  results: { result: AnyType },
  properties: { value: AnyIntegerAttr },
  traits: [ConstantLike, Pure],
}) {
  fold(): FoldResult {
    return this.value;
  }
}

function intValue(attr: Attribute | null): bigint | null {
  return attr instanceof IntegerAttr ? attr.value : null;
}

/** `test.add`: commutative addition; folds constants and `x + 0`. */
export class AddOp extends defineOp({
  name: 'test.add',
  operands: { lhs: AnyType, rhs: AnyType },
  results: { result: AnyType },
  traits: [Pure, Commutative, SameOperandsAndResultType],
}) {
  fold(operands: readonly (Attribute | null)[]): FoldResult {
    const [a, b] = [intValue(operands[0]!), intValue(operands[1]!)];
    if (a !== null && b !== null) return IntegerAttr.get(this.result.type, a + b);
    if (b === 0n) return this.lhs;
    return null;
  }
}

/** `test.mul`: multiplication without folder (patterns rewrite it). */
export class MulOp extends defineOp({
  name: 'test.mul',
  operands: { lhs: AnyType, rhs: AnyType },
  results: { result: AnyType },
  traits: [Pure, SameOperandsAndResultType],
}) {}

/** `test.neg`: an involution (neg(neg(x)) = x). */
export class NegOp extends defineOp({
  name: 'test.neg',
  operands: { input: AnyType },
  results: { result: AnyType },
  traits: [Pure, Involution, SameOperandsAndResultType],
}) {}

/** `test.abs`: idempotent (abs(abs(x)) = abs(x)). */
export class AbsOp extends defineOp({
  name: 'test.abs',
  operands: { input: AnyType },
  results: { result: AnyType },
  traits: [Pure, Idempotent, SameOperandsAndResultType],
}) {}

/** `test.pair`: two results that fold to constants (its operands' values, swapped). */
export class PairOp extends defineOp({
  name: 'test.pair',
  operands: { first: AnyType, second: AnyType },
  results: { a: AnyType, b: AnyType },
  traits: [Pure],
}) {
  fold(operands: readonly (Attribute | null)[]): FoldResult {
    if (operands[0] === null || operands[1] === null) return null;
    return [operands[1]!, operands[0]!];
  }
}

/** `test.opaque`: a pure op whose fold yields an attribute no dialect can materialize. */
export class OpaqueFoldOp extends defineOp({
  name: 'test.opaque',
  operands: { input: AnyType },
  results: { result: AnyType },
  traits: [Pure, SameOperandsAndResultType],
}) {
  fold(operands: readonly (Attribute | null)[]): FoldResult {
    return operands[0] === null ? null : UnknownLoc.get(this.context);
  }
}

/** `test.tagged`: folds in place by stripping its `tag` property. */
export class TaggedOp extends defineOp({
  name: 'test.tagged',
  operands: { input: AnyType },
  results: { result: AnyType },
  properties: { tag: optional(AnyAttr) },
  traits: [Pure, SameOperandsAndResultType],
}) {
  fold(): FoldResult {
    if (this.tag === undefined) return null;
    this.tag = undefined;
    return this.result;
  }
}

/** `test.use`: consumes values and has unknown effects, so it is never dead. */
export class UseOp extends defineOp({
  name: 'test.use',
  operands: { inputs: variadic(AnyType) },
}) {}

/** `test.source`: produces a value with unknown effects. */
export class SourceOp extends defineOp({
  name: 'test.source',
  results: { result: AnyType },
}) {}

/** `test.wrap`: a non-isolated op with a region (unknown effects, kept). */
export class WrapOp extends defineOp({
  name: 'test.wrap',
  regions: { body: AnyRegion },
}) {}

/** `test.func`: an isolated-from-above op with a CFG region. */
export class FuncOp extends defineOp({
  name: 'test.func',
  regions: { body: AnyRegion },
  traits: [IsolatedFromAbove],
}) {}

/** `test.return`. */
export class ReturnOp extends defineOp({
  name: 'test.return',
  operands: { inputs: variadic(AnyType) },
  traits: [Terminator],
}) {}

/** `test.br`: an unconditional branch forwarding all its operands (with editable successor operands). */
export class BrOp extends defineOp({
  name: 'test.br',
  operands: { args: variadic(AnyType) },
  successors: { dest: AnySuccessor },
  traits: [Terminator, Pure],
  interfaces: [
    BranchOpInterface.implement({ getSuccessorOperands: successorOperandGroups('args') }),
  ],
}) {}

/** `test.cond_br`: a two-way branch forwarding no operands. */
export class CondBrOp extends defineOp({
  name: 'test.cond_br',
  operands: { condition: AnyType },
  successors: { targets: variadic(AnySuccessor) },
  traits: [Terminator, Pure],
}) {}

/** `test.cond_br_args`: a two-way branch forwarding two attribute-sized operand groups (editable). */
export class CondBrArgsOp extends defineOp({
  name: 'test.cond_br_args',
  operands: { condition: AnyType, trueArgs: variadic(AnyType), falseArgs: variadic(AnyType) },
  successors: { trueDest: AnySuccessor, falseDest: AnySuccessor },
  traits: [AttrSizedOperandSegments, Terminator, Pure],
  interfaces: [
    BranchOpInterface.implement({
      getSuccessorOperands: successorOperandGroups('trueArgs', 'falseArgs'),
    }),
  ],
}) {}

export const testOps = [
  ConstantOp,
  AddOp,
  MulOp,
  NegOp,
  AbsOp,
  PairOp,
  OpaqueFoldOp,
  TaggedOp,
  UseOp,
  SourceOp,
  WrapOp,
  FuncOp,
  ReturnOp,
  BrOp,
  CondBrOp,
  CondBrArgsOp,
];

/** The `test` dialect: the ops above, and integer constants materialized as `test.constant`. */
export class TestDialect extends Dialect {
  constructor(context: MLIRContext) {
    super('test', context);
    registerOperations(this, testOps);
  }

  override materializeConstant(
    builder: OpBuilder,
    value: Attribute,
    type: Type,
    location: Location,
  ): Operation | null {
    if (!(value instanceof IntegerAttr)) return null;
    return builder.create(ConstantOp.build(location, { value, result: type }));
  }
}

/** A context with the test dialect, a location, `i32`, and helpers building IR. */
export function setup() {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  installOperationPrinter(context);
  context.loadDialect(new TestDialect(context));
  const loc = UnknownLoc.get(context);
  const i32 = IntegerType.get(context, 32);
  /** A `test.func` with one entry block (given argument types), and that block. */
  const func = (argTypes: Type[] = []): { func: FuncOp; entry: Block } => {
    const op = FuncOp.create(loc, { body: new Region() });
    const entry = new Block();
    entry.addArguments(
      argTypes,
      argTypes.map(() => loc),
    );
    op.body.push(entry);
    return { func: op, entry };
  };
  const constant = (block: Block, value: number, before: Operation | null = null): ConstantOp => {
    const op = ConstantOp.create(loc, { value: IntegerAttr.get(i32, value), result: i32 });
    block.insertAt(op, before);
    return op;
  };
  const append = <T extends Operation>(block: Block, op: T): T => {
    block.push(op);
    return op;
  };
  return { context, loc, i32, func, constant, append };
}

/** The generic form of `op` (and what it holds), for assertions. */
export function print(op: Operation): string {
  return printOperation(op, { generic: true });
}

export type { Value };

/** A listener writing one line per notification (`insert test.add`, `erase test.constant`, ...). */
export class RecordingListener {
  readonly events: string[] = [];

  notifyOperationInserted(op: Operation, previous: unknown): void {
    this.events.push(`${previous === null ? 'insert' : 'move'} ${op.name.identifier}`);
  }
  notifyBlockInserted(_block: Block, previousRegion: Region | null): void {
    this.events.push(previousRegion === null ? 'insert block' : 'move block');
  }
  notifyOperationModified(op: Operation): void {
    this.events.push(`modify ${op.name.identifier}`);
  }
  notifyOperationReplaced(op: Operation): void {
    this.events.push(`replace ${op.name.identifier}`);
  }
  notifyOperationErased(op: Operation): void {
    this.events.push(`erase ${op.name.identifier}`);
  }
  notifyBlockErased(): void {
    this.events.push('erase block');
  }
  notifyMatchFailure(_location: Location, reason: string): void {
    this.events.push(`failure ${reason}`);
  }
}
