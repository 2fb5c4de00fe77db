import {
  type AttrTypePrinter,
  defineOp,
  Dialect,
  DialectType,
  IntegerType,
  loadBuiltinDialect,
  MLIRContext,
  registerOperations,
  UnknownLoc,
  variadic,
  AnyType,
  AnyRegion,
  AnySuccessor,
} from '@strata/ir-core';

/** `test.source`: produces values of any types (stands for an op the conversion leaves alone). */
export class SourceOp extends defineOp({
  name: 'test.source',
  results: { outputs: variadic(AnyType) },
}) {}

/** `test.cast`: what the tests' materializations build, to tell them apart from unrealized casts. */
export class CastOp extends defineOp({
  name: 'test.cast',
  operands: { inputs: variadic(AnyType) },
  results: { outputs: variadic(AnyType) },
}) {}

/** `test.use`: consumes values (stands for an op that keeps using the original values). */
export class UseOp extends defineOp({
  name: 'test.use',
  operands: { inputs: variadic(AnyType) },
}) {}

/** `test.region_op`: holds one region whose blocks the signature tests convert. */
export class RegionOp extends defineOp({
  name: 'test.region_op',
  regions: { body: AnyRegion },
}) {}

/** `test.br`: branches to one block (to check that predecessors follow a converted block). */
export class BranchOp extends defineOp({
  name: 'test.br',
  operands: { destOperands: variadic(AnyType) },
  successors: { dest: AnySuccessor },
}) {}

/**
 * `!test.node<name>`: a named type whose `next` field may point back at itself once set, as an
 * LLVM identified struct can: the one way to make a recursive type for the recursion tests.
 */
export class NodeType extends DialectType {
  readonly dialectNamespace = 'test';
  next: NodeType | null = null;

  private constructor(
    context: MLIRContext,
    uid: number,
    readonly nodeName: string,
  ) {
    super(context, uid);
  }

  static get(context: MLIRContext, nodeName: string): NodeType {
    return context.uniquer.get(
      `test-node|${nodeName}`,
      (uid) => new NodeType(context, uid, nodeName),
    );
  }

  printBody(printer: AttrTypePrinter): void {
    printer.write(`node<${this.nodeName}>`);
  }
}

class TestDialect extends Dialect {
  constructor(context: MLIRContext) {
    super('test', context);
    registerOperations(this, [SourceOp, CastOp, UseOp, RegionOp, BranchOp]);
  }
}

export function setup() {
  const context = new MLIRContext();
  loadBuiltinDialect(context);
  context.loadDialect(new TestDialect(context));
  const loc = UnknownLoc.get(context);
  const i1 = IntegerType.get(context, 1);
  const i8 = IntegerType.get(context, 8);
  const i16 = IntegerType.get(context, 16);
  const i32 = IntegerType.get(context, 32);
  const i64 = IntegerType.get(context, 64);
  return { context, loc, i1, i8, i16, i32, i64 };
}
