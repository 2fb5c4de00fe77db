import type { Block, Operation, Region, Value } from '@strata/ir-core';
import { mergeIdenticalBlocks } from './merge-blocks.js';
import { runRegionDCE } from './region-dce.js';
import { postOrderBlocks, visitNestedRegions } from './region-traversal.js';
import type { PatternRewriter } from './rewriter.js';
import { editableBranch, type EditableBranch } from './successor-operands.js';

/**
 * Erases the blocks no path from their region's entry reaches, in `regions` and every region
 * nested in them (MLIR's `eraseUnreachableBlocks`). Answers whether it erased any.
 */
export function eraseUnreachableBlocks(
  rewriter: PatternRewriter,
  regions: readonly Region[],
): boolean {
  return visitNestedRegions(regions, (region) => {
    const entry = region.firstBlock;
    if (entry === null || entry.nextNode === null) return false;
    const reachable = new Set(postOrderBlocks(region, false));
    let erased = false;
    for (let block: Block | null = entry; block !== null;) {
      const next: Block | null = block.nextNode;
      if (!reachable.has(block)) {
        dropDefinedValueUses(block);
        rewriter.eraseBlock(block);
        erased = true;
      }
      block = next;
    }
    return erased;
  });
}

/** Drops every use of what `block` defines (arguments, results, nested values) and of the block itself. */
function dropDefinedValueUses(block: Block): void {
  block.dropAllDefinedValueUses();
  while (block.firstUse !== null) block.firstUse.drop();
}

/**
 * Drops the arguments of `block` to which every predecessor passes one same value, using that
 * value instead (MLIR's `dropRedundantArguments` for one block). Only blocks all of whose
 * predecessors are editable branches are touched.
 */
function dropRedundantBlockArguments(rewriter: PatternRewriter, block: Block): boolean {
  const edges: { branch: Operation; model: EditableBranch; index: number }[] = [];
  for (let use = block.firstUse; use !== null; use = use.nextUse) {
    const model = editableBranch(use.owner);
    if (model === null) return false;
    edges.push({ branch: use.owner, model, index: use.successorIndex });
  }
  if (edges.length === 0) return false;
  const redundant: number[] = [];
  for (let a = 0; a < block.numArguments; a++) {
    let common: Value | null = null;
    let same = true;
    for (const { branch, model, index } of edges) {
      const forwarded = model.getSuccessorOperands(branch, index).forwardedOperands[a] ?? null;
      if (forwarded === null || (common !== null && forwarded !== common)) {
        same = false;
        break;
      }
      common = forwarded;
    }
    if (!same || common === null || common === block.getArgument(a)) continue;
    rewriter.replaceAllUsesWith(block.getArgument(a), common);
    redundant.push(a);
  }
  for (let i = redundant.length - 1; i >= 0; i--) {
    const a = redundant[i]!;
    block.eraseArgument(a);
    for (const { branch, model, index } of edges) {
      rewriter.modifyOpInPlace(branch, () => model.eraseSuccessorOperand(branch, index, a));
    }
  }
  return redundant.length !== 0;
}

/**
 * Drops block arguments that receive the same value from every predecessor, in `regions` and the
 * regions nested in them (MLIR's `dropRedundantArguments`). Answers whether any was dropped.
 */
export function dropRedundantArguments(
  rewriter: PatternRewriter,
  regions: readonly Region[],
): boolean {
  return visitNestedRegions(regions, (region) => {
    let dropped = false;
    for (const block of region) if (dropRedundantBlockArguments(rewriter, block)) dropped = true;
    return dropped;
  });
}

/** How much {@link simplifyRegions} does (MLIR's `GreedySimplifyRegionLevel`). */
export type RegionSimplificationLevel = 'disabled' | 'normal' | 'aggressive';

/**
 * Simplifies the control flow of `regions` (MLIR's `simplifyRegions`): erases unreachable blocks,
 * then dead ops and block arguments; with `aggressive`, also merges identical blocks and drops
 * arguments that every predecessor passes the same value to. Answers whether anything changed.
 */
export function simplifyRegions(
  rewriter: PatternRewriter,
  regions: readonly Region[],
  aggressive = false,
): boolean {
  const erasedBlocks = eraseUnreachableBlocks(rewriter, regions);
  const erasedDead = runRegionDCE(rewriter, regions);
  const mergedBlocks = aggressive && mergeIdenticalBlocks(rewriter, regions);
  const droppedArguments = aggressive && dropRedundantArguments(rewriter, regions);
  return erasedBlocks || erasedDead || mergedBlocks || droppedArguments;
}
