// Byte-identical checks against MLIR 22's mlir-opt: every chunk of the lit test goes through
// `--reconcile-unrealized-casts` in both tools (custom and generic form); stdout, stderr and exit
// code must agree. Inputs go on stdin so that both tools name the buffer `<stdin>`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { splitInputFile } from '@strata/ir-core';
import { getLitTool } from '@strata/filecheck/lit';
import { describe, expect, test } from 'vitest';

const MLIR_OPT = process.env.MLIR_OPT ?? '/usr/lib/llvm-22/bin/mlir-opt';
const available = existsSync(MLIR_OPT);
if (!available) {
  console.warn(
    `[reconcile-unrealized-casts differential] skipped: ${MLIR_OPT} not found (set MLIR_OPT or install mlir-22-tools)`,
  );
}

const source = readFileSync(new URL('reconcile-unrealized-casts.mlir', import.meta.url), 'utf8');

describe.skipIf(!available)('--reconcile-unrealized-casts is byte-identical with mlir-opt', () => {
  const strataOpt = getLitTool('strata-opt');
  splitInputFile(source).chunks.forEach((chunk, index) => {
    for (const flags of [[], ['--mlir-print-op-generic']]) {
      test(`chunk ${index} ${flags.join(' ')}`, async () => {
        const args = ['--allow-unregistered-dialect', '--reconcile-unrealized-casts', ...flags];
        const reference = spawnSync(MLIR_OPT, [...args, '-'], {
          input: chunk.text,
          encoding: 'utf8',
        });
        const actual = await strataOpt(args, { stdin: chunk.text, cwd: '.' });
        expect(actual).toEqual({
          stdout: reference.stdout,
          stderr: reference.stderr,
          exitCode: reference.status,
        });
      });
    }
  });
});
