import { FuncOp, registerFuncDialect } from '@strata/dialect-func';
import {
  loadBuiltinDialect,
  MLIRContext,
  parseSourceString,
  printOperation,
} from '@strata/ir-core';

const context = new MLIRContext();
registerFuncDialect(context.registry); // built lazily, when the input first uses `func`
loadBuiltinDialect(context);

const module = parseSourceString(
  `func.func private @callee(i32) -> i32
   func.func @caller(%x: i32) -> i32 attributes {llvm.emit_c_interface} {
     %r = func.call @callee(%x) : (i32) -> i32
     return %r : i32
   }`,
  context,
)!;
const caller = module.getRegion(0).front!.back as FuncOp;
export const signature = caller.functionType.toString(); // '(i32) -> i32'
export const text = printOperation(module);
// module {
//   func.func private @callee(i32) -> i32
//   func.func @caller(%arg0: i32) -> i32 attributes {llvm.emit_c_interface} {
//     %0 = call @callee(%arg0) : (i32) -> i32
//     return %0 : i32
//   }
// }
