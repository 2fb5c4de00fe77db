import { BranchOp, CondBranchOp, registerCFDialect } from '@strata/dialect-cf';
import { registerFuncDialect } from '@strata/dialect-func';
import {
  loadBuiltinDialect,
  MLIRContext,
  type OpInfo,
  parseSourceString,
  printOperation,
} from '@strata/ir-core';
import {
  applyPatternsGreedily,
  FrozenRewritePatternSet,
  RewritePatternSet,
} from '@strata/pattern-rewrite';

const context = new MLIRContext();
registerFuncDialect(context.registry);
registerCFDialect(context.registry);
loadBuiltinDialect(context);

const module = parseSourceString(
  `func.func @f(%c: i1, %a: i32) -> i32 {
     cf.cond_br %c, ^bb1, ^bb1
   ^bb1:
     cf.br ^bb2(%a : i32)
   ^bb2(%x: i32):
     return %x : i32
   }`,
  context,
)!;

// The canonicalization patterns of cf.br and cf.cond_br (as `--canonicalize` collects them).
const patterns = new RewritePatternSet(context);
for (const op of [BranchOp, CondBranchOp]) {
  (context.getOperationName(op.operationName).info as OpInfo).getCanonicalizationPatterns(
    patterns,
    context,
  );
}
applyPatternsGreedily(module, new FrozenRewritePatternSet(patterns));
export const text = printOperation(module);
// module {
//   func.func @f(%arg0: i1, %arg1: i32) -> i32 {
//     return %arg1 : i32
//   }
// }
