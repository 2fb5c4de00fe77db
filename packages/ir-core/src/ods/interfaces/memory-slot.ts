/**
 * MLIR's memory-slot interfaces (`MemorySlotInterfaces.td`), which `mem2reg` and `sroa` work
 * through: an allocation op offers slots, the ops using a slot's pointer say whether and how they
 * can stop using it, and the allocation cleans up once they have. The passes never look at the
 * ops themselves, so a dialect makes its allocations promotable or splittable by implementing
 * these on its ops.
 */
import type { Attribute } from '../../attributes/attribute.js';
import type { OpBuilder } from '../../ir/builder.js';
import type { OpOperand } from '../../ir/operands.js';
import type { Operation } from '../../ir/operation.js';
import type { BlockArgument, Value } from '../../ir/value.js';
import type { Type } from '../../types/type.js';
import { OpInterface } from '../interface.js';

/** A location in memory that holds one value of `elemType`, addressed by the pointer `ptr`. */
export interface MemorySlot {
  readonly ptr: Value;
  readonly elemType: Type;
}

/**
 * A slot whose content splits into subelements, each named by an index attribute (uniqued, so
 * usable as a map key) and holding a value of the mapped type.
 */
export interface DestructurableMemorySlot extends MemorySlot {
  readonly subelementTypes: ReadonlyMap<Attribute, Type>;
}

/** What an op asks of the pass once it has stopped using a slot (MLIR's `DeletionKind`). */
export type DeletionKind = 'keep' | 'delete';

/** MLIR's `PromotableAllocationOpInterface`: an op allocating slots that `mem2reg` may promote. */
export interface PromotableAllocationModel {
  /** The slots that may be promoted, each with a pointer the op defines. */
  getPromotableSlots(op: Operation): MemorySlot[];
  /** Builds, at `builder`'s point, the value the slot holds before any store. */
  getDefaultValue(op: Operation, slot: MemorySlot, builder: OpBuilder): Value;
  /** Called for each block argument the promotion adds for `slot`, with `builder` at its block's start. */
  handleBlockArgument(
    op: Operation,
    slot: MemorySlot,
    argument: BlockArgument,
    builder: OpBuilder,
  ): void;
  /**
   * Called once the slot's pointer has no use left; `defaultValue` is the value made by
   * {@link getDefaultValue}, if one was. Returns a new allocation op to consider in turn, or null.
   */
  handlePromotionComplete(
    op: Operation,
    slot: MemorySlot,
    defaultValue: Value | null,
    builder: OpBuilder,
  ): Operation | null;
}

export const PromotableAllocationOpInterface = new OpInterface<PromotableAllocationModel>(
  'PromotableAllocationOpInterface',
);

/** MLIR's `PromotableMemOpInterface`: an op that reads or writes a slot's memory (loads, stores). */
export interface PromotableMemOpModel {
  /** Whether the op reads the slot's content. */
  loadsFrom(op: Operation, slot: MemorySlot): boolean;
  /** Whether the op writes the slot's content. */
  storesTo(op: Operation, slot: MemorySlot): boolean;
  /**
   * For an op that {@link storesTo} the slot: the value the slot holds after it, given the one
   * it held before (`reachingDef`); new ops go at `builder`'s point, just after the op.
   */
  getStored(op: Operation, slot: MemorySlot, builder: OpBuilder, reachingDef: Value): Value;
  /**
   * Whether the op can stop using the slot through `blockingUses` (its operands); uses of its own
   * results that must then go away too are added to `newBlockingUses`.
   */
  canUsesBeRemoved(
    op: Operation,
    slot: MemorySlot,
    blockingUses: ReadonlySet<OpOperand>,
    newBlockingUses: OpOperand[],
  ): boolean;
  /**
   * Stops using the slot through `blockingUses`, given the value the slot holds just before the
   * op (`reachingDefinition`); `builder` is just after the op.
   */
  removeBlockingUses(
    op: Operation,
    slot: MemorySlot,
    blockingUses: ReadonlySet<OpOperand>,
    builder: OpBuilder,
    reachingDefinition: Value,
  ): DeletionKind;
}

