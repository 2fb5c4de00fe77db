/** Running Strata's parser and printer the way mlir-opt runs on a (split) input file. */
import { MLIRContext } from '../../../src/context.js';
import { loadBuiltinDialect } from '../../../src/dialects/builtin/dialect.js';
import { SourceMgrDiagnosticHandler } from '../../../src/diagnostics/handlers.js';
import { SourceMgr } from '../../../src/diagnostics/source-mgr.js';
import { SPLIT_MARKER, splitInputFile } from '../../../src/diagnostics/split-input.js';
import { parseSourceString, type ParseSourceOptions } from '../../../src/text/source-parser.js';
import { printOperation, type OpPrintingFlags } from '../../../src/text/printer.js';

export interface ChunkResult {
  /** What mlir-opt would print for the chunk, or null when parsing failed. */
  readonly output: string | null;
  readonly errors: string[];
}

/**
 * Parses `text` in a fresh context with the builtin dialect and unregistered ops allowed; the
 * diagnostics are collected as `loc: message` lines.
 */
export function parseCollectingErrors(text: string, options: ParseSourceOptions) {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  loadBuiltinDialect(context);
  const errors: string[] = [];
  context.diagnostics.registerHandler((d) => {
    errors.push(`${d.location.toString()}: ${d.message}`);
    return true;
  });
  return { context, op: parseSourceString(text, context, options), errors };
}

/** Parses each `// -----` chunk of the file at `path` (named `path` in locations) and prints it. */
export function strataOpt(path: string, text: string, flags: OpPrintingFlags): ChunkResult[] {
  return splitInputFile(text).chunks.map((chunk) => {
    const { op, errors } = parseCollectingErrors(chunk.text, {
      filename: path,
      lineOffset: chunk.lineOffset,
      firstColumn: chunk.firstColumn,
    });
    return { output: op === null ? null : printOperation(op, flags), errors };
  });
}

export interface SplitRunResult {
  /** The chunks' printed modules and `// -----` markers, as mlir-opt writes them to stdout. */
  readonly stdout: string;
  /** The diagnostics as mlir-opt writes them to stderr: location, message, source line, caret. */
  readonly stderr: string;
  readonly failures: number;
  readonly chunks: number;
}

/**
 * What `mlir-opt --split-input-file` prints for the file at `path` holding `text`: each chunk is
 * parsed in a fresh context with the builtin dialect (and unregistered ops when
 * `allowUnregistered`) and printed with `flags` unless it fails.
 */
export function strataSplitRun(
  path: string,
  text: string,
  flags: OpPrintingFlags,
  allowUnregistered = true,
): SplitRunResult {
  const mgr = new SourceMgr();
  mgr.addBuffer(path, text);
  let stderr = '';
  const split = splitInputFile(text);
  for (const miss of split.nearMisses)
    stderr += mgr.formatMessage(
      path,
      miss.line,
      miss.column,
      'warning',
      'near miss with file split marker',
    );
  const outputs: string[] = [];
  let failures = 0;
  for (const chunk of split.chunks) {
    const context = new MLIRContext({ allowUnregisteredDialects: allowUnregistered });
    loadBuiltinDialect(context);
    const handler = new SourceMgrDiagnosticHandler(mgr, context, (s) => void (stderr += s));
    const op = parseSourceString(chunk.text, context, {
      filename: path,
      lineOffset: chunk.lineOffset,
      firstColumn: chunk.firstColumn,
    });
    handler.dispose();
    if (op === null) failures++;
    outputs.push(op === null ? '' : printOperation(op, flags) + '\n');
  }
  return { stdout: outputs.join(`${SPLIT_MARKER}\n`), stderr, failures, chunks: outputs.length };
}
