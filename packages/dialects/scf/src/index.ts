export { SCFDialect, registerSCFDialect } from './dialect.js';
export { type LoopLikeModel, LoopLikeOpInterface } from './loop-like.js';
export { ExecuteRegionOp } from './ops/execute-region.js';
export { ForOp } from './ops/for.js';
export { IfOp } from './ops/if.js';
export { IndexSwitchOp } from './ops/index-switch.js';
export { ParallelOp, ReduceOp, ReduceReturnOp } from './ops/parallel.js';
export { ConditionOp, YieldOp } from './ops/terminators.js';
export { WhileOp } from './ops/while.js';
