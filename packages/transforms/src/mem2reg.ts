import {
  type Block,
  type BlockArgument,
  BranchOpInterface,
  DominanceInfo,
  getEditableSuccessorOperands,
  type MemorySlot,
  OpBuilder,
  type OpOperand,
  type Operation,
  PromotableAllocationOpInterface,
  PromotableMemOpInterface,
  type PromotableOpModel,
  PromotableOpInterface,
  type Region,
  RegionKindInterface,
  type Value,
} from '@strata/ir-core';
import { Pass } from '@strata/pass';
import * as z from 'zod/mini';
import { RegionDominatorTree } from './dominance-frontier.js';
import { getForwardSlice } from './forward-slice.js';
import { allocatorsByRegion, runSlotRounds } from './slot-worklist.js';

/** Counters a promotion run adds to (MLIR's `Mem2RegStatistics`). */
export interface Mem2RegStatistics {
  promotedSlots: number;
  newBlockArguments: number;
}

/** What promoting one slot needs, found without changing the IR. */
interface PromotionInfo {
  /** Each op that must stop using the slot (or values made from it), with those uses. */
  readonly blockingUses: Map<Operation, Set<OpOperand>>;
  /** The blocks where stores of different paths meet: each gets a block argument. */
  readonly mergePoints: Set<Block>;
}

/**
 * The dominator trees of the regions promoted in one run, made on first use: promotion adds
 * block arguments and erases ops but leaves every region's blocks and edges as they were.
 */
class DominatorTrees {
  private readonly trees = new Map<Region, RegionDominatorTree>();

  constructor(readonly dominance: DominanceInfo) {}

  of(region: Region): RegionDominatorTree {
    let tree = this.trees.get(region);
    if (tree === undefined)
      this.trees.set(region, (tree = new RegionDominatorTree(region, this.dominance)));
    return tree;
  }
}

/**
 * Which uses must go for `slot` to be promoted, or null when one of them cannot: every direct
 * user must stop using the pointer, and an op that does so by erasing itself may require the same
 * of its own users. Ops reading or writing the slot must be in the pointer's own region, since no
 * op can yet tell how a slot's value flows through its regions; so must the pointer's region
 * not be a graph region.
 */
function computeBlockingUses(slot: MemorySlot): Map<Operation, Set<OpOperand>> | null {
  const region = slot.ptr.getParentRegion()!;
  const parent = region.parentOp;
  const regionKind = parent === null ? null : RegionKindInterface.get(parent);
  if (regionKind?.getRegionKind(parent, region.getRegionNumber()) === 'graph') return null;
  const blockingUses = new Map<Operation, Set<OpOperand>>();
  const addBlockingUse = (use: OpOperand) => {
    const uses = blockingUses.get(use.owner);
    if (uses === undefined) blockingUses.set(use.owner, new Set([use]));
    else uses.add(use);
  };
  for (const use of slot.ptr.uses) addBlockingUse(use);
  // In topological order, so that an op's blocking uses are all known when it is reached.
  for (const user of getForwardSlice(slot.ptr)) {
    const uses = blockingUses.get(user);
    if (uses === undefined) continue;
    const newBlockingUses: OpOperand[] = [];
    const promotable = PromotableOpInterface.get(user);
    if (promotable !== null) {
      if (!promotable.canUsesBeRemoved(user, uses, newBlockingUses)) return null;
    } else {
      const memOp = PromotableMemOpInterface.get(user);
      if (memOp === null || !memOp.canUsesBeRemoved(user, slot, uses, newBlockingUses)) return null;
      if (user.getParentRegion() !== region) return null;
    }
    for (const use of newBlockingUses) addBlockingUse(use);
  }
  return blockingUses;
}

/**
 * The blocks on entry to which the slot's value may still be read: those reading it before
 * writing it, and, back along the edges, the predecessors up to the blocks that write it.
 */
