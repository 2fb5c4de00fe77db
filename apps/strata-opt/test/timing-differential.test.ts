/**
 * The rows of `--mlir-timing` against mlir-opt 22: the same names in the same tree (passes under
 * their pipelines, analyses as `(A)` rows under the pass that computed them), times left out.
 * The list display is sorted by time, so there only the set of rows is compared. Skipped (with the
 * reason in the suite's name) when mlir-opt is not installed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../src/index.js';

const MLIR_OPT = process.env['MLIR_OPT'] || '/usr/lib/llvm-22/bin/mlir-opt';
const haveMlirOpt = existsSync(MLIR_OPT);
const input = join(dirname(fileURLToPath(import.meta.url)), 'differential', 'analyses.mlir');

/** Pass arguments; each runs in the tree display and in the list display. */
const PIPELINES: string[][] = [
  ['--cse'],
  ['--cse', '--cse'],
  ['--pass-pipeline=builtin.module(func.func(cse,canonicalize))'],
  ['--pass-pipeline=builtin.module(func.func(cse,cse,canonicalize,cse))'],
  ['--pass-pipeline=builtin.module(func.func(cse),symbol-dce,func.func(cse))'],
  ['--inline'],
  ['--remove-dead-values'],
  ['--canonicalize', '--sccp'],
];

/**
 * The row names of a timing report with their indentation, without the time columns (mlir-opt
 * adds a user-time column when a pipeline ran on several threads).
 */
function rowNames(stderr: string): string[] {
  const header = stderr.indexOf('----Name----');
  expect(header, stderr).toBeGreaterThan(-1);
  return stderr
    .slice(header)
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => line.replace(/^(?: +-?\d+\.\d+ \( *-?\d+\.\d%\))+ {2}/, ''));
}

/**
 * A `--mlir-output-format=json` report with its numbers masked, line by line. It must be JSON:
 * a list of rows (the tree display nests each row's children in its `passes` list).
 */
function jsonLines(stderr: string): string[] {
  expect(() => JSON.parse(stderr), stderr).not.toThrow();
  return stderr.replace(/"(duration|percentage)": +-?\d+\.\d+/g, '"$1": #').split('\n');
}

function mlirOptRun(args: string[]): string {
  const result = spawnSync(MLIR_OPT, [input, ...args, '-o', '-'], { encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return result.stderr;
}

async function strataRun(args: string[]): Promise<string> {
  const result = await runInProcess([input, ...args, '-o', '-'], {
    stdin: readFileSync(input, 'utf8'),
    cwd: dirname(input),
  });
  expect(result.exitCode, result.stderr).toBe(0);
  return result.stderr;
}

function mlirOptRows(args: string[]): string[] {
  const result = spawnSync(MLIR_OPT, [input, ...args, '-o', '-'], { encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return rowNames(result.stderr);
}

async function strataRows(args: string[]): Promise<string[]> {
  const result = await runInProcess([input, ...args, '-o', '-'], {
    stdin: readFileSync(input, 'utf8'),
    cwd: dirname(input),
  });
  expect(result.exitCode, result.stderr).toBe(0);
  return rowNames(result.stderr);
}

describe.skipIf(!haveMlirOpt)(
  `--mlir-timing rows match mlir-opt${haveMlirOpt ? '' : ` (skipped: ${MLIR_OPT} not found)`}`,
  () => {
    for (const pipeline of PIPELINES) {
      it(`tree: ${pipeline.join(' ')}`, async () => {
        const args = [...pipeline, '--mlir-timing'];
        expect(await strataRows(args)).toEqual(mlirOptRows(args));
      });
      it(`list: ${pipeline.join(' ')}`, async () => {
        const args = [...pipeline, '--mlir-timing', '--mlir-timing-display=list'];
        expect((await strataRows(args)).sort()).toEqual(mlirOptRows(args).sort());
      });
      // Without threading, mlir-opt's rows have no `user` time, as strata-opt's.
      const json = [
        ...pipeline,
        '--mlir-timing',
        '--mlir-output-format=json',
        '--mlir-disable-threading',
      ];
      it(`json tree: ${pipeline.join(' ')}`, async () => {
        expect(jsonLines(await strataRun(json))).toEqual(jsonLines(mlirOptRun(json)));
      });
      it(`json list: ${pipeline.join(' ')}`, async () => {
        const args = [...json, '--mlir-timing-display=list'];
        const strata = jsonLines(await strataRun(args));
        const mlir = jsonLines(mlirOptRun(args));
        // Sorted by time: the same rows, the first (the root) and the last three (Rest, Total, the
        // closing bracket) in place.
        expect(strata.slice(0, 2).concat(strata.slice(-4))).toEqual(
          mlir.slice(0, 2).concat(mlir.slice(-4)),
        );
        expect([...strata].sort()).toEqual([...mlir].sort());
      });
    }
  },
);
