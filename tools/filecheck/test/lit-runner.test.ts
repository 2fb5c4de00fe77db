import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import {
  defaultTools,
  parseRunLines,
  parseShellCommand,
  planLitCases,
  runScript,
  ShellSyntaxError,
  splitInputChunks,
  substitute,
  type Tool,
} from '../src/lit/index.js';
import { fakeOpt } from './fake-tools.js';

describe('parseRunLines', () => {
  test('finds RUN: anywhere on a line and joins backslash continuations', () => {
    const text = [
      '// RUN: opt %s \\',
      '// RUN:   --pass \\',
      '// RUN: | FileCheck %s',
      'x',
      '# RUN: second',
      '// CHECK: RUN: is not here? it is',
    ].join('\n');
    expect(parseRunLines(text)).toEqual([
      { line: 1, command: 'opt %s --pass | FileCheck %s' },
      { line: 5, command: 'second' },
      { line: 6, command: 'is not here? it is' },
    ]);
  });

  test('a dangling continuation at end of file still yields its command', () => {
    expect(parseRunLines('// RUN: a \\\n')).toEqual([{ line: 1, command: 'a' }]);
    expect(parseRunLines('// XRUN: a\n// NORUN: b\n')).toEqual([]);
  });
});

describe('substitute', () => {
  const subs = {
    source: '/t/a.mlir',
    sourceDir: '/t',
    temp: '/tmp/x/a.mlir.tmp',
    tempDir: '/tmp/x',
  };
  test('%s %S %p %t %T and %%', () => {
    expect(substitute('opt %s -o %t && cat %t.2 %T/f %S/Inputs %p 100%%s', subs)).toBe(
      'opt /t/a.mlir -o /tmp/x/a.mlir.tmp && cat /tmp/x/a.mlir.tmp.2 /tmp/x/f /t/Inputs /t 100%s',
    );
  });
});

describe('parseShellCommand', () => {
  test('pipelines, connectors, quotes and redirections', () => {
    const script = parseShellCommand(
      `not opt 'a b' "c \\"d\\"" e\\ f < in 2>&1 | FileCheck x > out 2> err && echo >> log; true || false`,
    );
    expect(script.pipelines.map((p) => p.connector)).toEqual([';', '&&', ';', '||']);
    const [first] = script.pipelines;
    expect(first!.pipeline.commands).toEqual([
      {
        argv: ['not', 'opt', 'a b', 'c "d"', 'e f'],
        redirects: [
          { fd: 0, op: '<', target: 'in' },
          { fd: 2, op: '>&', target: '1' },
        ],
      },
      {
        argv: ['FileCheck', 'x'],
        redirects: [
          { fd: 1, op: '>', target: 'out' },
          { fd: 2, op: '>', target: 'err' },
        ],
      },
    ]);
    expect(script.pipelines[1]!.pipeline.commands[0]).toEqual({
      argv: ['echo'],
      redirects: [{ fd: 1, op: '>>', target: 'log' }],
    });
  });

  test('a digit inside a word is not a redirection', () => {
    expect(parseShellCommand('echo a2>f').pipelines[0]!.pipeline.commands[0]).toEqual({
      argv: ['echo', 'a2'],
      redirects: [{ fd: 1, op: '>', target: 'f' }],
    });
  });

  test('syntax errors', () => {
    expect(() => parseShellCommand("echo 'x")).toThrow(ShellSyntaxError);
    expect(() => parseShellCommand('a | | b')).toThrow('empty command');
    expect(() => parseShellCommand('a >')).toThrow("missing target for '>'");
    expect(() => parseShellCommand('a &')).toThrow(ShellSyntaxError);
  });
});

describe('splitInputChunks', () => {
  test('chunks are padded so that line numbers are preserved', () => {
    const chunks = splitInputChunks('a\nb\n// -----\nc\n// -----\nd');
    expect(chunks).toEqual([
      { index: 0, startLine: 1, text: 'a\nb\n' },
      { index: 1, startLine: 4, text: '\n\n\nc\n' },
      { index: 2, startLine: 6, text: '\n\n\n\n\nd' },
    ]);
    expect(splitInputChunks('x\n')).toEqual([{ index: 0, startLine: 1, text: 'x\n' }]);
    expect(splitInputChunks('a\n  // ----- tail\nb').map((c) => c.text)).toEqual(['a\n', '\n\nb']);
    expect(splitInputChunks('a\n// ---\nb')).toHaveLength(1);
  });
});

