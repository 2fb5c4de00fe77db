/**
 * What the driver needs from an IR implementation, for one input chunk at a time: parse it,
 * expose it to the pass manager (through an {@link IRAdapter}), print it, and check expected
 * diagnostics. `@strata/ir-core` provides the real backend; tests can provide small fakes.
 */
import type { IRAdapter, IRPrintOptions } from '@strata/pass';
import type { DiagnosticFilterOptions } from './diagnostic-filter.js';

/** One piece of input: the whole file, or one `// -----` chunk of it. */
export interface InputChunk {
  text: string;
  /** Name locations and diagnostics use (`<stdin>` for standard input). */
  filename: string;
  /** Lines of the file before this chunk, so locations keep the file's line numbers. */
  lineOffset: number;
  /** 1-based column of the chunk's first character on its line. */
  firstColumn: number;
}

export interface SessionOptions {
  allowUnregisteredDialect: boolean;
  /**
   * `--verify-diagnostics`: check diagnostics against `expected-*` comments instead of printing
   * them, failing on unexpected ones too (`all`) or not (`only-expected`); `false` prints them.
   */
  verifyDiagnostics: false | 'all' | 'only-expected';
  /** Verify the parsed IR (false: `--mlir-very-unsafe-disable-verifier-on-parsing`). */
  verifyOnParse: boolean;
  /** Wrap top-level ops in a `builtin.module` unless the input is a single one (default true). */
  implicitModule: boolean;
  print: IRPrintOptions;
  /** Attach the op to each diagnostic emitted on it, as a note (`--mlir-print-op-on-diagnostic`). */
  printOpOnDiagnostic: boolean;
  /**
   * Which diagnostics are printed (`--mlir-diagnostic-verbosity-level`,
   * `--mlir-disable-diagnostic-notes`); ignored with `verifyDiagnostics`.
   */
  diagnosticFilter: DiagnosticFilterOptions;
  /** Where rendered diagnostics go. */
  stderr: (text: string) => void;
  /**
   * `--run-reproducer`: read the input's `mlir_reproducer` resource (reporting malformed entries)
   * instead of keeping it for the output.
   */
  readReproducer: boolean;
}

/** What an input's `mlir_reproducer` resource sets (each entry is optional). */
export interface ReproducerResource {
  pipeline?: string;
  disableThreading?: boolean;
  verifyEach?: boolean;
}

/** The IR state of one chunk, from parse to print. */
export interface IRSession {
  readonly adapter: IRAdapter;
  /** The top-level op, or null after diagnostics were reported. */
  parse(): object | null;
  /** After {@link parse} with `readReproducer`: the input's `mlir_reproducer` values. */
  readonly reproducer: ReproducerResource;
  /**
   * The op in textual form, as {@link IRAdapter.print}, with the run's print options; `verified`
   * says the op is known to verify, so the printer need not check before using custom forms.
   */
  print(op: object, verified?: boolean): string;
  /**
   * `--verify-roundtrip`: prints the op in generic form with locations, parses the text back in a
   * fresh context and checks that both print the same; false after a diagnostic on the op.
   */
  verifyRoundTrip(op: object): boolean;
  /** How many error diagnostics were reported so far in this session. */
  errorCount(): number;
  /** Makes a dialect a pass depends on available. */
  loadDialect(name: string): void;
}

/**
 * One run over one input file. Diagnostics of all its chunks go through one handler, as in
 * mlir-opt: with `--verify-diagnostics`, the `expected-*` comments of the whole file are checked
 * once, at {@link finish}.
 */
export interface IRRun {
  /**
   * Cuts the input at `marker` lines, reporting near misses as warnings; a string is a one-line
   * error (e.g. a marker the backend cannot split at).
   */
  split(marker: string): InputChunk[] | string;
  /** `actionFilter`: decides which actions run while the chunk is processed (a debug counter). */
  open(chunk: InputChunk, actionFilter?: (tag: string) => boolean): IRSession;
  /**
   * Ends the run. With `verifyDiagnostics`, reports unmet expectations and returns whether all
   * diagnostics were as expected; otherwise returns true.
   */
  finish(): boolean;
}

export interface IRBackend {
  /** Starts a run over `text`, the contents of the input named `filename`. */
  start(text: string, filename: string, options: SessionOptions): IRRun;
  /** The names of the dialects the backend can load, sorted (`--show-dialects`). */
  dialectNames(): string[];
}
