/**
 * The IR backend of strata-opt built on `@strata/ir-core`: a context per chunk with the known
 * dialects, the source manager and diagnostic handler (printing or `--verify-diagnostics`), the
 * parser and printer, and input splitting. The pass manager reaches the IR through
 * `@strata/pass/ir-core`'s adapter.
 */
import {
  DialectRegistry,
  MLIRContext,
  type Operation,
  SourceMgr,
  SourceMgrDiagnosticHandler,
  SourceMgrDiagnosticVerifierHandler,
  installOperationPrinter,
  MIN_SPLIT_MARKER_LENGTH,
  type ParsedResourceEntry,
  loadBuiltinDialect,
  parseSourceString,
  printOperation,
  splitInputFile,
  verify,
} from '@strata/ir-core';
import type { IRAdapter } from '@strata/pass';
import { IRCoreAdapter } from '@strata/pass/ir-core';
import { type DialectRegistration, registerDialects } from './dialect-catalog.js';
import { installDiagnosticFilter } from './diagnostic-filter.js';
import type {
  InputChunk,
  IRBackend,
  IRRun,
  IRSession,
  ReproducerResource,
  SessionOptions,
} from './ir-backend.js';

function start(
  text: string,
  filename: string,
  options: SessionOptions,
  dialects: readonly DialectRegistration[],
): IRRun {
  // One source manager holding the whole file renders every chunk's diagnostics (chunks are
  // parsed with their line offsets), and one handler serves every chunk's context.
  const sourceMgr = new SourceMgr();
  sourceMgr.addBuffer(filename, text);
  const handler = options.verifyDiagnostics
    ? new SourceMgrDiagnosticVerifierHandler(
        sourceMgr,
        null,
        options.stderr,
        options.verifyDiagnostics,
      )
    : new SourceMgrDiagnosticHandler(sourceMgr, null, options.stderr);
  return {
    split(marker) {
      if (marker.length < MIN_SPLIT_MARKER_LENGTH) {
        // mlir-opt has no prefix to search for then, and misbehaves; refuse instead.
        return `--split-input-file: the marker '${marker}' is shorter than ${MIN_SPLIT_MARKER_LENGTH} characters`;
      }
      const { chunks, nearMisses } = splitInputFile(text, marker);
      for (const miss of nearMisses) {
        options.stderr(
          sourceMgr.formatMessage(
            filename,
            miss.line,
            miss.column,
            'warning',
            'near miss with file split marker',
          ),
        );
      }
      return chunks.map((chunk) => ({
        text: chunk.text,
        filename,
        lineOffset: chunk.lineOffset,
        firstColumn: chunk.firstColumn,
      }));
    },
    open: (chunk, actionFilter) => openSession(chunk, options, handler, dialects, actionFilter),
    finish() {
      const ok = handler instanceof SourceMgrDiagnosticVerifierHandler ? handler.verify() : true;
      handler.dispose();
      return ok;
    },
  };
}

