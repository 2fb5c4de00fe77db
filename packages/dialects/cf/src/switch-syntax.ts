/**
 * `cf.switch`'s syntax and the reading of its cases (MLIR's `custom<SwitchOpCases>`):
 *
 *     cf.switch %flag : i32, [
 *       default: ^bb1(%a : i32),
 *       42: ^bb2,
 *       7: ^bb3(%b, %c : i64, f32)
 *     ]
 *
 * Case values print as unsigned numbers of the flag's width, as MLIR's `getLimitedValue` does.
 */
import {
  type Block,
  DenseArrayAttr,
  DenseIntOrFPElementsAttr,
  IntegerType,
  type MLIRContext,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  type ParsedOperationState,
  type Type,
  type UnresolvedOperand,
  type Value,
  VectorType,
  ParsedIntegerType,
} from '@strata/ir-core';

const OPERAND_SEGMENTS = 'operandSegmentSizes';
const CASE_SEGMENTS = 'case_operand_segments';
const CASE_VALUES = 'case_values';

/** The sizes stored in segment-sizes property `name` (empty when absent). */
function segmentSizes(op: Operation, name: string): readonly number[] {
  const attr = op.properties.get(name);
  return attr instanceof DenseArrayAttr ? attr.asNumbers() : [];
}

/** The operands forwarded to case `index` (0-based, the default excluded). */
export function switchCaseOperands(op: Operation, index: number): Value[] {
  const segments = segmentSizes(op, OPERAND_SEGMENTS);
  const caseSizes = segmentSizes(op, CASE_SEGMENTS);
  let start = 1 + (segments[1] ?? 0);
  for (let i = 0; i < index; i++) start += caseSizes[i] ?? 0;
  return op.operands.slice(start, start + (caseSizes[index] ?? 0));
}

/** The value of case `index` as an unsigned number of the flag's width. */
export function switchCaseValue(op: Operation, index: number): bigint {
  const values = op.properties.get(CASE_VALUES) as DenseIntOrFPElementsAttr;
  return BigInt.asUintN(values.scalarType.getIntOrFloatBitWidth(), values.getScalar(index));
}

/** An `array<i32: ...>` (segment sizes). */
export function denseI32(context: MLIRContext, values: readonly number[]): DenseArrayAttr {
  return DenseArrayAttr.get(IntegerType.get(context, 32), values);
}

/** The `case_values` attribute: a `vector<N x flag type>` of the values. */
export function caseValuesAttr(
  flagType: Type,
  values: readonly bigint[],
): DenseIntOrFPElementsAttr {
  return DenseIntOrFPElementsAttr.get(
    VectorType.get(flagType.context, [values.length], flagType),
    values,
  );
}

/**
 * `(%a, %b : i32, i64)` after a successor, if present. As in MLIR 22, only a case's list may name
 * one result of a multi-result op (`%0#1`); the default's may not.
 */
function parseForwardedOperands(
  parser: OperationParser,
  operands: UnresolvedOperand[],
  types: Type[],
  allowResultNumber: boolean,
): boolean {
  if (!parser.parseOptionalLParen()) return true;
  const parsed = parser.parseOperandList('none', allowResultNumber);
  const parsedTypes = parsed === null ? null : parser.parseColonTypeList();
  if (parsed === null || parsedTypes === null || !parser.parseRParen()) return false;
  operands.push(...parsed);
  types.push(...parsedTypes);
  return true;
}

export function parseSwitchOp(parser: OperationParser, state: ParsedOperationState): boolean {
  const context = parser.context;
  const flag = parser.parseOperand();
  if (flag === null || !parser.parseColon()) return false;
  const flagType = parser.parseTypeOfClass(ParsedIntegerType) as IntegerType | null;
  if (flagType === null) return false;
  if (!parser.parseComma() || !parser.parseLSquare()) return false;
  if (parser.parseKeyword('default') === null || !parser.parseColon()) return false;
  const defaultDestination = parser.parseSuccessor();
  if (defaultDestination === null) return false;
  const defaultOperands: UnresolvedOperand[] = [];
  const defaultTypes: Type[] = [];
  if (!parseForwardedOperands(parser, defaultOperands, defaultTypes, false)) return false;

  const width = flagType.width;
  const values: bigint[] = [];
  const destinations: Block[] = [];
  const caseOperands: UnresolvedOperand[][] = [];
  const caseTypes: Type[][] = [];
  while (parser.parseOptionalComma()) {
    // Case values are read as 64-bit integers, as in MLIR 22, then truncated to the flag's width.
    const value = parser.parseSignedInteger(64);
    if (value === null || !parser.parseColon()) return false;
    const destination = parser.parseSuccessor();
    if (destination === null) return false;
    const operands: UnresolvedOperand[] = [];
    const types: Type[] = [];
    if (!parseForwardedOperands(parser, operands, types, true)) return false;
    values.push(BigInt.asIntN(width, value));
    destinations.push(destination);
    caseOperands.push(operands);
    caseTypes.push(types);
  }
  if (!parser.parseRSquare() || !parser.parseOptionalAttrDict(state.attributes)) return false;

  const offset = parser.getCurrentOffset();
  if (!parser.resolveOperand(flag, flagType, state.operands)) return false;
  if (!parser.resolveOperands(defaultOperands, defaultTypes, offset, state.operands)) return false;
  for (let i = 0; i < caseOperands.length; i++) {
    if (!parser.resolveOperands(caseOperands[i]!, caseTypes[i]!, offset, state.operands))
      return false;
  }
  state.successors.push(defaultDestination, ...destinations);
  const caseTotal = caseOperands.reduce((sum, list) => sum + list.length, 0);
  state.properties.set(OPERAND_SEGMENTS, denseI32(context, [1, defaultOperands.length, caseTotal]));
  state.properties.set(
    CASE_SEGMENTS,
    denseI32(
      context,
      caseOperands.map((list) => list.length),
    ),
  );
  if (values.length > 0) state.properties.set(CASE_VALUES, caseValuesAttr(flagType, values));
  return true;
}

export function printSwitchOp(op: Operation, printer: OpAsmPrinter): void {
  printer.write(' ');
  printer.printOperand(op.getOperand(0));
  printer.write(' : ');
  printer.printType(op.getOperand(0).type);
  printer.write(', [');
  printer.printNewline();
  printer.write('  default: ');
  const segments = segmentSizes(op, OPERAND_SEGMENTS);
  printer.printSuccessorAndUseList(
    op.getSuccessor(0),
    op.operands.slice(1, 1 + (segments[1] ?? 0)),
  );
  const cases = op.numSuccessors - 1;
  for (let i = 0; i < cases; i++) {
    printer.write(',');
    printer.printNewline();
    printer.write(`  ${switchCaseValue(op, i)}: `);
    printer.printSuccessorAndUseList(op.getSuccessor(i + 1), switchCaseOperands(op, i));
  }
  if (cases > 0 || op.properties.has(CASE_VALUES)) printer.printNewline();
  printer.write(']');
  printer.printOptionalAttrDict(op.getAttrs(), [OPERAND_SEGMENTS, CASE_SEGMENTS, CASE_VALUES]);
}
