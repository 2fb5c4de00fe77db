// Execution-checked differential corpus for --convert-scf-to-cf: 320 generated functions full of
// nested scf constructs go through strata-opt; mlir-opt must accept the result, and running it
// (lowered to LLVM by mlir-opt, executed by mlir-runner) must print what the input prints. Each
// function is also compared with mlir-opt's own --convert-scf-to-cf output, byte for byte.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { getLitTool } from '@strata/filecheck/lit';
import { describe, expect, test } from 'vitest';
import { generateScfCorpus } from './corpus/generator.js';

const MLIR_OPT = process.env.MLIR_OPT ?? '/usr/lib/llvm-22/bin/mlir-opt';
const MLIR_RUNNER = process.env.MLIR_RUNNER ?? join(dirname(MLIR_OPT), 'mlir-runner');
const RUNTIME =
  process.env.MLIR_C_RUNNER_UTILS ?? '/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so.22.1';
const missing = [MLIR_OPT, MLIR_RUNNER, RUNTIME].filter((path) => !existsSync(path));
if (missing.length !== 0) {
  console.warn(
    `[scf-to-cf corpus] skipped: ${missing.join(', ')} not found (set MLIR_OPT, MLIR_RUNNER, MLIR_C_RUNNER_UTILS)`,
  );
}

const SEED = 20261122;
const FUNCTIONS = 320;
const LOWER_TO_LLVM = ['--convert-scf-to-cf', '--convert-to-llvm', '--reconcile-unrealized-casts'];

const execFileAsync = promisify(execFile);

/** Runs `command` on `input`; rejects (failing the test with its stderr) when it fails. */
async function run(command: string, args: readonly string[], input: string): Promise<string> {
  const pending = execFileAsync(command, args, { maxBuffer: 1 << 30 });
  pending.child.stdin!.end(input);
  const { stdout, stderr } = await pending;
  expect(stderr).toBe('');
  return stdout;
}

/** Lowers `text` to LLVM with mlir-opt and runs its main: the printed lines, one per function. */
async function execute(text: string): Promise<string[]> {
  const lowered = await run(MLIR_OPT, ['-', ...LOWER_TO_LLVM], text);
  const printed = await run(
    MLIR_RUNNER,
    ['-', '-e', 'main', '--entry-point-result=void', `-shared-libs=${RUNTIME}`],
    lowered,
  );
  return printed.trimEnd().split('\n');
}

/** Each `func.func @name` of a printed module, by name. */
function functionTexts(module: string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const piece of module.split('\n  func.func ').slice(1)) {
    const name = piece.slice(piece.indexOf('@') + 1, piece.indexOf('('));
    texts.set(name, piece.slice(0, piece.indexOf('\n  }\n')));
  }
  return texts;
}

describe.skipIf(missing.length !== 0)('--convert-scf-to-cf on a generated corpus', () => {
  test(
    `${FUNCTIONS} functions run as before and match mlir-opt`,
    { timeout: 120_000 },
    async () => {
      const corpus = generateScfCorpus(SEED, FUNCTIONS);
      const strataOpt = getLitTool('strata-opt');
      const strata = await strataOpt(['-', '--convert-scf-to-cf'], {
        stdin: corpus.text,
        cwd: '.',
      });
      expect(strata.stderr).toBe('');
      expect(strata.exitCode).toBe(0);
      expect(strata.stdout).not.toMatch(/\bscf\./);

      // mlir-opt accepts Strata's output (run rejects otherwise).
      const [, reference, before, after] = await Promise.all([
        run(MLIR_OPT, ['-'], strata.stdout),
        run(MLIR_OPT, ['-', '--convert-scf-to-cf'], corpus.text),
        execute(corpus.text),
        execute(strata.stdout),
      ]);
      expect(before).toHaveLength(FUNCTIONS);
      expect(after).toEqual(before);

      const ours = functionTexts(strata.stdout);
      const theirs = functionTexts(reference);
      for (const name of corpus.functions) {
        expect(ours.has(name) && theirs.has(name), `@${name} is in both outputs`).toBe(true);
      }
      const different = corpus.functions.filter((name) => ours.get(name) !== theirs.get(name));
      console.log(
        `[scf-to-cf corpus] ${FUNCTIONS - different.length}/${FUNCTIONS} functions byte-identical with mlir-opt`,
      );
      expect(different).toEqual([]);
    },
  );
});
