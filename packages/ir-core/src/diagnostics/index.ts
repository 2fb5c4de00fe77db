export * from './expected-diagnostics.js';
export * from './handlers.js';
export * from './source-mgr.js';
export * from './split-input.js';
