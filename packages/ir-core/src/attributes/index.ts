export * from './attribute.js';
export * from './builtin-attributes.js';
export * from './dialect-attributes.js';
export * from './location.js';
export * from './affine-expr.js';
export * from './affine-map.js';
export * from './affine-attributes.js';
export * from './elements-attributes.js';
