/**
 * The `transform` dialect: its types, its core ops, the ops and types extensions inject, and the
 * `transform.with_named_sequence` module attribute.
 */
import {
  type Attribute,
  type AttrTypeParser,
  CallableOpInterface,
  CallOpInterface,
  CoreTraits,
  Diagnostic,
  Dialect,
  type DialectRegistry,
  type MLIRContext,
  type Operation,
  registerOperations,
  StringAttr,
  type Type,
  UnitAttr,
  WalkResult,
} from '@strata/ir-core';
import { CallGraph } from '@strata/transforms';
import { checkInjectedOps, type TransformDialectExtension } from './extension.js';
import { CORE_TRANSFORM_OPS } from './ops/index.js';
import { WITH_NAMED_SEQUENCE } from './ops/sequence-support.js';
import { CORE_TYPE_PARSERS, type TransformTypeParser } from './types.js';

export { WITH_NAMED_SEQUENCE };

export class TransformDialect extends Dialect {
  private readonly typeParsers = new Map<string, TransformTypeParser>(CORE_TYPE_PARSERS);
  private readonly extensions = new Set<string>();
  /** Named sequences preloaded by `--transform-preload-library`, merged into one module. */
  libraryModule: Operation | null = null;

  constructor(context: MLIRContext) {
    super('transform', context);
    registerOperations(this, CORE_TRANSFORM_OPS);
  }

  /**
   * Adds an extension's ops and types (once per extension name) and loads the dialects it
   * depends on. Throws `TransformExtensionError` when an op lacks a required interface.
   */
  loadExtension(extension: TransformDialectExtension): void {
    if (this.extensions.has(extension.name)) return;
    this.extensions.add(extension.name);
    for (const name of extension.dependentDialects ?? []) this.context.getOrLoadDialect(name);
    registerOperations(this, extension.ops ?? []);
    checkInjectedOps(this.context, extension);
    for (const [mnemonic, parse] of Object.entries(extension.types ?? {}))
      this.typeParsers.set(mnemonic, parse);
  }

  override parseType(parser: AttrTypeParser): Type | null {
    const location = parser.currentLocation();
    const mnemonic = parser.parseKeyword();
    if (mnemonic === null) return null;
    const parse = this.typeParsers.get(mnemonic);
    if (parse === undefined) {
      parser.emitError(location, `unknown type mnemonic '${mnemonic}' in dialect 'transform'`);
      return null;
    }
    return parse(parser);
  }

  /**
   * The dialect's discardable attributes, as MLIR 22 checks them: `with_named_sequence` (below),
   * `target_tag` (a string), the unit markers, and no other `transform.*` name.
   */
  override verifyOperationAttribute(op: Operation, name: string, value: Attribute): boolean {
    if (name === WITH_NAMED_SEQUENCE) return verifyWithNamedSequence(op);
    if (name === 'transform.target_tag') {
      if (value instanceof StringAttr) return true;
      op.emitError(`"${name}" attribute must be a string`);
      return false;
    }
    if (UNIT_ATTRIBUTES.has(name)) {
      if (value instanceof UnitAttr) return true;
      op.emitError(`"${name}" must be a unit attribute`);
      return false;
    }
    const message = `unknown attribute: "${name}"`;
    op.context.diagnostics.emit(new Diagnostic('error', op.location, message));
    return false;
  }
}

/** The `transform.*` discardable attributes that must be unit attributes. */
const UNIT_ATTRIBUTES: ReadonlySet<string> = new Set([
  'transform.consumed',
  'transform.readonly',
  'transform.silence_tracking_failures',
]);

/** `transform.with_named_sequence` on `op`: its place, its named sequences, no recursion. */
function verifyWithNamedSequence(op: Operation): boolean {
  // MLIR 22 accepts any value here; only the op it sits on is checked, and the error is
  // reported at its location without the op attached.
  if (!op.hasTrait(CoreTraits.SymbolTable)) {
    const message = `"${WITH_NAMED_SEQUENCE}" attribute can only be attached to operations with symbol tables`;
    op.context.diagnostics.emit(new Diagnostic('error', op.location, message));
    return false;
  }
  // MLIR checks every callable (the named sequences among them) and call before building the call graph
  // (the attribute is verified before the ops nested in the symbol table, which are then verified
  // once more on their own): the graph reads their regions and callees, which a malformed op (a
  // function without its region) may lack.
  const invalid = op.walk((nested) =>
    (CallableOpInterface.isImplementedBy(nested) || CallOpInterface.isImplementedBy(nested)) &&
    !nested.name.info!.verifyInvariants(nested)
      ? WalkResult.interrupt()
      : undefined,
  );
  return !invalid.wasInterrupted() && verifyNoRecursion(op);
}

/**
 * Named sequences may not include themselves, directly or through others (MLIR checks every call
 * in the symbol table, functions too): the first call-graph cycle is an error at one op of it,
 * with a note at each other op of the cycle.
 */
function verifyNoRecursion(root: Operation): boolean {
  const graph = new CallGraph(root);
  for (const scc of graph.stronglyConnectedComponents()) {
    const first = scc[0]!;
    const cyclic = scc.length > 1 || first.edges.some((edge) => edge.target === first);
    if (!cyclic) continue;
    if (scc.some((node) => node.isExternal())) {
      root.emitOpError('contains a call to an external operation, which is not allowed');
      return false;
    }
    const error = new Diagnostic(
      'error',
      first.callableRegion!.parentOp!.location,
      'recursion not allowed in named sequences',
    );
    for (let i = 1; i < scc.length; i++)
      error.attachNote('operation on recursion stack', scc[i]!.callableRegion!.parentOp!.location);
    root.context.diagnostics.emit(error);
    return false;
  }
  return true;
}

/** Adds the transform dialect's loader to `registry`, keeping extensions registered before it. */
export function registerTransformDialect(registry: DialectRegistry): void {
  if (registry.getLoader('transform') === undefined)
    registry.insert('transform', (context) => new TransformDialect(context));
}

/**
 * Registers `extension` so that every context that loads the transform dialect from `registry`
 * gets its ops and types (MLIR's `DialectRegistry::addExtensions`). Registers the dialect too.
 */
export function registerTransformDialectExtension(
  registry: DialectRegistry,
  extension: TransformDialectExtension,
): void {
  registerTransformDialect(registry);
  const loader = registry.getLoader('transform')!;
  registry.insert('transform', (context) => {
    const dialect = loader(context) as TransformDialect;
    dialect.loadExtension(extension);
    return dialect;
  });
}
