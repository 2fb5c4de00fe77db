/**
 * `llvm.switch`'s syntax (MLIR's `custom<SwitchOpCases>` after the default destination):
 *
 *     llvm.switch %v : i32, ^bb1(%a : i32) [
 *       7: ^bb2,
 *       -1: ^bb3(%b, %c : i64, f32)
 *     ]
 *
 * Case values are signed numbers of the flag's width, stored as `case_values`, a vector of them.
 */
import {
  type Block,
  DenseArrayAttr,
  DenseIntOrFPElementsAttr,
  IntegerType,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  type ParsedOperationState,
  type Type,
  type UnresolvedOperand,
  VectorType,
} from '@strata/ir-core';

/** The value of case `index` (0-based, the default excluded), sign-extended. */
export function switchCaseValue(op: Operation, index: number): bigint {
  const values = op.getInherentAttr('case_values') as DenseIntOrFPElementsAttr;
  return BigInt.asIntN(values.scalarType.getIntOrFloatBitWidth(), values.getScalar(index));
}

function sizesOf(op: Operation, name: string): readonly number[] {
  const sizes = op.getInherentAttr(name);
  return sizes instanceof DenseArrayAttr ? sizes.asNumbers() : [];
}

/** A successor's operands: nothing, or `(%a, %b : i32, f32)`. */
interface Forwarded {
  readonly operands: UnresolvedOperand[];
  readonly types: Type[];
}

function parseForwarded(parser: OperationParser): Forwarded | null {
  if (!parser.parseOptionalLParen()) return { operands: [], types: [] };
  const operands = parser.parseOperandList('none');
  const types = operands === null ? null : parser.parseColonTypeList();
  if (operands === null || types === null || !parser.parseRParen()) return null;
  return { operands, types };
}

export function parseSwitchOp(parser: OperationParser, state: ParsedOperationState): boolean {
  const context = parser.context;
  const value = parser.parseOperand();
  if (value === null || !parser.parseColon()) return false;
  const type = parser.parseType();
  if (type === null || !parser.parseComma()) return false;
  const defaultDestination = parser.parseSuccessor();
  const defaultForwarded = defaultDestination === null ? null : parseForwarded(parser);
  if (defaultForwarded === null || !parser.parseLSquare()) return false;
  const caseValues: bigint[] = [];
  const destinations: Block[] = [];
  const forwarded: Forwarded[] = [];
  if (!parser.parseOptionalRSquare()) {
    do {
      const caseValue = parser.parseSignedInteger(64);
      if (caseValue === null || !parser.parseColon()) return false;
      const destination = parser.parseSuccessor();
      const caseForwarded = destination === null ? null : parseForwarded(parser);
      if (caseForwarded === null) return false;
      caseValues.push(caseValue);
      destinations.push(destination!);
      forwarded.push(caseForwarded);
    } while (parser.parseOptionalComma());
    if (!parser.parseRSquare()) return false;
  }
  if (!parser.parseOptionalAttrDict(state.attributes)) return false;

  const offset = parser.getCurrentOffset();
  const into = state.operands;
  if (!parser.resolveOperand(value, type, into)) return false;
  for (const { operands, types } of [defaultForwarded, ...forwarded])
    if (!parser.resolveOperands(operands, types, offset, into)) return false;
  state.successors.push(defaultDestination!, ...destinations);
  const i32 = IntegerType.get(context, 32);
  const caseSizes = forwarded.map(({ operands }) => operands.length);
  const caseTotal = caseSizes.reduce((sum, size) => sum + size, 0);
  state.properties.set(
    'operandSegmentSizes',
    DenseArrayAttr.get(i32, [1, defaultForwarded.operands.length, caseTotal]),
  );
  state.properties.set('case_operand_segments', DenseArrayAttr.get(i32, caseSizes));
  if (caseValues.length > 0 && type instanceof IntegerType) {
    const width = type.width;
    state.properties.set(
      'case_values',
      DenseIntOrFPElementsAttr.get(
        VectorType.get(context, [caseValues.length], type),
        caseValues.map((v) => BigInt.asIntN(width, v)),
      ),
    );
  }
  return true;
}

export function printSwitchOp(op: Operation, printer: OpAsmPrinter): void {
  const value = op.getOperand(0);
  printer.write(' ');
  printer.printOperand(value);
  printer.write(' : ');
  printer.printType(value.type);
  printer.write(', ');
  const defaultCount = sizesOf(op, 'operandSegmentSizes')[1] ?? 0;
  printer.printSuccessorAndUseList(op.getSuccessor(0), op.operands.slice(1, 1 + defaultCount));
  printer.write(' [');
  const caseSizes = sizesOf(op, 'case_operand_segments');
  let next = 1 + defaultCount;
  for (let i = 1; i < op.numSuccessors; i++) {
    const size = caseSizes[i - 1] ?? 0;
    printer.write(i === 1 ? '' : ',');
    printer.printNewline();
    printer.write(`  ${switchCaseValue(op, i - 1)}: `);
    printer.printSuccessorAndUseList(op.getSuccessor(i), op.operands.slice(next, next + size));
    next += size;
  }
  printer.printNewline();
  printer.write(']');
  printer.printOptionalOpAttrDict(op, [
    'operandSegmentSizes',
    'case_operand_segments',
    'case_values',
  ]);
}
