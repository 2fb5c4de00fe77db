import { ReconcileUnrealizedCastsPass } from '@strata/conversion-reconcile-unrealized-casts';
import { registerFuncDialect } from '@strata/dialect-func';
import { MLIRContext, parseSourceString, printOperation } from '@strata/ir-core';
import { PassManager } from '@strata/pass';
import { IRCoreAdapter } from '@strata/pass/ir-core';

const context = new MLIRContext();
registerFuncDialect(context.registry);
const module = parseSourceString(
  `func.func @f(%a: i64) -> (i64, i32) {
     %0 = builtin.unrealized_conversion_cast %a : i64 to i16
     %1 = builtin.unrealized_conversion_cast %0 : i16 to i64
     %2 = builtin.unrealized_conversion_cast %a : i64 to i32
     return %1, %2 : i64, i32
   }`,
  context,
)!;

const pm = new PassManager('builtin.module', { ir: new IRCoreAdapter(context) });
pm.addPass(new ReconcileUnrealizedCastsPass());
export const succeeded = pm.run(module);
export const text = printOperation(module);
// module {
//   func.func @f(%arg0: i64) -> (i64, i32) {
//     %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
//     return %arg0, %0 : i64, i32
//   }
// }
