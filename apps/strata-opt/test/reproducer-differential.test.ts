/**
 * Reproducers against mlir-opt 22: `--mlir-pass-pipeline-crash-reproducer` (whole pipeline or
 * local), `--mlir-generate-reproducer` and `--run-reproducer`. Each case runs both tools from
 * directories of their own and compares exit code, stdout, stderr and the reproducer file byte for
 * byte. Skipped (with the reason in the suite's name) when mlir-opt is not installed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runInProcess } from '../src/index.js';

const MLIR_OPT = process.env['MLIR_OPT'] || '/usr/lib/llvm-22/bin/mlir-opt';
const haveMlirOpt = existsSync(MLIR_OPT);
const inputs = join(dirname(fileURLToPath(import.meta.url)), 'differential');
const scratch = mkdtempSync(join(tmpdir(), 'strata-opt-reproducer-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const FAILING = '--canonicalize=max-iterations=1 test-convergence=true';
const NESTED_FAILING =
  '--pass-pipeline=builtin.module(func.func(cse,canonicalize{max-iterations=1 test-convergence=true}),symbol-dce)';

/** An input with an `mlir_reproducer` resource holding `entries`. */
function reproducerInput(entries: string): string {
  return `func.func @id(%x: i8) -> i8 {\n  return %x : i8\n}\n{-#\n  external_resources: {\n    mlir_reproducer: {\n${entries}\n    }\n  }\n#-}\n`;
}

const RUN_INPUTS: Record<string, string> = {
  valid: reproducerInput(
    '      pipeline: "builtin.module(func.func(canonicalize),symbol-privatize)",\n      disable_threading: true,\n      verify_each: false',
  ),
  'not-a-string': reproducerInput('      pipeline: false'),
  'not-a-bool': reproducerInput('      verify_each: "no"'),
  'unknown-key': reproducerInput('      disable_threading: false, threads: 4'),
  'unknown-pass': reproducerInput('      pipeline: "builtin.module(func.func(no-such-pass))"'),
  'wrong-anchor': reproducerInput('      pipeline: "func.func(cse)"'),
};
let caseNumber = 0;

/** Both tools on `input` with `args` in fresh directories; `FILE` in args is the output file. */
async function bothTools(input: string, args: string[]) {
  const base = join(scratch, String(caseNumber++));
  const mlirDir = join(base, 'mlir');
  const strataDir = join(base, 'strata');
  mkdirSync(mlirDir, { recursive: true });
  mkdirSync(strataDir, { recursive: true });
  const expected = spawnSync(MLIR_OPT, [input, ...args], { encoding: 'utf8', cwd: mlirDir });
  const actual = await runInProcess([input, ...args], { stdin: '', cwd: strataDir });
  const file = (dir: string) =>
    existsSync(join(dir, 'repro.mlir')) ? readFileSync(join(dir, 'repro.mlir'), 'utf8') : null;
  return { expected, actual, expectedFile: file(mlirDir), actualFile: file(strataDir) };
}

async function expectSame(input: string, args: string[]) {
  const { expected, actual, expectedFile, actualFile } = await bothTools(input, args);
  expect(actual.stderr).toBe(expected.stderr);
  expect(actual.stdout).toBe(expected.stdout);
  expect(actual.exitCode).toBe(expected.status);
  expect(actualFile).toBe(expectedFile);
  return { expectedFile, actual };
}

