/**
 * MLIR's `SequenceOp::verify`: what a `transform.sequence` checks of its body beyond the
 * top-level trait. The interpreter applies each op of the body through `TransformOpInterface`,
 * and a handle may be consumed only once, so a second potential consumer of a block argument or
 * of a result is an error in the script.
 */
import {
  MemoryEffectOpInterface,
  type Diagnostic,
  type Operation,
  type Value,
} from '@strata/ir-core';
import { isHandleConsumed, TransformOpInterface } from '../interfaces.js';
import { verifyTerminatorTypes, YIELD } from './sequence-support.js';

/**
 * Whether `owner` may consume `value`: it declares a `free` of the handle, or declares no effects
 * at all, which MLIR takes as a possible consumption. mlir-opt 22 also counts every
 * `transform.yield` (whose declared effects only read) among the potential consumers of what it
 * yields, so a consumed handle cannot be yielded as well.
 */
function isPotentialConsumer(value: Value, owner: Operation): boolean {
  if (owner.name.identifier === YIELD || MemoryEffectOpInterface.get(owner) === null) return true;
  return isHandleConsumed(value, owner);
}

/**
 * Reports the second use of `value` that may consume it, with notes at both uses; `describe`
 * starts the message (an error at the sequence for its arguments, at the producer for results).
 */
function checkDoubleConsume(
  value: Value,
  describe: (message: string, notes: (d: Diagnostic) => void) => void,
): boolean {
  let first: { owner: Operation; index: number } | null = null;
  for (let use = value.firstUse; use !== null; use = use.nextUse) {
    const owner = use.owner;
    if (!isPotentialConsumer(value, owner)) continue;
    if (first === null) {
      first = { owner, index: use.operandNumber };
      continue;
    }
    const earlier = first;
    describe('has more than one potential consumer', (d) => {
      d.attachNote(`used here as operand #${earlier.index}`, earlier.owner.location);
      d.attachNote(`used here as operand #${use!.operandNumber}`, owner.location);
    });
    return false;
  }
  return true;
}

/** The checks of the body of `op`, a `transform.sequence`, in MLIR's order. */
export function verifySequenceBody(op: Operation): boolean {
  const block = op.getRegion(0).front;
  if (block === null) return true;
  for (const arg of block.arguments) {
    const ok = checkDoubleConsume(arg, (message, notes) =>
      op.emitOpError(`block argument #${arg.argNumber} ${message}`, notes),
    );
    if (!ok) return false;
  }
  for (const child of block.operations) {
    // The interpreter applies every op of the body but the terminator through the interface.
    if (child !== block.back && TransformOpInterface.get(child) === null) {
      op.emitOpError('expected children ops to implement TransformOpInterface', (d) =>
        d.attachNote('op without interface', child.location),
      );
      return false;
    }
    for (const result of child.results) {
      const ok = checkDoubleConsume(result, (message, notes) =>
        child.emitError(`result #${result.resultNumber} ${message}`, notes),
      );
      if (!ok) return false;
    }
  }
  return verifyTerminatorTypes(
    op,
    block,
    'expects the types of the terminator operands to match the types of the result',
  );
}
