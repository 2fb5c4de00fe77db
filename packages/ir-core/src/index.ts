export * from './context.js';
export * from './support/index.js';
export * from './types/index.js';
export * from './attributes/index.js';
export * from './ir/index.js';
export * from './ods/index.js';
export * from './text/index.js';
export * from './diagnostics/index.js';
