/**
 * The syntax of `llvm.extractvalue` and `llvm.insertvalue` (MLIR's declarative formats with the
 * `InsertExtractValueElementType` directive, which infers the element type from the position):
 *
 *     %v = llvm.extractvalue %s[1, 0] : !llvm.struct<(i32, array<2 x f32>)>
 *     %t = llvm.insertvalue %v, %s[1, 0] : !llvm.struct<(i32, array<2 x f32>)>
 *
 * As mlir-opt, the printer ends the op with a space where the directive prints nothing.
 */
import {
  DenseArrayAttr,
  IntegerType,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  type ParsedOperationState,
  type Type,
  type UnresolvedOperand,
} from '@strata/ir-core';
import { isCompatibleType } from '../type-constraints.js';
import { LLVMArrayType, LLVMStructType } from '../types.js';

/**
 * The type at `position` inside `container`, or the reason there is none (MLIR's
 * `getInsertExtractValueElementType`).
 */
export function elementTypeAt(
  container: Type,
  position: readonly bigint[],
): { type: Type } | { error: string } {
  if (!isCompatibleType(container))
    return { error: `expected LLVM IR Dialect type, got '${container.toString()}'` };
  let type = container;
  for (const index of position) {
    let count: bigint;
    let next: (index: number) => Type;
    if (type instanceof LLVMArrayType) {
      count = type.numElements;
      const element = type.elementType;
      next = () => element;
    } else if (type instanceof LLVMStructType) {
      const body = type.body;
      count = BigInt(body.length);
      next = (i) => body[i]!;
    } else {
      return { error: `expected LLVM IR structure/array type, got: '${type.toString()}'` };
    }
    if (index < 0n || index >= count) return { error: `position out of bounds: ${index}` };
    type = next(Number(index));
  }
  return { type };
}

/** `[1, 2]`: the position, as the `position` property (`array<i64: ...>`). */
function parsePosition(parser: OperationParser, state: ParsedOperationState): bigint[] | null {
  const position: bigint[] = [];
  if (!parser.parseLSquare()) return null;
  if (!parser.parseOptionalRSquare()) {
    const ok = parser.parseCommaSeparatedList('none', () => {
      const value = parser.parseSignedInteger(64);
      if (value !== null) position.push(value);
      return value !== null;
    });
    if (!ok) {
      // MLIR's array parser adds this to the element's error.
      parser.emitFollowUpError("expected ']'", parser.wrongTokenOffset());
      return null;
    }
    if (!parser.parseRSquare()) return null;
  }
  state.properties.set(
    'position',
    DenseArrayAttr.get(IntegerType.get(parser.context, 64), position),
  );
  return position;
}

/**
 * `%container[position] {attrs} : T`, then the element type at the position, reported where
 * the parse stopped when there is none. Returns the container type and that element type.
 */
function parseContainer(
  parser: OperationParser,
  state: ParsedOperationState,
  container: UnresolvedOperand,
): { containerType: Type; elementType: Type } | null {
  const position = parsePosition(parser, state);
  if (position === null || !parser.parseOptionalAttrDict(state.attributes)) return null;
  if (!parser.parseColon()) return null;
  const containerType = parser.parseType();
  if (containerType === null) return null;
  const element = elementTypeAt(containerType, position);
  if ('error' in element)
    return parser.emitCustomError(parser.getCurrentOffset(), element.error) || null;
  if (!parser.resolveOperand(container, containerType, state.operands)) return null;
  return { containerType, elementType: element.type };
}

export function parseExtractValueOp(parser: OperationParser, state: ParsedOperationState): boolean {
  const container = parser.parseOperand();
  if (container === null) return false;
  const types = parseContainer(parser, state, container);
  if (types === null) return false;
  state.resultTypes.push(types.elementType);
  return true;
}

export function parseInsertValueOp(parser: OperationParser, state: ParsedOperationState): boolean {
  const value = parser.parseOperand();
  if (value === null || !parser.parseComma()) return false;
  const container = parser.parseOperand();
  if (container === null) return false;
  const types = parseContainer(parser, state, container);
  if (types === null) return false;
  state.resultTypes.push(types.containerType);
  return parser.resolveOperand(value, types.elementType, state.operands);
}

const POSITION = ['position'];

/** `%container[position] {attrs} : T ` (the trailing space is mlir-opt's). */
function printContainer(op: Operation, printer: OpAsmPrinter, container: number): void {
  printer.printOperand(op.getOperand(container));
  const position = op.getAttr('position');
  const indices = position instanceof DenseArrayAttr ? position.values : [];
  printer.write(`[${indices.join(', ')}]`);
  printer.printOptionalOpAttrDict(op, POSITION);
  printer.write(' : ');
  printer.printType(op.getOperand(container).type);
  printer.write(' ');
}

export function printExtractValueOp(op: Operation, printer: OpAsmPrinter): void {
  printer.write(' ');
  printContainer(op, printer, 0);
}

export function printInsertValueOp(op: Operation, printer: OpAsmPrinter): void {
  printer.write(' ');
  printer.printOperand(op.getOperand(1));
  printer.write(', ');
  printContainer(op, printer, 0);
}
