export { LlvmDialect, registerLlvmDialect } from './dialect.js';
export * from './attributes.js';
export * from './type-constraints.js';
export * from './ops/arithmetic.js';
export * from './ops/cast.js';
export * from './ops/constant.js';
export * from './ops/control-flow.js';