describe('runScript', () => {
  const cwd = mkdtempSync(join(tmpdir(), 'lit-runner-'));
  afterAll(() => rmSync(cwd, { recursive: true, force: true }));
  const upper: Tool = async (_argv, io) => ({
    stdout: io.stdin.toUpperCase(),
    stderr: 'upper: done\n',
    exitCode: 0,
  });
  const fail: Tool = async (argv) => ({
    stdout: 'partial\n',
    stderr: `fail: ${argv.join(' ')}\n`,
    exitCode: 3,
  });
  const ctx = { cwd, tools: defaultTools({ upper, fail }) };
  const exec = (line: string) => runScript(parseShellCommand(line), ctx);

  test('in-process tools and sh commands share pipes', async () => {
    const result = await exec("printf 'abc' | upper | tr A-Z a-z | upper");
    expect(result).toMatchObject({
      stdout: 'ABC',
      exitCode: 0,
      stderr: 'upper: done\nupper: done\n',
    });
  });

  test('not inverts, pipefail propagates failures', async () => {
    expect((await exec('fail x')).exitCode).toBe(3);
    expect((await exec('not fail x')).exitCode).toBe(0);
    expect((await exec('not upper')).exitCode).toBe(1);
    expect((await exec('fail | upper')).exitCode).toBe(3);
    expect((await exec('not not fail')).exitCode).toBe(1);
    expect((await exec("not --crash sh -c 'kill -SEGV $$'")).exitCode).toBe(0);
    expect((await exec('not --crash fail')).exitCode).toBe(1);
  });

  test('2>&1 merges stderr into the pipe; files are written and read', async () => {
    expect((await exec('not fail y 2>&1 | upper')).stdout).toBe('FAIL: Y\nPARTIAL\n');
    expect((await exec('sh -c "echo out; echo err >&2" 2>&1 | upper')).stdout).toBe('OUT\nERR\n');
    expect(await exec('upper < missing.txt')).toMatchObject({
      exitCode: 1,
      stderr: 'sh: missing.txt: No such file or directory\n',
    });
    writeFileSync(join(cwd, 'in.txt'), 'q\n');
    await exec('upper < in.txt > out.txt 2> err.txt && echo more >> out.txt');
    expect(readFileSync(join(cwd, 'out.txt'), 'utf8')).toBe('Q\nmore\n');
    expect(readFileSync(join(cwd, 'err.txt'), 'utf8')).toBe('upper: done\n');
  });

  test('redirections apply in order, as sh does', async () => {
    // `2>&1 >file`: stderr goes to the pipe stdout had, and only stdout to the file.
    const swapped = await exec('not fail z 2>&1 > swapped.txt | upper');
    expect(swapped.stdout).toBe('FAIL: Z\n');
    expect(readFileSync(join(cwd, 'swapped.txt'), 'utf8')).toBe('partial\n');
    const viaShell = await exec('sh -c "echo out; echo err >&2" 2>&1 > shell.txt | upper');
    expect(viaShell.stdout).toBe('ERR\n');
    expect(readFileSync(join(cwd, 'shell.txt'), 'utf8')).toBe('out\n');
    // `>file 2>&1`: both streams into the file; `&>` the same.
    await exec('not fail w > both.txt 2>&1');
    expect(readFileSync(join(cwd, 'both.txt'), 'utf8')).toBe('fail: w\npartial\n');
    expect((await exec('not fail v >&2')).stderr).toBe('fail: v\npartial\n');
  });

  test('&& and || short-circuit', async () => {
    expect((await exec('false && echo no')).stdout).toBe('');
    expect((await exec('false || echo yes')).stdout).toBe('yes\n');
    expect((await exec('true; false')).exitCode).toBe(1);
  });

  test('FileCheck is registered in-process and reports through the log', async () => {
    writeFileSync(join(cwd, 'c.txt'), 'CHECK: hello\n');
    expect((await exec('echo hello | FileCheck c.txt')).exitCode).toBe(0);
    const failed = await exec('echo bye | FileCheck c.txt');
    expect(failed.exitCode).toBe(1);
    expect(failed.log).toContain(
      '$ FileCheck c.txt\n# stderr:\nc.txt:1:8: error: CHECK: expected string not found in input',
    );
    expect(failed.log).toContain('# exit code 1\n# its stdin:\nbye\n');
    const long = await exec('seq 1 500 | FileCheck c.txt');
    expect(long.log).toContain('# its stdin (first 200 of 501 lines):\n1\n2\n');
    expect(long.log).not.toContain('\n201\n');
  });

  test('an exception in an in-process tool is a crash, not a thrown error', async () => {
    const boom: Tool = async () => {
      throw new Error('boom');
    };
    const crashed = await runScript(parseShellCommand('boom x'), {
      cwd,
      tools: defaultTools({ boom }),
    });
    expect(crashed.exitCode).toBe(134);
    expect(crashed.stderr).toMatch(/^boom crashed: Error: boom\n/);
    expect(
      (
        await runScript(parseShellCommand('not --crash boom'), {
          cwd,
          tools: defaultTools({ boom }),
        })
      ).exitCode,
    ).toBe(0);
    expect(
      (await runScript(parseShellCommand('not boom'), { cwd, tools: defaultTools({ boom }) }))
        .exitCode,
    ).toBe(1);
  });

  test('an unknown command fails like in sh', async () => {
    expect((await exec('definitely-not-a-command-xyz')).exitCode).toBe(127);
  });
});

