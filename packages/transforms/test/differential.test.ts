// Differential tests against MLIR 22's mlir-opt: every chunk of each pass's .mlir test goes
// through mlir-opt and through the in-process strata-opt with the pass's flags, and stdout,
// stderr and the exit code must be byte-identical. Inputs are fed on stdin so that both tools
// name the buffer `<stdin>`; `expected-*` comments are disabled, since mlir-opt reports unmet
// expectations even without --verify-diagnostics. Skipped, with a message, without mlir-opt.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getLitTool } from '@strata/filecheck/lit';
import { splitInputFile } from '@strata/ir-core';
import { describe, expect, test } from 'vitest';
import { randomCfgProgram } from './random-cfg.js';
import { randomSlotProgram } from './random-slots.js';

const MLIR_OPT = process.env.MLIR_OPT ?? '/usr/lib/llvm-22/bin/mlir-opt';
const available = existsSync(MLIR_OPT);
if (!available)
  console.warn(
    `[transforms differential] skipped: ${MLIR_OPT} not found (set MLIR_OPT or install mlir-22-tools)`,
  );

const strataOpt = getLitTool('strata-opt');

/** The .mlir tests compared; each runs with the strata-opt flags of its first RUN line. */
const FILES = [
  'symbol-dce.mlir',
  'symbol-dce-nested.mlir',
  'symbol-dce-invalid.mlir',
  'symbol-dce-not-a-table.mlir',
  'sccp.mlir',
  'remove-dead-values.mlir',
  'remove-dead-values-regions.mlir',
  'remove-dead-values-no-canonicalize.mlir',
  'loop-invariant-code-motion.mlir',
  'control-flow-sink.mlir',
  'print-op-stats.mlir',
  'print-op-stats-json.mlir',
  'print-ir.mlir',
  'print-ir-nested.mlir',
  'topological-sort.mlir',
  'strip-debuginfo.mlir',
  'inline.mlir',
  'inline-no-pipeline.mlir',
  'inline-pipelines.mlir',
  'inline-not-a-table.mlir',
  'inline-debuginfo.mlir',
  'cse-effects.mlir',
  'mem2reg.mlir',
  'sroa.mlir',
  'sroa-mem2reg.mlir',
];

/** Flags that change how a file is checked rather than what the tools print for a chunk. */
const LIT_ONLY_FLAGS = new Set(['--split-input-file', '--verify-diagnostics']);

/**
 * The flags of the file's first `// RUN: strata-opt %s ...` line, up to a pipe: words split at
 * spaces, double quotes grouping and being removed, as the shell would; redirections (`2>&1`)
 * are dropped, since stdout and stderr are compared apart.
 */
function flagsOf(text: string): string[] {
  const run = /^\/\/ RUN: strata-opt %s(.*?)(?:\|.*)?$/m.exec(text);
  if (run === null) throw new Error('no strata-opt RUN line');
  const words = run[1]!.match(/(?:[^\s"]+|"[^"]*")+/g) ?? [];
  return words
    .map((word) => word.replaceAll('"', ''))
    .filter((word) => !LIT_ONLY_FLAGS.has(word) && !/^\d?>/.test(word));
}

interface Run {
  stdout: string;
  stderr: string;
  exitCode: number;
}

function mlirOpt(args: readonly string[], input: string): Run {
  // spawnSync rather than execFileSync: stderr matters on success too (--mlir-print-ir-*).
  const run = spawnSync(MLIR_OPT, [...args, '-'], { input, encoding: 'utf8' });
  return { stdout: run.stdout, stderr: run.stderr, exitCode: run.status ?? -1 };
}

describe.skipIf(!available)('byte-identical with mlir-opt', () => {
  for (const file of FILES) {
    const text = readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8');
    const args = [...new Set(['--allow-unregistered-dialect', ...flagsOf(text)])];
    splitInputFile(text).chunks.forEach((chunk, index) => {
      const input = chunk.text.replaceAll('expected-', 'disabled-');
      test(`${file} chunk ${index}: ${args.join(' ')}`, async () => {
        const expected = mlirOpt(args, input);
        const actual = await strataOpt(args, { stdin: input, cwd: '.' });
        expect(actual).toEqual(expected);
      });
    });
  }
});

/**
 * Seeded random CFG programs. remove-dead-values is compared only where mlir-opt leaves the ops of
 * blocks that never execute alone: MLIR 22 erases them (stores included) or replaces them with
 * `ub.unreachable`, which Strata does not do.
 */
function erasesUnreachableCode(input: string, output: string): boolean {
  const stores = (text: string) => text.split('memref.store').length;
  return (
    output.includes('no predecessors') ||
    output.includes('ub.unreachable') ||
    stores(input) !== stores(output)
  );
}

describe.skipIf(!available)('random CFG programs, byte-identical with mlir-opt', () => {
  const SEEDS = 60;
  for (const pass of ['--sccp', '--remove-dead-values']) {
    test(`${pass} on ${SEEDS} programs`, async () => {
      let compared = 0;
      for (let seed = 0; seed < SEEDS; seed++) {
        const input = randomCfgProgram(seed);
        const expected = mlirOpt([pass], input);
        if (expected.exitCode !== 0) continue;
        if (pass === '--remove-dead-values' && erasesUnreachableCode(input, expected.stdout))
          continue;
        const actual = await strataOpt([pass], { stdin: input, cwd: '.' });
        expect({ seed, ...actual }).toEqual({ seed, ...expected });
        compared++;
      }
      // Most programs are compared, not skipped.
      expect(compared).toBeGreaterThan(SEEDS / 2);
    });
  }
});

describe.skipIf(!available)('random stack-slot programs, byte-identical with mlir-opt', () => {
  const SEEDS = 80;
  const pipelines = [
    ['--mem2reg'],
    ['--sroa'],
    ['--pass-pipeline=builtin.module(sroa,mem2reg{region-simplify=false})'],
  ];
  for (const flags of pipelines) {
    const args = ['--allow-unregistered-dialect', ...flags];
    test(`${flags.join(' ')} on ${SEEDS} programs`, async () => {
      let changed = 0;
      for (let seed = 0; seed < SEEDS; seed++) {
        const input = randomSlotProgram(seed);
        const expected = mlirOpt(args, input);
        const actual = await strataOpt(args, { stdin: input, cwd: '.' });
        expect({ seed, ...actual }).toEqual({ seed, ...expected });
        const allocas = (text: string) => text.split('memref.alloca').length;
        if (expected.exitCode === 0 && allocas(expected.stdout) !== allocas(input)) changed++;
      }
      // A good part of the programs lose a slot (others keep theirs: unused, escaping, dynamic).
      expect(changed).toBeGreaterThan(SEEDS / 4);
    });
  }
});
