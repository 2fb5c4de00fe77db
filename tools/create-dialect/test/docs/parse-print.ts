import {
  loadBuiltinDialect,
  MLIRContext,
  parseSourceString,
  printOperation,
} from '@strata/ir-core';

const context = new MLIRContext({ allowUnregisteredDialects: true });
loadBuiltinDialect(context);

const module = parseSourceString(
  '%x = "demo.value"() : () -> i32\n"demo.use"(%x) : (i32) -> ()',
  context,
);
if (module === null) throw new Error('parse failed'); // diagnostics went to the context's handler
export const text = printOperation(module);
// module {
//   %0 = "demo.value"() : () -> i32
//   "demo.use"(%0) : (i32) -> ()
// }
export const generic = printOperation(module, { generic: true });
