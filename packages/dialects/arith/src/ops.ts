/** Every arith op class (the definitions live in ops/). */
export * from './ops/arithmetic.js';
export * from './ops/cast.js';
export * from './ops/compare.js';
