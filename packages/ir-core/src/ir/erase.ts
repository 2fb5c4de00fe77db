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

/**
 * Throws if a value or block defined by `op` (walk callback) is still used. Indexed and linked
 * loops: this runs for every erased op, and array and block iterators allocate until optimized.
 */
function assertNoRemainingUses(op: Operation): void {
  const results = op.results;
  for (let i = 0; i < results.length; i++) {
    const result = results[i]!;
    if (result.firstUse !== null) {
      const user = result.firstUse.owner.name.identifier;
      throw new Error(
        `operation '${op.name.identifier}' erased but result #${result.resultNumber} is still used by '${user}'`,
      );
    }
  }
  const regions = op.regions;
  for (let r = 0; r < regions.length; r++) {
    for (let block = regions[r]!.firstBlock; block !== null; block = block.nextNode) {
      if (block.firstUse !== null)
        throw new Error(`a block of '${op.name.identifier}' is erased but still a successor`);
      const args = block.arguments;
      for (let i = 0; i < args.length; i++) {
        if (args[i]!.firstUse !== null)
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
    const operands = op.getOpOperands();
    for (let i = 0; i < operands.length; i++) operands[i]!.drop();
    const successors = op.getBlockOperands();
    for (let i = 0; i < successors.length; i++) successors[i]!.drop();
    assertNoRemainingUses(op);
    return;
  }
  op.dropAllReferences();
  walkOperations(op, assertNoRemainingUses, 'pre');
}
