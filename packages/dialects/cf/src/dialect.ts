import {
  type Block,
  Dialect,
  type DialectRegistry,
  type MLIRContext,
  type Operation,
  type Region,
  registerOperations,
  type Value,
} from '@strata/ir-core';
import { AssertOp, BranchOp, CondBranchOp, SwitchOp } from './ops.js';

/** MLIR's `cf` dialect: unstructured control flow between the blocks of a region. */
export class ControlFlowDialect extends Dialect {
  /**
   * The inliner's view of cf ops (MLIR's `ControlFlowInlinerInterface`): all of them may be
   * inlined, and none is a return-like terminator the inliner must rewrite. Shaped like func's
   * `DialectInlinerInterface` (cf does not depend on func).
   */
  readonly inlinerInterface = {
    isLegalToInlineCall: (_call: Operation, _callable: Operation, _wouldBeCloned: boolean) => true,
    isLegalToInlineRegion: (_dest: Region, _source: Region, _wouldBeCloned: boolean) => true,
    isLegalToInlineOp: (_op: Operation, _dest: Region, _wouldBeCloned: boolean) => true,
    handleTerminatorWithBranch: (_op: Operation, _newDest: Block): void => {},
    handleTerminatorWithValues: (_op: Operation, _valuesToReplace: readonly Value[]): void => {},
  };

  constructor(context: MLIRContext) {
    super('cf', context);
    registerOperations(this, [AssertOp, BranchOp, CondBranchOp, SwitchOp]);
  }
}

/** Adds the cf dialect's loader to `registry` (it is built when an input first uses `cf`). */
export function registerCFDialect(registry: DialectRegistry): void {
  registry.insert('cf', (context) => new ControlFlowDialect(context));
}
