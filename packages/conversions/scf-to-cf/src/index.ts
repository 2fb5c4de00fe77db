export { SCFToControlFlowPass } from './pass.js';
export { populateSCFToControlFlowConversionPatterns, SCF_OPS_TO_LOWER } from './populate.js';
export { ExecuteRegionLowering } from './patterns/execute-region-lowering.js';
export { ForLowering } from './patterns/for-lowering.js';
export { ForallLowering } from './patterns/forall-lowering.js';
export { IfLowering } from './patterns/if-lowering.js';
export { IndexSwitchLowering } from './patterns/index-switch-lowering.js';
export { ParallelLowering } from './patterns/parallel-lowering.js';
export { DoWhileLowering, WhileLowering } from './patterns/while-lowering.js';
