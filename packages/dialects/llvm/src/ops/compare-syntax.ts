/**
 * The hand-written syntax of the comparisons (MLIR's `parseCmpOp` and printers):
 *
 *     %1 = llvm.icmp "slt" %a, %b : i32
 *     %2 = llvm.fcmp "olt" %x, %y {fastmathFlags = #llvm.fastmath<nnan>} : vector<4xf32>
 */
import {
  type Attribute,
  type IntegerAttr,
  type IntegerEnumAttr,
  IntegerType,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  type ParsedOperationState,
  StringAttr,
  type Type,
  VectorType,
} from '@strata/ir-core';
import { FastmathFlagsAttr } from '../attributes.js';
import { isCompatibleType } from '../type-constraints.js';

/** i1, or a vector of i1 as long as a vector `type`: what a comparison gives. */
export function i1SameShape(type: Type): Type {
  const i1 = IntegerType.get(type.context, 1);
  return type instanceof VectorType
    ? VectorType.get(type.context, type.shape, i1, type.scalableDims)
    : i1;
}

/**
 * `"pred" %lhs, %rhs {attrs} : type`: the predicate is a string attribute naming an enum case,
 * stored as its i64 value; the result is i1 of the operands' shape.
 */
export function parseCompareOp(
  predicates: IntegerEnumAttr<string>,
  parser: OperationParser,
  state: ParsedOperationState,
): boolean {
  const context = parser.context;
  const predicateOffset = parser.getCurrentOffset();
  const predicate = parser.parseAttribute();
  if (predicate === null) return false;
  if (!(predicate instanceof StringAttr))
    return parser.emitCustomError(predicateOffset, 'invalid kind of attribute specified');
  const operandsOffset = parser.getCurrentOffset();
  const lhs = parser.parseOperand();
  if (lhs === null || !parser.parseComma()) return false;
  const rhs = parser.parseOperand();
  if (rhs === null || !parser.parseOptionalAttrDict(state.attributes) || !parser.parseColon())
    return false;
  const typeOffset = parser.getCurrentOffset();
  const type = parser.parseType();
  if (type === null) return false;
  if (!parser.resolveOperands([lhs, rhs], type, operandsOffset, state.operands)) return false;
  const value = predicates.symbolize(predicate.value);
  if (value === undefined) {
    return parser.emitCustomError(
      predicateOffset,
      `'${predicate.value}' is an incorrect value of the 'predicate' attribute`,
    );
  }
  state.properties.set('predicate', predicates.get(context, predicates.stringify(value)!));
  if (!isCompatibleType(type))
    return parser.emitCustomError(typeOffset, 'expected LLVM dialect-compatible type');
  state.resultTypes.push(i1SameShape(type));
  return true;
}

const PREDICATE = ['predicate'];
const PREDICATE_AND_FLAGS = ['predicate', 'fastmathFlags'];

export function printCompareOp(
  predicates: IntegerEnumAttr<string>,
  op: Operation,
  printer: OpAsmPrinter,
): void {
  const predicate = op.getInherentAttr('predicate') as Attribute as IntegerAttr;
  printer.write(` "${predicates.stringify(predicate.value) ?? ''}" `);
  printer.printOperand(op.getOperand(0));
  printer.write(', ');
  printer.printOperand(op.getOperand(1));
  // fcmp's fast-math flags print only when set, as a default-valued property does.
  const fastmath = op.getInherentAttr('fastmathFlags');
  const unset = fastmath instanceof FastmathFlagsAttr && fastmath.value === FastmathFlagsAttr.none;
  printer.printOptionalOpAttrDict(op, unset ? PREDICATE_AND_FLAGS : PREDICATE);
  printer.write(' : ');
  printer.printType(op.getOperand(0).type);
}
