import {
  type Attribute,
  Commutative,
  CoreTraits,
  type MemoryEffectModel,
  MemoryEffectOpInterface,
  isNoMemoryEffectModel,
  type Operation,
  type OperationName,
  RecursiveMemoryEffects,
} from '@strata/ir-core';
import { isEquivalentTo, ValueNumbering } from './op-equivalence.js';

/** One round of a 32-bit multiplicative hash (murmur3's mixer constants). */
function mix(hash: number, value: number): number {
  let k = Math.imul(value, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, 0x1b873593);
  const h = hash ^ k;
  return (Math.imul((h << 13) | (h >>> 19), 5) + 0xe6546b64) | 0;
}

/** Spreads the bits of one value, for order-independent sums. */
function scramble(value: number): number {
  return mix(0x9747b28c, value);
}

/** The running sum of {@link ScopedOpTable.hashOf} over an op's properties. */
class PropertySum {
  value = 0;
}

/** `Map.forEach` callback of {@link ScopedOpTable.hashOf}. */
function addPropertyHash(this: PropertySum, value: Attribute): void {
  this.value = (this.value + scramble(value.uid)) | 0;
}

/**
 * What CSE asks of every op of one name: found once per name, so that each op costs one map
 * lookup instead of a trait or interface query per question.
 */
export class OpNameFacts {
  /** The name's `MemoryEffectOpInterface` model, or null (effects unknown unless recursive). */
  readonly effects: MemoryEffectModel | null;
  /** Whether {@link effects} is the `NoMemoryEffect` model: the op itself has no effects. */
  readonly hasNoEffects: boolean;
  /** `RecursiveMemoryEffects`: the op's effects are those of its nested ops. */
  readonly recursiveEffects: boolean;
  /** Symbols are never trivially dead. */
  readonly isSymbol: boolean;

  constructor(
    /** Small number hashed instead of the name's string. */
    readonly id: number,
    readonly isTerminator: boolean,
    readonly isCommutative: boolean,
    /** Registered and IsolatedFromAbove, or unregistered (MLIR's `mightHaveTrait`). */
    readonly mayBeIsolated: boolean,
    name: OperationName,
  ) {
    const info = name.info;
    this.effects = info === null ? null : info.getInterface(MemoryEffectOpInterface.key);
    this.hasNoEffects = isNoMemoryEffectModel(this.effects);
    this.recursiveEffects = name.hasTrait(RecursiveMemoryEffects.key);
    this.isSymbol = name.hasTrait(CoreTraits.Symbol);
  }
}

/** The initial number of entries (and of hash slots) of a table. */
const INITIAL_CAPACITY = 1024;

/**
 * The ops known so far in nested scopes, by structural hash (MLIR's `ScopedHashTable` keyed by
 * `OperationEquivalence::computeHash`): leaving a scope forgets what was added in it, and an
 * isolated scope sees nothing of the scopes around it. A lookup finds the most recently added op
 * {@link isEquivalentTo} the one given.
 *
 * The entries form a stack (scopes are left in the reverse order they were entered), chained per
 * hash slot from newest to oldest in typed arrays: adding, finding and forgetting an op allocate
 * nothing, and the newest entry is always at the head of its chain, so forgetting it is one store.
 *
 * The hash is a number computed without building strings: op name, inherent attributes, result
 * types and operand identities. Discardable attributes and regions are left to the equivalence
 * check; ops differing only there share a chain, which stays correct.
 */
export class ScopedOpTable {
  /** Entry i: its op, its hash, and the previous entry of its slot (or -1). */
  private ops: (Operation | null)[] = [];
  private hashes = new Int32Array(INITIAL_CAPACITY);
  private chain = new Int32Array(INITIAL_CAPACITY);
  /** Per slot (hash & mask), its newest entry or -1. */
  private heads = new Int32Array(INITIAL_CAPACITY).fill(-1);
  private mask = INITIAL_CAPACITY - 1;
  private size = 0;
  /** The entry count when each open scope was entered. */
  private readonly marks: number[] = [];
  /** Entries below this index belong to scopes outside the current isolated op: not seen. */
  private floor = 0;
  private readonly numbering = new ValueNumbering();
  private readonly propertySum = new PropertySum();
  private readonly facts = new Map<OperationName, OpNameFacts>();
  /**
   * Whether a graph region was entered in the current isolated scope; set by the walk, saved and
   * reset by {@link enterIsolated}.
   */
  hasGraphRegion = false;