export const PromotableMemOpInterface = new OpInterface<PromotableMemOpModel>(
  'PromotableMemOpInterface',
);

/**
 * MLIR's `PromotableOpInterface`: an op that uses a slot's pointer (or a value made from it)
 * without touching its memory, and can stop doing so, typically by erasing itself.
 */
export interface PromotableOpModel {
  canUsesBeRemoved(
    op: Operation,
    blockingUses: ReadonlySet<OpOperand>,
    newBlockingUses: OpOperand[],
  ): boolean;
  removeBlockingUses(
    op: Operation,
    blockingUses: ReadonlySet<OpOperand>,
    builder: OpBuilder,
  ): DeletionKind;
  /** Whether {@link visitReplacedValues} must be called once every store is promoted. Default: no. */
  requiresReplacedValues(op: Operation): boolean;
  /** Receives each promoted store with the value it stored. Default: nothing. */
  visitReplacedValues(
    op: Operation,
    definitions: readonly (readonly [Operation, Value])[],
    builder: OpBuilder,
  ): void;
}

export const PromotableOpInterface = new OpInterface<
  PromotableOpModel,
  'requiresReplacedValues' | 'visitReplacedValues'
>('PromotableOpInterface', {
  defaults: { requiresReplacedValues: () => false, visitReplacedValues: () => {} },
});

/** MLIR's `DestructurableAllocationOpInterface`: an op allocating slots that `sroa` may split. */
export interface DestructurableAllocationModel {
  /** The slots that may be split into their subelements. */
  getDestructurableSlots(op: Operation): DestructurableMemorySlot[];
  /**
   * Makes one slot for each of `usedIndices` (in that order), at `builder`'s point, adding each
   * new allocation op to `newAllocators`; returns the slots by index.
   */
  destructure(
    op: Operation,
    slot: DestructurableMemorySlot,
    usedIndices: ReadonlySet<Attribute>,
    builder: OpBuilder,
    newAllocators: Operation[],
  ): Map<Attribute, MemorySlot>;
  /** Called once the slot's pointer has no use left; returns a new allocation op, or null. */
  handleDestructuringComplete(
    op: Operation,
    slot: DestructurableMemorySlot,
    builder: OpBuilder,
  ): Operation | null;
}

export const DestructurableAllocationOpInterface = new OpInterface<DestructurableAllocationModel>(
  'DestructurableAllocationOpInterface',
);

/** MLIR's `DestructurableAccessorOpInterface`: an op that can address a subslot instead of the slot. */
export interface DestructurableAccessorModel {
  /**
   * Whether the op can be rewired to the subslots; adds the subelement indices it uses to
   * `usedIndices`, and slots it makes from the pointer that must only be used safely to
   * `mustBeSafelyUsed`.
   */
  canRewire(
    op: Operation,
    slot: DestructurableMemorySlot,
    usedIndices: Set<Attribute>,
    mustBeSafelyUsed: MemorySlot[],
  ): boolean;
  /** Makes the op use `subslots` instead of the slot; `builder` is just after the op. */
  rewire(
    op: Operation,
    slot: DestructurableMemorySlot,
    subslots: ReadonlyMap<Attribute, MemorySlot>,
    builder: OpBuilder,
  ): DeletionKind;
}

export const DestructurableAccessorOpInterface = new OpInterface<DestructurableAccessorModel>(
  'DestructurableAccessorOpInterface',
);

/** MLIR's `SafeMemorySlotAccessOpInterface`: an op that accesses a slot only within its bounds. */
export interface SafeMemorySlotAccessModel {
  /** Whether every access of the op to `slot` is in bounds; slots to check further go to `mustBeSafelyUsed`. */
  ensureOnlySafeAccesses(op: Operation, slot: MemorySlot, mustBeSafelyUsed: MemorySlot[]): boolean;
}

export const SafeMemorySlotAccessOpInterface = new OpInterface<SafeMemorySlotAccessModel>(
  'SafeMemorySlotAccessOpInterface',
);
