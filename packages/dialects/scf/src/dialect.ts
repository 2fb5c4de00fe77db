import {
  attachInterface,
  Dialect,
  type DialectRegistry,
  InlineAnythingInterface,
  LoopLikeOpInterface,
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

/**
 * The loop view of scf.parallel and scf.forall for loop transformations such as LICM (MLIR
 * declares LoopLikeOpInterface on both): their body is the loop region. Their reductions and
 * shared outputs are not described as loop-carried values.
 */
const bodyIsTheLoop = LoopLikeOpInterface.implement({
  getLoopRegions: (op) => [op.getRegion(0)],
  getInits: () => [],
  getRegionIterArgs: () => [],
  getYieldedValues: () => null,
  getLoopResults: () => null,
});

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
    attachInterface(context, ParallelOp, bodyIsTheLoop);
    attachInterface(context, ForallOp, bodyIsTheLoop);
  }
}

/** Adds the scf dialect's loader to `registry` (it is built when an input first uses `scf`). */
export function registerSCFDialect(registry: DialectRegistry): void {
  registry.insert('scf', (context) => new SCFDialect(context));
}
