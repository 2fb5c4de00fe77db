import {
  CoreTraits,
  MemoryEffectOpInterface,
  type Operation,
  RecursiveMemoryEffects,
} from '@strata/ir-core';

/**
 * ir-core's `wouldOpBeTriviallyDead`, answered with an early exit: the drivers ask it of every op
 * they visit, region ops included, and a region op is asked again after each change in its body.
 * Collecting every effect of a large body first (as `getEffectsRecursively` does) made that
 * quadratic; here the first effect that keeps the op alive (a write, a free, an allocation of
 * something not defined inside `root`, or an op of unknown effects) ends the search.
 */
export function wouldOpBeTriviallyDead(root: Operation): boolean {
  if (root.mightHaveTrait(CoreTraits.IsTerminator) || root.hasTrait(CoreTraits.Symbol))
    return false;
  const pending: Operation[] = [root];
  while (pending.length > 0) {
    const op = pending.pop()!;
    const model = MemoryEffectOpInterface.get(op);
    const recursive = op.hasTrait(RecursiveMemoryEffects.key);
    if (model !== null) {
      const effects = model.getEffects(op);
      for (let i = 0; i < effects.length; i++) {
        const effect = effects[i]!;
        if (effect.effect === 'read') continue;
        // Allocating a result of an op inside `root` dies with it; nothing else may go.
        const definer = effect.effect === 'allocate' ? effect.value?.getDefiningOp() : null;
        if (definer === null || definer === undefined || !root.isAncestor(definer)) return false;
      }
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

/** Unused results and {@link wouldOpBeTriviallyDead} (ir-core's `isOpTriviallyDead`). */
export function isOpTriviallyDead(op: Operation): boolean {
  return op.useEmpty() && wouldOpBeTriviallyDead(op);
}
