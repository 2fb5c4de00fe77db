/**
 * The syntax of `llvm.getelementptr` (MLIR's declarative format with its `GEPIndices` directive):
 *
 *     %q = llvm.getelementptr inbounds|nuw %p[%i, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f32)>
 *
 * Indices are integer literals (kept in `rawConstantIndices`) or SSA values (the dynamic
 * operands, marked there by {@link DYNAMIC_INDEX}).
 */
import {
  DenseArrayAttr,
  FunctionType,
  IntegerAttr,
  IntegerType,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  type ParsedOperationState,
  TypeAttr,
  type UnresolvedOperand,
  ParsedFunctionType,
} from '@strata/ir-core';

/** The `rawConstantIndices` entry of a dynamic index (MLIR's `kDynamicIndex`, INT32_MIN). */
export const DYNAMIC_INDEX = -2147483648;

/**
 * The `noWrapFlags` bits (MLIR's `GEPNoWrapFlags`); `inbounds` is `inbounds_flag` with `nusw`,
 * and is printed in their place when both are set.
 */
const NO_WRAP_CASES: readonly (readonly [string, number])[] = [
  ['none', 0],
  ['inbounds_flag', 1],
  ['nusw', 2],
  ['nuw', 4],
  ['inbounds', 3],
];
export const INBOUNDS_FLAG = 1;

/** `inbounds|nuw`: the combined `inbounds` case first, then the remaining single bits. */
export function noWrapFlagsText(value: number): string {
  const names: string[] = [];
  let rest = value;
  if ((rest & 3) === 3) {
    names.push('inbounds');
    rest &= ~3;
  }
  for (const [name, bit] of NO_WRAP_CASES.slice(1, 4)) if ((rest & bit) !== 0) names.push(name);
  return names.join('|');
}

/** `flag|flag` before the base pointer, if a keyword is there; the flags are 0 otherwise. */
function parseNoWrapFlags(parser: OperationParser): number | null {
  let value = 0;
  if (parser.tokenKind !== 'bare_identifier') return value;
  do {
    const offset = parser.getCurrentOffset();
    const name = parser.parseOptionalKeyword();
    const bit = NO_WRAP_CASES.find(([caseName]) => caseName === name)?.[1];
    if (bit === undefined) {
      const cases = NO_WRAP_CASES.map(([caseName]) => caseName).join(', ');
      return (
        parser.emitCustomError(
          offset,
          `expected one of [${cases}] for ::mlir::LLVM::GEPNoWrapFlags, got: ${name ?? ''}`,
        ) || null
      );
    }
    value |= bit;
  } while (parser.parseOptionalVerticalBar());
  return value;
}

/** `[3, %i, ...]`: constants go to `constants`, SSA values to `dynamic` (marked in `constants`). */
function parseIndices(
  parser: OperationParser,
  constants: number[],
  dynamic: UnresolvedOperand[],
): boolean {
  // At least one index: the list has no delimiters of its own inside the brackets.
  if (!parser.parseLSquare()) return false;
  const ok = parser.parseCommaSeparatedList('none', () => {
    if (parser.tokenKind === 'integer' || parser.tokenKind === 'minus') {
      const value = parser.parseSignedInteger(32);
      if (value === null) return false;
      constants.push(Number(value));
      return true;
    }
    const operand = parser.parseOperand();
    if (operand === null) return false;
    constants.push(DYNAMIC_INDEX);
    dynamic.push(operand);
    return true;
  });
  return ok && parser.parseRSquare();
}

export function parseGEPOp(parser: OperationParser, state: ParsedOperationState): boolean {
  const context = parser.context;
  const flags = parseNoWrapFlags(parser);
  if (flags === null) return false;
  state.properties.set('noWrapFlags', IntegerAttr.get(IntegerType.get(context, 32), flags));
  const base = parser.parseOperand();
  if (base === null) return false;
  const constants: number[] = [];
  const operands = [base];
  if (!parseIndices(parser, constants, operands)) return false;
  state.properties.set(
    'rawConstantIndices',
    DenseArrayAttr.get(IntegerType.get(context, 32), constants),
  );
  if (!parser.parseOptionalAttrDict(state.attributes) || !parser.parseColon()) return false;
  const typeOffset = parser.getCurrentOffset();
  const type = parser.parseTypeOfClass(ParsedFunctionType) as FunctionType | null;
  if (type === null) return false;
  if (!parser.parseComma()) return false;
  const elementType = parser.parseType();
  if (elementType === null) return false;
  state.properties.set('elem_type', TypeAttr.get(elementType));
  if (type.numInputs !== operands.length) {
    return parser.emitCustomError(
      parser.getNameOffset(),
      `number of operands and types do not match: got ${operands.length} operands and ${type.numInputs} types`,
    );
  }
  state.resultTypes.push(...type.results);
  return parser.resolveOperands(operands, type.inputs, typeOffset, state.operands);
}

const ELIDED = ['noWrapFlags', 'rawConstantIndices', 'elem_type'];

export function printGEPOp(op: Operation, printer: OpAsmPrinter): void {
  const flags = op.getAttr('noWrapFlags');
  const value = flags instanceof IntegerAttr ? Number(flags.value) : 0;
  if (value !== 0) printer.write(` ${noWrapFlagsText(value)}`);
  printer.write(' ');
  printer.printOperand(op.getOperand(0));
  printer.write('[');
  const constants = op.getAttr('rawConstantIndices');
  let dynamic = 1;
  (constants instanceof DenseArrayAttr ? constants.asNumbers() : []).forEach((index, i) => {
    if (i > 0) printer.write(', ');
    if (index !== DYNAMIC_INDEX) printer.write(String(index));
    else if (dynamic < op.numOperands) printer.printOperand(op.getOperand(dynamic++));
  });
  printer.write(']');
  printer.printOptionalOpAttrDict(op, ELIDED);
  printer.write(' : ');
  printer.printFunctionalType(op.getOperandTypes(), op.getResultTypes());
  printer.write(', ');
  const elementType = op.getAttr('elem_type');
  if (elementType instanceof TypeAttr) printer.printType(elementType.value);
}
