/**
 * The hand-written syntax of `llvm.mlir.global` (MLIR's `GlobalOp::parse` and `print`):
 *
 *     llvm.mlir.global internal hidden thread_local unnamed_addr constant @g(42 : i32) {attrs} : i32
 *     llvm.mlir.global private @s("abc") {addr_space = 0 : i32}
 *     llvm.mlir.global internal @init() : i32 { ...; llvm.return %v : i32 }
 *
 * The type may be left out for a string global (`!llvm.array<N x i8>`), and then is not printed.
 */
import {
  IntegerType,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  type ParsedOperationState,
  Region,
  StringAttr,
  type Type,
  TypeAttr,
  UnitAttr,
  encodeString,
} from '@strata/ir-core';
import { LinkageAttr } from '../enum-attributes.js';
import { LLVMArrayType } from '../types.js';
import {
  parseLinkage,
  parseUnnamedAddr,
  parseVisibility,
  printUnnamedAddr,
  printVisibility,
} from './global-value.js';

/** Attributes the syntax spells elsewhere than in `{...}`. */
const ELIDED = [
  'sym_name',
  'global_type',
  'constant',
  'value',
  'linkage',
  'unnamed_addr',
  'thread_local_',
  'visibility_',
  'comdat',
];

function parseFlag(
  parser: OperationParser,
  state: ParsedOperationState,
  keyword: string,
  name: string,
) {
  if (parser.parseOptionalKeyword(keyword) !== undefined)
    state.properties.set(name, UnitAttr.get(parser.context));
}

export function parseGlobalOp(parser: OperationParser, state: ParsedOperationState): boolean {
  const context = parser.context;
  parseLinkage(parser, state);
  parseVisibility(parser, state);
  parseFlag(parser, state, 'thread_local', 'thread_local_');
  parseUnnamedAddr(parser, state);
  parseFlag(parser, state, 'constant', 'constant');
  const name = parser.parseSymbolName();
  if (name === null || !parser.parseLParen()) return false;
  state.properties.set('sym_name', StringAttr.get(context, name));
  let value = null;
  if (!parser.parseOptionalRParen()) {
    value = parser.parseAttribute();
    if (value === null || !parser.parseRParen()) return false;
    state.properties.set('value', value);
  }
  if (!parser.parseOptionalAttrDict(state.attributes)) return false;
  const types: Type[] = [];
  if (parser.parseOptionalColon()) {
    const list = parser.parseTypeList();
    if (list === null) return false;
    types.push(...list);
  }
  if (types.length > 1)
    return parser.emitCustomError(parser.getNameOffset(), 'expected zero or one type');
  const initializer = new Region();
  state.regions.push(initializer);
  if (types.length === 0) {
    if (!(value instanceof StringAttr)) {
      return parser.emitCustomError(
        parser.getNameOffset(),
        'type can only be omitted for string globals',
      );
    }
    const bytes = encodeString(value.value).length;
    types.push(LLVMArrayType.get(IntegerType.get(context, 8), bytes));
  } else if (parser.parseOptionalRegion(initializer) === false) {
    return false;
  }
  state.properties.set('global_type', TypeAttr.get(types[0]!));
  return true;
}

export function printGlobalOp(op: Operation, printer: OpAsmPrinter): void {
  const linkage = op.getAttr('linkage');
  printer.write(` ${linkage instanceof LinkageAttr ? linkage.value : 'external'} `);
  printVisibility(printer, op.getAttr('visibility_'));
  if (op.getAttr('thread_local_') !== undefined) printer.write('thread_local ');
  printUnnamedAddr(printer, op.getAttr('unnamed_addr'));
  if (op.getAttr('constant') !== undefined) printer.write('constant ');
  const name = op.getAttr('sym_name');
  printer.printSymbolName(name instanceof StringAttr ? name.value : '');
  printer.write('(');
  const value = op.getAttr('value');
  if (value !== undefined) printer.printAttribute(value);
  printer.write(')');
  printer.printOptionalOpAttrDict(op, ELIDED);
  if (value instanceof StringAttr) return;
  printer.write(' : ');
  const type = op.getAttr('global_type');
  if (type instanceof TypeAttr) printer.printType(type.value);
  const initializer = op.getRegion(0);
  if (!initializer.empty()) {
    printer.write(' ');
    printer.printRegion(initializer, false, true);
  }
}
