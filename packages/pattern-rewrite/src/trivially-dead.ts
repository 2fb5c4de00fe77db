import {
  CoreTraits,
  MemoryEffectOpInterface,
  type MemoryEffectInstance,
  type Operation,
  RecursiveMemoryEffects,
} from '@strata/ir-core';

/**
 * Whether `root` has known effects, its own and (through `RecursiveMemoryEffects`) those of its
 * nested ops, that `accept` accepts every one of. Stops at the first rejected effect or op of
 * unknown effects: the drivers ask this of every op they visit, region ops included, and a region
 * op is asked again after each change in its body; collecting every effect of a large body first
 * (as ir-core's `getEffectsRecursively` does) made that quadratic.
 */
function acceptsAllEffects(
  root: Operation,
  accept: (effect: MemoryEffectInstance, root: Operation) => boolean,
): boolean {
  const pending: Operation[] = [root];
  while (pending.length > 0) {
    const op = pending.pop()!;
    const model = MemoryEffectOpInterface.get(op);
    const recursive = op.hasTrait(RecursiveMemoryEffects.key);
    if (model !== null) {
      const effects = model.getEffects(op);
      for (let i = 0; i < effects.length; i++) if (!accept(effects[i]!, root)) return false;
    } else if (!recursive) {
      return false;
    }
    if (!recursive) continue;
    const regions = op.regions;
    for (let r = 0; r < regions.length; r++) {
      for (let block = regions[r]!.firstBlock; block !== null; block = block.nextNode)
        for (let nested = block.firstOp; nested !== null; nested = nested.nextNode)
          pending.push(nested);
    }
  }
  return true;
}

/** Reads are harmless; so is allocating a result of an op inside `root`, which dies with it. */
function isHarmlessWhenUnused(effect: MemoryEffectInstance, root: Operation): boolean {
  if (effect.effect === 'read') return true;
  const definer = effect.effect === 'allocate' ? effect.value?.getDefiningOp() : null;
  return definer !== null && definer !== undefined && root.isAncestor(definer);
}

function rejectsEveryEffect(): boolean {
  return false;
}

/** ir-core's `wouldOpBeTriviallyDead`, with an early exit (see {@link acceptsAllEffects}). */
export function wouldOpBeTriviallyDead(root: Operation): boolean {
  if (root.mightHaveTrait(CoreTraits.IsTerminator) || root.hasTrait(CoreTraits.Symbol))
    return false;
  return acceptsAllEffects(root, isHarmlessWhenUnused);
}

/** ir-core's `isOpTriviallyDead` (unused results, and {@link wouldOpBeTriviallyDead}), with an early exit. */
export function isOpTriviallyDead(op: Operation): boolean {
  return op.useEmpty() && wouldOpBeTriviallyDead(op);
}

/** ir-core's `isMemoryEffectFree` (no effects, nested ones included), with an early exit. */
export function isMemoryEffectFree(op: Operation): boolean {
  return acceptsAllEffects(op, rejectsEveryEffect);
}
