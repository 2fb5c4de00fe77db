// The loop-transformation example of README.md, run by loop-example.test.ts.
import { registerArithDialect } from '@strata/dialect-arith';
import { registerFuncDialect } from '@strata/dialect-func';
import { ForOp, loopUnrollByFactor, registerSCFDialect } from '@strata/dialect-scf';
import { MLIRContext, parseSourceString, printOperation } from '@strata/ir-core';
import { PatternRewriter } from '@strata/pattern-rewrite';

export function unrollExample(): string {
  const context = new MLIRContext();
  registerFuncDialect(context.registry);
  registerArithDialect(context.registry);
  registerSCFDialect(context.registry);
  const module = parseSourceString(
    `func.func @sum(%x: i32) -> i32 {
       %c0 = arith.constant 0 : index
       %c1 = arith.constant 1 : index
       %c5 = arith.constant 5 : index
       %r = scf.for %i = %c0 to %c5 step %c1 iter_args(%a = %x) -> (i32) {
         %b = arith.muli %a, %a : i32
         scf.yield %b : i32
       }
       return %r : i32
     }`,
    context,
  )!;
  const loops: ForOp[] = [];
  module.walk((op) => {
    if (op instanceof ForOp) loops.push(op);
  });
  // Five iterations by two: a main loop of two (each running the body twice) and an epilogue of
  // one iteration, promoted to straight code.
  loopUnrollByFactor(new PatternRewriter(context), loops[0]!, 2);
  return printOperation(module);
}
