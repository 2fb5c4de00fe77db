import {
  type Block,
  type Operation,
  type Region,
  type Value,
  wouldOpBeTriviallyDead,
} from '@strata/ir-core';
import { Pass } from '@strata/pass';
import { OperationFolder } from '@strata/pattern-rewrite';
import { ConstantPropagationSolver } from './dataflow/constant-propagation.js';

/**
 * Replaces `value` by a constant when the analysis found one, materialized by the dialect that
 * computed it and uniqued by `folder` at the start of the constant insertion region.
 */
function replaceWithConstant(
  solver: ConstantPropagationSolver,
  folder: OperationFolder,
  value: Value,
  block: Block,
): boolean {
  const known = solver.getConstant(value);
  if (known === undefined || known.attr === null || known.dialect === undefined) return false;
  const constant = folder.getOrCreateConstant(block, known.dialect, known.attr, value.type);
  if (constant === null) return false;
  value.replaceAllUsesWith(constant);
  return true;
}

/**
 * MLIR's SCCP rewrite: every value found constant is replaced by a materialized constant; an op
 * whose results are all replaced and that would then be trivially dead is erased. Blocks are
 * processed from a worklist, so nesting depth does not matter.
 */
function rewrite(solver: ConstantPropagationSolver, root: Operation): void {
  const folder = new OperationFolder(root.context);
  const worklist: Block[] = [];
  const addRegions = (regions: readonly Region[]) => {
    for (const region of regions)
      for (let block = region.lastBlock; block !== null; block = block.prevNode)
        worklist.push(block);
  };
  addRegions(root.regions);
  while (worklist.length !== 0) {
    const block = worklist.pop()!;
    for (let op = block.firstOp; op !== null;) {
      const next = op.nextNode;
      let replacedAll = op.numResults !== 0;
      for (const result of op.results)
        if (!replaceWithConstant(solver, folder, result, block)) replacedAll = false;
      if (replacedAll && wouldOpBeTriviallyDead(op)) op.erase();
      else addRegions(op.regions);
      op = next;
    }
    for (const argument of block.arguments) replaceWithConstant(solver, folder, argument, block);
  }
}

/**
 * Runs sparse conditional constant propagation on the regions of `root` and rewrites them with
 * what it found (MLIR's `sccp`).
 */
export function runSCCP(root: Operation): void {
  const solver = new ConstantPropagationSolver(root);
  solver.run();
  rewrite(solver, root);
}

/** `sccp`: sparse conditional constant propagation (MLIR's `SCCP` pass). */
export class SCCPPass extends Pass {
  readonly argument = 'sccp';
  readonly name = 'SCCP';
  override readonly description = 'Sparse Conditional Constant Propagation';

  runOnOperation(): void {
    runSCCP(this.getOperation() as Operation);
  }
}
