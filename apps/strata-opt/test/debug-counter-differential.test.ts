/**
 * `--mlir-debug-counter` and `--mlir-print-debug-counter` against mlir-opt 22: which passes the
 * `pass-execution` counter lets run, the counters printed when each chunk starts and ends, and
 * the messages for malformed counter arguments (where mlir-opt then aborts with a stack dump,
 * strata-opt exits with 1). Skipped when mlir-opt is not installed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../src/index.js';

const MLIR_OPT = process.env['MLIR_OPT'] || '/usr/lib/llvm-22/bin/mlir-opt';
const haveMlirOpt = existsSync(MLIR_OPT);
const input = join(dirname(fileURLToPath(import.meta.url)), 'differential', 'debug-counter.mlir');
const PIPELINE = '--pass-pipeline=builtin.module(func.func(canonicalize,cse),cse)';

const CASES: readonly (readonly string[])[] = [
  ['--mlir-print-debug-counter'],
  ['--canonicalize', '--mlir-debug-counter=pass-execution-skip=1', '--mlir-print-debug-counter'],
  [PIPELINE, '--mlir-debug-counter=pass-execution-skip=0', '--mlir-print-debug-counter'],
  // The nested pass manager counts too: skipping it skips everything inside it.
  [PIPELINE, '--mlir-debug-counter=pass-execution-count=0'],
  [
    PIPELINE,
    '--mlir-debug-counter=pass-execution-skip=2,pass-execution-count=1',
    '--mlir-debug-counter=other-skip=0x1f,b-count=-3,other-skip=010',
    '--mlir-print-debug-counter',
  ],
  ['--split-input-file', '--canonicalize', '--mlir-debug-counter=pass-execution-skip=2'],
  [
    '--split-input-file',
    '--canonicalize',
    '--mlir-debug-counter=pass-execution-count=1,,',
    '--mlir-print-debug-counter',
  ],
  ['--mlir-debug-counter=t-skip=-9223372036854775808,u-count=0b101', '--mlir-print-debug-counter'],
];

const BAD_ARGUMENTS = [
  'tag',
  'tag-skip=',
  'tag=4',
  '=4',
  'tag-skip=four',
  'tag-skip=+4',
  'tag-skip=08',
  'tag-count=0O7',
  'tag-skip=9223372036854775808',
  'tag-skip=4=5',
];

function mlirOpt(args: readonly string[]) {
  const result = spawnSync(MLIR_OPT, args, { encoding: 'utf8' });
  return { exitCode: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe.skipIf(!haveMlirOpt)(
  `debug counters match mlir-opt${haveMlirOpt ? '' : ` (skipped: ${MLIR_OPT} not found)`}`,
  () => {
    for (const flags of CASES) {
      it(flags.join(' '), async () => {
        const args = [input, ...flags];
        const expected = mlirOpt(args);
        const actual = await runInProcess(args, { stdin: readFileSync(input, 'utf8'), cwd: '.' });
        expect(actual).toEqual(expected);
      });
    }

    for (const argument of BAD_ARGUMENTS) {
      it(`rejects --mlir-debug-counter=${argument} with mlir-opt's message`, async () => {
        const args = [input, `--mlir-debug-counter=${argument}`];
        const expected = mlirOpt(args);
        const actual = await runInProcess(args, { stdin: '', cwd: '.' });
        expect(expected.exitCode).not.toBe(0);
        expect(actual.exitCode).toBe(1);
        expect(actual.stdout).toBe(expected.stdout);
        expect(actual.stderr).toBe(`${expected.stderr.split('\n')[0]}\n`);
      });
    }
  },
);
