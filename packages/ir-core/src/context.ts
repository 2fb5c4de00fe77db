import { BuiltinDialect } from './dialects/builtin/dialect.js';
import type { Dialect } from './ir/dialect.js';
import type { Operation } from './ir/operation.js';
import { type OperationInfo, OperationName } from './ir/operation-name.js';
import { DiagnosticEngine } from './support/diagnostics.js';
import { StorageUniquer } from './support/uniquer.js';
import type { OpPrintingFlags } from './text/printer.js';

/** Creates a dialect the first time a context needs it. */
export type DialectLoader = (context: MLIRContext) => Dialect;

/**
 * Names the dialects a context may load, without loading them: a tool registers every dialect it
 * knows, and only those the input uses are ever constructed.
 */
export class DialectRegistry {
  private readonly loaders = new Map<string, DialectLoader>();

  insert(name: string, loader: DialectLoader): this {
    this.loaders.set(name, loader);
    return this;
  }

  /** Adds every loader of `other` to this registry. */
  merge(other: DialectRegistry): this {
    for (const [name, loader] of other.loaders) this.loaders.set(name, loader);
    return this;
  }

  getLoader(name: string): DialectLoader | undefined {
    return this.loaders.get(name);
  }

  get names(): string[] {
    return [...this.loaders.keys()].sort();
  }
}

/**
 * Owns everything uniqued (types, attributes, locations, operation names), the loaded dialects and
 * the diagnostic engine. IR built in one context never mixes with another's.
 */
export class MLIRContext {
  readonly uniquer = new StorageUniquer();
  readonly diagnostics = new DiagnosticEngine();
  readonly registry = new DialectRegistry();
  /** When set, ops, types and attributes of unknown dialects are accepted (as opaque ones). */
  allowUnregisteredDialects = false;
  private readonly loaded = new Map<string, Dialect>();

  constructor(options: { registry?: DialectRegistry; allowUnregisteredDialects?: boolean } = {}) {
    if (options.registry) this.registry.merge(options.registry);
    this.allowUnregisteredDialects = options.allowUnregisteredDialects ?? false;
    // As in MLIR, the builtin dialect is always loaded: `module` and the builtin types and
    // attributes need no registration. (Nothing the dialect imports at run time imports this
    // module back: test/followups/context-imports.test.ts keeps it so.)
    this.loadDialect(new BuiltinDialect(this));
  }

  appendDialectRegistry(registry: DialectRegistry): void {
    this.registry.merge(registry);
  }

  /** The loaded dialect of that namespace, loading it from the registry on first use. */
  getOrLoadDialect(name: string): Dialect | undefined {
    const found = this.loaded.get(name);
    if (found) return found;
    const loader = this.registry.getLoader(name);
    if (!loader) return undefined;
    const dialect = loader(this);
    this.loaded.set(name, dialect);
    return dialect;
  }

  /** The dialect of that namespace if it is already loaded. */
  getLoadedDialect(name: string): Dialect | undefined {
    return this.loaded.get(name);
  }

  /** Loads a dialect object directly (not through the registry). */
  loadDialect(dialect: Dialect): Dialect {
    const existing = this.loaded.get(dialect.namespace);
    if (existing) return existing;
    this.loaded.set(dialect.namespace, dialect);
    return dialect;
  }

  get loadedDialects(): Dialect[] {
    return [...this.loaded.values()];
  }

  // ---- Operation names (IR model) -------------------------------------------------------------

  private readonly operationNames = new Map<string, OperationName>();

  /**
   * Renders an op (in generic form when `generic`) for the "see current operation" note MLIR
   * attaches to op diagnostics; null (the default until the printer installs one) omits the note.
   */
  printOperationForDiagnostic: ((op: Operation, generic: boolean) => string) | null = null;

  /**
   * Whether op diagnostics get the "see current operation" note (mlir-opt's
   * `--mlir-print-op-on-diagnostic`). Turning it off keeps ops printable in messages (`<< op`).
   */
  printOpOnDiagnostic = true;

  /**
   * Decides whether each action runs (MLIR's action handler, as the debug counter of mlir-opt's
   * `--mlir-debug-counter`): asked with the action's tag (`pass-execution`, ...) each time one is
   * about to run. Null, the default, runs everything.
   */
  actionFilter: ((tag: string) => boolean) | null = null;

  /**
   * The tool's printing options (mlir-opt's `--mlir-print-*` flags, which MLIR's default
   * `OpPrintingFlags` pick up), for passes that print IR on their own such as `print-ir`.
   * `installOperationPrinter` sets them.
   */
  defaultPrintingFlags: Readonly<OpPrintingFlags> = {};

  /**
   * The uniqued name `name`. As in MLIR, this loads no dialect: an op of a dialect that is not loaded
   * yet gets an unregistered name, which becomes registered when the dialect registers the op.
   */
  getOperationName(name: string): OperationName {
    let found = this.operationNames.get(name);
    if (found === undefined) {
      found = new OperationName(name, this);
      this.operationNames.set(name, found);
    }
    return found;
  }

  /** Registers op `name` (done by its dialect). Registering a name twice with other info is a bug. */
  registerOperation(name: string, info: OperationInfo): OperationName {
    const opName = this.getOperationName(name);
    if (opName.info !== null && opName.info !== info)
      throw new Error(`operation '${name}' is already registered`);
    opName.info = info;
    return opName;
  }

  /** The registered op names, sorted. */
  getRegisteredOperations(): OperationName[] {
    return [...this.operationNames.values()]
      .filter((name) => name.info !== null)
      .sort((a, b) => (a.identifier < b.identifier ? -1 : 1));
  }
}
