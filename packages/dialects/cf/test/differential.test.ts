// Differential tests against MLIR 22's mlir-opt for the func, cf, ub and llvm dialects: every chunk of
// each dialect's ops.mlir, types.mlir, canonicalize.mlir and invalid.mlir goes through mlir-opt and through
// the workspace's in-process strata-opt, and stdout, stderr and the exit code must be byte-identical.
// Inputs are fed on stdin so both tools name the buffer `<stdin>`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { splitInputFile } from '@strata/ir-core';
import { describe, expect, test } from 'vitest';
import { getLitTool } from '@strata/filecheck/lit';

// The workspace's in-process strata-opt (registered by the root vitest.setup.ts).
const strataOpt = getLitTool('strata-opt');
const MLIR_OPT = process.env.MLIR_OPT ?? '/usr/lib/llvm-22/bin/mlir-opt';
const available = existsSync(MLIR_OPT);
if (!available)
  console.warn(
    `[cf differential] skipped: ${MLIR_OPT} not found (set MLIR_OPT or install mlir-22-tools)`,
  );

function mlirOpt(
  args: readonly string[],
  input: string,
): { stdout: string; stderr: string; exitCode: number } {
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

/** The `// -----` chunks of a test file, RUN and CHECK lines included (they are comments). */
function chunksOf(path: string): string[] {
  return splitInputFile(readFileSync(path, 'utf8')).chunks.map((chunk) => chunk.text);
}

const MODES: Record<string, readonly (readonly string[])[]> = {
  // Not `--mlir-print-debuginfo` yet: ir-core's printer gives function argument locations no
  // `#locN` alias definitions where MLIR does (reported), which shifts every alias number.
  'ops.mlir': [[], ['--mlir-print-op-generic'], ['--mlir-print-local-scope']],
  'canonicalize.mlir': [['--canonicalize'], ['--canonicalize', '--mlir-print-op-generic']],
  'types.mlir': [[], ['--mlir-print-op-generic'], ['--mlir-print-local-scope']],
  // Checked both ways: against the expectations, and raw (expectations disabled) so that every
  // message, location, source line and note is compared byte for byte.
  'invalid.mlir': [['--verify-diagnostics'], []],
};

/** Turns `expected-error` comments into plain comments, so mlir-opt does not look at them. */
function withoutExpectations(chunk: string): string {
  return chunk.replaceAll('expected-', 'disabled-');
}

describe.skipIf(!available)('byte-identical with mlir-opt', () => {
  for (const dialect of ['func', 'cf', 'ub', 'llvm']) {
    for (const [file, modes] of Object.entries(MODES)) {
      const path = fileURLToPath(new URL(`../../${dialect}/test/${file}`, import.meta.url));
      if (!existsSync(path)) continue;
      chunksOf(path).forEach((chunk, index) => {
        for (const flags of modes) {
          const args = ['--allow-unregistered-dialect', ...flags];
          test(`${dialect}/${file} chunk ${index} ${flags.join(' ')}`, async () => {
            const input =
              flags.length === 0 && file === 'invalid.mlir' ? withoutExpectations(chunk) : chunk;
            const expected = mlirOpt(args, input);
            const actual = await strataOpt(args, { stdin: input, cwd: '.' });
            expect(actual).toEqual(expected);
          });
        }
      });
    }
  }
});
