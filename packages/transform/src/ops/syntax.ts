/** Pieces of custom syntax shared by transform ops. */
import type {
  OperationParser,
  ParsedOperationState,
  Type,
  TypeConstraint,
  UnresolvedOperand,
} from '@strata/ir-core';

/**
 * `attr-dict : (T) -> R` after the one operand of an op with one result: resolves the operand
 * with type T and records the result type R.
 */
export function parseUnaryFunctionalType(
  parser: OperationParser,
  operand: UnresolvedOperand,
  state: ParsedOperationState,
): boolean {
  if (!parser.parseOptionalAttrDict(state.attributes) || !parser.parseColon()) return false;
  if (!parser.parseLParen()) return false;
  const input = parser.parseType();
  if (input === null || !parser.parseRParen() || !parser.parseArrow()) return false;
  const result = parser.parseType();
  if (result === null) return false;
  state.resultTypes.push(result);
  return parser.resolveOperand(operand, input, state.operands);
}

/**
 * A type written where an ODS type constraint is an interface: MLIR's generated parser rejects
 * any other type at the type itself ("invalid kind of type specified").
 */
export function parseConstrainedType(
  parser: OperationParser,
  constraint: TypeConstraint,
): Type | null {
  const offset = parser.getCurrentOffset();
  const type = parser.parseType();
  if (type === null) return null;
  if (!constraint.isSatisfiedBy(type))
    return parser.emitCustomError(offset, 'invalid kind of type specified') || null;
  return type;
}
