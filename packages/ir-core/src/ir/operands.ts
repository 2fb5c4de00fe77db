import type { Block } from './block.js';
import type { Operation } from './operation.js';
import { IROperand } from './use-list.js';
import type { Value } from './value.js';

/** An operand of an operation: one use of a value, linked in that value's use list. */
export class OpOperand extends IROperand<Value, OpOperand> {
  /** Position among the owner's operands; kept up to date when operands are inserted or erased. */
  declare operandNumber: number;

  constructor(owner: Operation, operandNumber: number, value: Value | null) {
    super(owner);
    this.operandNumber = operandNumber;
    this.link(value);
  }

  /** The value used; null only after {@link drop} (during erasure or in broken IR). */
  get(): Value {
    return this.current as Value;
  }

  set(value: Value): void {
    this.link(value);
  }
}

/** A successor of a terminator: one use of a block, linked in that block's predecessor list. */
export class BlockOperand extends IROperand<Block, BlockOperand> {
  /** Position among the owner's successors. */
  declare successorIndex: number;

  constructor(owner: Operation, successorIndex: number, block: Block | null) {
    super(owner);
    this.successorIndex = successorIndex;
    this.link(block);
  }

  get(): Block {
    return this.current as Block;
  }

  set(block: Block): void {
    this.link(block);
  }
}
