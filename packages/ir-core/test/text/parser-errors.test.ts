/**
 * Every parser error, compared with mlir-opt: the invalid corpus (one failure per `// -----` chunk)
 * must produce exactly mlir-opt's stderr — message, `file:line:col`, source line and caret.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MLIRContext } from '../../src/context.js';
import { SourceMgrDiagnosticHandler } from '../../src/diagnostics/handlers.js';
import { SourceMgr } from '../../src/diagnostics/source-mgr.js';
import { splitInputFile } from '../../src/diagnostics/split-input.js';
import { loadBuiltinDialect } from '../../src/dialects/builtin/dialect.js';
import { parseSourceString } from '../../src/text/source-parser.js';
import { hasMlirOpt, MLIR_OPT_MISSING, runMlirOpt, writeTemp } from './support/mlir-opt.js';

const invalidDir = join(import.meta.dirname, '..', 'corpus', 'invalid');

/** What Strata prints on stderr for `--split-input-file` over the file at `path`. */
function strataDiagnostics(
  path: string,
  text: string,
  allowUnregistered: boolean,
): { output: string; failures: number; chunks: number } {
  const mgr = new SourceMgr();
  mgr.addBuffer(path, text);
  let output = '';
  const split = splitInputFile(text);
  for (const miss of split.nearMisses)
    output += mgr.formatMessage(
      path,
      miss.line,
      miss.column,
      'warning',
      'near miss with file split marker',
    );
  let failures = 0;
  for (const chunk of split.chunks) {
    const context = new MLIRContext({ allowUnregisteredDialects: allowUnregistered });
    loadBuiltinDialect(context);
    const handler = new SourceMgrDiagnosticHandler(mgr, context, (s) => void (output += s));
    const op = parseSourceString(chunk.text, context, {
      filename: path,
      lineOffset: chunk.lineOffset,
      firstColumn: chunk.firstColumn,
    });
    if (op === null) failures++;
    handler.dispose();
  }
  return { output, failures, chunks: split.chunks.length };
}

describe.skipIf(!hasMlirOpt)('parser errors match mlir-opt', () => {
  for (const name of readdirSync(invalidDir).filter((n) => n.endsWith('.mlir'))) {
    it(`${name}: same diagnostics, locations, source lines and carets`, () => {
      const text = readFileSync(join(invalidDir, name), 'utf8');
      const path = writeTemp(name, text);
      // Files named `*.no-unregistered.mlir` run without `--allow-unregistered-dialect`.
      const allowUnregistered = !name.endsWith('.no-unregistered.mlir');
      const args = allowUnregistered
        ? ['--allow-unregistered-dialect', '--split-input-file']
        : ['--split-input-file'];
      const expected = runMlirOpt(path, args).stderr;
      const actual = strataDiagnostics(path, text, allowUnregistered);
      // Some errors come with a follow-up error (as "missing operand of negation"), so a chunk
      // reports one error or more.
      expect(expected.split(': error: ').length - 1, 'an error per chunk').toBeGreaterThanOrEqual(
        actual.chunks,
      );
      expect(actual.failures, 'every chunk is invalid').toBe(actual.chunks);
      expect(actual.output).toBe(expected);
    });
  }
});

describe.skipIf(hasMlirOpt)('parser errors match mlir-opt', () => {
  it.skip(MLIR_OPT_MISSING, () => {});
});
