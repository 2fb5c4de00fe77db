/** Running Strata's parser and printer the way mlir-opt runs on a (split) input file. */
import { MLIRContext } from '../../../src/context.js';
import { loadBuiltinDialect } from '../../../src/dialects/builtin/dialect.js';
import { splitInputFile } from '../../../src/diagnostics/split-input.js';
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
