import type { Operation } from '../../ir/operation.js';
import { CoreTraits } from '../../ir/traits.js';
import type { Value } from '../../ir/value.js';
import { OpInterface } from '../interface.js';
import { defineTrait } from '../trait.js';
import { RecursiveMemoryEffects, RecursivelySpeculatable } from '../traits/structure.js';

/** The kinds of memory effect (MLIR's `MemoryEffects::Allocate/Free/Read/Write`). */
export type MemoryEffectKind = 'allocate' | 'free' | 'read' | 'write';

/** Something memory effects act on; `DefaultResource` when nothing more precise is known. */
export class SideEffectResource {
  constructor(readonly name: string) {}
}

export const DefaultResource = new SideEffectResource('<Default>');
export const AutomaticAllocationScopeResource = new SideEffectResource('AutomaticAllocationScope');

/** One effect of an op, optionally on a specific value (operand, result or block argument). */
export interface MemoryEffectInstance {
  readonly effect: MemoryEffectKind;
  readonly value: Value | null;
  readonly resource: SideEffectResource;
}

export function memoryEffect(
  effect: MemoryEffectKind,
  value: Value | null = null,
  resource: SideEffectResource = DefaultResource,
): MemoryEffectInstance {
  return { effect, value, resource };
}

export interface MemoryEffectModel {
  /** Every memory effect the op has (not counting nested ops). */
  getEffects(op: Operation): MemoryEffectInstance[];
}

/** MLIR's `MemoryEffectOpInterface`. */
export const MemoryEffectOpInterface = new OpInterface<MemoryEffectModel>(
  'MemoryEffectOpInterface',
);

/** The model of {@link NoMemoryEffect}: shared by every op with the trait. */
const noMemoryEffectModel = MemoryEffectOpInterface.implement({ getEffects: () => [] });

/** The op has no memory effects (MLIR's `NoMemoryEffect`, i.e. `MemoryEffects<[]>`). */
export const NoMemoryEffect = defineTrait('NoMemoryEffect', {
  provides: [noMemoryEffectModel],
});

/**
 * Whether `model` (an op's {@link MemoryEffectOpInterface} model) is the one {@link NoMemoryEffect}
 * provides: ops with it have no effects whatever their operands, so a per-op-name answer suffices.
 * An op that declares its own model is not recognised, even if that model lists nothing.
 */
export function isNoMemoryEffectModel(model: unknown): boolean {
  return model === noMemoryEffectModel.model;
}

/** MLIR's `Speculation::Speculatability`. */
export type Speculatability = 'not-speculatable' | 'speculatable' | 'recursively-speculatable';

export interface ConditionallySpeculatableModel {
  getSpeculatability(op: Operation): Speculatability;
}

/** MLIR's `ConditionallySpeculatable`: may the op be executed speculatively (hoisted)? */
export const ConditionallySpeculatable = new OpInterface<ConditionallySpeculatableModel>(
  'ConditionallySpeculatable',
);

export const AlwaysSpeculatable = defineTrait('AlwaysSpeculatable', {
  provides: [ConditionallySpeculatable.implement({ getSpeculatability: () => 'speculatable' })],
});

/** No memory effects and always speculatable (MLIR's `Pure`). */
export const Pure = defineTrait('Pure', { implies: [NoMemoryEffect, AlwaysSpeculatable] });

/** Speculatable if its nested ops are, with the effects of its nested ops (MLIR's `RecursivelySpeculatable`). */
export const RecursivelySpeculatableImpl = defineTrait('RecursivelySpeculatableImplTrait', {
  implies: [RecursivelySpeculatable],
  provides: [
    ConditionallySpeculatable.implement({ getSpeculatability: () => 'recursively-speculatable' }),
  ],
});

/**
 * The op's effects including those of nested ops, or null when unknown (an op without the
 * interface and without `RecursiveMemoryEffects`). Iterative over nesting.
 */
export function getEffectsRecursively(root: Operation): MemoryEffectInstance[] | null {
  const effects: MemoryEffectInstance[] = [];
  const pending: Operation[] = [root];
  while (pending.length > 0) {
    const op = pending.pop()!;
    const model = MemoryEffectOpInterface.get(op);
    const recursive = op.hasTrait(RecursiveMemoryEffects.key);
    if (model !== null) effects.push(...model.getEffects(op));
    else if (!recursive) return null;
    if (recursive) {
      for (const region of op.regions)
        for (const block of region) for (const nested of block.operations) pending.push(nested);
    }
  }
  return effects;
}

/**
 * Whether `root` has known effects, its own and (through `RecursiveMemoryEffects`) those of its
 * nested ops, that `accept` accepts every one of. Stops at the first rejected effect or op of
 * unknown effects: the rewrite drivers ask this of every op they visit, region ops included, and
 * again after each change in a region op's body; collecting a large body's effects first made
 * that quadratic.
 */
function acceptsAllEffects(
  root: Operation,
  accept: (effect: MemoryEffectInstance, root: Operation) => boolean,
): boolean {
  // Most ops hold no regions: answer without the traversal state (nothing nested to recurse into).
  if (root.regions.length === 0) {
    const model = MemoryEffectOpInterface.get(root);
    if (model === null) return root.hasTrait(RecursiveMemoryEffects.key);
    const effects = model.getEffects(root);
    for (let i = 0; i < effects.length; i++) if (!accept(effects[i]!, root)) return false;
    return true;
  }
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

function rejectsEveryEffect(): boolean {
  return false;
}

/** Whether the op, including nested ops, has no memory effects (MLIR's `isMemoryEffectFree`). */
export function isMemoryEffectFree(op: Operation): boolean {
  return acceptsAllEffects(op, rejectsEveryEffect);
}

/** Whether the op can be executed speculatively, looking into regions when needed. */
export function isSpeculatable(root: Operation): boolean {
  const pending: Operation[] = [root];
  while (pending.length > 0) {
    const op = pending.pop()!;
    const model = ConditionallySpeculatable.get(op);
    if (model === null) return false;
    const kind = model.getSpeculatability(op);
    if (kind === 'not-speculatable') return false;
    if (kind === 'recursively-speculatable') {
      for (const region of op.regions)
        for (const block of region) for (const nested of block.operations) pending.push(nested);
    }
  }
  return true;
}

/** Memory-effect free and speculatable (MLIR's `isPure`). */
export function isPure(op: Operation): boolean {
  return isMemoryEffectFree(op) && isSpeculatable(op);
}

/**
 * Whether erasing the op (were its results unused) would change nothing: not a terminator or a
 * symbol, and no effects but reads and allocations of its own results, recursively (MLIR's
 * `wouldOpBeTriviallyDead`).
 */
export function wouldOpBeTriviallyDead(root: Operation): boolean {
  if (root.mightHaveTrait(CoreTraits.IsTerminator) || root.hasTrait(CoreTraits.Symbol))
    return false;
  return acceptsAllEffects(root, isHarmlessWhenUnused);
}

/** Reads are harmless; so is allocating a result of an op inside `root`, which dies with it. */
function isHarmlessWhenUnused(effect: MemoryEffectInstance, root: Operation): boolean {
  if (effect.effect === 'read') return true;
  const definer = effect.effect === 'allocate' ? effect.value?.getDefiningOp() : null;
  return definer !== null && definer !== undefined && root.isAncestor(definer);
}

/** Unused results and {@link wouldOpBeTriviallyDead} (MLIR's `isOpTriviallyDead`). */
export function isOpTriviallyDead(op: Operation): boolean {
  return op.useEmpty() && wouldOpBeTriviallyDead(op);
}
