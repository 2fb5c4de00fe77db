import {
  Dialect,
  type DialectRegistry,
  InlineAnythingInterface,
  type MLIRContext,
  registerOperations,
} from '@strata/ir-core';
import { AssertOp, BranchOp, CondBranchOp, SwitchOp } from './ops.js';

/** MLIR's `cf` dialect: unstructured control flow between the blocks of a region. */
export class ControlFlowDialect extends Dialect {
  /** Every cf op may be inlined; no cf terminator needs rewriting (MLIR's `ControlFlowInlinerInterface`). */
  override readonly inlinerInterface = InlineAnythingInterface;

  constructor(context: MLIRContext) {
    super('cf', context);
    registerOperations(this, [AssertOp, BranchOp, CondBranchOp, SwitchOp]);
  }
}

/** Adds the cf dialect's loader to `registry` (it is built when an input first uses `cf`). */
export function registerCFDialect(registry: DialectRegistry): void {
  registry.insert('cf', (context) => new ControlFlowDialect(context));
}
