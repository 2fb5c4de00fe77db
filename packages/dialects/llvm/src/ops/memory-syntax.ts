/**
 * The hand-written syntax of `llvm.alloca`, `llvm.load` and `llvm.store` (MLIR's parsers and
 * printers, and the declarative formats of the last two):
 *
 *     %a = llvm.alloca inalloca %n x i32 {alignment = 8 : i64} : (i64) -> !llvm.ptr
 *     %v = llvm.load volatile %p atomic syncscope("agent") acquire invariant {alignment = 8 : i64} : !llvm.ptr -> i64
 *     llvm.store %v, %p atomic release {alignment = 8 : i64} : i64, !llvm.ptr
 */
import {
  FunctionType,
  IntegerAttr,
  IntegerEnumAttr,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  type ParsedOperationState,
  StringAttr,
  TypeAttr,
  UnitAttr,
} from '@strata/ir-core';
import { LLVMPointerType } from '../types.js';

/** LLVM's atomic orderings (MLIR's `AtomicOrdering`, an i64 enum). */
export const AtomicOrderingAttr = new IntegerEnumAttr('AtomicOrdering', 64, {
  not_atomic: 0,
  unordered: 1,
  monotonic: 2,
  acquire: 4,
  release: 5,
  acq_rel: 6,
  seq_cst: 7,
});

// ---- llvm.alloca ------------------------------------------------------------------------------

export function parseAllocaOp(parser: OperationParser, state: ParsedOperationState): boolean {
  const context = parser.context;
  if (parser.parseOptionalKeyword('inalloca') !== undefined)
    state.properties.set('inalloca', UnitAttr.get(context));
  const arraySize = parser.parseOperand();
  if (arraySize === null || parser.parseKeyword('x') === null) return false;
  const elementType = parser.parseType();
  if (elementType === null || !parser.parseOptionalAttrDict(state.attributes)) return false;
  if (!parser.parseColon()) return false;
  const typeOffset = parser.getCurrentOffset();
  const type = parser.parseType();
  if (type === null) return false;
  // An alignment of 0 means none, as in LLVM IR.
  const alignment = state.attributes.findIndex(([name]) => name === 'alignment');
  if (alignment >= 0) {
    const value = state.attributes[alignment]![1];
    if (!(value instanceof IntegerAttr))
      return parser.emitCustomError(parser.getNameOffset(), 'expected integer alignment');
    if (value.value === 0n) state.attributes.splice(alignment, 1);
  }
  if (!(type instanceof FunctionType) || type.numInputs !== 1 || type.numResults !== 1) {
    return parser.emitCustomError(
      typeOffset,
      'expected trailing function type with one argument and one result',
    );
  }
  if (!parser.resolveOperand(arraySize, type.inputs[0]!, state.operands)) return false;
  const result = type.results[0]!;
  // MLIR records the element type only for a pointer result; the verifier reports the rest.
  if (result instanceof LLVMPointerType)
    state.properties.set('elem_type', TypeAttr.get(elementType));
  state.resultTypes.push(result);
  return true;
}

const ALLOCA_ELIDED = ['elem_type', 'inalloca'];
const ALLOCA_ELIDED_WITH_ALIGNMENT = ['alignment', ...ALLOCA_ELIDED];

export function printAllocaOp(op: Operation, printer: OpAsmPrinter): void {
  if (op.getAttr('inalloca') !== undefined) printer.write(' inalloca');
  printer.write(' ');
  printer.printOperand(op.getOperand(0));
  printer.write(' x ');
  const elementType = op.getAttr('elem_type');
  if (elementType instanceof TypeAttr) printer.printType(elementType.value);
  const alignment = op.getAttr('alignment');
  const aligned = alignment instanceof IntegerAttr && alignment.value !== 0n;
  printer.printOptionalOpAttrDict(op, aligned ? ALLOCA_ELIDED : ALLOCA_ELIDED_WITH_ALIGNMENT);
  printer.write(' : ');
  printer.printFunctionalType([op.getOperand(0).type], [op.getResult(0).type]);
}

// ---- llvm.load / llvm.store -------------------------------------------------------------------

/** `volatile` if present. */
function parseVolatile(parser: OperationParser, state: ParsedOperationState): void {
  if (parser.parseOptionalKeyword('volatile') !== undefined)
    state.properties.set('volatile_', UnitAttr.get(parser.context));
}

/**
 * `atomic (syncscope("scope"))? ordering` if present; the ordering is `not_atomic` otherwise.
 * An unknown ordering is reported with the words of MLIR's generated enum parser.
 */
