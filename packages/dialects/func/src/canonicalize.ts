import { SymbolRefAttr } from '@strata/ir-core';
import {
  definePattern,
  getConstantOperandValue,
  type RewritePattern,
} from '@strata/pattern-rewrite';
import { CallIndirectOp, CallOp } from './ops.js';

/**
 * `func.call_indirect` of a `func.constant` becomes a direct `func.call` (MLIR's
 * `CallIndirectOp::canonicalize`). Like MLIR 22, it drops the indirect call's argument and result
 * attributes. Built on demand:
 * ops.ts refers to this module, so nothing here may touch the op classes at load time.
 */
export function indirectCallOfConstant(): RewritePattern {
  return definePattern(
    CallIndirectOp,
    (op, rewriter) => {
      const callee = getConstantOperandValue(op.callee);
      if (!(callee instanceof SymbolRefAttr) || !callee.isFlat) return false;
      rewriter.replaceOpWithNewOp(op, CallOp, {
        callee,
        argOperands: op.calleeOperands,
        callResults: op.getResultTypes(),
      });
      return true;
    },
    { debugName: 'IndirectCallOfConstant', generatedOps: ['func.call'] },
  );
}
