import type { Operation } from './operation.js';
import type { SymbolTableCollection } from './symbol-table.js';

/**
 * Identity of an op trait or interface. The op-definition layer (src/ods) creates the traits and
 * interfaces; the IR model only needs an identity to ask `op.hasTrait(key)`.
 */
export class TraitKey {
  constructor(readonly name: string) {}

  toString(): string {
    return this.name;
  }
}

/**
 * The traits the IR model itself consults (verifier, symbol tables, walk helpers). The op-definition
 * layer's traits of the same meaning must answer `hasTrait` for these very keys, so that the
 * structural checks here and the ODS definitions agree on one identity per trait.
 */
export const CoreTraits = {
  /** The op may end a block (MLIR `OpTrait::IsTerminator`). */
  IsTerminator: new TraitKey('IsTerminator'),
  /** The op's single-block regions need no terminator (`OpTrait::NoTerminator`). */
  NoTerminator: new TraitKey('NoTerminator'),
  /** The op's regions use no value defined outside them (`OpTrait::IsIsolatedFromAbove`). */
  IsIsolatedFromAbove: new TraitKey('IsIsolatedFromAbove'),
  /** The op's first region holds a symbol table (`OpTrait::SymbolTable`). */
  SymbolTable: new TraitKey('SymbolTable'),
  /** The op defines a symbol (MLIR's `SymbolOpInterface`). */
  Symbol: new TraitKey('Symbol'),
  /**
   * The op references symbols and checks them (MLIR's `SymbolUserOpInterface`): its interface model
   * is a {@link SymbolUserModel}, run by the verifier of the enclosing symbol table.
   */
  SymbolUser: new TraitKey('SymbolUserOpInterface'),
} as const;

/** MLIR's `RegionKind`: SSA CFG regions obey dominance; graph regions do not. */
export type RegionKind = 'ssacfg' | 'graph';

/**
 * The model of {@link CoreTraits.SymbolUser}: `verifySymbolUses` checks the op's symbol references
 * (reporting a diagnostic and answering false when one is invalid), looking symbols up through
 * `symbolTables`, a cache shared by the whole verification.
 */
export interface SymbolUserModel {
  verifySymbolUses(op: Operation, symbolTables: SymbolTableCollection): boolean;
}
