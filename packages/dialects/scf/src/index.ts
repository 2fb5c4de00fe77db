export { SCFDialect, registerSCFDialect } from './dialect.js';
export { ExecuteRegionOp } from './ops/execute-region.js';
export { ForallOp, InParallelOp } from './ops/forall.js';
export { ForOp } from './ops/for.js';
export { IfOp } from './ops/if.js';
export { IndexSwitchOp } from './ops/index-switch.js';
export { ParallelOp, ReduceOp, ReduceReturnOp } from './ops/parallel.js';
export { ConditionOp, YieldOp } from './ops/terminators.js';
export { WhileOp } from './ops/while.js';
export { getStaticTripCount, isUnsignedLoop } from './utils/trip-count.js';
export { promoteIfSingleIteration } from './utils/promote.js';
export {
  annotateUnrolledIteration,
  generateUnrolledLoop,
  type IvRemapFn,
  loopUnrollByFactor,
  loopUnrollFull,
  type UnrollAnnotateFn,
  type UnrolledLoopInfo,
} from './utils/unroll.js';
export {
  type PeeledLoops,
  peelForLoopAndSimplifyBounds,
  peelForLoopFirstIteration,
} from './utils/peel.js';
export { splitLoopAt } from './utils/split.js';
export {
  type OutlinedRegion,
  outlineLoop,
  outlineSingleBlockRegion,
  wrapInExecuteRegion,
} from './utils/outline.js';
export {
  getUsedValuesDefinedAbove,
  isDefinedOutsideRegion,
  replaceAllUsesInRegionWith,
} from './utils/region-values.js';
export {
  coalesceLoops,
  coalescePerfectlyNestedSCFForLoops,
  getPerfectlyNestedLoops,
} from './utils/coalesce.js';
export {
  checkTileable,
  type TiledLoopNest,
  tileLoops,
  tilePerfectlyNested,
  tilePerfectlyNestedByConstants,
} from './utils/tile.js';
export { loopUnrollJamByFactor, replaceWithAdditionalYields } from './utils/unroll-jam.js';
export { forallToForLoop, forallToParallelLoop } from './utils/forall-to-for.js';
