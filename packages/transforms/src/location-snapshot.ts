import {
  FileLineColLoc,
  FusedLoc,
  type Location,
  NameLoc,
  type Operation,
  type OpPrintingFlags,
  printOperationWithPositions,
  walkOperations,
} from '@strata/ir-core';
import { Pass } from '@strata/pass';
import * as z from 'zod/mini';

/** Where snapshots are written: the host's file system (see `@strata/transforms/node`). */
export interface SnapshotFiles {
  /** Writes `text` to the file at `path`; answers null, or why the file could not be written. */
  write(path: string, text: string): string | null;
  /** A new file name for a snapshot whose pass was given none (MLIR's temporary file). */
  temporaryPath(): string;
}

/**
 * Prints `op` with `flags`, hands the text to `write` under `filename`, and points the location
 * of every printed op under `op` at its line and column in that text: replaced, or with a `tag`
 * kept as `fused[old, "tag"(new)]` (MLIR's `generateLocationsFromIR`). Ops that do not appear in
 * the text (implicit terminators) keep their location. Returns what `write` answers.
 */
export function generateLocationsFromIR(
  op: Operation,
  filename: string,
  write: (text: string) => string | null,
  flags: OpPrintingFlags = {},
  tag = '',
): string | null {
  const { text, positions } = printOperationWithPositions(op, flags);
  const error = write(text);
  if (error !== null) return error;
  const context = op.context;
  walkOperations(
    op,
    (nested) => {
      const position = positions.get(nested);
      if (position === undefined) return;
      const snapshot: Location = FileLineColLoc.get(
        context,
        filename,
        position.line,
        position.column,
      );
      nested.location =
        tag === ''
          ? snapshot
          : FusedLoc.get(context, [nested.location, NameLoc.get(context, tag, snapshot)]);
    },
    'post',
  );
  return null;
}

const options = z.object({
  filename: z._default(z.string().check(z.describe('The filename to print the generated IR')), ''),
  'pretty-debuginfo': z._default(
    z.boolean().check(z.describe('Print pretty debug info in MLIR output')),
    false,
  ),
  'print-debuginfo': z._default(
    z.boolean().check(z.describe('Print debug info in MLIR output')),
    false,
  ),
  'print-local-scope': z._default(
    z
      .boolean()
      .check(
        z.describe(
          'Print with local scope and inline information (eliding aliases for attributes, types, and locations',
        ),
      ),
    false,
  ),
  'print-op-generic': z._default(z.boolean().check(z.describe('Print the generic op form')), false),
  tag: z._default(
    z
      .string()
      .check(
        z.describe(
          'A tag to use when fusing the new locations with the original. If unset, the locations are replaced.',
        ),
      ),
    '',
  ),
});

/**
 * `snapshot-op-locations` (MLIR's `LocationSnapshot`): prints the op it runs on to `filename` (a
 * new temporary file when empty) with the printing options it is given, and makes each op's
 * location its position in that file (see {@link generateLocationsFromIR}).
 */
export class LocationSnapshotPass extends Pass<typeof options> {
  readonly argument = 'snapshot-op-locations';
  readonly name = 'LocationSnapshot';
  override readonly description = 'Generate new locations from the current IR';
  override readonly optionsSchema = options;

  constructor(private readonly files: SnapshotFiles) {
    super();
  }

  runOnOperation(): void {
    const op = this.getOperation() as Operation;
    const options = this.options;
    const filename = options.filename === '' ? this.files.temporaryPath() : options.filename;
    const flags: OpPrintingFlags = {
      debugInfo: options['print-debuginfo'],
      generic: options['print-op-generic'],
      localScope: options['print-local-scope'],
      prettyDebugInfo: options['pretty-debuginfo'],
    };
    const write = (text: string) => this.files.write(filename, text);
    const error = generateLocationsFromIR(op, filename, write, flags, options.tag);
    if (error === null) return;
    op.emitError(error);
    this.signalPassFailure();
  }
}
