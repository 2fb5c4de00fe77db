/**
 * Where each successor's forwarded operands sit in a branch's operand list, and how to erase one:
 * what the region simplifier of `@strata/pattern-rewrite` needs (its `MutableSuccessorOperands`)
 * to drop dead block arguments, as MLIR's `SuccessorOperands` are mutable ranges.
 */
import type { Operation } from '@strata/ir-core';
import { denseI32, segmentSizes } from './switch-syntax.js';

const OPERAND_SEGMENTS = 'operandSegmentSizes';
const CASE_SEGMENTS = 'case_operand_segments';

/** Adds `delta` to entry `index` of the `array<i32>` property `name`. */
function adjustSegment(op: Operation, name: string, index: number, delta: number): void {
  const sizes = [...segmentSizes(op, name)];
  sizes[index] = (sizes[index] ?? 0) + delta;
  op.setInherentAttr(name, denseI32(op.context, sizes));
}

/** `cf.br`: all operands go to its one successor. */
export const branchOperandRanges = {
  getSuccessorOperandStart: (_op: Operation, _index: number): number => 0,
  eraseSuccessorOperand: (op: Operation, _index: number, position: number): void =>
    op.eraseOperand(position),
};

/** `cf.cond_br`: the condition, then the true and the false operands. */
export const condBranchOperandRanges = {
  getSuccessorOperandStart: (op: Operation, index: number): number =>
    index === 0 ? 1 : 1 + segmentSizes(op, OPERAND_SEGMENTS)[1]!,
  eraseSuccessorOperand(op: Operation, index: number, position: number): void {
    op.eraseOperand(condBranchOperandRanges.getSuccessorOperandStart(op, index) + position);
    adjustSegment(op, OPERAND_SEGMENTS, 1 + index, -1);
  },
};

/** `cf.switch`: the flag, the default operands, then each case's operands. */
export const switchOperandRanges = {
  getSuccessorOperandStart(op: Operation, index: number): number {
    if (index === 0) return 1;
    const caseSizes = segmentSizes(op, CASE_SEGMENTS);
    let start = 1 + segmentSizes(op, OPERAND_SEGMENTS)[1]!;
    for (let i = 0; i < index - 1; i++) start += caseSizes[i]!;
    return start;
  },
  eraseSuccessorOperand(op: Operation, index: number, position: number): void {
    op.eraseOperand(switchOperandRanges.getSuccessorOperandStart(op, index) + position);
    if (index === 0) {
      adjustSegment(op, OPERAND_SEGMENTS, 1, -1);
    } else {
      adjustSegment(op, OPERAND_SEGMENTS, 2, -1);
      adjustSegment(op, CASE_SEGMENTS, index - 1, -1);
    }
  },
};
