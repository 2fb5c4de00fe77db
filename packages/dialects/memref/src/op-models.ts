/** Interface models that several memref ops share. */
import {
  MemoryEffectOpInterface,
  memoryEffect,
  OpAsmOpInterface,
  type Operation,
} from '@strata/ir-core';

/** Names the op's single result `name` in printed IR (`%subview`, `%reshape`, ...). */
export function resultName(name: string) {
  return OpAsmOpInterface.implement({
    getAsmResultNames: (op: Operation, setName) => setName(op.getResult(0), name),
  });
}

/** The op reads and writes the buffer in operand `index` (the atomic read-modify-writes). */
export function readsAndWrites(index: number) {
  return MemoryEffectOpInterface.implement({
    getEffects: (op) => [
      memoryEffect('read', op.getOperand(index)),
      memoryEffect('write', op.getOperand(index)),
    ],
  });
}
