/**
 * `--transform-dialect-check-uses` (MLIR's `CheckUsesPass`): finds, without running anything,
 * transform values that may be used after an op consumed (freed) them, and warns at each such use
 * with notes at the definition and at the op that consumed the value.
 */
import type { Block, Operation, Value } from '@strata/ir-core';
import { Pass } from '@strata/pass';
import { TransformMappingResource } from './interfaces.js';
import { computeBodySummaries, effectsWithSummaries } from './ops/sequence-support.js';

/** Every op that frees (consumes) each transform value, in walk order. */
function collectConsumers(root: Operation): Map<Value, Operation[]> {
  const consumers = new Map<Value, Operation[]>();
  const summaries = computeBodySummaries(root);
  root.walk((op) => {
    for (const effect of effectsWithSummaries(op, summaries)) {
      const value = effect.value;
      if (
        effect.effect !== 'free' ||
        effect.resource !== TransformMappingResource ||
        value === null
      )
        continue;
      const list = consumers.get(value);
      if (list === undefined) consumers.set(value, [op]);
      else if (!list.includes(op)) list.push(op);
    }
  });
  return consumers;
}

/**
 * If `user` runs after `consumer` (in the block that holds both, the user's ancestor comes after
 * the consumer's), the consumer's ancestor in that block: the op that frees the value as seen
 * from the use. Null otherwise. O(nesting depth), no recursion.
 */
function freeingOpBefore(user: Operation, consumer: Operation): Operation | null {
  const ancestorIn = new Map<Block, Operation>();
  for (let op: Operation | null = consumer; op !== null; op = op.getParentOp())
    if (op.parentBlock !== null) ancestorIn.set(op.parentBlock, op);
  for (let op: Operation | null = user; op !== null; op = op.getParentOp()) {
    const block = op.parentBlock;
    const freer = block === null ? undefined : ancestorIn.get(block);
    if (freer !== undefined) return freer !== op && freer.isBeforeInBlock(op) ? freer : null;
  }
  return null;
}

function warnUseAfterFree(
  user: Operation,
  operandNo: number,
  value: Value,
  freer: Operation,
): void {
  user.emitWarning(`operand #${operandNo} may be used after free`, (diagnostic) => {
    diagnostic.attachNote('allocated here', value.location);
    diagnostic.attachNote('freed here', freer.location);
  });
}

/**
 * Warns at every use of a transform value that comes after an op consuming it. Structured
 * control flow only: the ops of a block run in order, and a nested region runs within its op.
 */
export function checkTransformUses(root: Operation): void {
  const consumers = collectConsumers(root);
  if (consumers.size === 0) return;
  root.walk(
    (user) => {
      user.operands.forEach((value, operandNo) => {
        for (const consumer of consumers.get(value) ?? []) {
          const freer = freeingOpBefore(user, consumer);
          if (freer === null) continue;
          warnUseAfterFree(user, operandNo, value, freer);
          return;
        }
      });
    },
    { order: 'pre' },
  );
}

export class CheckUsesPass extends Pass {
  readonly argument = 'transform-dialect-check-uses';
  readonly name = 'CheckUsesPass';
  override readonly description = 'warn about potential use-after-free in the transform dialect';

  runOnOperation(): void {
    checkTransformUses(this.getOperation() as Operation);
    this.markAllAnalysesPreserved();
  }
}