  /** The {@link OpNameFacts} of `op`'s name. */
  factsOf(op: Operation): OpNameFacts {
    const name = op.name;
    let facts = this.facts.get(name);
    if (facts === undefined) {
      facts = new OpNameFacts(
        this.facts.size + 1,
        name.hasTrait(CoreTraits.IsTerminator),
        name.hasTrait(Commutative.key),
        name.mightHaveTrait(CoreTraits.IsIsolatedFromAbove),
        name,
      );
      this.facts.set(name, facts);
    }
    return facts;
  }

  pushScope(): void {
    this.marks.push(this.size);
  }

  popScope(): void {
    const mark = this.marks.pop()!;
    const { ops, hashes, chain, heads, mask } = this;
    let size = this.size;
    while (size > mark) {
      size--;
      heads[hashes[size]! & mask] = chain[size]!;
      ops[size] = null;
    }
    this.size = size;
  }

  /**
   * Starts the scope of an isolated op's regions, which see nothing known so far; returns what
   * {@link leaveIsolated} restores once those regions (and the scopes they opened) are done.
   */
  enterIsolated(): number {
    const saved = this.floor * 2 + (this.hasGraphRegion ? 1 : 0);
    this.floor = this.size;
    this.hasGraphRegion = false;
    return saved;
  }

  leaveIsolated(saved: number): void {
    this.floor = saved >> 1;
    this.hasGraphRegion = (saved & 1) !== 0;
  }

  /** The hash of `op`, whose name's facts are `facts`. */
  hashOf(op: Operation, facts: OpNameFacts): number {
    let hash = mix(0, facts.id);
    if (op.hasProperties()) {
      // Summed, so that the order the properties were set in does not matter. `forEach` with a
      // shared callback: a map iterator allocates a result object per entry until V8 optimizes.
      const sum = this.propertySum;
      sum.value = 0;
      op.properties.forEach(addPropertyHash, sum);
      hash = mix(hash, sum.value);
    }
    const results = op.results;
    for (let i = 0; i < results.length; i++) hash = mix(hash, results[i]!.type.uid);
    const operands = op.getOpOperands();
    const numbering = this.numbering;
    if (operands.length > 1 && facts.isCommutative) {
      // A commutative op's operands are a multiset: combine them in an order-independent way.
      let sum = 0;
      for (let i = 0; i < operands.length; i++)
        sum = (sum + scramble(numbering.numberOf(operands[i]!.get()))) | 0;
      hash = mix(hash, sum);
    } else {
      for (let i = 0; i < operands.length; i++)
        hash = mix(hash, numbering.numberOf(operands[i]!.get()));
    }
    return hash;
  }

  lookup(hash: number, op: Operation): Operation | null {
    const { ops, hashes, chain, floor } = this;
    // Chains run from newer to older entries, so the first one below the floor ends the search.
    for (let i = this.heads[hash & this.mask]!; i >= floor; i = chain[i]!) {
      if (hashes[i] === hash && isEquivalentTo(ops[i]!, op)) return ops[i]!;
    }
    return null;
  }

  insert(hash: number, op: Operation): void {
    const index = this.size;
    if (index === this.hashes.length) this.grow();
    const slot = hash & this.mask;
    this.ops[index] = op;
    this.hashes[index] = hash;
    this.chain[index] = this.heads[slot]!;
    this.heads[slot] = index;
    this.size = index + 1;
  }

  /** Doubles the entry arrays and the slots, and relinks every entry oldest first. */
  private grow(): void {
    const capacity = this.hashes.length * 2;
    const hashes = new Int32Array(capacity);
    hashes.set(this.hashes);
    this.hashes = hashes;
    this.chain = new Int32Array(capacity);
    this.heads = new Int32Array(capacity).fill(-1);
    this.mask = capacity - 1;
    for (let i = 0; i < this.size; i++) {
      const slot = hashes[i]! & this.mask;
      this.chain[i] = this.heads[slot]!;
      this.heads[slot] = i;
    }
  }
}
