import {
  FileLineColLoc,
  IntegerType,
  loadBuiltinDialect,
  MLIRContext,
  OpBuilder,
  parseSourceString,
  printOperation,
  verify,
} from '@strata/ir-core';

const context = new MLIRContext({ allowUnregisteredDialects: true });
loadBuiltinDialect(context);
const module = parseSourceString('', context)!; // an empty `module {}`
const loc = FileLineColLoc.get(context, 'built.mlir', 1, 1);
const i32 = IntegerType.get(context, 32);

// A builder inserts where its insertion point is: here, at the end of the module's body.
const builder = OpBuilder.atBlockEnd(module.getRegion(0).front!, context);
const value = builder.create({ name: 'demo.value', location: loc, resultTypes: [i32] });
builder.create({ name: 'demo.use', location: loc, operands: [value.getResult(0)] });

export const verified = verify(module);
export const text = printOperation(module);
// module {
//   %0 = "demo.value"() : () -> i32
//   "demo.use"(%0) : (i32) -> ()
// }
