import { StringAttr, type SymbolRefAttr } from '../../attributes/builtin-attributes.js';
import type { Operation } from '../../ir/operation.js';
import { CoreTraits, type SymbolUserModel } from '../../ir/traits.js';
import type { Region } from '../../ir/region.js';
import type { SymbolVisibility } from '../../ir/symbol-table.js';
import type { Value } from '../../ir/value.js';
import type { Type } from '../../types/type.js';
import { OpInterface } from '../interface.js';

export const SYM_NAME = 'sym_name';
export const SYM_VISIBILITY = 'sym_visibility';

export interface SymbolModel {
  getName(op: Operation): string | null;
  getVisibility(op: Operation): SymbolVisibility;
  /** Whether the op may omit its name (a module may be anonymous). */
  isOptionalSymbol(op: Operation): boolean;
  /** Whether a symbol use is a definition-only reference that does not keep it alive. */
  isDeclaration(op: Operation): boolean;
}

function failed(op: Operation, message: string): false {
  op.emitOpError(message);
  return false;
}

/**
 * MLIR's `verifySymbol` plus the interface's own check: a string name (unless optional), a valid
 * visibility, and no public declarations.
 */
function verifySymbol(op: Operation, model: SymbolModel): boolean {
  const name = op.getAttr(SYM_NAME);
  // An anonymous optional symbol (a module without a name) is not checked further, as in MLIR.
  if (name === undefined && model.isOptionalSymbol(op)) return true;
  if (!(name instanceof StringAttr)) return failed(op, `requires string attribute '${SYM_NAME}'`);
  const visibility = op.getAttr(SYM_VISIBILITY);
  if (visibility !== undefined && !(visibility instanceof StringAttr)) {
    return failed(op, `requires visibility attribute '${SYM_VISIBILITY}' to be a string attribute`);
  }
  if (
    visibility !== undefined &&
    visibility.value !== 'public' &&
    visibility.value !== 'private' &&
    visibility.value !== 'nested'
  ) {
    return failed(
      op,
      `visibility expected to be one of ["public", "private", "nested"], but got "${visibility.value}"`,
    );
  }
  if (model.isDeclaration(op) && model.getVisibility(op) === 'public') {
    return failed(op, 'symbol declaration cannot have public visibility');
  }
  return true;
}

/** MLIR's `SymbolOpInterface`; identified by the IR model's `CoreTraits.Symbol`. */
export const SymbolOpInterface = new OpInterface<SymbolModel, keyof SymbolModel>(
  'SymbolOpInterface',
  {
    defaults: {
      getName: (op) => {
        const name = op.getAttr(SYM_NAME);
        return name instanceof StringAttr ? name.value : null;
      },
      getVisibility: (op) => {
        const visibility = op.getAttr(SYM_VISIBILITY);
        return visibility instanceof StringAttr ? (visibility.value as SymbolVisibility) : 'public';
      },
      isOptionalSymbol: () => false,
      isDeclaration: () => false,
    },
    verify: verifySymbol,
    key: CoreTraits.Symbol,
  },
);

export interface CallModel {
  /**
   * The callee: a symbol reference or an SSA value (indirect call); null when the op lacks it,
   * which only an op not verified yet can (the transform dialect builds a call graph before the
   * ops in it are verified).
   */
  getCallableForCallee(op: Operation): SymbolRefAttr | Value | null;
  getArgOperands(op: Operation): readonly Value[];
}

/** MLIR's `CallOpInterface`. */
export const CallOpInterface = new OpInterface<CallModel>('CallOpInterface');

export interface CallableModel {
  /** The body, or null for an external declaration. */
  getCallableRegion(op: Operation): Region | null;
  getArgumentTypes(op: Operation): readonly Type[];
  getResultTypes(op: Operation): readonly Type[];
}

/** MLIR's `CallableOpInterface`. */
export const CallableOpInterface = new OpInterface<CallableModel>('CallableOpInterface');

/**
 * MLIR's `SymbolUserOpInterface`: an op whose symbol references the verifier of the enclosing
 * symbol table checks through the model's `verifySymbolUses`. Identified by `CoreTraits.SymbolUser`,
 * the key the IR model's symbol-table verifier looks up.
 */
export const SymbolUserOpInterface = new OpInterface<SymbolUserModel>('SymbolUserOpInterface', {
  key: CoreTraits.SymbolUser,
});