function computeSlotLiveIn(slot: MemorySlot, definingBlocks: ReadonlySet<Block>): Set<Block> {
  const liveIn = new Set<Block>();
  const worklist: Block[] = [];
  const scanned = new Set<Block>();
  for (const use of slot.ptr.uses) {
    const block = use.owner.parentBlock!;
    if (scanned.has(block)) continue;
    scanned.add(block);
    for (const op of block.operations) {
      const memOp = PromotableMemOpInterface.get(op);
      if (memOp === null) continue;
      if (memOp.loadsFrom(op, slot)) {
        worklist.push(block);
        break;
      }
      if (memOp.storesTo(op, slot)) break;
    }
  }
  while (worklist.length > 0) {
    const block = worklist.pop()!;
    if (liveIn.has(block)) continue;
    liveIn.add(block);
    // A writing predecessor is live-in only if it reads first, which the scan above found.
    for (const pred of block.predecessors()) if (!definingBlocks.has(pred)) worklist.push(pred);
  }
  return liveIn;
}

/** The information to promote `slot`, or null when it cannot be promoted. */
function analyzeSlot(slot: MemorySlot, trees: DominatorTrees): PromotionInfo | null {
  const blockingUses = computeBlockingUses(slot);
  if (blockingUses === null) return null;
  const region = slot.ptr.getParentRegion()!;
  let mergePoints = new Set<Block>();
  if (!region.hasOneBlock()) {
    const definingBlocks = new Set<Block>();
    for (const use of slot.ptr.uses) {
      const memOp = PromotableMemOpInterface.get(use.owner);
      if (memOp?.storesTo(use.owner, slot)) definingBlocks.add(use.owner.parentBlock!);
    }
    const liveIn = computeSlotLiveIn(slot, definingBlocks);
    mergePoints = trees.of(region).iteratedFrontier(definingBlocks, liveIn);
  }
  // Every predecessor of a merge point must be able to pass the slot's value along.
  for (const mergePoint of mergePoints) {
    for (let use = mergePoint.firstUse; use !== null; use = use.nextUse) {
      const branch = use.owner;
      if (!BranchOpInterface.isImplementedBy(branch)) return null;
      if (getEditableSuccessorOperands(branch, use.successorIndex) === null) return null;
    }
  }
  return { blockingUses, mergePoints };
}

/** Promotes one slot whose {@link PromotionInfo} says it can be (MLIR's `MemorySlotPromoter`). */
class SlotPromoter {
  private readonly builder: OpBuilder;
  /** Made when first needed: the slot's content before any store. */
  private defaultValue: Value | null = null;
  /** For each memory op with blocking uses, the slot's value just before it (null: none yet). */
  private readonly reachingDefs = new Map<Operation, Value | null>();
  /** For each store, the value the slot holds after it. */
  private readonly storedValues = new Map<Operation, Value>();
  private readonly replacedValues: (readonly [Operation, Value])[] = [];
  private readonly toVisitReplacedValues: Operation[] = [];
  private readonly toErase: Operation[] = [];

  constructor(
    private readonly slot: MemorySlot,
    private readonly allocator: Operation,
    private readonly info: PromotionInfo,
    private readonly trees: DominatorTrees,
    private readonly statistics: Mem2RegStatistics,
  ) {
    this.builder = OpBuilder.before(allocator);
  }

  /** Promotes the slot; returns a new allocation op the allocator made, or null. */
  promote(): Operation | null {
    const region = this.slot.ptr.getParentRegion()!;
    this.computeReachingDefinitions(region);
    this.removeBlockingUses(region);
    for (const op of this.toVisitReplacedValues) {
      this.builder.setInsertionPointAfter(op);
      PromotableOpInterface.get(op)!.visitReplacedValues(op, this.replacedValues, this.builder);
    }
    this.passDefaultToUnvisitedMergePoints();
    for (const op of this.toErase) op.erase();
    this.statistics.promotedSlots++;
    const model = PromotableAllocationOpInterface.get(this.allocator)!;
    return model.handlePromotionComplete(
      this.allocator,
      this.slot,
      this.defaultValue,
      this.builder,
    );
  }

