export { PoisonAttr } from './attributes.js';
export { PoisonOp, UnreachableOp } from './ops.js';
export { registerUBDialect, UBDialect } from './dialect.js';
