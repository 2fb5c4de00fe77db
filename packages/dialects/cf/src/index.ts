export { ControlFlowDialect, registerCFDialect } from './dialect.js';
export { AssertOp, BranchOp, CondBranchOp, SwitchOp } from './ops.js';
export {
  assertPatterns,
  branchPatterns,
  condBranchPatterns,
  switchPatterns,
} from './canonicalize.js';
export { switchCaseOperands, switchCaseValue } from './switch-syntax.js';
