/**
 * Every parser error, compared with mlir-opt: the invalid corpus (one failure per `// -----` chunk)
 * must produce exactly mlir-opt's stderr — message, `file:line:col`, source line and caret.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasMlirOpt, MLIR_OPT_MISSING, runMlirOpt, writeTemp } from './support/mlir-opt.js';
import { strataSplitRun } from './support/strata.js';

const invalidDir = join(import.meta.dirname, '..', 'corpus', 'invalid');

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
      const actual = strataSplitRun(path, text, {}, allowUnregistered);
      // Some errors come with a follow-up error (as "missing operand of negation"), so a chunk
      // reports one error or more.
      expect(expected.split(': error: ').length - 1, 'an error per chunk').toBeGreaterThanOrEqual(
        actual.chunks,
      );
      expect(actual.failures, 'every chunk is invalid').toBe(actual.chunks);
      expect(actual.stderr).toBe(expected);
    });
  }
});

describe.skipIf(hasMlirOpt)('parser errors match mlir-opt', () => {
  it.skip(MLIR_OPT_MISSING, () => {});
});