function parseAtomic(parser: OperationParser, state: ParsedOperationState): boolean {
  let ordering = 'not_atomic';
  if (parser.parseOptionalKeyword('atomic') !== undefined) {
    if (parser.parseOptionalKeyword('syncscope') !== undefined) {
      if (!parser.parseLParen()) return false;
      const scope = parser.parseString();
      if (scope === null || !parser.parseRParen()) return false;
      state.properties.set('syncscope', StringAttr.get(parser.context, scope));
    }
    const offset = parser.getCurrentOffset();
    const name = parser.parseOptionalKeyword() ?? parser.parseOptionalString();
    if (name === undefined || AtomicOrderingAttr.symbolize(name) === undefined) {
      const cases = Object.keys(AtomicOrderingAttr.cases).join(', ');
      return parser.emitCustomError(
        offset,
        `expected string or keyword containing one of the following enum values for attribute 'ordering' [${cases}]`,
      );
    }
    ordering = name;
  }
  state.properties.set(
    'ordering',
    AtomicOrderingAttr.get(parser.context, ordering as keyof typeof AtomicOrderingAttr.cases),
  );
  return true;
}

/** ` atomic syncscope("x") ordering` for an atomic access; nothing otherwise. */
function printAtomic(op: Operation, printer: OpAsmPrinter): void {
  const ordering = op.getAttr('ordering');
  const name = ordering instanceof IntegerAttr ? AtomicOrderingAttr.stringify(ordering.value) : '';
  if (name === undefined || name === 'not_atomic') return;
  printer.write(' atomic');
  const scope = op.getAttr('syncscope');
  if (scope instanceof StringAttr) {
    printer.write(' syncscope(');
    printer.printAttribute(scope);
    printer.write(')');
  }
  printer.write(` ${name}`);
}

/** The keywords after the address and ordering, with the unit properties they set, in order. */
type AccessFlags = readonly (readonly [keyword: string, property: string])[];
const LOAD_FLAGS: AccessFlags = [
  ['invariant', 'invariant'],
  ['invariant_group', 'invariantGroup'],
];
const STORE_FLAGS: AccessFlags = [['invariant_group', 'invariantGroup']];

function parseAccessFlags(
  parser: OperationParser,
  state: ParsedOperationState,
  flags: AccessFlags,
): void {
  for (const [keyword, property] of flags)
    if (parser.parseOptionalKeyword(keyword) !== undefined)
      state.properties.set(property, UnitAttr.get(parser.context));
}

/** The access's flags and attributes, but those the syntax spells. */
function printAccessFlagsAndAttributes(op: Operation, printer: OpAsmPrinter, flags: AccessFlags) {
  for (const [keyword, property] of flags)
    if (op.getAttr(property) !== undefined) printer.write(` ${keyword}`);
  printer.printOptionalOpAttrDict(op, [
    'volatile_',
    'ordering',
    'syncscope',
    ...flags.map(([, property]) => property),
  ]);
}

export function parseLoadOp(parser: OperationParser, state: ParsedOperationState): boolean {
  parseVolatile(parser, state);
  const address = parser.parseOperand();
  if (address === null || !parseAtomic(parser, state)) return false;
  parseAccessFlags(parser, state, LOAD_FLAGS);
  if (!parser.parseOptionalAttrDict(state.attributes) || !parser.parseColon()) return false;
  const pointerType = parser.parseType();
  if (pointerType === null || !parser.parseArrow()) return false;
  const resultType = parser.parseType();
  if (resultType === null) return false;
  state.resultTypes.push(resultType);
  return parser.resolveOperand(address, pointerType, state.operands);
}

export function printLoadOp(op: Operation, printer: OpAsmPrinter): void {
  if (op.getAttr('volatile_') !== undefined) printer.write(' volatile');
  printer.write(' ');
  printer.printOperand(op.getOperand(0));
  printAtomic(op, printer);
  printAccessFlagsAndAttributes(op, printer, LOAD_FLAGS);
  printer.write(' : ');
  printer.printType(op.getOperand(0).type);
  printer.write(' -> ');
  printer.printType(op.getResult(0).type);
}

export function parseStoreOp(parser: OperationParser, state: ParsedOperationState): boolean {
  parseVolatile(parser, state);
  const value = parser.parseOperand();
  if (value === null || !parser.parseComma()) return false;
  const address = parser.parseOperand();
  if (address === null || !parseAtomic(parser, state)) return false;
  parseAccessFlags(parser, state, STORE_FLAGS);
  if (!parser.parseOptionalAttrDict(state.attributes) || !parser.parseColon()) return false;
  const valueType = parser.parseType();
  if (valueType === null || !parser.parseComma()) return false;
  const pointerType = parser.parseType();
  if (pointerType === null) return false;
  return (
    parser.resolveOperand(value, valueType, state.operands) &&
    parser.resolveOperand(address, pointerType, state.operands)
  );
}

export function printStoreOp(op: Operation, printer: OpAsmPrinter): void {
  if (op.getAttr('volatile_') !== undefined) printer.write(' volatile');
  printer.write(' ');
  printer.printOperands(op.operands);
  printAtomic(op, printer);
  printAccessFlagsAndAttributes(op, printer, STORE_FLAGS);
  printer.write(' : ');
  printer.printType(op.getOperand(0).type);
  printer.write(', ');
  printer.printType(op.getOperand(1).type);
}
