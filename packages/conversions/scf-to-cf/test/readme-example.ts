import { SCFToControlFlowPass } from '@strata/conversion-scf-to-cf';
import { registerArithDialect } from '@strata/dialect-arith';
import { registerCFDialect } from '@strata/dialect-cf';
import { registerFuncDialect } from '@strata/dialect-func';
import { registerSCFDialect } from '@strata/dialect-scf';
import { MLIRContext, parseSourceString, printOperation } from '@strata/ir-core';
import { PassManager } from '@strata/pass';
import { IRCoreAdapter } from '@strata/pass/ir-core';

const context = new MLIRContext();
registerArithDialect(context.registry);
registerCFDialect(context.registry);
registerFuncDialect(context.registry);
registerSCFDialect(context.registry);

const module = parseSourceString(
  `func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
     %r = scf.if %c -> (i32) {
       scf.yield %a : i32
     } else {
       scf.yield %b : i32
     }
     return %r : i32
   }`,
  context,
)!;

const pm = new PassManager('builtin.module', { ir: new IRCoreAdapter(context) });
pm.addPass(new SCFToControlFlowPass());
export const succeeded = pm.run(module);
export const text = printOperation(module);
// module {
//   func.func @f(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
//     cf.cond_br %arg0, ^bb1, ^bb2
//   ^bb1:  // pred: ^bb0
//     cf.br ^bb3(%arg1 : i32)
//   ^bb2:  // pred: ^bb0
//     cf.br ^bb3(%arg2 : i32)
//   ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
//     cf.br ^bb4
//   ^bb4:  // pred: ^bb3
//     return %0 : i32
//   }
// }