function openSession(
  chunk: InputChunk,
  options: SessionOptions,
  handler: SourceMgrDiagnosticHandler,
  dialects: readonly DialectRegistration[],
  actionFilter: ((tag: string) => boolean) | undefined,
): IRSession {
  const context = new MLIRContext({ allowUnregisteredDialects: options.allowUnregisteredDialect });
  context.actionFilter = actionFilter ?? null;
  registerDialects(context.registry, dialects);
  // As in MLIR, every context has the builtin dialect loaded (`module` parses without a prefix).
  loadBuiltinDialect(context);
  installOperationPrinter(context, options.print);
  handler.attach(context);
  if (!options.verifyDiagnostics) installDiagnosticFilter(context, options.diagnosticFilter);
  // Registered after the printing handler so it sees each diagnostic first, counts it, and
  // passes it on (returning nothing leaves it unhandled).
  let errors = 0;
  context.diagnostics.registerHandler((diagnostic) => {
    if (diagnostic.severity === 'error') errors++;
  });
  const adapter = new IRCoreAdapter(context);
  const printVerified = { ...options.print, assumeVerified: true };
  const reproducer: ReproducerResource = {};
  return {
    adapter: adapter as IRAdapter,
    reproducer,
    parse: () => {
      const op = parseSourceString(chunk.text, context, {
        filename: chunk.filename,
        implicitModule: options.implicitModule,
        lineOffset: chunk.lineOffset,
        firstColumn: chunk.firstColumn,
        verifyAfterParse: false,
        resourceParsers: options.readReproducer
          ? { mlir_reproducer: (entry) => readReproducerEntry(entry, reproducer) }
          : undefined,
      });
      // As mlir-opt, ops are attached to their diagnostics as notes, unless told not to or when
      // checking diagnostics (where such notes would have to be expected too); from the verifier
      // on, which emits the notes. Messages that print an op still print it.
      if (options.verifyDiagnostics || !options.printOpOnDiagnostic)
        context.printOpOnDiagnostic = false;
      if (op === null) return null;
      return !options.verifyOnParse || verify(op) ? op : null;
    },
    print: (op, verified) =>
      adapter.print(op as Operation, verified ? printVerified : options.print),
    verifyRoundTrip: (op) =>
      verifyRoundTrip(op as Operation, chunk.filename, options, dialects, handler),
    errorCount: () => errors,
    loadDialect: (name) => void context.getOrLoadDialect(name),
  };
}

/** One entry of an `mlir_reproducer` resource into `into`, with mlir-opt's errors. */
function readReproducerEntry(entry: ParsedResourceEntry, into: ReproducerResource): boolean {
  switch (entry.key) {
    case 'pipeline': {
      const value = entry.parseAsString();
      if (value !== null) into.pipeline = value;
      return value !== null;
    }
    case 'disable_threading':
    case 'verify_each': {
      const value = entry.parseAsBool();
      if (value !== null)
        into[entry.key === 'verify_each' ? 'verifyEach' : 'disableThreading'] = value;
      return value !== null;
    }
    default:
      return entry.emitError(`unknown 'mlir_reproducer' resource key '${entry.key}'`);
  }
}

const GENERIC_WITH_LOCATIONS = { generic: true, debugInfo: true } as const;

/**
 * MLIR 22's textual round-trip check (mlir-opt's bytecode half has no Strata counterpart): the op
 * printed in generic form with locations is parsed in a new context, and both ops must print the
 * same again. It catches types and attributes whose printer and parser disagree; what differs is
 * reported on the op, both texts in full.
 */
function verifyRoundTrip(
  op: Operation,
  filename: string,
  options: SessionOptions,
  dialects: readonly DialectRegistration[],
  handler: SourceMgrDiagnosticHandler,
): boolean {
  const context = new MLIRContext({ allowUnregisteredDialects: options.allowUnregisteredDialect });
  registerDialects(context.registry, dialects);
  loadBuiltinDialect(context);
  handler.attach(context);
  const reparsed = parseSourceString(printOperation(op, GENERIC_WITH_LOCATIONS), context, {
    filename: `${filename} (round-trip)`,
    implicitModule: false,
    verifyAfterParse: true,
  });
  if (reparsed === null) {
    op.emitOpError('failed to parse textual content back, cannot verify round-trip.\n');
    return false;
  }
  const reference = printOperation(op, GENERIC_WITH_LOCATIONS);
  const roundTrip = printOperation(reparsed, GENERIC_WITH_LOCATIONS);
  if (reference === roundTrip) return true;
  op.emitOpError(
    `textual roundTrip testing roundtripped module differs from reference:\n<<<<<<Reference\n${reference}\n=====\n${roundTrip}\n>>>>>roundtripped\n`,
  );
  return false;
}

/** The backend, with `dialects` registered besides the built-in catalog. */
export function createIRCoreBackend(dialects: readonly DialectRegistration[] = []): IRBackend {
  return {
    start: (text, filename, options) => start(text, filename, options, dialects),
    dialectNames: () => {
      const registry = new DialectRegistry();
      registerDialects(registry, dialects);
      return registry.names;
    },
  };
}
