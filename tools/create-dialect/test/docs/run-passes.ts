import { registerArithDialect } from '@strata/dialect-arith';
import { registerFuncDialect } from '@strata/dialect-func';
import {
  MLIRContext,
  parseSourceString,
  printOperation,
  registerBuiltinDialect,
} from '@strata/ir-core';
import { parsePassPipeline, PassManager, PassRegistry, PipelineError } from '@strata/pass';
import { IRCoreAdapter } from '@strata/pass/ir-core';
import { CanonicalizerPass, CSEPass } from '@strata/transforms';

const context = new MLIRContext();
registerBuiltinDialect(context.registry);
registerFuncDialect(context.registry);
registerArithDialect(context.registry);
const module = parseSourceString(
  `func.func @f(%x: i32) -> (i32, i32) {
  %a = arith.muli %x, %x : i32
  %b = arith.muli %x, %x : i32
  return %a, %b : i32, i32
}`,
  context,
)!;

const registry = new PassRegistry();
registry.registerPass(() => new CanonicalizerPass());
registry.registerPass(() => new CSEPass());
const pm = parsePassPipeline(
  'builtin.module(func.func(cse,canonicalize))',
  registry,
  (anchor) => new PassManager(anchor, { ir: new IRCoreAdapter(context) }),
);
if (pm instanceof PipelineError) throw new Error(pm.format('<pipeline>'));
export const succeeded = pm.run(module);
export const text = printOperation(module);
// module {
//   func.func @f(%arg0: i32) -> (i32, i32) {
//     %0 = arith.muli %arg0, %arg0 : i32
//     return %0, %0 : i32, i32
//   }
// }
