import type { Location } from '../attributes/location.js';
import type { Type } from '../types/type.js';
import type { Block } from './block.js';
import type { OpOperand } from './operands.js';
import type { Operation } from './operation.js';
import type { Region } from './region.js';
import { iterateUses, type UseListHead } from './use-list.js';

/**
 * An SSA value: either the result of an operation ({@link OpResult}) or an argument of a block
 * ({@link BlockArgument}). Its uses are the {@link OpOperand}s that read it, linked in a list
 * headed here.
 */
export abstract class Value implements UseListHead<OpOperand> {
  // Fields are `declare`d and assigned in the constructors (see Operation): emitted class fields
  // are defined per instance, which costs more for the millions of values of a large module.
  /** Mutable, as MLIR's `Value::setType`: type conversion rewrites it in place. */
  declare type: Type;
  declare firstUse: OpOperand | null;
  /**
   * Scratch slot of the text printer's SSA naming: the name this value prints with, valid while
   * `printNameOwner` is the naming state that set it. A map from values to names cost more than
   * any other step of printing a large module (one lookup per use, scattered over memory).
   */
  declare printName: string;
  declare printNameOwner: object | null;

  constructor(type: Type) {
    this.type = type;
    this.firstUse = null;
    this.printName = '';
    this.printNameOwner = null;
  }

  abstract get location(): Location;

  /** The operation that defines this value, or null for a block argument. */
  abstract getDefiningOp(): Operation | null;

  /** The block that defines this value (the op's block for a result). */
  abstract getParentBlock(): Block | null;

  getParentRegion(): Region | null {
    return this.getParentBlock()?.parent ?? null;
  }

  /** Every use; dropping or redirecting the current use while iterating is allowed. */
  get uses(): Iterable<OpOperand> {
    return { [Symbol.iterator]: () => iterateUses(this.firstUse) };
  }

  /** The operations using this value, once per use (an op using it twice appears twice). */
  *users(): Generator<Operation> {
    for (const use of iterateUses(this.firstUse)) yield use.owner;
  }

  useEmpty(): boolean {
    return this.firstUse === null;
  }

  hasOneUse(): boolean {
    return this.firstUse !== null && this.firstUse.nextUse === null;
  }

  /** Counts the uses (O(uses)). */
  getNumUses(): number {
    let count = 0;
    for (let use = this.firstUse; use !== null; use = use.nextUse) count++;
    return count;
  }

  /** Makes every use read `replacement` instead; O(number of uses). */
  replaceAllUsesWith(replacement: Value): void {
    if (replacement === this) return;
    let use = this.firstUse;
    while (use !== null) {
      const next = use.nextUse;
      use.set(replacement);
      use = next;
    }
  }

  /** Replaces the uses for which `shouldReplace` answers true. */
  replaceUsesWithIf(replacement: Value, shouldReplace: (use: OpOperand) => boolean): void {
    if (replacement === this) return;
    let use = this.firstUse;
    while (use !== null) {
      const next = use.nextUse;
      if (shouldReplace(use)) use.set(replacement);
      use = next;
    }
  }

  /** Replaces every use except those owned by `exceptions` (one op or a set of ops). */
  replaceAllUsesExcept(replacement: Value, exceptions: Operation | ReadonlySet<Operation>): void {
    if (replacement === this) return;
    const isExcepted =
      exceptions instanceof Set
        ? (op: Operation) => exceptions.has(op)
        : (op: Operation) => op === exceptions;
    this.replaceUsesWithIf(replacement, (use) => !isExcepted(use.owner));
  }

  /** Drops every use (the using operands become null). */
  dropAllUses(): void {
    while (this.firstUse !== null) this.firstUse.drop();
  }
}

/** A result of an operation. */
export class OpResult extends Value {
  declare readonly owner: Operation;
  declare readonly resultNumber: number;

  constructor(type: Type, owner: Operation, resultNumber: number) {
    super(type);
    this.owner = owner;
    this.resultNumber = resultNumber;
  }

  get location(): Location {
    return this.owner.location;
  }

  getDefiningOp(): Operation {
    return this.owner;
  }

  getParentBlock(): Block | null {
    return this.owner.parentBlock;
  }
}

/** An argument of a block. Its number changes when earlier arguments are inserted or erased. */
export class BlockArgument extends Value {
  declare readonly owner: Block;
  declare argNumber: number;
  declare location: Location;

  constructor(type: Type, owner: Block, argNumber: number, location: Location) {
    super(type);
    this.owner = owner;
    this.argNumber = argNumber;
    this.location = location;
  }

  getDefiningOp(): null {
    return null;
  }

  getParentBlock(): Block {
    return this.owner;
  }
}
