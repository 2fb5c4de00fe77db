import { type Block, Operation, type Region, type Value } from '@strata/ir-core';
import { CallOp, FuncOp, ReturnOp } from './ops.js';

/**
 * What a dialect tells the inliner (MLIR's `DialectInlinerInterface`): which calls, regions and ops
 * may be inlined, and how the dialect's terminators become control flow once a body is inlined.
 */
export interface DialectInlinerInterface {
  /** May `call` be replaced with the body of `callable`? */
  isLegalToInlineCall(call: Operation, callable: Operation, wouldBeCloned: boolean): boolean;
  /** May region `source` be inlined into region `dest`? */
  isLegalToInlineRegion(dest: Region, source: Region, wouldBeCloned: boolean): boolean;
  /** May `op` (from the inlined body) be moved into region `dest`? */
  isLegalToInlineOp(op: Operation, dest: Region, wouldBeCloned: boolean): boolean;
  /**
   * The body had several blocks: turn terminator `op` into a branch to `newDest`, whose arguments
   * receive the returned values.
   */
  handleTerminatorWithBranch(op: Operation, newDest: Block): void;
  /** The body had one block: replace `valuesToReplace` (the call's results) with what `op` returns. */
  handleTerminatorWithValues(op: Operation, valuesToReplace: readonly Value[]): void;
}

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
