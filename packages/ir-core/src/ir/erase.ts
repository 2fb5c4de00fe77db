import type { Operation } from './operation.js';
import { walkOperations } from './walk.js';

/** Drops the uses of `op`'s results and of the block arguments nested in it (walk callback). */
function dropUsesOfDefinedValues(op: Operation): void {
  for (const result of op.results) result.dropAllUses();
  for (const region of op.regions) {
    for (const block of region) for (const arg of block.arguments) arg.dropAllUses();
  }
}

/** Drops every use of every value `op` defines, nested ones included. */
export function dropDefinedValueUses(op: Operation): void {
  walkOperations(op, dropUsesOfDefinedValues, 'pre');
}

/** Throws if a value or block defined by `op` (walk callback) is still used. */
function assertNoRemainingUses(op: Operation): void {
  for (const result of op.results) {
    if (result.firstUse !== null) {
      const user = result.firstUse.owner.name.identifier;
      throw new Error(
        `operation '${op.name.identifier}' erased but result #${result.resultNumber} is still used by '${user}'`,
      );
    }
  }
  for (const region of op.regions) {
    for (const block of region) {
      if (block.firstUse !== null)
        throw new Error(`a block of '${op.name.identifier}' is erased but still a successor`);
      for (const arg of block.arguments) {
        if (arg.firstUse !== null)
          throw new Error(
            `a block argument inside '${op.name.identifier}' is erased but still used`,
          );
      }
    }
  }
}

/**
 * The first half of erasing `op`: drop its operands and successors and those of everything nested
 * (which releases all uses internal to `op`), then check that nothing outside still uses what `op`
 * defines. A remaining use is a bug in the caller, reported by throwing as MLIR asserts.
 */
export function dropReferencesAndCheckUses(op: Operation): void {
  if (op.regions.length === 0) {
    for (const operand of op.getOpOperands()) operand.drop();
    for (const successor of op.getBlockOperands()) successor.drop();
    assertNoRemainingUses(op);
    return;
  }
  op.dropAllReferences();
  walkOperations(op, assertNoRemainingUses, 'pre');
}
