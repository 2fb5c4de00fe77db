import type { Operation, OperationName } from '@strata/ir-core';

/**
 * Appends `root` and every op nested in it to `out`, in pre-order (an op before the ops of its
 * regions), with an explicit stack: no recursion, no callback per op. The regions of an op for
 * which `skipNested` answers true are not entered (the op itself is appended). `names`, when
 * given, receives each op's name at the same index: read while the op is at hand, it spares the
 * driver a second visit to every op (ops are scattered in memory; a visit is a cache miss).
 */
export function appendPreorder(
  root: Operation,
  out: Operation[],
  skipNested: ((op: Operation) => boolean) | null,
  names: OperationName[] | null = null,
): void {
  const stack: Operation[] = [root];
  while (stack.length !== 0) {
    const op = stack.pop()!;
    out.push(op);
    if (names !== null) names.push(op.name);
    const regions = op.regions;
    if (regions.length === 0 || (skipNested !== null && skipNested(op))) continue;
    // Pushed last to first, so that they are popped (visited) first to last.
    for (let r = regions.length - 1; r >= 0; r--)
      for (let block = regions[r]!.lastBlock; block !== null; block = block.prevNode)
        for (let nested = block.lastOp; nested !== null; nested = nested.prevNode)
          stack.push(nested);
  }
}

/**
 * Whether some op is nested in `op`. Often false for ops with regions too: a lowering has moved
 * their blocks out by the time the op is replaced.
 */
export function hasNestedOps(op: Operation): boolean {
  const regions = op.regions;
  for (let r = 0; r < regions.length; r++)
    for (let block = regions[r]!.firstBlock; block !== null; block = block.nextNode)
      if (block.firstOp !== null) return true;
  return false;
}

/** `op` and the ops nested in it (just `op`, without a traversal, when nothing is nested). */
export function opAndNested(op: Operation): readonly Operation[] {
  if (!hasNestedOps(op)) return [op];
  const out: Operation[] = [];
  appendPreorder(op, out, null);
  return out;
}
