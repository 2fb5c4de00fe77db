import { type DialectInlinerInterface, Operation } from '@strata/ir-core';
import { CallOp, FuncOp, ReturnOp } from './ops.js';

/**
 * The func dialect's inliner hooks (MLIR's `FuncInlinerInterface`): everything is inlinable except
 * calls or functions marked `no_inline`; `func.return` becomes `cf.br` to the continuation block
 * (built by name, so the cf dialect must be registered in the context, as MLIR makes cf a dependent
 * dialect of func) or is folded into the call's results.
 */
export const FuncInlinerInterface: DialectInlinerInterface = {
  isLegalToInlineCall(call, callable) {
    if (call instanceof CallOp && call.no_inline !== undefined) return false;
    return !(callable instanceof FuncOp && callable.no_inline !== undefined);
  },
  isLegalToInlineRegion: () => true,
  isLegalToInlineOp: () => true,
  handleTerminatorWithBranch(op, newDest) {
    if (!(op instanceof ReturnOp)) return;
    if (op.context.getOrLoadDialect('cf') === undefined) {
      throw new Error(
        'inlining a multi-block func.func needs the cf dialect registered in the context',
      );
    }
    const branch = Operation.create({
      name: 'cf.br',
      location: op.location,
      operands: op.operands,
      successors: [newDest],
    });
    op.getBlock()!.insertAt(branch, op);
    op.erase();
  },
  handleTerminatorWithValues(op, valuesToReplace) {
    if (!(op instanceof ReturnOp)) return;
    valuesToReplace.forEach((value, i) => value.replaceAllUsesWith(op.getOperand(i)));
  },
};
