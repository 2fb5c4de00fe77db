import {
  type Attribute,
  DominanceInfo,
  getConstantOperandValue,
  isMemoryEffectFree,
  type Operation,
  type Region,
  RegionBranchOpInterface,
  walkOperations,
} from '@strata/ir-core';
import { Pass } from '@strata/pass';

/**
 * Decides whether `op`, defined outside `region` and used only there, may move into it, and
 * moves it (MLIR's `controlFlowSink` callbacks).
 */
export interface SinkCallbacks {
  shouldMoveIntoRegion(op: Operation, region: Region): boolean;
  moveIntoRegion(op: Operation, region: Region): void;
}

/**
 * Whether every user of `op` sits in a block that the entry block of `region` dominates (a user
 * nested in an op of the region counts by its ancestor block in the region).
 */
function allUsersDominatedBy(op: Operation, region: Region, dominance: DominanceInfo): boolean {
  const entry = region.front!;
  for (const result of op.results)
    for (const user of result.users())
      if (!dominance.dominates(entry, user.parentBlock!)) return false;
  return true;
}

/**
 * Sinks into `region` the ops defined outside it whose users all lie in it, starting from the
 * operands of the region's top-level ops. Ops are taken last first from a stack, and a sunk op is
 * pushed so that its own operands' definers can follow it in: a chain of single-use ops moves in
 * whole and keeps its order. Returns how many ops moved.
 */
function sinkIntoRegion(
  region: Region,
  dominance: DominanceInfo,
  callbacks: SinkCallbacks,
): number {
  const stack: Operation[] = [];
  for (const block of region) for (const op of block) stack.push(op);
  let sunk = 0;
  while (stack.length > 0) {
    const user = stack.pop()!;
    for (const operand of user.operands) {
      const op = operand.getDefiningOp();
      if (op === null || op.getParentRegion() === region) continue;
      if (!allUsersDominatedBy(op, region, dominance)) continue;
      if (!callbacks.shouldMoveIntoRegion(op, region)) continue;
      callbacks.moveIntoRegion(op, region);
      sunk++;
      stack.push(op);
    }
  }
  return sunk;
}

/**
 * Sinks ops into each non-empty region of `regions` (MLIR's `controlFlowSink`); `dominance` must
 * describe the IR. Only the ops' positions change, never the blocks, so it stays valid throughout.
 * Returns how many ops moved.
 */
export function controlFlowSink(
  regions: Iterable<Region>,
  dominance: DominanceInfo,
  callbacks: SinkCallbacks,
): number {
  let sunk = 0;
  for (const region of regions)
    if (!region.empty()) sunk += sinkIntoRegion(region, dominance, callbacks);
  return sunk;
}

/**
 * The regions of a `RegionBranchOpInterface` op known to run at most once each time the op runs
 * (MLIR's `getSinglyExecutedRegionsToSink`), asking the op with its constant operands.
 */
export function getSinglyExecutedRegionsToSink(branch: Operation): Region[] {
  const model = RegionBranchOpInterface.get(branch);
  if (model === null) return [];
  const operands: (Attribute | null)[] = branch.operands.map(getConstantOperandValue);
  const bounds = model.getRegionInvocationBounds(branch, operands);
  const regions: Region[] = [];
  branch.regions.forEach((region, index) => {
    const upper = bounds[index]?.upperBound ?? null;
    if (upper !== null && upper <= 1) regions.push(region);
  });
  return regions;
}

/** Side-effect-free ops move to the start of the region's entry block, before all their users. */
const SINK_MEMORY_EFFECT_FREE: SinkCallbacks = {
  shouldMoveIntoRegion: (op) => isMemoryEffectFree(op),
  moveIntoRegion: (op, region) => {
    const entry = region.front!;
    op.moveTo(entry, entry.front);
  },
};

/**
 * `control-flow-sink` (MLIR's `ControlFlowSink`): moves side-effect-free ops used only in the
 * regions of a region branch op that run at most once (scf.if, scf.index_switch) into those
 * regions, so that paths that do not need them do not compute them. Branch ops are visited inner
 * first (post order), so an op can sink through several levels of nesting.
 */
export class ControlFlowSinkPass extends Pass {
  readonly argument = 'control-flow-sink';
  readonly name = 'ControlFlowSink';
  override readonly description = 'Sink operations into conditional blocks';
  private readonly numSunk = this.statistic('num-sunk', 'Number of operations sunk');

  runOnOperation(): void {
    const branches: Operation[] = [];
    walkOperations(
      this.getOperation() as Operation,
      (op) => {
        if (RegionBranchOpInterface.isImplementedBy(op)) branches.push(op);
      },
      'post',
    );
    const dominance = this.getAnalysis(DominanceInfo);
    let sunk = 0;
    for (const branch of branches)
      sunk += controlFlowSink(
        getSinglyExecutedRegionsToSink(branch),
        dominance,
        SINK_MEMORY_EFFECT_FREE,
      );
    this.numSunk.add(sunk);
    if (sunk === 0) this.markAllAnalysesPreserved();
    // Ops moved between existing blocks: the blocks, and so dominance, are unchanged.
    else this.markAnalysesPreserved(DominanceInfo);
  }
}
