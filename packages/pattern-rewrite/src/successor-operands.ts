import { BranchOpInterface, type BranchModel, type Operation, type Value } from '@strata/ir-core';

/**
 * What region simplification needs to remove a dead block argument: where a successor's forwarded
 * operands start among the branch op's operands, and a way to erase one. ir-core's
 * `BranchOpInterface` does not offer these yet, so branch models may add them; without them, the
 * arguments of that branch's successors are kept.
 */
export interface MutableSuccessorOperands {
  /** Index of the first op operand forwarded to successor `index` (they are contiguous). */
  getSuccessorOperandStart(op: Operation, index: number): number;
  /** Erases the `position`-th forwarded operand of successor `index`. */
  eraseSuccessorOperand(op: Operation, index: number, position: number): void;
}

export type EditableBranch = BranchModel & MutableSuccessorOperands;

export function editableBranch(op: Operation): EditableBranch | null {
  const model = BranchOpInterface.get(op) as
    (BranchModel & Partial<MutableSuccessorOperands>) | null;
  if (
    model === null ||
    typeof model.eraseSuccessorOperand !== 'function' ||
    typeof model.getSuccessorOperandStart !== 'function'
  ) {
    return null;
  }
  return model as EditableBranch;
}

/** What merging blocks needs of a branch, besides erasing operands: appending them. */
export interface AppendableSuccessorOperands {
  /** Appends `values` to the operands forwarded to successor `index`. */
  appendSuccessorOperands(op: Operation, index: number, values: readonly Value[]): void;
}
