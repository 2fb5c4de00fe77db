import {
  type Block,
  getEditableSuccessorOperands,
  type Operation,
  type Region,
  type SuccessorOperands,
  type Value,
} from '@strata/ir-core';
import { mergeIdenticalBlocks } from './merge-blocks.js';
import { runRegionDCE } from './region-dce.js';
import { postOrderBlocks, visitNestedRegions } from './region-traversal.js';
import type { PatternRewriter } from './rewriter.js';
import { eraseBlocksNotReached } from './unreachable-blocks.js';

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
    return eraseBlocksNotReached(rewriter, region, postOrderBlocks(region, false));
  });
}

/**
 * Drops the arguments of `block` to which every predecessor passes one same value, using that
 * value instead (MLIR's `dropRedundantArguments` for one block). Only blocks all of whose
 * predecessors have editable successor operands are touched.
 */
function dropRedundantBlockArguments(rewriter: PatternRewriter, block: Block): boolean {
  const edges: { branch: Operation; operands: SuccessorOperands; index: number }[] = [];
  for (let use = block.firstUse; use !== null; use = use.nextUse) {
    const operands = getEditableSuccessorOperands(use.owner, use.successorIndex);
    if (operands === null) return false;
    edges.push({ branch: use.owner, operands, index: use.successorIndex });
  }
  if (edges.length === 0) return false;
  const redundant: number[] = [];
  for (let a = 0; a < block.numArguments; a++) {
    let common: Value | null = null;
    let same = true;
    for (const { operands } of edges) {
      const forwarded = a < operands.size ? operands.get(a) : null;
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
    for (const { branch, index } of edges) {
      // Fetched again: an earlier erase on the same branch may have moved these operands.
      const operands = getEditableSuccessorOperands(branch, index)!;
      rewriter.modifyOpInPlace(branch, () => operands.erase(a));
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
  return simplifySweptRegions(rewriter, regions, aggressive) || erasedBlocks;
}

/**
 * {@link simplifyRegions} after its unreachable-block sweep: for drivers that know no block is
 * unreachable (they just swept) and skip the sweep, or that have region DCE erase the unreachable
 * blocks it meets (`sweepUnreachable`, see {@link runRegionDCE}). Region DCE skips the regions of
 * `settled` ops (see {@link runRegionDCE}); the aggressive steps do not.
 */
export function simplifySweptRegions(
  rewriter: PatternRewriter,
  regions: readonly Region[],
  aggressive: boolean,
  sweepUnreachable = false,
  settled?: ReadonlySet<Operation>,
): boolean {
  const erasedDead = runRegionDCE(rewriter, regions, sweepUnreachable, settled);
  const mergedBlocks = aggressive && mergeIdenticalBlocks(rewriter, regions);
  const droppedArguments = aggressive && dropRedundantArguments(rewriter, regions);
  return erasedDead || mergedBlocks || droppedArguments;
}
