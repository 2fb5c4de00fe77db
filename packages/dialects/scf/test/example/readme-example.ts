// The example of README.md, run by readme-example.test.ts.
import { registerArithDialect } from '@strata/dialect-arith';
import { registerFuncDialect } from '@strata/dialect-func';
import { registerSCFDialect, ForOp } from '@strata/dialect-scf';
import {
  loadBuiltinDialect,
  MLIRContext,
  parseSourceString,
  printOperation,
} from '@strata/ir-core';
import { applyPatternsGreedily, FrozenRewritePatternSet } from '@strata/pattern-rewrite';
import { collectCanonicalizationPatterns } from '@strata/transforms';

export function runExample(): { loops: number; iterArgs: number; canonical: string } {
  const context = new MLIRContext();
  registerFuncDialect(context.registry);
  registerArithDialect(context.registry);
  registerSCFDialect(context.registry);
  loadBuiltinDialect(context);

  const module = parseSourceString(
    `func.func @sum(%x: i32) -> i32 {
       %c0 = arith.constant 0 : index
       %c1 = arith.constant 1 : index
       %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %x) -> (i32) {
         %b = arith.addi %a, %a : i32
         scf.yield %b : i32
       }
       return %r : i32
     }`,
    context,
  )!;

  // Parsed scf ops are instances of their classes, with typed accessors.
  let loops = 0;
  let iterArgs = 0;
  module.walk((op) => {
    if (op instanceof ForOp) {
      loops++;
      iterArgs += op.regionIterArgs.length;
    }
  });

  // The loop runs once: canonicalization replaces it with its body.
  applyPatternsGreedily(
    module,
    new FrozenRewritePatternSet(collectCanonicalizationPatterns(context)),
  );
  return { loops, iterArgs, canonical: printOperation(module) };
}
