export * from './printer.js';
export type { CustomPrinter, OpAsmHooks, SetBlockName, SetValueName } from './asm-hooks.js';
