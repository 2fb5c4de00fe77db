import { Pass, type PassOptionsSchema } from '@strata/pass';

/**
 * The process's stderr when running under Node, for passes that print reports (mlir-opt writes
 * them to stderr) and were given no writer; elsewhere the text is dropped.
 */
function writeToProcessStderr(text: string): void {
  const stderr = (globalThis as { process?: { stderr?: { write(text: string): unknown } } }).process
    ?.stderr;
  stderr?.write(text);
}

/** A pass that prints a report through `write` (by default the process's stderr). */
export abstract class ReportingPass<
  Schema extends PassOptionsSchema | undefined = undefined,
> extends Pass<Schema> {
  constructor(protected readonly write: (text: string) => void = writeToProcessStderr) {
    super();
  }
}
