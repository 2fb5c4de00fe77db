import type { MLIRContext } from '../context.js';
import type { Dialect } from './dialect.js';
import type { Operation, OperationState } from './operation.js';
import type { RegionKind, TraitKey } from './traits.js';

/** The constructor of an operation class: `Operation` itself, or a registered op's subclass. */
export type OperationClass = new (state: OperationState) => Operation;

/**
 * What registering an op tells the IR model: the hook between the IR (src/ir) and the
 * op-definition layer (src/ods), which builds one of these per op definition. Every hook reports
 * problems as diagnostics (via `op.emitOpError` and friends) and answers false; none throws.
 */
export interface OperationInfo {
  /** The class `Operation.create` instantiates for this name. */
  readonly opClass: OperationClass;
  /** The dialect that registered the op. */
  readonly dialect: Dialect;
  /** Whether the op has the trait (or implements the interface) identified by `trait`. */
  hasTrait(trait: TraitKey): boolean;
  /** The op's implementation of an interface (its own or an external model), if any. */
  getInterface<T>(iface: TraitKey): T | null;
  /** Names of the inherent attributes (stored as properties) the op declares. */
  readonly inherentAttrNames: ReadonlySet<string>;
  /**
   * Declared constraints, trait verifiers and then the op's own verifier, in MLIR's order
   * (MLIR's `verifyInvariants`).
   */
  verifyInvariants(op: Operation): boolean;
  /** Region trait verifiers and the op's region verifier, run after nested ops are verified. */
  verifyRegionInvariants(op: Operation): boolean;
  /** The kind of region `index` (MLIR's `RegionKindInterface`); `ssacfg` when not declared. */
  regionKind(index: number): RegionKind;
}

/**
 * The name of an operation, uniqued per context (`context.getOperationName('arith.addi')`).
 * Registering an op attaches its {@link OperationInfo}; an unregistered name has none.
 */
export class OperationName {
  /** Set once, when a dialect registers the op. */
  info: OperationInfo | null = null;
  /** The part before the first dot (`arith` in `arith.addi`); empty when there is no dot. */
  readonly dialectNamespace: string;

  constructor(
    readonly identifier: string,
    readonly context: MLIRContext,
  ) {
    const dot = identifier.indexOf('.');
    this.dialectNamespace = dot < 0 ? '' : identifier.slice(0, dot);
  }

  get isRegistered(): boolean {
    return this.info !== null;
  }

  /** The name without the dialect prefix (`addi`). */
  stripDialect(): string {
    return this.dialectNamespace === ''
      ? this.identifier
      : this.identifier.slice(this.dialectNamespace.length + 1);
  }

  /** The dialect of this name if loaded, registered op or not. */
  getDialect(): Dialect | undefined {
    return this.info?.dialect ?? this.context.getLoadedDialect(this.dialectNamespace);
  }

  hasTrait(trait: TraitKey): boolean {
    return this.info !== null && this.info.hasTrait(trait);
  }

  /**
   * MLIR's `mightHaveTrait`: true for a registered op with the trait and for every unregistered op,
   * whose traits are unknown.
   */
  mightHaveTrait(trait: TraitKey): boolean {
    return this.info === null || this.info.hasTrait(trait);
  }

  toString(): string {
    return this.identifier;
  }
}
