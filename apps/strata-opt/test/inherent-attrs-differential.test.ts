/**
 * Inherent attributes spelled in an op's attribute dictionary, against mlir-opt 22: a bad value is
 * reported where and as mlir-opt reports it (at the dictionary for the ops whose MLIR parser checks
 * it, by the verifier or not at all for the others). Each chunk of
 * test/differential/inherent-attrs.mlir runs on its own through both tools, which must give the
 * same stdout, stderr and exit code. Skipped (with the reason in the suite's name) when mlir-opt is
 * not installed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../src/index.js';

const MLIR_OPT = process.env['MLIR_OPT'] || '/usr/lib/llvm-22/bin/mlir-opt';
const haveMlirOpt = existsSync(MLIR_OPT);
const here = dirname(fileURLToPath(import.meta.url));
const chunks = readFileSync(join(here, 'differential', 'inherent-attrs.mlir'), 'utf8').split(
  /^\/\/ -----\n/m,
);

/** The chunk's first symbol name, to tell the cases apart. */
function caseName(chunk: string, index: number): string {
  return chunk.match(/@(\w+)/)?.[1] ?? chunk.match(/^\w+[^\n]*/m)?.[0] ?? `chunk ${index}`;
}

describe.skipIf(!haveMlirOpt)(
  `inherent attributes in the dictionary match mlir-opt${haveMlirOpt ? '' : ` (skipped: ${MLIR_OPT} not found)`}`,
  () => {
    it.each(chunks.map((chunk, index) => [caseName(chunk, index), chunk] as const))(
      '%s',
      async (_name, chunk) => {
        const result = spawnSync(MLIR_OPT, [], { input: chunk, encoding: 'utf8' });
        const expected = { exitCode: result.status, stdout: result.stdout, stderr: result.stderr };
        expect(await runInProcess([], { stdin: chunk, cwd: here })).toEqual(expected);
      },
    );
  },
);
