// The example of src/ods/README.md, kept as code so that readme-example.test.ts runs it.
import {
  defineOp,
  Dialect,
  FileLineColLoc,
  IntegerType,
  MLIRContext,
  Operation,
  optional,
  Pure,
  registerOperations,
  SameOperandsAndResultType,
  SignlessIntegerLike,
  StrAttr,
} from '../../src/index.js';

export class AddOp extends defineOp({
  name: 'toy.add',
  operands: { lhs: SignlessIntegerLike, rhs: SignlessIntegerLike },
  results: { result: SignlessIntegerLike },
  properties: { note: optional(StrAttr) },
  traits: [Pure, SameOperandsAndResultType],
  assemblyFormat: '$lhs `,` $rhs attr-dict `:` type($result)',
}) {}

export class ToyDialect extends Dialect {
  constructor(context: MLIRContext) {
    super('toy', context);
    registerOperations(this, [AddOp]);
  }
}

export function runExample() {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  context.loadDialect(new ToyDialect(context));
  const loc = FileLineColLoc.get(context, 'example.mlir', 1, 1);
  const i32 = IntegerType.get(context, 32);
  const x = Operation.create({ name: 'other.value', location: loc, resultTypes: [i32] }).getResult(
    0,
  );

  const add = AddOp.create(loc, { lhs: x, rhs: x }); // result type inferred: i32
  const generic = Operation.create({
    name: 'toy.add',
    location: loc,
    operands: [x, x],
    resultTypes: [i32],
  });
  return {
    add,
    generic,
    isAddOp: generic instanceof AddOp,
    resultType: add.result.type.toString(),
  };
}
