/**
 * The outside world of one strata-opt run: where text goes and where stdin comes from. The bin
 * wires it to the process; tests and the in-process lit runner capture it.
 */
export interface ToolIO {
  stdout(text: string): void;
  stderr(text: string): void;
  /** The whole of standard input (only read when the input file is `-`). */
  readStdin(): Promise<Uint8Array>;
  /** Directory relative paths are resolved against (default: the process's). */
  cwd?: string;
}
