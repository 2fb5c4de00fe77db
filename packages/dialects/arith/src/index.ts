export * from './attributes.js';
export { ArithDialect, registerArithDialect } from './dialect.js';
export * from './ops.js';
