export * from './diagnostics.js';
export * from './uniquer.js';
