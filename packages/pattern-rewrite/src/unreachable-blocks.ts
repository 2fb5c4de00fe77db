import type { Block, Region } from '@strata/ir-core';
import type { PatternRewriter } from './rewriter.js';

/**
 * Erases the blocks of `region` that are not in `reached` (the blocks a walk from the entry
 * reaches), first to last, dropping every use of what they define first (unreachable code may
 * use its own values in any order). Answers whether it erased any.
 */
export function eraseBlocksNotReached(
  rewriter: PatternRewriter,
  region: Region,
  reached: readonly Block[],
): boolean {
  const reachable = new Set(reached);
  let erased = false;
  for (let block: Block | null = region.firstBlock; block !== null;) {
    const next: Block | null = block.nextNode;
    if (!reachable.has(block)) {
      dropDefinedValueUses(block);
      rewriter.eraseBlock(block);
      erased = true;
    }
    block = next;
  }
  return erased;
}

/** Drops every use of what `block` defines (arguments, results, nested values) and of the block itself. */
function dropDefinedValueUses(block: Block): void {
  block.dropAllDefinedValueUses();
  while (block.firstUse !== null) block.firstUse.drop();
}
