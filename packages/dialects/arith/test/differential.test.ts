// Differential tests against MLIR 22's mlir-opt: every chunk of ops.mlir, canonicalize.mlir and
// invalid.mlir goes through mlir-opt and through strata-opt (with arith), and stdout, stderr and
// the exit code must be byte-identical. Inputs are fed on stdin so both tools name the buffer
// `<stdin>`. Skipped, with a message, when mlir-opt is not installed.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { splitInputFile } from '@strata/ir-core';
import { describe, expect, test } from 'vitest';
import { arithOpt } from './support/arith-opt.js';
import { available, MLIR_OPT, mlirOpt } from './support/mlir-opt.js';

if (!available)
  console.warn(
    `[arith differential] skipped: ${MLIR_OPT} not found (set MLIR_OPT or install mlir-22-tools)`,
  );

const MODES: Record<string, readonly (readonly string[])[]> = {
  'ops.mlir': [[], ['--mlir-print-op-generic']],
  'canonicalize.mlir': [['--canonicalize'], ['--canonicalize', '--mlir-print-op-generic']],
  // The locations the patterns give new ops, printed inline and as `#loc` aliases.
  'canonicalize-locations.mlir': [
    ['--canonicalize', '--mlir-print-debuginfo', '--mlir-print-local-scope'],
    ['--canonicalize', '--mlir-print-debuginfo'],
  ],
  'canonicalize-constant-order.mlir': [['--canonicalize']],
  // Generic only: mlir-opt cannot print the custom form of an op whose flags property is empty.
  'attr-dict.mlir': [['--mlir-print-op-generic']],
  // Raw (expectations disabled), so that every message, location and note is compared byte for
  // byte; the expectations themselves are checked against mlir-opt below.
  'invalid.mlir': [[]],
};

function chunksOf(path: string): string[] {
  return splitInputFile(readFileSync(path, 'utf8')).chunks.map((chunk) => chunk.text);
}

describe.skipIf(!available)('byte-identical with mlir-opt', () => {
  for (const [file, modes] of Object.entries(MODES)) {
    const path = fileURLToPath(new URL(file, import.meta.url));
    if (!existsSync(path)) continue;
    chunksOf(path).forEach((chunk, index) => {
      for (const flags of modes) {
        const args = ['--allow-unregistered-dialect', ...flags];
        test(`${file} chunk ${index} ${flags.join(' ')}`, async () => {
          const input =
            file === 'invalid.mlir' ? chunk.replaceAll('expected-', 'disabled-') : chunk;
          const expected = mlirOpt(args, input);
          const actual = await arithOpt(args, { stdin: input, cwd: '.' });
          expect(actual).toEqual(expected);
        });
      }
    });
  }
});

describe.skipIf(!available)('invalid.mlir expectations hold under mlir-opt', () => {
  test('mlir-opt --verify-diagnostics accepts every expected-error', () => {
    const path = fileURLToPath(new URL('invalid.mlir', import.meta.url));
    const result = mlirOpt(
      ['--split-input-file', '--verify-diagnostics', '--allow-unregistered-dialect'],
      readFileSync(path, 'utf8'),
    );
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
  });
});

describe.skipIf(!available)('generic form reads back', () => {
  const path = fileURLToPath(new URL('ops.mlir', import.meta.url));
  chunksOf(path).forEach((chunk, index) => {
    test(`ops.mlir chunk ${index}: generic output parsed again prints the custom form mlir-opt prints`, async () => {
      const generic = mlirOpt(
        ['--allow-unregistered-dialect', '--mlir-print-op-generic'],
        chunk,
      ).stdout;
      const expected = mlirOpt(['--allow-unregistered-dialect'], generic);
      const actual = await arithOpt(['--allow-unregistered-dialect'], { stdin: generic, cwd: '.' });
      expect(actual).toEqual(expected);
    });
  });
});