  private getOrCreateDefaultValue(): Value {
    if (this.defaultValue === null) {
      const model = PromotableAllocationOpInterface.get(this.allocator)!;
      this.defaultValue = this.builder.withInsertionGuard(() => {
        this.builder.setInsertionPointToStart(this.slot.ptr.getParentBlock()!);
        return model.getDefaultValue(this.allocator, this.slot, this.builder);
      });
    }
    return this.defaultValue;
  }

  /**
   * Follows the slot's value through `block` from `reachingDef`, recording it at each memory op
   * with blocking uses; returns the value at the end of the block.
   */
  private promoteInBlock(block: Block, reachingDef: Value | null): Value | null {
    for (const op of block.operations) {
      const memOp = PromotableMemOpInterface.get(op);
      if (memOp === null) continue;
      if (this.info.blockingUses.has(op)) this.reachingDefs.set(op, reachingDef);
      if (!memOp.storesTo(op, this.slot)) continue;
      this.builder.setInsertionPointAfter(op);
      // As MLIR: a store with nothing before it gets the default value, needed or not.
      const before = reachingDef ?? this.getOrCreateDefaultValue();
      reachingDef = memOp.getStored(op, this.slot, this.builder, before);
      this.storedValues.set(op, reachingDef);
    }
    return reachingDef;
  }

  /**
   * Walks the dominator tree of `region` from its entry: a block starts with its merge-point
   * argument if it has one, else with the value at the end of its immediate dominator, and passes
   * the value at its end to the merge points it branches to.
   */
  private computeReachingDefinitions(region: Region): void {
    if (region.hasOneBlock()) {
      this.promoteInBlock(region.firstBlock!, null);
      return;
    }
    const tree = this.trees.of(region);
    const stack: [Block, Value | null][] = [[tree.entry, null]];
    while (stack.length > 0) {
      const [block, reachingDef] = stack.pop()!;
      const start = this.info.mergePoints.has(block) ? this.addMergeArgument(block) : reachingDef;
      let end = this.promoteInBlock(block, start);
      const terminator = block.lastOp;
      if (terminator !== null && BranchOpInterface.isImplementedBy(terminator)) {
        for (const successor of terminator.getBlockOperands()) {
          if (!this.info.mergePoints.has(successor.get())) continue;
          end ??= this.getOrCreateDefaultValue();
          getEditableSuccessorOperands(terminator, successor.successorIndex)!.append([end]);
        }
      }
      for (const child of tree.childrenOf(block)) stack.push([child, end]);
    }
  }

  /**
   * Makes each op with blocking uses give them up, last first (in an order where dominators come
   * first), so that a load replaced by a value a later load also got sees that use replaced too.
   */
  private removeBlockingUses(region: Region): void {
    const users = [...this.info.blockingUses.keys()];
    const order = region.hasOneBlock() ? null : this.trees.of(region).order;
    const ancestors = new Map(users.map((user) => [user, region.findAncestorOpInRegion(user)!]));
    users.sort((a, b) => {
      const x = ancestors.get(a)!;
      const y = ancestors.get(b)!;
      if (x.parentBlock !== y.parentBlock)
        return order!.get(x.parentBlock!)! - order!.get(y.parentBlock!)!;
      return x === y ? 0 : x.isBeforeInBlock(y) ? -1 : 1;
    });
    for (let i = users.length - 1; i >= 0; i--) {
      const user = users[i]!;
      const uses = this.info.blockingUses.get(user)!;
      const memOp = PromotableMemOpInterface.get(user);
      if (memOp !== null) {
        // A use not reached by any store (in a block unreachable from the entry) reads the default.
        const reachingDef = this.reachingDefs.get(user) ?? this.getOrCreateDefaultValue();
        this.builder.setInsertionPointAfter(user);
        if (memOp.removeBlockingUses(user, this.slot, uses, this.builder, reachingDef) === 'delete')
          this.toErase.push(user);
        const stored = this.storedValues.get(user);
        if (stored !== undefined) this.replacedValues.push([user, stored]);
        continue;
      }
      const promotable: PromotableOpModel = PromotableOpInterface.get(user)!;
      this.builder.setInsertionPointAfter(user);
      if (promotable.removeBlockingUses(user, uses, this.builder) === 'delete')
        this.toErase.push(user);
      if (promotable.requiresReplacedValues(user)) this.toVisitReplacedValues.push(user);
    }
  }

