export { LlvmDialect, registerLlvmDialect } from './dialect.js';
export { UnreachableOp } from './ops/control-flow.js';
