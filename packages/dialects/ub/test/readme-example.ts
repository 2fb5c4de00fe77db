import { PoisonOp, registerUBDialect } from '@strata/dialect-ub';
import {
  FileLineColLoc,
  IntegerType,
  loadBuiltinDialect,
  MLIRContext,
  parseSourceString,
  printOperation,
} from '@strata/ir-core';

const context = new MLIRContext({ allowUnregisteredDialects: true });
registerUBDialect(context.registry);
loadBuiltinDialect(context);

const module = parseSourceString('%p = ub.poison : i32\n"test.use"(%p) : (i32) -> ()', context)!;
export const text = printOperation(module);
// module {
//   %0 = ub.poison : i32
//   "test.use"(%0) : (i32) -> ()
// }

// Built with the API: the value defaults to #ub.poison, which is also what the op folds to.
const loc = FileLineColLoc.get(context, 'example.mlir', 1, 1);
const poison = PoisonOp.create(loc, { result: IntegerType.get(context, 8) });
export const folded = String(poison.fold([])); // '#ub.poison'
