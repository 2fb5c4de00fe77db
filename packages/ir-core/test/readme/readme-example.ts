import {
  defineOp,
  Dialect,
  IntegerType,
  MLIRContext,
  ModuleOp,
  OpBuilder,
  printOperation,
  Pure,
  registerOperations,
  SameOperandsAndResultType,
  SignlessIntegerLike,
  StringAttr,
  UnknownLoc,
  variadic,
  verify,
} from '../../src/index.js';

/** `demo.sum %a, %b, ... : i32`: accessors, verifier and syntax all come from this definition. */
export class SumOp extends defineOp({
  name: 'demo.sum',
  operands: { inputs: variadic(SignlessIntegerLike) },
  results: { total: SignlessIntegerLike },
  traits: [Pure, SameOperandsAndResultType],
  assemblyFormat: '$inputs attr-dict `:` type($total)',
}) {}

class DemoDialect extends Dialect {
  constructor(context: MLIRContext) {
    super('demo', context);
    registerOperations(this, [SumOp]);
  }
}

export function buildExample(generic = false): { text: string; verified: boolean } {
  // Every context has the builtin dialect; `demo` is loaded here; `test.*` ops stay unregistered.
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  context.loadDialect(new DemoDialect(context));
  const loc = UnknownLoc.get(context);
  const i32 = IntegerType.get(context, 32);

  const module = ModuleOp.create(loc, {});
  const builder = new OpBuilder(context);
  builder.createBlock(module.bodyRegion);
  // An unregistered function-like op whose block takes three i32 arguments.
  const func = builder.create({
    name: 'test.func',
    location: loc,
    attributes: [['sym_name', StringAttr.get(context, 'sum3')]],
    regions: 1,
  });
  const entry = builder.createBlock(func.getRegion(0), null, [i32, i32, i32], [loc, loc, loc]);
  const [a, b, c] = entry.arguments;
  const ab = builder.createOp(SumOp, loc, { inputs: [a!, b!], total: i32 });
  const abc = builder.createOp(SumOp, loc, { inputs: [ab.total, c!], total: i32 });
  builder.create({ name: 'test.return', location: loc, operands: [abc.total] });

  return { text: printOperation(module, { generic }), verified: verify(module) };
}
