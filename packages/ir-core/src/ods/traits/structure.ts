import type { Operation } from '../../ir/operation.js';
import { CoreTraits } from '../../ir/traits.js';
import { defineParametricTrait, defineTrait, OpTrait } from '../trait.js';

/** Structural traits (terminators, nesting, symbol tables, scopes) and their verifiers. */

function failed(op: Operation, message: string): false {
  op.emitOpError(message);
  return false;
}

/** The op ends its block (MLIR's `Terminator`/`IsTerminator`). */
export const Terminator = new OpTrait(CoreTraits.IsTerminator, {
  structural: true,
  verify: (op) => {
    const block = op.getBlock();
    return (
      (block !== null && block.back === op) ||
      failed(op, 'must be the last operation in the parent block')
    );
  },
});

/** The op's single-block regions need no terminator. */
export const NoTerminator = new OpTrait(CoreTraits.NoTerminator, { structural: true });

/**
 * The op's regions use no value defined above it. The IR verifier checks this property (it
 * walks the regions anyway), so the trait carries no hook of its own.
 */
export const IsolatedFromAbove = new OpTrait(CoreTraits.IsIsolatedFromAbove, { structural: true });

/**
 * The op's region holds a symbol table (MLIR's `OpTrait::SymbolTable`; the `SymbolTable` class of
 * src/ir is the table itself). The IR verifier checks its shape (one region, one block)
 * and symbol uniqueness, since it owns symbol tables; the trait carries no hook of its own.
 */
export const SymbolTableTrait = new OpTrait(CoreTraits.SymbolTable);

/** Each region has at most one block; unless `NoTerminator`, that block ends with a terminator. */
export const SingleBlock = defineTrait('SingleBlock', {
  structural: true,
  verify: (op) => {
    for (let i = 0; i < op.numRegions; i++) {
      const region = op.getRegion(i);
      if (region.empty()) continue;
      if (!region.hasOneBlock()) return failed(op, `expects region #${i} to have 0 or 1 blocks`);
      if (op.hasTrait(CoreTraits.NoTerminator)) continue;
      const block = region.front!;
      if (block.empty()) return failed(op, 'expects a non-empty block');
    }
    return true;
  },
});

/**
 * `SingleBlock`, and the block ends with an op named `terminator`, which the custom syntax may
 * leave out (MLIR's `SingleBlockImplicitTerminator<"scf.yield">`).
 */
export const SingleBlockImplicitTerminator = defineParametricTrait(
  'SingleBlockImplicitTerminator',
  (terminator: string) => terminator,
  (terminator) => ({
    structural: true,
    implies: [SingleBlock],
    // A region check, as in MLIR: it runs after the ops inside were verified.
    verifyRegion: (op) => {
      for (let i = 0; i < op.numRegions; i++) {
        const last = op.getRegion(i).front?.back ?? null;
        // Missing or empty blocks are reported by SingleBlock.
        if (last === null) continue;
        if (last.name.identifier !== terminator) {
          op.emitOpError(
            `expects regions to end with '${terminator}', found '${last.name.identifier}'`,
            (d) =>
              d.attachNote(
                `in custom textual format, the absence of terminator implies '${terminator}'`,
              ),
          );
          return false;
        }
      }
      return true;
    },
  }),
);

function parentMessage(names: readonly string[]): string {
  return names.length === 1
    ? `expects parent op '${names[0]}'`
    : `expects parent op to be one of '${names.join(', ')}'`;
}

/** The op's parent is one of the named ops (MLIR's `HasParent` / `ParentOneOf`). */
export const HasParent = defineParametricTrait(
  'HasParent',
  (...names: string[]) => names as readonly string[],
  (names) => ({
    structural: true,
    verify: (op) => {
      const parent = op.getParentOp();
      return (
        (parent !== null && names.includes(parent.name.identifier)) ||
        failed(op, parentMessage(names))
      );
    },
  }),
);

export const ParentOneOf = HasParent;

/** Returns control to the parent op with its operands (MLIR's `ReturnLike`); requires `Terminator`. */
export const ReturnLike = defineTrait('ReturnLike', { implies: [Terminator] });

/** A new scope for affine symbols (MLIR's `AffineScope`). */
export const AffineScope = defineTrait('AffineScope');

/** Stack allocations in the op's regions are freed when control leaves it. */
export const AutomaticAllocationScope = defineTrait('AutomaticAllocationScope', {
  verify: (op) => op.numRegions > 0 || failed(op, 'is expected to have regions'),
});

/** The op's result is a constant given by its folder (MLIR's `ConstantLike`). */
export const ConstantLike = defineTrait('ConstantLike');

/** Operand order does not matter; canonicalization moves constants to the right. */
export const Commutative = defineTrait('Commutative');

/** The op's memory effects are those of the ops in its regions. */
export const RecursiveMemoryEffects = defineTrait('RecursiveMemoryEffects');

/** Whether the op is speculatable depends on its regions (MLIR's `RecursivelySpeculatable`). */
export const RecursivelySpeculatable = defineTrait('RecursivelySpeculatable');

/** `f(f(x)) = f(x)` (MLIR's `Idempotent`). */
export const Idempotent = defineTrait('Idempotent');

/** `f(f(x)) = x` (MLIR's `Involution`). */
export const Involution = defineTrait('Involution');

/** The regions may not have arguments (MLIR's `NoRegionArguments`). */
export const NoRegionArguments = defineTrait('NoRegionArguments', {
  structural: true,
  verify: (op) => {
    for (let i = 0; i < op.numRegions; i++) {
      const block = op.getRegion(i).front;
      if (block === null || block.numArguments === 0) continue;
      return failed(
        op,
        op.numRegions > 1
          ? `region #${i} should have no arguments`
          : 'region should have no arguments',
      );
    }
    return true;
  },
});
