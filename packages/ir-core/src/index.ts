export * from './context.js';
export * from './support/index.js';
export * from './types/index.js';
export * from './attributes/index.js';
export * from './ir/index.js';
export * from './ods/index.js';
export * from './text/index.js';
export * from './diagnostics/index.js';
export * from './dialects/builtin/index.js';
export * from './verifier.js';
// `SymbolTable` and `SymbolVisibility` are also exported by src/ods (the trait of that name and the
// same visibility type); the explicit export picks the IR model's class (MLIR's `mlir::SymbolTable`)
// so that the name is not ambiguous.
export { SymbolTable, type SymbolVisibility } from './ir/index.js';