describe('planLitCases', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lit-plan-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const options = { tools: { 'fake-opt': fakeOpt } };

  test('one case per RUN line, one per chunk with --split-input-file', () => {
    const text =
      '// RUN: fake-opt %s --split-input-file | FileCheck %s\n// RUN: true\na\n// -----\nb\n';
    expect(planLitCases(join(dir, 't.mlir'), text, options).map((c) => c.name)).toEqual([
      'RUN at line 1: fake-opt %s --split-input-file | FileCheck %s, chunk 1 (line 1)',
      'RUN at line 1: fake-opt %s --split-input-file | FileCheck %s, chunk 2 (line 5)',
      'RUN at line 2: true',
    ]);
  });

  test('each chunk sees only its own CHECK lines and keeps its line numbers', async () => {
    const path = join(dir, 'chunks.mlir');
    const text =
      '// RUN: fake-opt %s --split-input-file | FileCheck %s\nop a\n// CHECK: L2: op a\n// -----\nop b\n// CHECK: L2: op a\n';
    writeFileSync(path, text);
    const [first, second] = planLitCases(path, text, options);
    expect((await first!.run()).ok).toBe(true);
    const failed = await second!.run();
    expect(failed.ok).toBe(false);
    expect(failed.log).toContain(
      'chunks.mlir:6:11: error: CHECK: expected string not found in input',
    );
    expect(failed.log).toContain('L5: op b');
  });

  test('a failing RUN line reports the command and its output', async () => {
    const path = join(dir, 'fail.mlir');
    const text = '// RUN: fake-opt %s | FileCheck %s\nop\n// CHECK: L9: op\n';
    writeFileSync(path, text);
    const [only] = planLitCases(path, text, options);
    const result = await only!.run();
    expect(result).toMatchObject({ ok: false, exitCode: 1 });
    expect(result.log).toContain(`${path}:1: RUN: fake-opt ${path} | FileCheck ${path}\n`);
  });

  test('%t is a fresh writable path per case', async () => {
    const path = join(dir, 'tmp.mlir');
    const text =
      '// RUN: test ! -e %t && echo data > %t && FileCheck %s --input-file=%t\n// CHECK: data\n';
    writeFileSync(path, text);
    const [only] = planLitCases(path, text, options);
    expect((await only!.run()).ok).toBe(true);
    expect((await only!.run()).ok).toBe(true);
  });

  test('a file without RUN lines and a RUN line with bad syntax fail', async () => {
    const [noRun] = planLitCases(join(dir, 'none.mlir'), '// CHECK: x\n', options);
    expect(await noRun!.run()).toMatchObject({
      ok: false,
      log: expect.stringContaining("test has no 'RUN:' line"),
    });
    const [bad] = planLitCases(join(dir, 'bad.mlir'), "// RUN: echo 'x\n", options);
    expect(await bad!.run()).toMatchObject({ ok: false, exitCode: 2 });
  });
});
