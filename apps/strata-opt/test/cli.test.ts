import { execFileSync, spawn } from 'node:child_process';
import {
  statSync,
  mkdtempSync,
  mkdirSync,
  readFileSync,
  writeFileSync,
  existsSync,
  readdirSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SessionOptions } from '../src/index.js';
import { run } from './run-main.js';
import { toyBackend } from './toy-backend.js';

const MODULE = ['builtin.module', '  func.func @f', '    test.inner', '  func.func @g', ''].join(
  '\n',
);

function workdir(): string {
  return mkdtempSync(join(tmpdir(), 'strata-opt-'));
}

function oneLine(text: string): void {
  expect(text.endsWith('\n')).toBe(true);
  expect(text.trimEnd().split('\n')).toHaveLength(1);
  expect(text).not.toMatch(/\n\s+at /);
}

describe('informational flags', () => {
  it('prints the version', async () => {
    const result = await run(['--version']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/^strata-opt \d+\.\d+\.\d+\n/);
  });

  it('lists the dialects the backend can load and exits without reading input', async () => {
    const result = await run(['--show-dialects', '/no/such/file.mlir']);
    expect(result).toEqual({
      code: 0,
      stdout: 'Available Dialects: builtin,func,test\n',
      stderr: '',
    });
  });

  it('lists passes with their options', async () => {
    const result = await run(['--list-passes']);
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toBe('Passes:');
    expect(lines.find((l) => l.startsWith('  --fail'))).toMatch(/- Fails on the named symbols$/);
    expect(lines.find((l) => l.startsWith('    --on='))).toContain('--on=<string,...>');
    expect(lines.find((l) => l.startsWith('    --times='))).toContain('--times=<integer>');
  });

  it('shows help with driver flags and passes', async () => {
    const result = await run(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /\nDebug channels for --debug-only:\n {2}greedy-rewriter +- The greedy pattern rewrite driver\n/,
    );
    for (const flag of [
      '--pass-pipeline=<string>',
      '--split-input-file[=<string>]',
      '-o <filename>',
      '--mlir-print-ir-after-all',
      '--func-mark',
    ]) {
      expect(result.stdout).toContain(flag);
    }
  });
});

