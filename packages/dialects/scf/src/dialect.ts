import {
  Dialect,
  type DialectRegistry,
  InlineAnythingInterface,
  type MLIRContext,
  registerOperations,
} from '@strata/ir-core';
import { ExecuteRegionOp } from './ops/execute-region.js';
import { ForallOp, InParallelOp } from './ops/forall.js';
import { ForOp } from './ops/for.js';
import { IfOp } from './ops/if.js';
import { IndexSwitchOp } from './ops/index-switch.js';
import { ParallelOp, ReduceOp, ReduceReturnOp } from './ops/parallel.js';
import { ConditionOp, YieldOp } from './ops/terminators.js';
import { WhileOp } from './ops/while.js';

/** MLIR's `scf` dialect: structured control flow, loops and conditionals with regions. */
export class SCFDialect extends Dialect {
  /** Every scf op may be inlined anywhere, as MLIR's scf inliner interface allows. */
  override readonly inlinerInterface = InlineAnythingInterface;

  constructor(context: MLIRContext) {
    super('scf', context);
    registerOperations(this, [
      ConditionOp,
      ExecuteRegionOp,
      ForallOp,
      ForOp,
      IfOp,
      InParallelOp,
      IndexSwitchOp,
      ParallelOp,
      ReduceOp,
      ReduceReturnOp,
      WhileOp,
      YieldOp,
    ]);
  }
}

/** Adds the scf dialect's loader to `registry` (it is built when an input first uses `scf`). */
export function registerSCFDialect(registry: DialectRegistry): void {
  registry.insert('scf', (context) => new SCFDialect(context));
}
