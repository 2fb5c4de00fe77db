import {
  type Attribute,
  DestructurableAccessorOpInterface,
  DestructurableAllocationOpInterface,
  type DestructurableMemorySlot,
  type MemorySlot,
  OpBuilder,
  type OpOperand,
  type Operation,
  PromotableOpInterface,
  SafeMemorySlotAccessOpInterface,
} from '@strata/ir-core';
import { Pass } from '@strata/pass';
import { getForwardSlice } from './forward-slice.js';
import { allocatorsByRegion, runSlotRounds } from './slot-worklist.js';

/** Counters a destructuring run updates (MLIR's `SROAStatistics`). */
export interface SROAStatistics {
  destructuredSlots: number;
  /** Slots of which fewer subelements were used than the slot had. */
  slotsWithMemoryBenefit: number;
  maxSubelementAmount: number;
}

/** What destructuring one slot needs, found without changing the IR. */
interface DestructuringInfo {
  /** The subelements accessed, in the order they were found. */
  readonly usedIndices: Set<Attribute>;
  /** Ops that cannot be rewired but can stop using the slot, with those uses. */
  readonly blockingUses: Map<Operation, Set<OpOperand>>;
  /** Ops that will address a subslot instead. */
  readonly accessors: Operation[];
}

/**
 * Whether and how `slot` can be split (MLIR's `computeDestructuringInfo`): each use is an accessor
 * that can be rewired to the subslots, or an op that can give the use up (and those of its results
 * in turn); values accessors derive from the pointer must be used only in bounds. Null when it
 * cannot, or when the pointer is unused.
 */
function computeDestructuringInfo(slot: DestructurableMemorySlot): DestructuringInfo | null {
  if (slot.ptr.useEmpty()) return null;
  const info: DestructuringInfo = {
    usedIndices: new Set(),
    blockingUses: new Map(),
    accessors: [],
  };
  const scheduleAsBlockingUse = (use: OpOperand) => {
    const uses = info.blockingUses.get(use.owner);
    if (uses === undefined) info.blockingUses.set(use.owner, new Set([use]));
    else uses.add(use);
  };
  const mustBeSafelyUsed: MemorySlot[] = [];
  for (const use of slot.ptr.uses) {
    const accessor = DestructurableAccessorOpInterface.get(use.owner);
    if (accessor?.canRewire(use.owner, slot, info.usedIndices, mustBeSafelyUsed)) {
      info.accessors.push(use.owner);
      continue;
    }
    // Not rewirable: perhaps the op can stop using the slot instead.
    scheduleAsBlockingUse(use);
  }
  const visited = new Set<OpOperand>();
  while (mustBeSafelyUsed.length > 0) {
    const derived = mustBeSafelyUsed.pop()!;
    for (const use of derived.ptr.uses) {
      if (visited.has(use)) continue;
      visited.add(use);
      const safe = SafeMemorySlotAccessOpInterface.get(use.owner);
      if (safe?.ensureOnlySafeAccesses(use.owner, derived, mustBeSafelyUsed)) continue;
      scheduleAsBlockingUse(use);
    }
  }
  for (const user of getForwardSlice(slot.ptr)) {
    const uses = info.blockingUses.get(user);
    if (uses === undefined) continue;
    const promotable = PromotableOpInterface.get(user);
    const newBlockingUses: OpOperand[] = [];
    if (promotable === null || !promotable.canUsesBeRemoved(user, uses, newBlockingUses))
      return null;
    for (const use of newBlockingUses) scheduleAsBlockingUse(use);
  }
  return info;
}

/**
 * Orders `ops` so that each comes after the ops defining its operands, among those given (MLIR's
 * `topologicalSort` of an op set): repeatedly takes, in the given order, the ops none of whose
 * operands is defined by an op still to be taken. Ops caught in a cycle keep their given order.
 */
function sortByDefinitions(ops: readonly Operation[]): Operation[] {
  const pending = new Set(ops);
  const sorted: Operation[] = [];
  while (pending.size > 0) {
    const before = sorted.length;
    for (const op of pending) {
      if (op.operands.some((value) => pending.has(value.getDefiningOp()!))) continue;
      pending.delete(op);
      sorted.push(op);
    }
    if (sorted.length === before) {
      sorted.push(...pending);
      break;
    }
  }
  return sorted;
}