describe.skipIf(!haveMlirOpt)(
  `reproducers match mlir-opt${haveMlirOpt ? '' : ` (skipped: ${MLIR_OPT} not found)`}`,
  () => {
    const input = join(inputs, 'reproducer.mlir');
    const cases: [string, string[]][] = [
      ['a failing top-level pass', ['--cse', FAILING]],
      ['a failing nested pass', [NESTED_FAILING]],
      [
        'a failing nested pass, locally',
        [NESTED_FAILING, '--mlir-pass-pipeline-local-reproducer', '--mlir-disable-threading'],
      ],
      [
        'verify_each false, with locations',
        ['--verify-each=false', FAILING, '--mlir-print-debuginfo'],
      ],
      ['a failure dump first', [FAILING, '--mlir-print-ir-after-failure']],
      ['a successful run (no file)', ['--canonicalize']],
      ['-o not clobbered', [FAILING, '-o', 'out.mlir']],
    ];
    for (const [name, args] of cases) {
      it(`crash reproducer: ${name}`, async () => {
        const { expectedFile } = await expectSame(input, [
          ...args,
          '--mlir-pass-pipeline-crash-reproducer=repro.mlir',
        ]);
        // The comparison is only worth something where mlir-opt wrote a reproducer.
        if (name !== 'a successful run (no file)') expect(expectedFile).not.toBeNull();
      });
    }

    const nested = join(inputs, 'reproducer-nested.mlir');
    const CONVERGE = 'canonicalize{max-iterations=1 test-convergence=true}';
    const nestedCases: [string, string][] = [
      ['in a nested module', `builtin.module(builtin.module(func.func(${CONVERGE})))`],
      ['on any op (a later failure reported too)', `builtin.module(any(${CONVERGE}))`],
      ['in a dynamic pipeline', `builtin.module(inline{default-pipeline=${CONVERGE}})`],
    ];
    for (const [name, pipeline] of nestedCases) {
      for (const local of [false, true]) {
        it(`crash reproducer: ${name}${local ? ', locally' : ''}`, async () => {
          const { expectedFile } = await expectSame(nested, [
            `--pass-pipeline=${pipeline}`,
            '--mlir-pass-pipeline-crash-reproducer=repro.mlir',
            '--mlir-disable-threading',
            ...(local ? ['--mlir-pass-pipeline-local-reproducer'] : []),
          ]);
          expect(expectedFile).not.toBeNull();
        });
      }
    }

    // Each chunk has a pass manager of its own: the last failing chunk's reproducer stays.
    const split = join(inputs, 'reproducer-split.mlir');
    const splitCases: [string, string[]][] = [
      ['crash reproducer', [FAILING, '--mlir-pass-pipeline-crash-reproducer=repro.mlir']],
      ['generated reproducer', ['--canonicalize', '--mlir-generate-reproducer=repro.mlir']],
    ];
    for (const [name, args] of splitCases) {
      it(`${name} of a split input`, async () => {
        const { expectedFile } = await expectSame(split, ['--split-input-file', ...args]);
        expect(expectedFile).not.toBeNull();
      });
    }

    it('local reproducers need --mlir-disable-threading', async () => {
      await expectSame(input, [
        FAILING,
        '--mlir-pass-pipeline-crash-reproducer=repro.mlir',
        '--mlir-pass-pipeline-local-reproducer',
      ]);
    });

    it('module-scope IR dumps need --mlir-disable-threading', async () => {
      await expectSame(input, ['--cse', '--mlir-print-ir-module-scope']);
    });

    it('a reproducer that cannot be written is reported in the note', async () => {
      await expectSame(input, [
        FAILING,
        `--mlir-pass-pipeline-crash-reproducer=${join(scratch, 'missing', 'repro.mlir')}`,
      ]);
    });

    const generated: [string, string, string[]][] = [
      [
        'after the pipeline',
        'reproducer.mlir',
        [NESTED_FAILING.replace(' test-convergence=true', '')],
      ],
      ['with no passes', 'reproducer.mlir', ['--mlir-print-op-generic']],
      ['with dialect resources', 'reproducer-resources.mlir', ['--cse']],
    ];
    for (const [name, file, args] of generated) {
      it(`generated reproducer: ${name}`, async () => {
        const { expectedFile } = await expectSame(join(inputs, file), [
          ...args,
          '--mlir-generate-reproducer=repro.mlir',
        ]);
        expect(expectedFile).not.toBeNull();
      });
    }

    for (const [name, text] of Object.entries(RUN_INPUTS)) {
      it(`--run-reproducer: ${name}`, async () => {
        const path = join(scratch, `run-${name}.mlir`);
        writeFileSync(path, text);
        await expectSame(path, ['--run-reproducer', '--dump-pass-pipeline']);
      });
    }

    it('--run-reproducer appends pass flags; without it the resource is passed through', async () => {
      const path = join(scratch, 'run-appended.mlir');
      writeFileSync(path, RUN_INPUTS['valid']!);
      await expectSame(path, ['--run-reproducer', '--cse', '--dump-pass-pipeline']);
      await expectSame(path, ['--cse']);
    });

    it("a crash reproducer replays mlir-opt's failure", async () => {
      const { expectedFile } = await expectSame(input, [
        NESTED_FAILING,
        '--mlir-pass-pipeline-crash-reproducer=repro.mlir',
      ]);
      const path = join(scratch, 'replay.mlir');
      writeFileSync(path, expectedFile!);
      const { expected, actual } = await bothTools(path, ['--run-reproducer']);
      expect(actual.exitCode).toBe(expected.status);
      expect(actual.stdout).toBe(expected.stdout);
      expect(expected.status).toBe(1);
    });
  },
);
