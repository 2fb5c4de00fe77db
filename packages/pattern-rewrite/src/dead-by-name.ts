import {
  CoreTraits,
  isNoMemoryEffectModel,
  MemoryEffectOpInterface,
  type Operation,
  type OperationName,
  RecursiveMemoryEffects,
  wouldOpBeTriviallyDead,
} from '@strata/ir-core';

/**
 * What an op's name alone tells of {@link wouldOpBeTriviallyDead}: the rewrite drivers ask it of
 * nearly every op they visit, in every iteration, and for most ops the answer does not depend on
 * the op: pure ops are always dead once unused, terminators, symbols and ops of unknown effects
 * never are. Only the rest ({@link DEAD_ASK}) need their effects listed.
 */
export type DeadByName = typeof DEAD_ASK | typeof DEAD_ALWAYS | typeof DEAD_NEVER;
/** The answer depends on the op's effects (or nested ops): ask {@link wouldOpBeTriviallyDead}. */
export const DEAD_ASK = 0;
/** Trivially dead whenever its results are unused. */
export const DEAD_ALWAYS = 1;
/** Never trivially dead. */
export const DEAD_NEVER = 2;

/** Classifies ops named `name` (see {@link DeadByName}), following `wouldOpBeTriviallyDead`. */
export function deadByName(name: OperationName): DeadByName {
  // Unregistered ops might be terminators.
  if (name.mightHaveTrait(CoreTraits.IsTerminator) || name.hasTrait(CoreTraits.Symbol))
    return DEAD_NEVER;
  if (name.hasTrait(RecursiveMemoryEffects.key)) return DEAD_ASK;
  const model = name.info!.getInterface<unknown>(MemoryEffectOpInterface.key);
  // Unknown effects, and nothing nested is looked at without `RecursiveMemoryEffects`.
  if (model === null) return DEAD_NEVER;
  // `NoMemoryEffect` (and so `Pure`); a model an op declares itself replaces the trait's.
  return isNoMemoryEffectModel(model) ? DEAD_ALWAYS : DEAD_ASK;
}

/** {@link wouldOpBeTriviallyDead} for `op`, whose name was classified as `byName`. */
export function wouldBeTriviallyDead(op: Operation, byName: DeadByName): boolean {
  return byName === DEAD_ASK ? wouldOpBeTriviallyDead(op) : byName === DEAD_ALWAYS;
}
