/**
 * The builtin dialect's ops against mlir-opt: valid inputs print byte for byte as mlir-opt prints
 * them (custom and generic form), and invalid inputs get mlir-opt's first error, at the same line
 * and column. Skips with a message when mlir-opt is absent.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  hasMlirOpt,
  MLIR_OPT_MISSING,
  runMlirOpt,
  splitOutputs,
  writeTemp,
} from '../text/support/mlir-opt.js';
import { strataOpt } from '../text/support/strata.js';

const corpus = (name: string) => readFileSync(join(import.meta.dirname, 'corpus', name), 'utf8');
const BASE_ARGS = ['--allow-unregistered-dialect', '--split-input-file'];

/** `path:line:col: error: message` lines of mlir-opt's stderr, one (the first) per chunk. */
function firstErrors(stderr: string): string[] {
  return stderr.split('\n').filter((line) => / error: /.test(line));
}

describe.skipIf(!hasMlirOpt)('builtin dialect against mlir-opt', () => {
  for (const [mode, args, flags] of [
    ['custom', [], {}],
    ['generic', ['--mlir-print-op-generic'], { generic: true }],
  ] as const) {
    it(`prints valid builtin ops as mlir-opt does (${mode})`, () => {
      const text = corpus('builtin-valid.mlir');
      const path = writeTemp('builtin-valid.mlir', text);
      const reference = runMlirOpt(path, [...BASE_ARGS, ...args]);
      expect(reference.stderr).toBe('');
      const expected = splitOutputs(reference.stdout.slice(0, -1));
      const actual = strataOpt(path, text, flags);
      expect(actual.map((r) => r.errors)).toEqual(expected.map(() => []));
      expect(actual.map((r) => r.output)).toEqual(expected);
    });
  }

  it('reports the errors mlir-opt reports, where it reports them', () => {
    const text = corpus('builtin-invalid.mlir');
    const path = writeTemp('builtin-invalid.mlir', text);
    const expected = firstErrors(runMlirOpt(path, BASE_ARGS).stderr).map((line) =>
      line.replace(`${path}:`, ''),
    );
    const actual = strataOpt(path, text, {}).map((r) => {
      const first = r.errors[0] ?? '';
      // Strata prints the location as an attribute: loc("path":line:col): message
      const match = /^loc\(".*":(\d+):(\d+)\): (.*)$/.exec(first);
      return match ? `${match[1]}:${match[2]}: error: ${match[3]}` : first;
    });
    expect(actual).toEqual(expected);
  });
});

describe.skipIf(hasMlirOpt)('builtin dialect against mlir-opt', () => {
  it.skip(MLIR_OPT_MISSING, () => {});
});
