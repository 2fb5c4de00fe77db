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
