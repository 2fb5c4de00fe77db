import type { Operation, Value } from '@strata/ir-core';

/**
 * The ops that depend on `root`, transitively through results and through the ops nested in
 * them, in topological order: each op comes after every op of the slice whose results it uses
 * (MLIR's `getForwardSlice`, which mem2reg and sroa follow so that an op's blocking uses are all
 * known before it is visited). Iterative, so that long use chains cannot overflow the stack.
 */
export function getForwardSlice(root: Value): Operation[] {
  // Ops whose dependents are being visited: not entered again, so that a cycle (possible in
  // graph regions) ends the search.
  const entered = new Set<Operation>();
  const postOrder: Operation[] = [];
  // Each entry: an op and whether its dependents have been pushed already.
  const stack: [Operation, boolean][] = [];
  const pushUsers = (value: Value) => {
    for (const use of value.uses) if (!entered.has(use.owner)) stack.push([use.owner, false]);
  };
  for (const use of root.uses) {
    if (entered.has(use.owner)) continue;
    stack.push([use.owner, false]);
    while (stack.length > 0) {
      const entry = stack[stack.length - 1]!;
      const op = entry[0];
      if (entry[1]) {
        stack.pop();
        postOrder.push(op);
        continue;
      }
      if (entered.has(op)) {
        stack.pop();
        continue;
      }
      entered.add(op);
      entry[1] = true;
      for (const result of op.results) pushUsers(result);
      for (const region of op.regions)
        for (const block of region)
          for (const nested of block.operations)
            if (!entered.has(nested)) stack.push([nested, false]);
    }
  }
  return postOrder.reverse();
}