describe('command-line errors', () => {
  it('rejects an unknown flag in one line, suggesting a close one', async () => {
    const result = await run(['--mark2', 'x.mlir']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      "strata-opt: unknown command line argument '--mark2'; try 'strata-opt --help' (did you mean '--mark'?)\n",
    );
  });

  it('rejects bad flag values', async () => {
    const bool = await run(['--verify-each=maybe']);
    expect(bool.code).toBe(1);
    expect(bool.stderr).toBe(
      "strata-opt: for the --verify-each option: 'maybe' is invalid value for boolean argument! Try 0 or 1\n",
    );
    const display = await run(['--mlir-timing-display=pie', '-']);
    expect(display.code).toBe(1);
    oneLine(display.stderr);
    expect(display.stderr).toContain("for the --mlir-timing-display option: invalid value 'pie'");
    const limit = await run(['--mlir-print-elementsattrs-with-hex-if-larger=many', '-']);
    expect(limit.code).toBe(1);
    oneLine(limit.stderr);
    expect(limit.stderr).toContain(
      "for the --mlir-print-elementsattrs-with-hex-if-larger option: invalid value 'many'",
    );
    const missing = await run(['-o']);
    expect(missing.stderr).toBe('strata-opt: for the --o option: requires a value!\n');
    const two = await run(['a.mlir', 'b.mlir']);
    expect(two.code).toBe(1);
    oneLine(two.stderr);
  });

  it('checks the pass names of IR-printing filters', async () => {
    const result = await run(['-', '--mlir-print-ir-before=mark,nope'], { stdin: MODULE });
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr:
        "strata-opt: for the --mlir-print-ir-before option: Cannot find option named 'nope'!\n",
    });
  });

  it('hands the --verify-diagnostics level to the backend', async () => {
    const levels: SessionOptions['verifyDiagnostics'][] = [];
    for (const flag of [
      '--verify-diagnostics',
      '--verify-diagnostics=all',
      '--verify-diagnostics=only-expected',
    ]) {
      const runs: SessionOptions[] = [];
      const backend = toyBackend({ sessions: runs });
      const result = await run(['-', flag], {
        stdin: MODULE,
        dependencies: { loadBackend: async () => backend },
      });
      expect(result.code).toBe(0);
      levels.push(runs[0]!.verifyDiagnostics);
    }
    expect(levels).toEqual(['all', 'all', 'only-expected']);
  });

  it('refuses --pass-pipeline together with pass flags', async () => {
    const result = await run(['--mark', '--pass-pipeline=builtin.module(mark)']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      "strata-opt: '--pass-pipeline' option can't be used with individual pass options\n",
    );
  });

  it('points at an unknown pass in a pipeline, before reading any input', async () => {
    const result = await run([
      'missing.mlir',
      '--pass-pipeline=builtin.module(func.func(mark,markx))',
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      [
        `<pass-pipeline>:1:31: error: 'markx' does not refer to a registered pass or pass pipeline`,
        'builtin.module(func.func(mark,markx))',
        '                              ^',
        '',
      ].join('\n'),
    );
  });

  it('points into the options of a pass flag', async () => {
    const unknown = await run(['--fail=on=a nope=1']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe(
      [
        `<command line>:1:13: error: no such option 'nope' for pass 'fail'`,
        '--fail=on=a nope=1',
        '            ^',
        '',
      ].join('\n'),
    );
    const bad = await run(['--fail=times=x']);
    expect(bad.stderr.split('\n')[0]).toBe(
      `<command line>:1:14: error: invalid value 'x' for option 'times' of pass 'fail': expected an integer`,
    );
  });

  it('reports unreadable inputs in one line', async () => {
    const dir = workdir();
    const missing = await run([join(dir, 'nope.mlir')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(
      `strata-opt: cannot open input file '${join(dir, 'nope.mlir')}': No such file or directory\n`,
    );
    const directory = await run([dir]);
    expect(directory.code).toBe(1);
    expect(directory.stderr).toBe(`strata-opt: cannot open input file '${dir}': Is a directory\n`);
  });

  it('reports invalid UTF-8 at its line and column', async () => {
    const dir = workdir();
    const file = join(dir, 'bad.mlir');
    writeFileSync(
      file,
      Buffer.concat([
        Buffer.from('builtin.module\n  func.func @é'),
        Buffer.from([0xff, 0xfe]),
        Buffer.from('\n'),
      ]),
    );
    const result = await run([file]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`strata-opt: ${file}:2:15: error: input is not valid UTF-8\n`);
  });

  it('reports an unwritable output path and leaves nothing behind', async () => {
    const dir = workdir();
    const input = join(dir, 'in.mlir');
    writeFileSync(input, MODULE);
    const result = await run([input, '-o', join(dir, 'no', 'such', 'dir', 'out.mlir')]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `strata-opt: cannot open output file '${join(dir, 'no', 'such', 'dir', 'out.mlir')}': No such file or directory\n`,
    );
    const intoDirectory = await run([input, '-o', dir]);
    expect(intoDirectory.code).toBe(1);
    oneLine(intoDirectory.stderr);
    expect(readdirSync(dir)).toEqual(['in.mlir']);
  });

  it('turns an unexpected exception into one internal-error line', async () => {
    const result = await run(['-'], {
      stdin: MODULE,
      dependencies: {
        loadBackend: async () => {
          throw new Error('boom');
        },
      },
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('strata-opt: internal error: boom\n');
  });
});

describe('processing', () => {
  it('reads stdin and prints the IR unchanged without passes', async () => {
    const result = await run(['-'], { stdin: MODULE });
    expect(result).toEqual({
      code: 0,
      stderr: '',
      stdout: 'builtin.module\n  func.func @f\n    test.inner\n  func.func @g\n\n',
    });
  });

  it('nests flag-style passes under the top-level op implicitly, in command-line order', async () => {
    const result = await run(['-', '--func-mark', '--mark', '--func-mark'], { stdin: MODULE });
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      'builtin.module @!\n  func.func @f**\n    test.inner\n  func.func @g**\n\n',
    );
  });

  it('runs an explicit pipeline and rejects a mismatched anchor at the op', async () => {
    const ok = await run(['-', '--pass-pipeline=builtin.module(func.func(mark))'], {
      stdin: MODULE,
    });
    expect(ok.stdout).toBe('builtin.module\n  func.func @f!\n    test.inner\n  func.func @g!\n\n');
    const wrong = await run(['-', '--pass-pipeline=func.func(mark)'], { stdin: MODULE });
    expect(wrong.code).toBe(1);
    expect(wrong.stdout).toBe('');
    expect(wrong.stderr).toBe(
      `<stdin>:1:1: error: can't run 'func.func' pass manager on 'builtin.module' op\n`,
    );
  });

  it('writes -o only after success, replacing the file atomically', async () => {
    const dir = workdir();
    const input = join(dir, 'in.mlir');
    const output = join(dir, 'out.mlir');
    writeFileSync(input, MODULE);
    writeFileSync(output, 'old contents\n');
    const failed = await run([
      input,
      '--pass-pipeline=builtin.module(func.func(func-mark,fail{on=f*}))',
      '-o',
      output,
    ]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toBe(
      `strata-opt: pass 'fail' failed on 'func.func' @f* without reporting an error\n`,
    );
    expect(readFileSync(output, 'utf8')).toBe('old contents\n');
    const ok = await run([input, '--func-mark', '-o', output]);
    expect(ok).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(readFileSync(output, 'utf8')).toBe(
      'builtin.module\n  func.func @f*\n    test.inner\n  func.func @g*\n\n',
    );
    expect(readdirSync(dir).sort()).toEqual(['in.mlir', 'out.mlir']);
  });

  it('writes -o into a device or pipe in place instead of renaming over it', async () => {
    // `-o /dev/null` must not replace the device with a regular file; a FIFO stands in for it
    // here so that a regression cannot damage the machine's /dev/null.
    const dir = workdir();
    const input = join(dir, 'in.mlir');
    const fifo = join(dir, 'pipe');
    writeFileSync(input, MODULE);
    execFileSync('mkfifo', [fifo]);
    const reader = spawn('cat', [fifo]);
    let received = '';
    reader.stdout.on('data', (chunk: Buffer) => void (received += chunk.toString()));
    const closed = new Promise<void>((done) => reader.on('close', () => done()));
    const result = await run([input, '--func-mark', '-o', fifo]);
    await closed;
    expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(received).toBe('builtin.module\n  func.func @f*\n    test.inner\n  func.func @g*\n\n');
    expect(statSync(fifo).isFIFO()).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(['in.mlir', 'pipe']);
  });

  it('splits input files, numbering lines as in the file, and joins outputs with the marker', async () => {
    const input = [
      'func.func @a',
      '// -----',
      '!error broken',
      '// -----',
      'func.func @c',
      '',
    ].join('\n');
    const result = await run(['-', '--split-input-file', '--func-mark'], { stdin: input });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('<stdin>:3:1: error: broken\n');
    // As mlir-opt: each chunk's output ends with a blank line, a failed chunk has none.
    expect(result.stdout).toBe(
      'builtin.module\n  func.func @a*\n\n// -----\n// -----\nbuiltin.module\n  func.func @c*\n\n',
    );
    const marker = await run(
      ['-', '--split-input-file', '--output-split-marker=// =====', '--func-mark'],
      {
        stdin: 'func.func @a\n// -----\nfunc.func @b\n',
      },
    );
    expect(marker.stdout).toBe(
      'builtin.module\n  func.func @a*\n\n// =====\nbuiltin.module\n  func.func @b*\n\n',
    );
  });

  it('passes printing and parsing flags to the backend', async () => {
    const result = await run(
      ['-', '--mlir-print-debuginfo', '--no-implicit-module', '--allow-unregistered-dialect'],
      {
        stdin: 'func.func @a\n',
      },
    );
    expect(result.stdout).toBe('func.func @a loc(<stdin>:1:1)\n\n');
  });

  it('hands session options to the backend and loads dependent dialects', async () => {
    const runs: SessionOptions[] = [];
    const loadedDialects: string[] = [];
    const backend = toyBackend({ sessions: runs, loadedDialects });
    const result = await run(
      [
        '-',
        '--func-mark',
        '--mlir-print-op-generic',
        '--mlir-print-local-scope',
        '--allow-unregistered-dialect',
      ],
      {
        stdin: MODULE,
        dependencies: { loadBackend: async () => backend },
      },
    );
    expect(result.code).toBe(0);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      allowUnregisteredDialect: true,
      verifyDiagnostics: false,
      implicitModule: true,
      print: { generic: true, debugInfo: false, localScope: true },
    });
    expect(loadedDialects).toEqual(['arith']);
  });

  it('accepts --verify-diagnostics and takes its verdict from the backend', async () => {
    const args = [
      '-',
      '--verify-diagnostics',
      '--pass-pipeline=builtin.module(func.func(fail{on=f}))',
    ];
    const failingPass = await run(args, { stdin: MODULE });
    // The pass failed but every diagnostic was expected: success, and no IR printed.
    expect(failingPass).toEqual({ code: 0, stdout: '', stderr: '' });
    const unexpected = await run(args, {
      stdin: MODULE,
      dependencies: { loadBackend: async () => toyBackend({ diagnosticsOk: false }) },
    });
    expect(unexpected.code).toBe(1);
  });

  it('attaches ops to diagnostics unless --mlir-print-op-on-diagnostic=false', async () => {
    const sessions: SessionOptions[] = [];
    const backend = toyBackend({ sessions });
    const dependencies = { loadBackend: async () => backend };
    await run(['-'], { stdin: MODULE, dependencies });
    await run(['-', '--mlir-print-op-on-diagnostic=false'], { stdin: MODULE, dependencies });
    expect(sessions.map((s) => s.printOpOnDiagnostic)).toEqual([true, false]);
  });

  it('round-trips the parsed IR with --verify-roundtrip and fails without output when it differs', async () => {
    const roundTrips = { count: 0 };
    const ok = toyBackend({ roundTrips });
    const plain = await run(['-'], {
      stdin: MODULE,
      dependencies: { loadBackend: async () => ok },
    });
    expect(roundTrips.count).toBe(0);
    const checked = await run(['-', '--verify-roundtrip'], {
      stdin: MODULE,
      dependencies: { loadBackend: async () => ok },
    });
    expect(roundTrips.count).toBe(1);
    expect(checked).toEqual(plain);
    const differs = toyBackend({ roundTrips, roundTripOk: false });
    const failed = await run(['-', '--verify-roundtrip'], {
      stdin: MODULE,
      dependencies: { loadBackend: async () => differs },
    });
    expect(failed).toMatchObject({ code: 1, stdout: '' });
  });

  it('skips verification with --verify-each=false', async () => {
    const dir = workdir();
    const input = join(dir, 'in.mlir');
    writeFileSync(input, MODULE);
    expect((await run([input, '--mark', '--verify-each=false'])).code).toBe(0);
    expect((await run([input, '--mark', '--verify-each=0'])).code).toBe(0);
  });
});

describe('instrumentation flags', () => {
  it('prints IR after every pass on stderr with mlir-opt headers', async () => {
    const result = await run(['-', '--func-mark', '--mark', '--mlir-print-ir-after-all'], {
      stdin: MODULE,
    });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(
      [
        '// -----// IR Dump After FuncMark (func-mark) //----- //',
        'func.func @f* local',
        '  test.inner local',
        '',
        '// -----// IR Dump After FuncMark (func-mark) //----- //',
        'func.func @g* local',
        '',
        '// -----// IR Dump After Mark (mark) //----- //',
        'builtin.module @!',
        '  func.func @f*',
        '    test.inner',
        '  func.func @g*',
        '',
        '',
        '',
      ].join('\n'),
    );
  });

  it('prints before selected passes and after failures only', async () => {
    const before = await run(['-', '--func-mark', '--mark', '--mlir-print-ir-before=mark'], {
      stdin: MODULE,
    });
    expect(before.stderr.match(/IR Dump Before Mark \(mark\)/g)).toHaveLength(1);
    expect(before.stderr).not.toContain('FuncMark');
    const failure = await run(['-', '--mark', '--fail=on=!', '--mlir-print-ir-after-failure'], {
      stdin: MODULE,
    });
    expect(failure.code).toBe(1);
    expect(failure.stderr.split('\n')[0]).toBe(
      '// -----// IR Dump After Fail Failed (fail) //----- //',
    );
    expect(failure.stdout).toBe('');
  });

  it('dumps the finalized pipeline', async () => {
    const result = await run(
      ['-', '--func-mark', '--func-mark', '--fail=times=2', '--dump-pass-pipeline'],
      { stdin: MODULE },
    );
    expect(result.stderr).toBe(
      [
        'Pass Manager with 2 passes:',
        'builtin.module(',
        '  func.func(',
        '    func-mark,',
        '    func-mark',
        '  ),',
        '  fail{ times=2}',
        ')',
        '',
        '',
      ].join('\n'),
    );
  });

  it('reports timing with parser, pipeline, output, rest and total rows', async () => {
    const result = await run(['-', '--func-mark', '--mlir-timing'], { stdin: MODULE });
    expect(result.code).toBe(0);
    const names = result.stderr
      .split('\n')
      .filter((line) => /^ +\d+\.\d{4} \(/.test(line))
      .map((line) => line.replace(/^ +\d+\.\d{4} \( *\d+\.\d%\) {2}/, ''));
    expect(names).toEqual([
      'Parser',
      "'func.func' Pipeline",
      '  FuncMark',
      'Output',
      'Rest',
      'Total',
    ]);
  });

  it('reports pass statistics', async () => {
    const result = await run(['-', '--mark', '--mlir-pass-statistics'], { stdin: MODULE });
    expect(result.stderr).toContain('... Pass statistics report ...');
    expect(result.stderr).toMatch(/\nMark\n\n$/);
  });

  it('enables debug channels named by --debug-only', async () => {
    const on = await run(['-', '--mark', '--debug-only=dialect-conversion,greedy-rewriter'], {
      stdin: MODULE,
    });
    expect(on.stderr).toBe('[greedy-rewriter] marked builtin.module\n');
    const off = await run(['-', '--mark', '--debug-only=dialect-conversion'], { stdin: MODULE });
    expect(off.stderr).toBe('');
  });
});

describe('lit calling convention', () => {
  it('takes stdin as text and returns captured streams with the exit code', async () => {
    const { runInProcess } = await import('../src/index.js');
    const { toyBackend } = await import('./toy-backend.js');
    const { toyRegistry } = await import('./toy-passes.js');
    const dependencies = { registry: toyRegistry(), loadBackend: async () => toyBackend() };
    const ok = await runInProcess(['-', '--mark'], { stdin: MODULE, cwd: tmpdir() }, dependencies);
    expect(ok).toEqual({
      exitCode: 0,
      stderr: '',
      stdout: 'builtin.module @!\n  func.func @f\n    test.inner\n  func.func @g\n\n',
    });
    const bad = await runInProcess(['--nope'], { stdin: '', cwd: tmpdir() }, dependencies);
    expect(bad.exitCode).toBe(1);
    expect(bad.stdout).toBe('');
  });
});

describe('--verify-roundtrip on the ir-core backend', () => {
  /**
   * Runs `--verify-roundtrip` with the `rt` dialect, whose `#rt.level<N>` attribute prints level 0
   * as a bare `#rt.level` while its parser reads a bare `#rt.level` as level 1: the kind of
   * printer/parser disagreement the check exists for.
   */
  async function verifyRoundTrip(input: string) {
    const { Dialect, DialectAttribute } = await import('@strata/ir-core');
    const { runInProcess } = await import('../src/index.js');
    type Context = import('@strata/ir-core').MLIRContext;
    class LevelAttr extends DialectAttribute {
      readonly dialectNamespace = 'rt';
      constructor(
        context: Context,
        uid: number,
        readonly level: bigint,
      ) {
        super(context, uid);
      }
      static get(context: Context, level: bigint): LevelAttr {
        return context.uniquer.get(
          `rt.level|${level}`,
          (uid) => new LevelAttr(context, uid, level),
        );
      }
      printBody(printer: import('@strata/ir-core').AttrTypePrinter): void {
        printer.write(this.level === 0n ? 'level' : `level<${this.level}>`);
      }
    }
    class RtDialect extends Dialect {
      override parseAttribute(parser: import('@strata/ir-core').AttrTypeParser) {
        if (parser.parseKeyword('level') === null) return null;
        if (!parser.parseOptionalLess()) return LevelAttr.get(this.context, 1n);
        const level = parser.parseInteger();
        if (level === null || !parser.parseGreater()) return null;
        return LevelAttr.get(this.context, level);
      }
    }
    const rt = (registry: import('@strata/ir-core').DialectRegistry) =>
      void registry.insert('rt', (context) => new RtDialect('rt', context));
    const io = { stdin: input, cwd: tmpdir() };
    return runInProcess(['-', '--verify-roundtrip'], io, { dialects: [rt] });
  }

  it('passes IR that prints and parses back to the same generic form', async () => {
    expect(await verifyRoundTrip('module attributes {rt.x = #rt.level<3>} {}\n')).toEqual({
      exitCode: 0,
      stderr: '',
      stdout: 'module attributes {rt.x = #rt.level<3>} {\n}\n\n',
    });
  });

  it('reports both generic forms on the op when printer and parser disagree', async () => {
    const result = await verifyRoundTrip('module attributes {rt.x = #rt.level<0>} {}\n');
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toBe('');
    const [first, ...rest] = result.stderr.split('\n');
    expect(first).toBe(
      "<stdin>:1:1: error: 'builtin.module' op textual roundTrip testing roundtripped module differs from reference:",
    );
    const report = rest.join('\n');
    const reference = report.slice(
      report.indexOf('<<<<<<Reference\n'),
      report.indexOf('\n=====\n'),
    );
    const roundTrip = report.slice(
      report.indexOf('\n=====\n'),
      report.indexOf('>>>>>roundtripped'),
    );
    expect(reference).toContain('rt.x = #rt.level}');
    expect(roundTrip).toContain('rt.x = #rt.level<1>}');
  });
});

describe('extra dialects', () => {
  it('registers dialects given to main besides the built-in ones', async () => {
    const { runInProcess } = await import('../src/index.js');
    const { Dialect } = await import('@strata/ir-core');
    const requested: string[] = [];
    const dialects = [
      (registry: import('@strata/ir-core').DialectRegistry) =>
        void registry.insert('extra', (context) => {
          requested.push('extra');
          return new Dialect('extra', context);
        }),
    ];
    const input = '"extra.op"() : () -> ()\n';
    const result = await runInProcess(['-'], { stdin: input, cwd: tmpdir() }, { dialects });
    expect(requested).toEqual(['extra']);
    // The namespace is known now, so the unregistered-dialect error is gone; the op itself is not.
    expect(result.stderr).not.toContain('unregistered dialect');
  });
});
