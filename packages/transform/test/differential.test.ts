// Differential tests against MLIR 22's mlir-opt: each chunk of ops.mlir (custom and generic
// form), and each chunk of the interpreter tests (interpreter, apply-patterns, navigation,
// matching, handle-lists) run through
// --transform-interpreter, goes through mlir-opt and through strata-opt; stdout, stderr and the
// exit code must be byte-identical. Inputs go on stdin so that both tools name the buffer
// `<stdin>`. Skipped, with a message, when mlir-opt is not installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getLitTool, type ToolResult } from '@strata/filecheck/lit';
import { splitInputFile } from '@strata/ir-core';
import { describe, expect, test } from 'vitest';

const MLIR_OPT = process.env.MLIR_OPT ?? '/usr/lib/llvm-22/bin/mlir-opt';
const available = existsSync(MLIR_OPT);
if (!available)
  console.warn(
    `[transform differential] skipped: ${MLIR_OPT} not found (set MLIR_OPT or install mlir-22-tools)`,
  );

/** mlir-opt on `input` (stdin); remarks go to stderr even when it succeeds, so both are kept. */
function mlirOpt(args: readonly string[], input: string): ToolResult {
  const run = spawnSync(MLIR_OPT, [...args, '-'], { input, encoding: 'utf8' });
  return { stdout: run.stdout, stderr: run.stderr, exitCode: run.status ?? -1 };
}

const MODES: Record<string, readonly (readonly string[])[]> = {
  'ops.mlir': [[], ['--mlir-print-op-generic']],
  'print.mlir': [[], ['--mlir-print-op-generic']],
  // Expectations disabled, so that every message, location and note is compared byte for byte.
  'interpreter.mlir': [['--transform-interpreter']],
  'apply-patterns.mlir': [['--transform-interpreter']],
  'navigation.mlir': [['--transform-interpreter']],
  'matching.mlir': [['--transform-interpreter']],
  'match-interface.mlir': [['--transform-interpreter'], ['--mlir-print-op-generic']],
  'foreach-zip.mlir': [['--transform-interpreter'], ['--mlir-print-op-generic']],
  'check-uses.mlir': [['--transform-dialect-check-uses']],
  'handle-lists.mlir': [['--transform-interpreter'], ['--mlir-print-op-generic']],
  'handle-lists-invalid.mlir': [['--allow-unregistered-dialect']],
  'foreach-match-invalid.mlir': [[]],
  'include-invalid.mlir': [[]],
  'effects-invalid.mlir': [[]],
  'named-sequence-invalid.mlir': [[]],
  'sequence-invalid.mlir': [['--allow-unregistered-dialect']],
  'collect-matching-invalid.mlir': [[]],
  'foreach-invalid.mlir': [[]],
  'recursion.mlir': [[]],
  'dialect-attributes.mlir': [[]],
  'conversion-region.mlir': [['--transform-interpreter'], ['--mlir-print-op-generic']],
  'debug-payload-root-tag.mlir': [['--transform-interpreter=debug-payload-root-tag=payload']],
  'debug-bind-trailing-args.mlir': [
    ['--transform-interpreter=debug-bind-trailing-args=arith.addi,^arith.addi,#1;2;3'],
    // An integer that does not parse: an error at no location, and nothing runs.
    ['--transform-interpreter=debug-bind-trailing-args=arith.addi,^arith.addi,#1;x'],
  ],
};

describe.skipIf(!available)('byte-identical with mlir-opt', () => {
  const strataOpt = getLitTool('strata-opt');
  for (const [file, modes] of Object.entries(MODES)) {
    const path = fileURLToPath(new URL(file, import.meta.url));
    const chunks = splitInputFile(readFileSync(path, 'utf8')).chunks.map((chunk) => chunk.text);
    chunks.forEach((chunk, index) => {
      for (const flags of modes) {
        test(`${file} chunk ${index} ${flags.join(' ')}`, async () => {
          const input = chunk.replaceAll('expected-', 'disabled-');
          const expected = mlirOpt(flags, input);
          const actual = await strataOpt(flags, { stdin: input, cwd: '.' });
          expect(actual.stdout).toBe(expected.stdout);
          expect(actual.stderr).toBe(expected.stderr);
          expect(actual.exitCode).toBe(expected.exitCode);
        });
      }
    });
  }
});
