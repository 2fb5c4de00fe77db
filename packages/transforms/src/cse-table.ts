import { Commutative, CoreTraits, type Operation, type OperationName } from '@strata/ir-core';
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

/**
 * What CSE asks of every op of one name: found once per name, so that each op costs one map
 * lookup instead of a trait query per question.
 */
export class OpNameFacts {
  constructor(
    /** Small number hashed instead of the name's string. */
    readonly id: number,
    readonly isTerminator: boolean,
    readonly isCommutative: boolean,
    /** Registered and IsolatedFromAbove, or unregistered (MLIR's `mightHaveTrait`). */
    readonly mayBeIsolated: boolean,
  ) {}
}

/**
 * The ops known so far in nested scopes, by structural hash (MLIR's `ScopedHashTable` keyed by
 * `OperationEquivalence::computeHash`): leaving a scope forgets what was added in it. A lookup
 * finds the most recently added op {@link isEquivalentTo} the one given.
 *
 * The hash is a number computed without building strings: op name, inherent attributes, result
 * types and operand identities. Discardable attributes and regions are left to the equivalence
 * check; ops differing only there share a bucket, which stays correct.
 */
export class ScopedOpTable {
  private readonly buckets = new Map<number, Operation[]>();
  /** The hash of every op added, in order, so that a scope can take its ops back out. */
  private readonly added: number[] = [];
  private readonly marks: number[] = [];
  private readonly numbering: ValueNumbering;
  private readonly facts: Map<OperationName, OpNameFacts>;
  /** Whether a graph region was entered in this table's (isolated) scope; set by the walk. */
  hasGraphRegion = false;

  /** A table; isolated regions get a fresh one sharing the value numbering of the first. */
  constructor(parent: ScopedOpTable | null = null) {
    this.numbering = parent?.numbering ?? new ValueNumbering();
    this.facts = parent?.facts ?? new Map();
  }

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
      );
      this.facts.set(name, facts);
    }
    return facts;
  }

  pushScope(): void {
    this.marks.push(this.added.length);
  }

  popScope(): void {
    const mark = this.marks.pop()!;
    const added = this.added;
    while (added.length > mark) this.buckets.get(added.pop()!)!.pop();
  }

  /** The hash of `op`, whose name's facts are `facts`. */
  hashOf(op: Operation, facts: OpNameFacts): number {
    let hash = mix(0, facts.id);
    if (op.hasProperties()) {
      // Summed, so that the order the properties were set in does not matter.
      let sum = 0;
      for (const value of op.properties.values()) sum = (sum + scramble(value.uid)) | 0;
      hash = mix(hash, sum);
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
    const bucket = this.buckets.get(hash);
    if (bucket === undefined) return null;
    for (let i = bucket.length - 1; i >= 0; i--)
      if (isEquivalentTo(bucket[i]!, op)) return bucket[i]!;
    return null;
  }

  insert(hash: number, op: Operation): void {
    let bucket = this.buckets.get(hash);
    if (bucket === undefined) this.buckets.set(hash, (bucket = []));
    bucket.push(op);
    this.added.push(hash);
  }
}
