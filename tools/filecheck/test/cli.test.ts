import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { fileCheckMain, parseFileCheckArgs, UsageError } from '../src/index.js';

const dir = mkdtempSync(join(tmpdir(), 'filecheck-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(join(dir, 'check.txt'), 'CHECK: hello\nFOO: bye\n');
writeFileSync(join(dir, 'input.txt'), 'hello\nbye\n');
writeFileSync(join(dir, 'other.txt'), 'nothing\n');

describe('parseFileCheckArgs', () => {
  test('LLVM spellings: -x, --x, =value and separate value', () => {
    const args = parseFileCheckArgs([
      'c.mlir',
      '--check-prefix=A',
      '-check-prefix',
      'B',
      '--check-prefixes=C,D',
      '-implicit-check-not',
      'warn',
      '--implicit-check-not=err',
      '-DX=1',
      '--match-full-lines',
      '-strict-whitespace',
      '--allow-empty',
      '--dump-input=never',
      '--input-file',
      'in.txt',
    ]);
    expect(args).toEqual({
      checkFile: 'c.mlir',
      inputFile: 'in.txt',
      options: {
        checkPrefixes: ['A', 'B', 'C', 'D'],
        implicitCheckNot: ['warn', 'err'],
        defines: ['X=1'],
        matchFullLines: true,
        strictWhitespace: true,
        allowEmpty: true,
      },
    });
  });

  test('boolean options take =true/=false/=1/=0', () => {
    const args = parseFileCheckArgs(['c', '--allow-unused-prefixes=false', '--enable-var-scope=1']);
    expect(args).not.toBeInstanceOf(UsageError);
    expect((args as { options: object }).options).toMatchObject({
      allowUnusedPrefixes: false,
      enableVarScope: true,
    });
    expect(parseFileCheckArgs(['c', '--match-full-lines=maybe'])).toBeInstanceOf(UsageError);
  });

  test('command-line errors exit with 1, as LLVM option parsing does', () => {
    const unknown = parseFileCheckArgs(['c', '--bogus']);
    expect(unknown).toEqual(
      new UsageError(
        "FileCheck: Unknown command line argument '--bogus'.  Try: 'FileCheck --help'\n",
      ),
    );
    expect((unknown as UsageError).exitCode).toBe(1);
    expect((parseFileCheckArgs([]) as UsageError).exitCode).toBe(1);
    expect((parseFileCheckArgs(['a', 'b']) as UsageError).message).toContain(
      'Too many positional arguments',
    );
    expect((parseFileCheckArgs(['c', '-D']) as UsageError).message).toBe(
      'FileCheck: for the -D option: requires a value!\n',
    );
    expect((parseFileCheckArgs(['c', '--dump-input=sometimes']) as UsageError).exitCode).toBe(1);
  });
});

describe('fileCheckMain', () => {
  test('reads the check file relative to cwd and the input from stdin', async () => {
    expect(await fileCheckMain(['check.txt'], { stdin: 'hello\n', cwd: dir })).toEqual({
      stdout: '',
      stderr: '',
      exitCode: 0,
    });
    const failed = await fileCheckMain(['check.txt'], { stdin: 'goodbye\n', cwd: dir });
    expect(failed.exitCode).toBe(1);
    expect(failed.stderr).toMatch(
      /^check\.txt:1:8: error: CHECK: expected string not found in input\n/,
    );
  });

  test('--input-file names the input in diagnostics', async () => {
    const result = await fileCheckMain(
      ['check.txt', '--check-prefix=FOO', '--input-file=input.txt'],
      { stdin: '', cwd: dir },
    );
    expect(result.exitCode).toBe(0);
    const failed = await fileCheckMain(
      ['check.txt', '--check-prefix=FOO', '--input-file=other.txt'],
      { stdin: 'bye\n', cwd: dir },
    );
    expect(failed.stderr).toContain('other.txt:1:1: note: scanning from here');
  });

  test('missing files and usage errors exit with 2', async () => {
    expect(await fileCheckMain(['nope.txt'], { stdin: 'x', cwd: dir })).toEqual({
      stdout: '',
      stderr: "Could not open check file 'nope.txt': No such file or directory\n",
      exitCode: 2,
    });
    expect(
      (await fileCheckMain(['check.txt', '--input-file=nope'], { stdin: '', cwd: dir })).exitCode,
    ).toBe(2);
    expect((await fileCheckMain(['check.txt'], { stdin: '', cwd: dir })).exitCode).toBe(2);
    expect(
      (await fileCheckMain(['check.txt', '--check-prefix=a.b'], { stdin: 'x', cwd: dir })).exitCode,
    ).toBe(2);
  });

  test('--help prints usage', async () => {
    const result = await fileCheckMain(['--help'], { stdin: '', cwd: dir });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('USAGE: FileCheck [options] <check-file>');
  });
});

// The bin runs the compiled package; it exists only after `pnpm build`.
const bin = join(import.meta.dirname, '..', 'dist', 'bin.js');
describe.runIf(existsSync(bin))('strata-filecheck binary', () => {
  test('behaves like FileCheck on stdin', () => {
    const ok = spawnSync('node', [bin, 'check.txt'], {
      cwd: dir,
      input: 'hello\n',
      encoding: 'utf8',
    });
    expect([ok.status, ok.stderr]).toEqual([0, '']);
    const bad = spawnSync('node', [bin, 'check.txt', '--check-prefix=FOO'], {
      cwd: dir,
      input: 'hello\n',
      encoding: 'utf8',
    });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('check.txt:2:6: error: FOO: expected string not found in input');
  });
});
