// Differential test: every case runs through this FileCheck (in-process) and LLVM's FileCheck
// binary; they must agree on the exit code and, when a check fails, on the location of the first
// error. Full stderr agreement is also required for all cases not listed in STDERR_MAY_DIFFER.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { fileCheckMain } from '../src/cli.js';
import { DIFFERENTIAL_CASES } from './differential-cases.js';

const LLVM_FILECHECK = process.env.LLVM_FILECHECK ?? '/usr/lib/llvm-22/bin/FileCheck';
const haveLlvm = existsSync(LLVM_FILECHECK);

/** Cases whose full stderr legitimately differs: LLVM echoes its own binary path in these. */
const STDERR_MAY_DIFFER = new Set(['empty input', 'define separate']);

/** The first error's `file:line`, or the first line of stderr when it has no location. */
function firstErrorLocation(stderr: string): string {
  const line = stderr.split('\n').find((l) => /(^|: )error: /.test(l) || l.startsWith('FileCheck'));
  if (!line) return '';
  const located = /^(.*?):(\d+):\d+: error: /.exec(line);
  return located ? `${located[1]}:${located[2]}` : line;
}

describe.skipIf(!haveLlvm)('differential against LLVM FileCheck', () => {
  const dir = mkdtempSync(join(tmpdir(), 'filecheck-diff-'));
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

  test.each(DIFFERENTIAL_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const caseDir = mkdtempSync(join(dir, 'case-'));
    writeFileSync(join(caseDir, 'check.txt'), c.check);
    writeFileSync(join(caseDir, 'input.txt'), c.input);
    const argv = ['check.txt', ...(c.args ?? [])];
    const llvm = spawnSync(LLVM_FILECHECK, ['--dump-input=never', ...argv], {
      cwd: caseDir,
      input: c.input,
      encoding: 'utf8',
    });
    const ours = await fileCheckMain(argv, { stdin: c.input, cwd: caseDir });
    expect(ours.exitCode, `exit code; LLVM said:\n${llvm.stderr}\nwe said:\n${ours.stderr}`).toBe(llvm.status);
    expect(firstErrorLocation(ours.stderr)).toBe(firstErrorLocation(llvm.stderr));
    agreedOutcome++;
    if (!STDERR_MAY_DIFFER.has(c.name)) expect(ours.stderr).toBe(llvm.stderr);
    agreedStderr += ours.stderr === llvm.stderr ? 1 : 0;
  });
});

test.runIf(!haveLlvm)('differential against LLVM FileCheck (skipped)', () => {
  console.warn(`[filecheck differential] SKIPPED: LLVM FileCheck not found at ${LLVM_FILECHECK}`);
});
