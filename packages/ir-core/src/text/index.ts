export * from './printer.js';
export type { CustomPrinter, OpAsmHooks, SetBlockName, SetValueName } from './asm-hooks.js';
export * from './lexer.js';
export * from './attr-type-parser.js';
export * from './attr-type-printer.js';
export { formatFloatValue } from './float-format.js';
export { parseAffineExpr, parseAffineMapBody, parseIntegerSetBody } from './affine-parser.js';
