export * from './dialect.js';
export * from './ops.js';
