/**
 * `--transform-dialect-check-uses` (MLIR's `CheckUsesPass`): finds, without running anything,
 * transform values that may be used after an op consumed (freed) them, and warns at each such use
 * with notes at the definition and at the op that consumed the value. Structured control flow
 * only: the ops of a block run in order, and a nested region sees what was freed before its op.
 */
import { type Block, type Operation, OpResult, type Value } from '@strata/ir-core';
import { Pass } from '@strata/pass';
import { TransformMappingResource, transformEffectsOf } from './interfaces.js';

/** Values freed so far in a scope, each with the op (at that scope's level) that freed it. */
type FreedMap = Map<Value, Operation>;

/** The values `op` or an op nested in it frees that are defined outside `op`. */
function valuesFreedBy(op: Operation): Value[] {
  const freed: Value[] = [];
  op.walk((nested) => {
    for (const effect of transformEffectsOf(nested)) {
      const value = effect.value;
      if (
        effect.effect !== 'free' ||
        effect.resource !== TransformMappingResource ||
        value === null
      )
        continue;
      const definer =
        value instanceof OpResult ? value.owner : value.getParentBlock()?.getParentOp();
      if (definer == null || !op.isAncestor(definer) || definer === op) freed.push(value);
    }
  });
  return freed;
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

/** Checks every block under `root`; iterative (an explicit stack of blocks and what they inherit). */
export function checkTransformUses(root: Operation): void {
  const pending: { block: Block; freed: FreedMap }[] = [];
  const pushRegions = (op: Operation, freed: FreedMap) => {
    for (let r = op.numRegions - 1; r >= 0; r--)
      for (const block of [...op.getRegion(r).blocks].reverse())
        pending.push({ block, freed: new Map(freed) });
  };
  pushRegions(root, new Map());
  while (pending.length > 0) {
    const { block, freed } = pending.pop()!;
    // Nested regions are checked after this block (they are pushed last): their warnings do
    // not depend on order, and what they inherit is fixed when they are pushed.
    for (const op of block.operations) {
      op.operands.forEach((value, operandNo) => {
        const freer = freed.get(value);
        if (freer !== undefined) warnUseAfterFree(op, operandNo, value, freer);
      });
      if (op.numRegions > 0) pushRegions(op, freed);
      for (const value of valuesFreedBy(op)) if (!freed.has(value)) freed.set(value, op);
    }
  }
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
