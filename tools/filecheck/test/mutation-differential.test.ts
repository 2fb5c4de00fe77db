// Mutation differential test: real mlir-opt output for test/fixtures/canonicalize-sample.mlir is
// edited at random (seeded, so every run sees the same mutants) and each mutant is checked by this
// FileCheck and LLVM's. Both must agree on the exit code and the first error location, and their
// complete stderr must be identical.

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fileCheck } from '../src/index.js';
import {
  haveLlvmFileCheck,
  LLVM_BIN,
  LLVM_FILECHECK as FILECHECK,
  runLlvmFileCheck,
  type LlvmResult,
} from './llvm-filecheck.js';
import { seededRandom } from './seeded-random.js';

const MLIR_OPT = join(LLVM_BIN, 'mlir-opt');
const available = haveLlvmFileCheck && existsSync(MLIR_OPT);
const CHECK_PATH = join(import.meta.dirname, 'fixtures', 'canonicalize-sample.mlir');
const MUTANTS = 400;

const EDITS = [
  'delete line',
  'duplicate line',
  'swap lines',
  'change char',
  'widen space',
  'insert line',
] as const;
const REPLACEMENTS = ['x', ' ', '%', '0', '\t', '_', ':'];
const INSERTED = ['', '  %0 = arith.muli %a, %b : i32', '  return', '}', 'arith.constant 7 : i32'];

function mutate(lines: string[], next: () => number): { edit: string; text: string } {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const out = [...lines];
  const edit = pick(EDITS);
  const at = Math.floor(next() * out.length);
  const line = out[at]!;
  switch (edit) {
    case 'delete line':
      out.splice(at, 1);
      break;
    case 'duplicate line':
      out.splice(at, 0, line);
      break;
    case 'swap lines':
      if (at + 1 < out.length) [out[at], out[at + 1]] = [out[at + 1]!, line];
      break;
    case 'change char': {
      const col = Math.floor(next() * Math.max(line.length, 1));
      out[at] = line.slice(0, col) + pick(REPLACEMENTS) + line.slice(col + 1);
      break;
    }
    case 'widen space':
      out[at] = line.replace(' ', '   ');
      break;
    case 'insert line':
      out.splice(at, 0, pick(INSERTED));
      break;
  }
  return { edit: `${edit} at line ${at + 1}`, text: out.join('\n') };
}

describe.skipIf(!available)(
  'mutation differential against LLVM FileCheck on mlir-opt output',
  () => {
    const checkText = available ? readFileSync(CHECK_PATH, 'utf8') : '';
    const output = available
      ? spawnSync(MLIR_OPT, [CHECK_PATH, '--canonicalize', '--allow-unregistered-dialect'], {
          encoding: 'utf8',
        }).stdout
      : '';
    const next = seededRandom(20261121);
    // Every third mutant gets a second edit on top of the first.
    const mutants = Array.from({ length: MUTANTS }, (_, i) => {
      const first = mutate(output.split('\n'), next);
      if (i % 3 !== 2) return { index: i + 1, ...first };
      const second = mutate(first.text.split('\n'), next);
      return { index: i + 1, edit: `${first.edit}, ${second.edit}`, text: second.text };
    });
    let llvmResults: LlvmResult[] = [];
    beforeAll(async () => {
      llvmResults = await runLlvmFileCheck(
        mutants.map((m) => ({ args: [CHECK_PATH, '--dump-input=never'], input: m.text })),
      );
    });
    let failing = 0;
    let agreed = 0;
    afterAll(() => {
      console.log(
        `[filecheck mutation differential] ${MUTANTS} mutants of mlir-opt output (${failing} failing): ` +
          `${agreed} with byte-identical results from LLVM FileCheck`,
      );
    });

    test('the unmutated output passes both', () => {
      expect(output).toContain('func.func @fold_add');
      const llvm = spawnSync(FILECHECK, [CHECK_PATH, '--dump-input=never'], {
        input: output,
        encoding: 'utf8',
      });
      expect(llvm.status).toBe(0);
      expect(fileCheck({ checkText, checkFileName: CHECK_PATH, input: output })).toMatchObject({
        exitCode: 0,
        diagnostics: '',
      });
    });

    test.each(mutants.map((m) => [m.index, m.edit, m] as const))(
      'mutant %i: %s',
      (_i, _edit, m) => {
        const llvm = llvmResults[m.index - 1]!;
        const ours = fileCheck({ checkText, checkFileName: CHECK_PATH, input: m.text });
        expect(ours.exitCode).toBe(llvm.status);
        expect(ours.diagnostics).toBe(llvm.stderr);
        agreed++;
        if (ours.exitCode !== 0) failing++;
      },
    );
  },
);

test.runIf(!available)('mutation differential (skipped)', () => {
  console.warn(`[filecheck mutation differential] SKIPPED: needs ${FILECHECK} and ${MLIR_OPT}`);
});
