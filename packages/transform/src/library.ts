/**
 * Transform libraries (MLIR's `--transform-preload-library`): files of named sequences parsed
 * once and kept with the context's transform dialect, where `--transform-interpreter` looks for
 * its entry point when the payload has none. The pass reads files through a `LibraryFiles`
 * object, so that this package stays free of file-system code (strata-opt gives it Node's).
 */
import {
  Diagnostic,
  FileLineColLoc,
  type MLIRContext,
  ModuleOp,
  type Operation,
  parseSourceString,
  StringAttr,
  UnitAttr,
  UnknownLoc,
} from '@strata/ir-core';
import { Pass } from '@strata/pass';
import * as z from 'zod/mini';
import { type TransformDialect, WITH_NAMED_SEQUENCE } from './dialect.js';

/** How the preload pass reaches files. */
export interface LibraryFiles {
  /**
   * The files a library path names: itself for a file, its `.mlir` files for a directory; a
   * message instead when it is neither.
   */
  expand(path: string): string[] | { error: string };
  read(path: string): string;
}

/** The symbol name of a top-level op, if it has one. */
function symbolOf(op: Operation): string | undefined {
  const name = op.properties.get('sym_name') ?? op.getAttr('sym_name');
  return name instanceof StringAttr ? name.value : undefined;
}

/**
 * Parses the library files and merges their top-level ops into one module (MLIR's
 * `mergeSymbolsInto`); reports an error and answers null on a parse error, an unreadable path or
 * a symbol defined twice.
 */
export function loadTransformLibrary(
  context: MLIRContext,
  paths: readonly string[],
  files: LibraryFiles,
): Operation | null {
  const merged = ModuleOp.create(UnknownLoc.get(context), {});
  merged.setAttr(WITH_NAMED_SEQUENCE, UnitAttr.get(context));
  const body = merged.getRegion(0).emplaceBlock();
  const seen = new Map<string, Operation>();
  for (const path of paths) {
    const expanded = files.expand(path);
    if (!Array.isArray(expanded)) {
      context.diagnostics.emit(
        new Diagnostic('error', FileLineColLoc.get(context, path, 0, 0), expanded.error),
      );
      return null;
    }
    for (const file of expanded) {
      // Parsing installs the op printer of diagnostics when there is none; the driver may have
      // turned it off (--verify-diagnostics), so it is put back as it was.
      const printer = context.printOperationForDiagnostic;
      const module = parseSourceString(files.read(file), context, { filename: file });
      context.printOperationForDiagnostic = printer;
      if (module === null) return null;
      for (const op of [...module.getRegion(0).front!.operations]) {
        const symbol = symbolOf(op);
        if (symbol !== undefined) {
          const previous = seen.get(symbol);
          if (previous !== undefined) {
            op.emitError(`doubly defined symbol @${symbol}`, (d) =>
              d.attachNote('previously defined here', previous.location),
            );
            return null;
          }
          seen.set(symbol, op);
        }
        op.remove();
        body.push(op);
      }
    }
  }
  return merged;
}

const options = z.object({
  'transform-library-paths': z._default(
    z
      .array(z.string())
      .check(
        z.describe(
          'Optional paths to files with modules that should be merged into the transform module to provide the definitions of external named sequences.',
        ),
      ),
    [],
  ),
});

export class TransformPreloadLibraryPass extends Pass<typeof options> {
  readonly argument = 'transform-preload-library';
  readonly name = 'PreloadLibraryPass';
  override readonly description = 'preload transform dialect library';
  override readonly optionsSchema = options;

  constructor(private readonly files: LibraryFiles) {
    super();
  }

  runOnOperation(): void {
    const context = (this.getOperation() as Operation).context;
    const dialect = context.getOrLoadDialect('transform') as TransformDialect | undefined;
    if (dialect === undefined) return this.signalPassFailure();
    const library = loadTransformLibrary(
      context,
      this.options['transform-library-paths'],
      this.files,
    );
    if (library === null) return this.signalPassFailure();
    dialect.libraryModule = library;
    this.markAllAnalysesPreserved();
  }
}
