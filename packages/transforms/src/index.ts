export { CanonicalizerPass, collectCanonicalizationPatterns } from './canonicalize.js';
export { CSEPass, type CSEResult, eliminateCommonSubexpressions } from './cse.js';
export { isEquivalentTo, operationKey, ValueNumbering } from './op-equivalence.js';
export { eliminateDeadSymbols, SymbolDCEPass } from './symbol-dce.js';
export { runSCCP, SCCPPass } from './sccp.js';
export { ConstantPropagationSolver } from './dataflow/constant-propagation.js';
export { ConstantValue } from './dataflow/states.js';
export {
  LoopInvariantCodeMotionPass,
  moveLoopInvariantCode,
} from './loop-invariant-code-motion.js';
export {
  CallGraph,
  CallGraphEdge,
  type CallGraphEdgeKind,
  CallGraphNode,
  callableRegionOf,
} from './call-graph.js';
export { type CallableOptimizer, type InlinerConfig, InlinerPass, inlineCalls } from './inline.js';
export { inlineCall, type InlineListener, inlinerInterfaceOf } from './inliner.js';
export { CallGraphUseList } from './inliner-uses.js';
export {
  RemoveDeadValuesPass,
  RunLivenessAnalysis,
  removeDeadValues,
} from './remove-dead-values.js';
export { LivenessSolver } from './dataflow/liveness.js';
export {
  ControlFlowSinkPass,
  controlFlowSink,
  getSinglyExecutedRegionsToSink,
  type SinkCallbacks,
} from './control-flow-sink.js';
export {
  countOperations,
  formatOpStats,
  formatOpStatsAsJSON,
  PrintOpStatsPass,
} from './print-op-stats.js';
export { PrintIRPass } from './print-ir.js';
export {
  generateLocationsFromIR,
  LocationSnapshotPass,
  type SnapshotFiles,
} from './location-snapshot.js';
export { sortTopologically, TopologicalSortPass } from './topological-sort.js';
export { type Mem2RegStatistics, Mem2RegPass, tryToPromoteMemorySlots } from './mem2reg.js';
export { type SROAStatistics, SROAPass, tryToDestructureMemorySlots } from './sroa.js';
