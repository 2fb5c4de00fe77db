// Differential test: every case runs through this FileCheck (in-process) and LLVM's FileCheck
// binary; they must agree on the exit code and, when a check fails, on the location of the first
// error. Full stderr agreement is also required for all cases not listed in STDERR_MAY_DIFFER.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fileCheckMain } from '../src/cli.js';
import { DIFFERENTIAL_CASES } from './differential-cases.js';
import {
  haveLlvmFileCheck,
  LLVM_FILECHECK,
  runLlvmFileCheck,
  type LlvmResult,
} from './llvm-filecheck.js';

/** Cases whose full stderr legitimately differs: LLVM echoes its own binary path in these. */
const STDERR_MAY_DIFFER = new Set(['empty input', 'define separate']);

/** The first error's `file:line`, or the first line of stderr when it has no location. */
function firstErrorLocation(stderr: string): string {
  const line = stderr.split('\n').find((l) => /(^|: )error: /.test(l) || l.startsWith('FileCheck'));
  if (!line) return '';
  const located = /^(.*?):(\d+):\d+: error: /.exec(line);
  return located ? `${located[1]}:${located[2]}` : line;
}

describe.skipIf(!haveLlvmFileCheck)('differential against LLVM FileCheck', () => {
  const dir = mkdtempSync(join(tmpdir(), 'filecheck-diff-'));
  const caseDir = (index: number): string => join(dir, `case-${index}`);
  let llvmResults: LlvmResult[] = [];
  beforeAll(async () => {
    DIFFERENTIAL_CASES.forEach((c, i) => {
      mkdirSync(caseDir(i));
      writeFileSync(join(caseDir(i), 'check.txt'), c.check);
      writeFileSync(join(caseDir(i), 'input.txt'), c.input);
    });
    llvmResults = await runLlvmFileCheck(
      DIFFERENTIAL_CASES.map((c, i) => ({
        args: ['--dump-input=never', 'check.txt', ...(c.args ?? [])],
        input: c.input,
        cwd: caseDir(i),
      })),
    );
  });
  let agreedOutcome = 0;
  let agreedStderr = 0;
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    console.log(
      `[filecheck differential] ${DIFFERENTIAL_CASES.length} cases: ${agreedOutcome} agree with LLVM FileCheck ` +
        `on exit code and error location, ${agreedStderr} have byte-identical stderr`,
    );
  });

  test('has at least 120 cases', () => {
    expect(DIFFERENTIAL_CASES.length).toBeGreaterThanOrEqual(120);
  });

  test.each(DIFFERENTIAL_CASES.map((c, i) => [c.name, c, i] as const))(
    '%s',
    async (_name, c, i) => {
      const llvm = llvmResults[i]!;
      const ours = await fileCheckMain(['check.txt', ...(c.args ?? [])], {
        stdin: c.input,
        cwd: caseDir(i),
      });
      expect(ours.exitCode, `exit code; LLVM said:\n${llvm.stderr}\nwe said:\n${ours.stderr}`).toBe(
        llvm.status,
      );
      expect(firstErrorLocation(ours.stderr)).toBe(firstErrorLocation(llvm.stderr));
      agreedOutcome++;
      if (!STDERR_MAY_DIFFER.has(c.name)) expect(ours.stderr).toBe(llvm.stderr);
      agreedStderr += ours.stderr === llvm.stderr ? 1 : 0;
    },
  );
});

test.runIf(!haveLlvmFileCheck)('differential against LLVM FileCheck (skipped)', () => {
  console.warn(`[filecheck differential] SKIPPED: LLVM FileCheck not found at ${LLVM_FILECHECK}`);
});
