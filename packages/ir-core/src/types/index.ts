export * from './type.js';
export * from './builtin-types.js';
export * from './dynamic-size.js';
export * from './shaped-types.js';
export * from './dialect-types.js';
