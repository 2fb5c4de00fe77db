import { CoreTraits, OpInterface, type SymbolUserModel } from '@strata/ir-core';

/**
 * MLIR's `SymbolUserOpInterface`: ops whose symbol references the enclosing symbol table's
 * verifier checks. ir-core knows the interface by its key only; this gives ops a way to implement it.
 */
export const SymbolUserOpInterface = new OpInterface<SymbolUserModel>('SymbolUserOpInterface', {
  key: CoreTraits.SymbolUser,
});
