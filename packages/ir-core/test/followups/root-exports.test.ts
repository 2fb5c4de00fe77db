import { describe, expect, test } from 'vitest';
import * as core from '../../src/index.js';
import { SymbolTable } from '../../src/ir/symbol-table.js';
import { OpTrait } from '../../src/ods/trait.js';

/** Names that two layers once both exported: the root entry point must give each exactly one meaning. */
describe('root entry point', () => {
  test('SymbolTable is the IR model class; the op trait is SymbolTableTrait', () => {
    expect(core.SymbolTable).toBe(SymbolTable);
    expect(core.SymbolTableTrait).toBeInstanceOf(OpTrait);
    expect(core.SymbolTableTrait.key).toBe(core.CoreTraits.SymbolTable);
  });

  test('the symbol interface reports the IR model visibility type', () => {
    const visibility: core.SymbolVisibility = core.SymbolTable.getSymbolVisibility(
      core.Operation.create({ name: 't.s', location: core.UnknownLoc.get(new core.MLIRContext()) }),
    );
    expect(visibility).toBe('public');
  });
});
