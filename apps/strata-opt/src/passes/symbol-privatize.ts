import { CoreTraits, type Operation, SymbolTable } from '@strata/ir-core';
import { Pass } from '@strata/pass';
import * as z from 'zod/mini';

const options = z.object({
  exclude: z._default(
    z
      .array(z.string())
      .check(z.describe('Comma separated list of symbols that should not be marked private')),
    [],
  ),
});

/**
 * `symbol-privatize`: makes every symbol directly inside the op it runs on private, except those
 * named in `exclude`, as MLIR's pass of the same name.
 */
export class SymbolPrivatizePass extends Pass<typeof options> {
  readonly argument = 'symbol-privatize';
  readonly name = 'SymbolPrivatize';
  override readonly description = 'Mark symbols private';
  override readonly optionsSchema = options;

  runOnOperation(): void {
    const excluded = new Set(this.options.exclude);
    const root = this.getOperation() as Operation;
    for (const region of root.regions) {
      for (const block of region.blocks) {
        for (const op of block.operations) {
          if (!op.hasTrait(CoreTraits.Symbol)) continue;
          const name = SymbolTable.getSymbolName(op);
          if (name === null || !excluded.has(name.value))
            SymbolTable.setSymbolVisibility(op, 'private');
        }
      }
    }
  }
}
