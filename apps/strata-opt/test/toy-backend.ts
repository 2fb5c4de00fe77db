/**
 * A driver backend over the toy IR of `@strata/pass/testing`, so the driver can be tested without
 * the MLIR parser. Input is one op per line, nesting by two-space indentation:
 *
 *     builtin.module
 *       func.func @f
 *
 * A line `!error message` is a parse error at that line; `expected-error` comments are not
 * supported, but {@link ToyBackendOptions.diagnosticsOk} decides what `finish` reports.
 */
import type { InputChunk, IRBackend, IRRun, IRSession, SessionOptions } from '../src/index.js';
import { ToyAdapter, ToyOp } from '@strata/pass/testing';

class StreamingToyAdapter extends ToyAdapter {
  constructor(private readonly stderr: (text: string) => void) {
    super();
  }
  override emitError(op: ToyOp | null, message: string): void {
    super.emitError(op, message);
    this.stderr(`${op?.loc ?? '<unknown>:0'}: error: ${message}\n`);
  }
}

function parseToy(chunk: InputChunk, options: SessionOptions): ToyOp | null {
  const roots: ToyOp[] = [];
  const stack: { op: ToyOp; depth: number }[] = [];
  const lines = chunk.text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const body = line.trim();
    if (body === '' || body.startsWith('//')) continue;
    const lineNumber = chunk.lineOffset + i + 1;
    const column = line.length - line.trimStart().length + 1;
    if (body.startsWith('!error')) {
      options.stderr(`${chunk.filename}:${lineNumber}:${column}: error: ${body.slice(7)}\n`);
      return null;
    }
    const [name, symbol] = body.split(' ');
    const op = new ToyOp(name!, symbol?.startsWith('@') ? symbol.slice(1) : undefined);
    op.loc = `${chunk.filename}:${lineNumber}:${column}`;
    const depth = (column - 1) / 2;
    while (stack.length > 0 && stack[stack.length - 1]!.depth >= depth) stack.pop();
    if (stack.length === 0) roots.push(op);
    else stack[stack.length - 1]!.op.add(op);
    stack.push({ op, depth });
  }
  if (roots.length === 1 && (roots[0]!.name === 'builtin.module' || !options.implicitModule))
    return roots[0]!;
  if (!options.implicitModule) {
    options.stderr(
      `${chunk.filename}:1:1: error: source must contain a single top-level operation if 'no-implicit-module' is set\n`,
    );
    return null;
  }
  const module = new ToyOp('builtin.module', undefined, roots);
  module.loc = `${chunk.filename}:${chunk.lineOffset + 1}:1`;
  return module;
}

export interface ToyBackendOptions {
  /** What `finish` returns under --verify-diagnostics. */
  diagnosticsOk?: boolean;
  /** Options of each run started, for assertions on what the driver passed. */
  sessions?: SessionOptions[];
  /** Dialects loaded through sessions. */
  loadedDialects?: string[];
  /** What `verifyRoundTrip` answers (default true); each call is counted in `roundTrips`. */
  roundTripOk?: boolean;
  roundTrips?: { count: number };
}

export function toyBackend(config: ToyBackendOptions = {}): IRBackend {
  return {
    start(text, filename, options): IRRun {
      config.sessions?.push(options);
      return {
        split(marker) {
          const chunks: InputChunk[] = [];
          let lineOffset = 0;
          for (const piece of text.split(`${marker}\n`)) {
            chunks.push({ text: piece, filename, lineOffset, firstColumn: 1 });
            lineOffset += piece.split('\n').length;
          }
          return chunks;
        },
        open(chunk): IRSession {
          const adapter = new StreamingToyAdapter(options.stderr);
          return {
            adapter,
            reproducer: {},
            parse: () => parseToy(chunk, options),
            print: (op) => adapter.print(op as ToyOp, options.print),
            verifyRoundTrip: () => {
              if (config.roundTrips) config.roundTrips.count++;
              return config.roundTripOk ?? true;
            },
            errorCount: () => adapter.errors.length,
            loadDialect: (name) => void config.loadedDialects?.push(name),
          };
        },
        finish: () => (options.verifyDiagnostics ? (config.diagnosticsOk ?? true) : true),
      };
    },
    dialectNames: () => ['builtin', 'func', 'test'],
  };
}
