import type { Operation } from './operation.js';
import type { Region } from './region.js';
import { CoreTraits } from './traits.js';

/**
 * MLIR's check for `IsolatedFromAbove` ops: no op nested in a region of `isolatedOp` uses a value
 * defined outside that region. Nested isolated ops are not entered (they check themselves).
 * Iterative; each operand costs O(1) except when it is defined outside the visited regions.
 */
export function verifyIsolatedFromAbove(isolatedOp: Operation): boolean {
  for (const region of isolatedOp.regions) {
    const visited = new Set<Region>();
    const pending: Region[] = [region];
    while (pending.length !== 0) {
      const current = pending.pop()!;
      visited.add(current);
      for (let block = current.firstBlock; block !== null; block = block.nextNode) {
        for (let op = block.firstOp; op !== null; op = op.nextNode) {
          for (const operand of op.getOpOperands()) {
            const value = operand.get();
            if (value === null) return (op.emitOpError("operation's operand is null"), false);
            const operandRegion = value.getParentRegion();
            if (operandRegion === null)
              return (op.emitError("operation's operand is unlinked"), false);
            if (visited.has(operandRegion) || region.isAncestor(operandRegion)) continue;
            op.emitOpError('using value defined outside the region', (diagnostic) =>
              diagnostic.attachNote(
                'required by region isolation constraints',
                isolatedOp.location,
              ),
            );
            return false;
          }
          if (op.regions.length !== 0 && !op.hasTrait(CoreTraits.IsIsolatedFromAbove)) {
            for (const nested of op.regions) pending.push(nested);
          }
        }
      }
    }
  }
  return true;
}