  private addMergeArgument(block: Block): BlockArgument {
    const argument = block.addArgument(this.slot.elemType, this.slot.ptr.location);
    this.builder.setInsertionPointToStart(block);
    const model = PromotableAllocationOpInterface.get(this.allocator)!;
    model.handleBlockArgument(this.allocator, this.slot, argument, this.builder);
    this.statistics.newBlockArguments++;
    return argument;
  }

  /**
   * Branches the walk did not visit (in blocks unreachable from the entry) pass the default value
   * to the merge points they lead to.
   */
  private passDefaultToUnvisitedMergePoints(): void {
    for (const mergePoint of this.info.mergePoints) {
      for (let use = mergePoint.firstUse; use !== null; use = use.nextUse) {
        const operands = getEditableSuccessorOperands(use.owner, use.successorIndex)!;
        if (operands.size < mergePoint.numArguments)
          operands.append([this.getOrCreateDefaultValue()]);
      }
    }
  }
}

/**
 * Promotes as many slots of `allocators` (ops implementing `PromotableAllocationOpInterface`) as
 * possible to SSA values, one slot per allocator and round, until a round promotes nothing
 * (MLIR's `tryToPromoteMemorySlots`). Returns whether any slot was promoted. A slot that cannot
 * be promoted is left as it is.
 */
export function tryToPromoteMemorySlots(
  allocators: readonly Operation[],
  dominance: DominanceInfo,
  statistics: Mem2RegStatistics = { promotedSlots: 0, newBlockArguments: 0 },
): boolean {
  const trees = new DominatorTrees(dominance);
  return runSlotRounds(allocators, (allocator, created) => {
    const model = PromotableAllocationOpInterface.get(allocator)!;
    for (const slot of model.getPromotableSlots(allocator)) {
      if (slot.ptr.useEmpty()) continue;
      const info = analyzeSlot(slot, trees);
      if (info === null) continue;
      const newAllocator = new SlotPromoter(slot, allocator, info, trees, statistics).promote();
      if (newAllocator !== null) created.push(newAllocator);
      return true;
    }
    return false;
  });
}

const options = z.object({
  'region-simplify': z._default(
    z.boolean().check(z.describe('Perform control flow optimizations to the region tree')),
    true,
  ),
});

/**
 * `mem2reg` (MLIR's `Mem2Reg`): promotes the memory slots of every allocation op nested in the op
 * it runs on (ops implementing `PromotableAllocationOpInterface`, such as single-element
 * `memref.alloca`s) to SSA values, adding block arguments where stores of different paths meet.
 * `region-simplify` is accepted, as MLIR 22's pass declares it, and changes nothing.
 */
export class Mem2RegPass extends Pass<typeof options> {
  readonly argument = 'mem2reg';
  readonly name = 'Mem2Reg';
  override readonly description = 'Promotes memory slots into values.';
  override readonly optionsSchema = options;
  private readonly promoted = this.statistic(
    'promoted slots',
    'Total amount of memory slot promoted',
  );
  private readonly newArguments = this.statistic(
    'new block args',
    'Total amount of new block argument inserted in blocks',
  );

  runOnOperation(): void {
    const root = this.getOperation() as Operation;
    const statistics: Mem2RegStatistics = { promotedSlots: 0, newBlockArguments: 0 };
    const dominance = this.getAnalysis(DominanceInfo);
    let changed = false;
    for (const allocators of allocatorsByRegion(root, PromotableAllocationOpInterface))
      if (tryToPromoteMemorySlots(allocators, dominance, statistics)) changed = true;
    this.promoted.add(statistics.promotedSlots);
    this.newArguments.add(statistics.newBlockArguments);
    if (!changed) this.markAllAnalysesPreserved();
  }
}
