export * from './diagnostics.js';
export * from './uniquer.js';
export * from './float-semantics.js';
export * from './apfloat.js';
export * from './utf8.js';
