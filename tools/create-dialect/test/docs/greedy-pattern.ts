import {
  loadBuiltinDialect,
  MLIRContext,
  parseSourceString,
  printOperation,
} from '@strata/ir-core';
import {
  applyPatternsGreedily,
  definePattern,
  FrozenRewritePatternSet,
  RewritePatternSet,
} from '@strata/pattern-rewrite';

const context = new MLIRContext({ allowUnregisteredDialects: true });
loadBuiltinDialect(context);
const module = parseSourceString(
  `%x = "demo.value"() : () -> i32
%a = "demo.neg"(%x) : (i32) -> i32
%b = "demo.neg"(%a) : (i32) -> i32
"demo.use"(%b) : (i32) -> ()`,
  context,
)!;

// neg(neg(x)) -> x. Decide first, then change the IR, and only through the rewriter.
const doubleNeg = definePattern('demo.neg', (op, rewriter) => {
  const inner = op.getOperand(0).getDefiningOp();
  if (inner?.name.identifier !== 'demo.neg') return rewriter.notifyMatchFailure(op, 'not neg(neg)');
  rewriter.replaceOp(op, [inner.getOperand(0)]);
  return true;
});

const patterns = new FrozenRewritePatternSet(new RewritePatternSet(context, doubleNeg));
export const { changed, converged } = applyPatternsGreedily(module, patterns);
// The inner neg is now unused; the driver erases it only if it knows it has no side effects,
// which it cannot know of an unregistered op, so it stays.
export const text = printOperation(module);
