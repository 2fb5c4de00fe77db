import {
  type Block,
  CoreTraits,
  type Operation,
  RegionKindInterface,
  WalkResult,
  walkOperations,
} from '@strata/ir-core';
import { Pass } from '@strata/pass';

/**
 * Whether `op` can be placed now: no operand of it or of an op nested in it is defined by an op
 * still waiting, or nested in one (a value defined inside `op` itself does not count).
 */
function isOpReady(op: Operation, unscheduled: ReadonlySet<Operation>): boolean {
  const waits = (nested: Operation) => {
    for (const operand of nested.operands) {
      for (let parent = operand.getDefiningOp(); parent !== null; parent = parent.getParentOp()) {
        if (parent === op) break;
        if (unscheduled.has(parent)) return WalkResult.interrupt();
      }
    }
    return undefined;
  };
  return !walkOperations(op, waits, 'post').wasInterrupted();
}

/**
 * Orders the ops of `block`, a terminator left in place (an unregistered last op takes part, as
 * in mlir-opt 22), so that each op comes after the definers of its operands where the uses allow (MLIR's
 * `sortTopologically`). Sweeps repeatedly from the first op not placed yet, moving each ready op
 * in front of it; a sweep that places nothing (a cycle) takes the first op as it is. Returns
 * whether every op could be placed without breaking a cycle.
 */
export function sortTopologically(block: Block): boolean {
  const last = block.back;
  const end = last !== null && last.hasTrait(CoreTraits.IsTerminator) ? last : null;
  const unscheduled = new Set<Operation>();
  for (let op = block.front; op !== end; op = op!.nextNode) unscheduled.add(op!);
  let next: Operation | null = block.front;
  let sorted = true;
  while (unscheduled.size > 0) {
    let placed = false;
    for (let op = next; op !== end;) {
      const following: Operation | null = op!.nextNode;
      if (isOpReady(op!, unscheduled)) {
        unscheduled.delete(op!);
        if (op === next) next = following;
        else op!.moveBefore(next!);
        placed = true;
      }
      op = following;
    }
    if (!placed) {
      sorted = false;
      unscheduled.delete(next!);
      next = next!.nextNode;
    }
  }
  return sorted;
}

/**
 * `topological-sort` (MLIR's `TopologicalSort`): sorts every block of every graph region (regions
 * a `RegionKindInterface` op declares without SSA dominance, such as a module's body) under the op
 * it runs on with {@link sortTopologically}.
 */
export class TopologicalSortPass extends Pass {
  readonly argument = 'topological-sort';
  readonly name = 'TopologicalSort';
  override readonly description = 'Sort regions without SSA dominance in topological order';

  runOnOperation(): void {
    const graphBlocks: Block[] = [];
    walkOperations(
      this.getOperation() as Operation,
      (op) => {
        const model = RegionKindInterface.get(op);
        if (model === null) return;
        op.regions.forEach((region, index) => {
          if (model.getRegionKind(op, index) === 'graph')
            for (const block of region) graphBlocks.push(block);
        });
      },
      'post',
    );
    for (const block of graphBlocks) sortTopologically(block);
  }
}
