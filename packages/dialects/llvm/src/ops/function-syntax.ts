/**
 * The hand-written syntax of `llvm.func` (MLIR's `LLVMFuncOp::parse` and `print`): the
 * function-op syntax shared through ir-core, with LLVM's keywords before the name and an
 * `!llvm.func` type built from the signature:
 *
 *     llvm.func internal hidden unnamed_addr fastcc @f(%arg0: i32, ...) -> i64 attributes {...} {...}
 */
import {
  addArgAndResultAttrs,
  type Attribute,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  type ParsedOperationState,
  parseFunctionSignatureWithArguments,
  printFunctionAttributes,
  printFunctionSignature,
  Region,
  StringAttr,
  type Type,
  TypeAttr,
} from '@strata/ir-core';
import { CConvAttr, LinkageAttr } from '../enum-attributes.js';
import { isCompatibleType } from '../type-constraints.js';
import {
  parseLinkage,
  parseUnnamedAddr,
  parseVisibility,
  printUnnamedAddr,
  printVisibility,
} from './global-value.js';
import { LLVMFunctionType, LLVMVoidType } from '../types.js';

/** Attributes the keywords and the signature spell, not repeated in `attributes {...}`. */
const ELIDED = [
  'function_type',
  'arg_attrs',
  'res_attrs',
  'linkage',
  'CConv',
  'visibility_',
  'comdat',
  'unnamed_addr',
  'vscale_range',
];

/**
 * MLIR's `buildLLVMFunctionType`: at most one result, LLVM-compatible types, `void` for none;
 * errors are reported at the signature (the symbol name).
 */
function buildFunctionType(
  parser: OperationParser,
  offset: number,
  inputs: readonly Type[],
  results: readonly Type[],
  isVariadic: boolean,
): LLVMFunctionType | null {
  const fail = (message: string) =>
    parser.emitCustomError(offset, `failed to construct function type: ${message}`) || null;
  if (results.length > 1) return fail('expected zero or one function result');
  if (!inputs.every(isCompatibleType)) return fail('expected LLVM type for function arguments');
  const result = results[0] ?? LLVMVoidType.get(parser.context);
  // MLIR streams the type right after the words, without a separator.
  if (!isCompatibleType(result))
    return fail(`expected LLVM type for function results'${result.toString()}'`);
  return LLVMFunctionType.getUnchecked(result, inputs, isVariadic);
}

export function parseLlvmFuncOp(parser: OperationParser, state: ParsedOperationState): boolean {
  const context = parser.context;
  parseLinkage(parser, state);
  parseVisibility(parser, state);
  parseUnnamedAddr(parser, state);
  const cconv = parser.parseOptionalKeyword(CConvAttr.enumeration.cases) ?? 'ccc';
  state.properties.set('CConv', CConvAttr.get(context, cconv));

  const signatureOffset = parser.getCurrentOffset();
  const name = parser.parseSymbolName();
  if (name === null) return false;
  state.properties.set('sym_name', StringAttr.get(context, name));
  const signature = parseFunctionSignatureWithArguments(parser, true);
  if (signature === null) return false;
  const type = buildFunctionType(
    parser,
    signatureOffset,
    signature.args.map((arg) => arg.type!),
    signature.resultTypes,
    signature.isVariadic,
  );
  if (type === null) return false;
  state.properties.set('function_type', TypeAttr.get(type));

  const attributes: [string, Attribute][] = [];
  if (!parser.parseOptionalAttrDictWithKeyword(attributes)) return false;
  state.attributes.push(...attributes);
  addArgAndResultAttrs(
    parser,
    state,
    signature.args.map((arg) => arg.attrs),
    signature.resultAttrs,
  );

  const body = new Region();
  state.regions.push(body);
  return parser.parseOptionalRegion(body, signature.args, false) ?? true;
}

export function printLlvmFuncOp(op: Operation, printer: OpAsmPrinter): void {
  printer.write(' ');
  const linkage = op.getAttr('linkage');
  if (linkage instanceof LinkageAttr && linkage.value !== 'external')
    printer.write(`${linkage.value} `);
  printVisibility(printer, op.getAttr('visibility_'));
  printUnnamedAddr(printer, op.getAttr('unnamed_addr'));
  const cconv = op.getAttr('CConv');
  if (cconv instanceof CConvAttr && cconv.value !== 'ccc') printer.write(`${cconv.value} `);

  const name = op.getAttr('sym_name');
  printer.printSymbolName(name instanceof StringAttr ? name.value : '');
  const type = (op.getAttr('function_type') as TypeAttr).value as LLVMFunctionType;
  printFunctionSignature(op, printer, type.params, type.isVarArg, type.returnTypes);
  printFunctionAttributes(op, printer, ELIDED);
  const body = op.getRegion(0);
  if (!body.empty()) {
    printer.write(' ');
    printer.printRegion(body, false, true);
  }
}
