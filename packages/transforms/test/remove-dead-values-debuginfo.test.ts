// remove-dead-values against MLIR 22's mlir-opt with --mlir-print-debuginfo: the locations of the
// ub.poison values and of what the inner canonicalization builds or moves must be mlir-opt's too.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { splitInputFile } from '@strata/ir-core';
import { getLitTool } from '@strata/filecheck/lit';
import { describe, expect, test } from 'vitest';

const MLIR_OPT = process.env.MLIR_OPT ?? '/usr/lib/llvm-22/bin/mlir-opt';
const available = existsSync(MLIR_OPT);
if (!available)
  console.warn(`[remove-dead-values debuginfo differential] skipped: ${MLIR_OPT} not found`);

const strataOpt = getLitTool('strata-opt');

const FILES: [file: string, pass: string][] = [
  ['remove-dead-values.mlir', '--remove-dead-values'],
  ['remove-dead-values-regions.mlir', '--remove-dead-values'],
  ['remove-dead-values-no-canonicalize.mlir', '--remove-dead-values=canonicalize=false'],
  ['remove-dead-values-canonicalize.mlir', '--remove-dead-values'],
];

describe.skipIf(!available)('byte-identical with mlir-opt, locations included', () => {
  for (const [file, pass] of FILES) {
    const text = readFileSync(new URL(file, import.meta.url), 'utf8');
    const args = ['--allow-unregistered-dialect', pass, '--mlir-print-debuginfo'];
    splitInputFile(text).chunks.forEach((chunk, index) => {
      const input = chunk.text.replaceAll('expected-', 'disabled-');
      test(`${file} chunk ${index}`, async () => {
        const run = spawnSync(MLIR_OPT, [...args, '-'], { input, encoding: 'utf8' });
        const expected = { stdout: run.stdout, stderr: run.stderr, exitCode: run.status ?? -1 };
        expect(await strataOpt(args, { stdin: input, cwd: '.' })).toEqual(expected);
      });
    });
  }
});
