export { PoisonAttr } from './attributes.js';
export { PoisonOp } from './ops.js';
export { registerUBDialect, UBDialect } from './dialect.js';
