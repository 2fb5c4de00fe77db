export * from './printer.js';
export type { CustomPrinter } from './asm-hooks.js';
export * from './lexer.js';
export * from './attr-type-parser.js';
export * from './attr-type-printer.js';
export { formatFloatValue } from './float-format.js';
export { parseAffineExpr, parseAffineMapBody, parseIntegerSetBody } from './affine-parser.js';
export * from './source-parser.js';
export { OperationParser } from './parser.js';
export type {
  CustomParser,
  OpAsmArgument,
  OperationParserOptions,
  ParsedOperationState,
  UnresolvedOperand,
} from './parser.js';
export { registerCustomDirective } from './custom-directives.js';
export { verifyBranchWeights } from './branch-weights.js';
export type {
  CustomDirective,
  CustomDirectiveSlot,
  CustomDirectiveValue,
} from './custom-directives.js';
export type { DialectAliasProvider } from './asm-aliases.js';
export * from './op-positions.js';
export {
  addArgAndResultAttrs,
  type ParsedCallSignature,
  type ParsedFunctionSignature,
  parseCallSignature,
  parseFunctionOp,
  parseFunctionSignatureWithArguments,
  printCallSignature,
  printFunctionAttributes,
  printFunctionOp,
  printFunctionSignature,
} from './function-syntax.js';