/** Splits `slot` of `allocator` into its used subelements (MLIR's `destructureSlot`). */
function destructureSlot(
  slot: DestructurableMemorySlot,
  allocator: Operation,
  info: DestructuringInfo,
  newAllocators: Operation[],
  statistics: SROAStatistics,
): void {
  const builder = OpBuilder.atBlockBegin(slot.ptr.getParentBlock()!, allocator.context);
  const model = DestructurableAllocationOpInterface.get(allocator)!;
  const subslots = model.destructure(allocator, slot, info.usedIndices, builder, newAllocators);
  if (slot.subelementTypes.size !== info.usedIndices.size) statistics.slotsWithMemoryBenefit++;
  statistics.maxSubelementAmount = Math.max(
    statistics.maxSubelementAmount,
    slot.subelementTypes.size,
  );
  const users = sortByDefinitions([...new Set([...info.blockingUses.keys(), ...info.accessors])]);
  const toErase: Operation[] = [];
  for (let i = users.length - 1; i >= 0; i--) {
    const user = users[i]!;
    builder.setInsertionPointAfter(user);
    const accessor = DestructurableAccessorOpInterface.get(user);
    if (accessor !== null) {
      if (accessor.rewire(user, slot, subslots, builder) === 'delete') toErase.push(user);
      continue;
    }
    const promotable = PromotableOpInterface.get(user)!;
    if (promotable.removeBlockingUses(user, info.blockingUses.get(user)!, builder) === 'delete')
      toErase.push(user);
  }
  for (const op of toErase) op.erase();
  statistics.destructuredSlots++;
  const created = model.handleDestructuringComplete(allocator, slot, builder);
  if (created !== null) newAllocators.push(created);
}

/**
 * Splits as many slots of `allocators` (ops implementing `DestructurableAllocationOpInterface`)
 * as possible into their used subelements, one slot per allocator and round, new allocators
 * included, until a round splits nothing (MLIR's `tryToDestructureMemorySlots`). Returns whether
 * any slot was split. A slot that cannot be split is left as it is.
 */
export function tryToDestructureMemorySlots(
  allocators: readonly Operation[],
  statistics: SROAStatistics = {
    destructuredSlots: 0,
    slotsWithMemoryBenefit: 0,
    maxSubelementAmount: 0,
  },
): boolean {
  return runSlotRounds(allocators, (allocator, created) => {
    const model = DestructurableAllocationOpInterface.get(allocator)!;
    for (const slot of model.getDestructurableSlots(allocator)) {
      const info = computeDestructuringInfo(slot);
      if (info === null) continue;
      destructureSlot(slot, allocator, info, created, statistics);
      return true;
    }
    return false;
  });
}

/**
 * `sroa` (MLIR's `SROA`): splits the slots of every allocation op nested in the op it runs on
 * (ops implementing `DestructurableAllocationOpInterface`, such as `memref.alloca`s of 2 to 16
 * elements accessed at constant indices) into one slot per subelement used.
 */
export class SROAPass extends Pass {
  readonly argument = 'sroa';
  readonly name = 'SROA';
  override readonly description = 'Scalar Replacement of Aggregates';
  private readonly destructured = this.statistic(
    'destructured slots',
    'Total amount of memory slots destructured',
  );
  private readonly withMemoryBenefit = this.statistic(
    'slots with memory benefit',
    'Total amount of memory slots in which the destructured size was smaller than the total size after destructuring',
  );
  private readonly maxSubelements = this.statistic(
    'max subelement number',
    'Maximal number of sub-elements a successfully destructured slot initially had',
  );

  runOnOperation(): void {
    const root = this.getOperation() as Operation;
    const statistics: SROAStatistics = {
      destructuredSlots: 0,
      slotsWithMemoryBenefit: 0,
      maxSubelementAmount: 0,
    };
    let changed = false;
    for (const allocators of allocatorsByRegion(root, DestructurableAllocationOpInterface))
      if (tryToDestructureMemorySlots(allocators, statistics)) changed = true;
    this.destructured.add(statistics.destructuredSlots);
    this.withMemoryBenefit.add(statistics.slotsWithMemoryBenefit);
    this.maxSubelements.value = Math.max(this.maxSubelements.value, statistics.maxSubelementAmount);
    if (!changed) this.markAllAnalysesPreserved();
  }
}
