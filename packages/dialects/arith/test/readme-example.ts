// The example of README.md, kept runnable: readme-example.test.ts runs it.
import {
  FileLineColLoc,
  IntegerAttr,
  IntegerType,
  loadBuiltinDialect,
  MLIRContext,
  parseSourceString,
  printOperation,
} from '@strata/ir-core';
import { AddIOp, ConstantOp, registerArithDialect } from '@strata/dialect-arith';

const context = new MLIRContext({ allowUnregisteredDialects: true });
registerArithDialect(context.registry);
loadBuiltinDialect(context);

// Parsed and printed as mlir-opt prints it: result names, flags without their `#arith.` prefix.
const module = parseSourceString(
  '%c = arith.constant 40 : i32\n%x = "test.value"() : () -> i32\n%s = arith.addi %x, %c overflow<nsw> : i32\n"test.use"(%s) : (i32) -> ()',
  context,
)!;
export const text = printOperation(module);

// Built with the API and folded: 40 + 2 at 8 bits wraps around like APInt.
const loc = FileLineColLoc.get(context, 'example.mlir', 1, 1);
const i8 = IntegerType.get(context, 8);
const a = ConstantOp.create(loc, { value: IntegerAttr.get(i8, 127), result: i8 });
const b = ConstantOp.create(loc, { value: IntegerAttr.get(i8, 2), result: i8 });
const sum = AddIOp.create(loc, { lhs: a.result, rhs: b.result });
export const folded = String(sum.fold([a.value, b.value])); // '-127 : i8'
