// The modules these tests exercise, imported directly rather than through the package barrel so
// that the type/attribute tests do not depend on unrelated parts of the package.
export * from '../../src/context.js';
export * from '../../src/support/index.js';
export * from '../../src/types/index.js';
export * from '../../src/attributes/index.js';
export * from '../../src/text/lexer.js';
export * from '../../src/text/attr-type-parser.js';
export * from '../../src/text/attr-type-printer.js';
export * from '../../src/text/float-format.js';
