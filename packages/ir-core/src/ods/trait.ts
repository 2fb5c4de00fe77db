import type { Operation } from '../ir/operation.js';
import { TraitKey } from '../ir/traits.js';
import type { InterfaceImplementation } from './interface.js';

/** Hooks a trait attaches to every op that declares it. */
export interface TraitHooks {
  /** Runs in `verifyInvariants`, after the declared constraints; reports and answers false on failure. */
  readonly verify?: (op: Operation) => boolean;
  /** Runs after the ops nested in the regions verified (MLIR's `verifyRegionTrait`). */
  readonly verifyRegion?: (op: Operation) => boolean;
  /** Traits that come with this one (`Pure` brings `NoMemoryEffect` and `AlwaysSpeculatable`). */
  readonly implies?: readonly OpTrait[];
  /**
   * Checked before the declared constraints, as MLIR does for its `StructuralOpTrait`s
   * (terminators, single blocks, parents, region arguments): the op's shape comes first.
   */
  readonly structural?: boolean;
  /** Interface models every op with this trait gets (`NoMemoryEffect` implements the effects interface). */
  readonly provides?: readonly InterfaceImplementation<any>[];
}

/**
 * An op trait: an identity ({@link TraitKey}, what `op.hasTrait` asks about) plus verifier hooks.
 * A parametric trait (`HasParent('func.func')`) is one instance per use, all sharing their family's
 * key, with the arguments in `params`.
 */
export class OpTrait<P = undefined> {
  constructor(
    readonly key: TraitKey,
    readonly hooks: TraitHooks = {},
    readonly params: P = undefined as P,
  ) {}

  get name(): string {
    return this.key.name;
  }
}

/** Makes a trait with its own key. */
export function defineTrait(name: string, hooks: TraitHooks = {}): OpTrait {
  return new OpTrait(new TraitKey(name), hooks);
}

/** A trait factory such as `HasParent(...names)`; `.key` identifies every trait it makes. */
export interface ParametricTrait<A extends unknown[], P> {
  (...args: A): OpTrait<P>;
  readonly key: TraitKey;
}

/** Makes a trait factory whose traits share one key and carry `toParams(args)` as parameters. */
export function defineParametricTrait<A extends unknown[], P>(
  name: string,
  toParams: (...args: A) => P,
  hooks: (params: P) => TraitHooks,
): ParametricTrait<A, P> {
  const key = new TraitKey(name);
  const factory = (...args: A): OpTrait<P> => {
    const params = toParams(...args);
    return new OpTrait(key, hooks(params), params);
  };
  return Object.assign(factory, { key });
}

/** Expands implied traits, keeping declaration order and the first occurrence of each key. */
export function flattenTraits(traits: readonly OpTrait<unknown>[]): OpTrait<unknown>[] {
  const seen = new Set<TraitKey>();
  const out: OpTrait<unknown>[] = [];
  const pending: OpTrait<unknown>[] = [...traits].reverse();
  while (pending.length > 0) {
    const trait = pending.pop()!;
    if (seen.has(trait.key)) continue;
    seen.add(trait.key);
    out.push(trait);
    const implied = trait.hooks.implies;
    if (implied) for (let i = implied.length - 1; i >= 0; i--) pending.push(implied[i]!);
  }
  return out;
}
