/**
 * The verifier's diagnostics against mlir-opt 22, on inputs where several isolated ops (functions,
 * nested modules) fail: every one reports its first error, in order, and the module's own region
 * checks are skipped. Each chunk of test/differential/verify-siblings.mlir goes to both tools on
 * stdin, with its expectations checked, and raw (expectations disabled) so that every message,
 * note and source line is compared byte for byte. Skipped when mlir-opt is not installed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { splitInputFile } from '@strata/ir-core';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../src/index.js';

const MLIR_OPT = process.env['MLIR_OPT'] || '/usr/lib/llvm-22/bin/mlir-opt';
const haveMlirOpt = existsSync(MLIR_OPT);
const input = join(dirname(fileURLToPath(import.meta.url)), 'differential', 'verify-siblings.mlir');

/** Raw modes: mlir-opt verifies isolated ops on threads or not; the order must not change. */
const RAW_MODES: readonly (readonly string[])[] = [
  [],
  ['--mlir-disable-threading'],
  ['--mlir-print-op-on-diagnostic=false'],
];

function mlirOpt(args: readonly string[], stdin: string) {
  const result = spawnSync(MLIR_OPT, [...args, '-'], { input: stdin, encoding: 'utf8' });
  return { exitCode: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Runs both tools; answers mlir-opt's exit code once strata-opt is seen to give the same result. */
async function compare(args: readonly string[], stdin: string): Promise<number | null> {
  const expected = mlirOpt(args, stdin);
  const actual = await runInProcess([...args, '-'], { stdin, cwd: '.' });
  expect(actual).toEqual(expected);
  return expected.exitCode;
}

describe.skipIf(!haveMlirOpt)(
  `verifier diagnostics match mlir-opt${haveMlirOpt ? '' : ` (skipped: ${MLIR_OPT} not found)`}`,
  () => {
    const chunks = splitInputFile(readFileSync(input, 'utf8')).chunks.map((chunk) => chunk.text);
    chunks.forEach((chunk, index) => {
      it(`chunk ${index} --verify-diagnostics`, async () => {
        await compare(['--allow-unregistered-dialect', '--verify-diagnostics'], chunk);
      });
      for (const flags of RAW_MODES) {
        it(`chunk ${index} ${flags.join(' ')}`, async () => {
          const raw = chunk.replaceAll('expected-', 'disabled-');
          // Each chunk is invalid: what is compared is the set and order of its errors.
          expect(await compare(['--allow-unregistered-dialect', ...flags], raw)).toBe(1);
        });
      }
    });

    it('the whole file with --split-input-file --verify-diagnostics', async () => {
      const args = ['--allow-unregistered-dialect', '--split-input-file', '--verify-diagnostics'];
      expect(await compare(args, readFileSync(input, 'utf8'))).toBe(0);
    });
  },
);
