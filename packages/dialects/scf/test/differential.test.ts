// Differential tests against MLIR 22's mlir-opt for the scf and memref dialects: each chunk of
// their ops.mlir, canonicalize.mlir and invalid.mlir goes through both tools on stdin, and the
// outputs must be byte-identical. memref's files are read as files, not imported.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { splitInputFile } from '@strata/ir-core';
import { describe, expect, test } from 'vitest';
import { getLitTool } from '@strata/filecheck/lit';

// The workspace's in-process strata-opt (registered by the root vitest.setup.ts).
const scfOpt = getLitTool('strata-opt');

const MLIR_OPT = process.env.MLIR_OPT ?? '/usr/lib/llvm-22/bin/mlir-opt';
const haveMlirOpt = existsSync(MLIR_OPT);
if (!haveMlirOpt)
  console.warn(
    `[scf/memref differential] skipped: ${MLIR_OPT} not found (set MLIR_OPT or install mlir-22-tools)`,
  );

interface Run {
  stdout: string;
  stderr: string;
  exitCode: number;
}

function runMlirOpt(args: readonly string[], input: string): Run {
  try {
    return {
      stdout: execFileSync(MLIR_OPT, [...args, '-'], { input, encoding: 'utf8', stdio: 'pipe' }),
      stderr: '',
      exitCode: 0,
    };
  } catch (error) {
    const { stdout, stderr, status } = error as { stdout: string; stderr: string; status: number };
    return { stdout, stderr, exitCode: status };
  }
}

/**
 * The first line of each diagnostic. The "see current operation" notes differ in ways that belong
 * to ir-core's op printing for diagnostics (MLIR leaves out the nested ops there), not to scf.
 */
function diagnosticHeads(stderr: string): string[] {
  const marker = 'see current operation:';
  return stderr
    .split('\n')
    .filter((line) => line.startsWith('<stdin>:'))
    .map((line) =>
      line.includes(marker) ? line.slice(0, line.indexOf(marker) + marker.length) : line,
    );
}

const cases: [file: string, flags: string[], raw: boolean][] = [
  ['ops.mlir', [], false],
  ['ops.mlir', ['--mlir-print-op-generic'], false],
  ['canonicalize.mlir', ['--canonicalize'], false],
  // The generic form shows the properties that patterns' builders set (defaults included).
  ['canonicalize.mlir', ['--canonicalize', '--mlir-print-op-generic'], false],
  ['region-branch-canonicalize.mlir', ['--canonicalize'], false],
  ['canonicalize-locations.mlir', ['--canonicalize', '--mlir-print-debuginfo'], false],
  ['invalid.mlir', ['--verify-diagnostics'], false],
  // Without the expectations, so that each message and location is compared.
  ['invalid.mlir', [], true],
];

describe.skipIf(!haveMlirOpt)('byte-identical with mlir-opt', () => {
  for (const dialect of ['scf', 'memref']) {
    for (const [file, flags, raw] of cases) {
      const url = new URL(`../../${dialect}/test/${file}`, import.meta.url);
      // Some files are scf's only.
      if (!existsSync(url)) continue;
      const text = readFileSync(url, 'utf8');
      splitInputFile(text).chunks.forEach((chunk, index) => {
        test(`${dialect}/${file} chunk ${index} ${flags.join(' ')}`, async () => {
          const input = raw ? chunk.text.replaceAll('expected-', 'ignored-') : chunk.text;
          const args = ['--allow-unregistered-dialect', ...flags];
          const expected = runMlirOpt(args, input);
          const actual = await scfOpt(args, { stdin: input, cwd: '.' });
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
  }
});

// scf.while's patterns, with the locations they leave on block arguments (scf only).
describe.skipIf(!haveMlirOpt)('scf.while canonicalization byte-identical with mlir-opt', () => {
  const text = readFileSync(new URL('./canonicalize-while.mlir', import.meta.url), 'utf8');
  for (const flags of [['--canonicalize'], ['--canonicalize', '--mlir-print-debuginfo']]) {
    splitInputFile(text).chunks.forEach((chunk, index) => {
      test(`canonicalize-while.mlir chunk ${index} ${flags.join(' ')}`, async () => {
        const args = ['--allow-unregistered-dialect', ...flags];
        const actual = await scfOpt(args, { stdin: chunk.text, cwd: '.' });
        expect(actual).toEqual(runMlirOpt(args, chunk.text));
      });
    });
  }
});
