// Byte-identical checks against MLIR 22's mlir-opt: every chunk of this package's .mlir tests goes
// through `--convert-scf-to-cf` in mlir-opt and in the workspace's in-process strata-opt, in
// custom form, generic form and with locations, and stdout, stderr and exit code must agree.
// Inputs go on stdin so that both tools name the buffer `<stdin>`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { splitInputFile } from '@strata/ir-core';
import { getLitTool } from '@strata/filecheck/lit';
import { describe, expect, test } from 'vitest';

const strataOpt = getLitTool('strata-opt');
const MLIR_OPT = process.env.MLIR_OPT ?? '/usr/lib/llvm-22/bin/mlir-opt';
const available = existsSync(MLIR_OPT);
if (!available)
  console.warn(
    `[scf-to-cf differential] skipped: ${MLIR_OPT} not found (set MLIR_OPT or install mlir-22-tools)`,
  );

interface ToolResult {
  stdout: string;
  stderr: string;
  exitCode: number;
}

function mlirOpt(args: readonly string[], input: string): ToolResult {
  try {
    const stdout = execFileSync(MLIR_OPT, [...args, '-'], {
      input,
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    return { stdout, stderr: '', exitCode: 0 };
  } catch (error) {
    const failure = error as { stdout: string; stderr: string; status: number };
    return { stdout: failure.stdout, stderr: failure.stderr, exitCode: failure.status };
  }
}

// Locations are compared inline (local scope): ir-core's printer does not yet give function
// argument locations `#locN` alias definitions where MLIR does, which shifts every alias number.
const MODES: readonly (readonly string[])[] = [
  [],
  ['--mlir-print-op-generic'],
  ['--mlir-print-debuginfo', '--mlir-print-local-scope'],
];

describe.skipIf(!available)('--convert-scf-to-cf is byte-identical with mlir-opt', () => {
  for (const file of ['convert-scf-to-cf.mlir', 'invalid.mlir']) {
    const path = fileURLToPath(new URL(file, import.meta.url));
    splitInputFile(readFileSync(path, 'utf8')).chunks.forEach((chunk, index) => {
      for (const flags of MODES) {
        // ir-core's "see current operation" note does not print locations under
        // --mlir-print-debuginfo as MLIR's does (reported); the diagnostic is compared without.
        if (file === 'invalid.mlir' && flags.includes('--mlir-print-debuginfo')) continue;
        test(`${file} chunk ${index} ${flags.join(' ')}`, async () => {
          // Expectation comments are disabled so that the raw diagnostics are compared too.
          const input = chunk.text.replaceAll('expected-', 'disabled-');
          const args = ['--allow-unregistered-dialect', '--convert-scf-to-cf', ...flags];
          const expected = mlirOpt(args, input);
          const actual = await strataOpt(args, { stdin: input, cwd: '.' });
          expect(actual).toEqual(expected);
        });
      }
    });
  }
});
