/** Pieces of custom syntax shared by transform ops. */
import type { OperationParser, ParsedOperationState, UnresolvedOperand } from '@strata/ir-core';

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
