/**
 * `--verify-diagnostics` compared with mlir-opt: for each file under test/corpus/verify and each
 * level (`all`, `only-expected`), Strata's verifier handler must print exactly mlir-opt's stderr
 * (unexpected, mismatched and unmatched diagnostics) and agree on success.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MLIRContext } from '../../src/context.js';
import {
  SourceMgrDiagnosticVerifierHandler,
  type VerifyDiagnosticsLevel,
} from '../../src/diagnostics/handlers.js';
import { SourceMgr } from '../../src/diagnostics/source-mgr.js';
import { splitInputFile } from '../../src/diagnostics/split-input.js';
import { loadBuiltinDialect } from '../../src/dialects/builtin/dialect.js';
import { parseSourceString } from '../../src/text/source-parser.js';
import { hasMlirOpt, MLIR_OPT_MISSING, runMlirOpt, writeTemp } from '../text/support/mlir-opt.js';

const verifyDir = join(import.meta.dirname, '..', 'corpus', 'verify');

function strataVerify(
  path: string,
  text: string,
  level: VerifyDiagnosticsLevel,
): { output: string; ok: boolean } {
  const mgr = new SourceMgr();
  mgr.addBuffer(path, text);
  let output = '';
  const handler = new SourceMgrDiagnosticVerifierHandler(
    mgr,
    null,
    (s) => void (output += s),
    level,
  );
  for (const chunk of splitInputFile(text).chunks) {
    const context = new MLIRContext({ allowUnregisteredDialects: true });
    loadBuiltinDialect(context);
    handler.attach(context);
    parseSourceString(chunk.text, context, {
      filename: path,
      lineOffset: chunk.lineOffset,
      firstColumn: chunk.firstColumn,
    });
  }
  const ok = handler.verify();
  handler.dispose();
  return { output, ok };
}

describe.skipIf(!hasMlirOpt)('--verify-diagnostics matches mlir-opt', () => {
  const levels: VerifyDiagnosticsLevel[] = ['all', 'only-expected'];
  for (const name of readdirSync(verifyDir).filter((n) => n.endsWith('.mlir'))) {
    it.each(levels)(`${name} (%s)`, (level) => {
      const text = readFileSync(join(verifyDir, name), 'utf8');
      const path = writeTemp(name, text);
      const expected = runMlirOpt(path, [
        '--allow-unregistered-dialect',
        '--split-input-file',
        `--verify-diagnostics=${level}`,
      ]);
      const actual = strataVerify(path, text, level);
      expect(actual.output).toBe(expected.stderr);
      expect(actual.ok).toBe(expected.status === 0);
    });
  }
});

describe.skipIf(hasMlirOpt)('--verify-diagnostics matches mlir-opt', () => {
  it.skip(MLIR_OPT_MISSING, () => {});
});
