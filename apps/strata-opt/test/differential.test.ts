/**
 * strata-opt against mlir-opt 22 on flags both tools have: the same input and arguments must give
 * the same stdout, stderr and exit code, byte for byte. Skipped (with the reason in the suite's
 * name) when mlir-opt is not installed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../src/index.js';

const MLIR_OPT = process.env['MLIR_OPT'] || '/usr/lib/llvm-22/bin/mlir-opt';
const haveMlirOpt = existsSync(MLIR_OPT);
const inputs = join(dirname(fileURLToPath(import.meta.url)), 'differential');

/** Each case: an input file under test/differential and the arguments given to both tools. */
const CASES: { input: string; args: string[] }[] = [
  { input: 'unregistered.mlir', args: ['--allow-unregistered-dialect'] },
  { input: 'unregistered.mlir', args: ['--allow-unregistered-dialect', '--mlir-print-op-generic'] },
  { input: 'unregistered.mlir', args: ['--allow-unregistered-dialect', '--mlir-print-debuginfo'] },
  {
    input: 'unregistered.mlir',
    args: ['--allow-unregistered-dialect', '--strip-debuginfo', '--mlir-print-debuginfo'],
  },
  {
    input: 'unregistered.mlir',
    args: [
      '--allow-unregistered-dialect',
      '--pass-pipeline=builtin.module(strip-debuginfo)',
      '--mlir-print-ir-after-all',
      '--mlir-print-debuginfo',
    ],
  },
  {
    input: 'unregistered.mlir',
    args: [
      '--allow-unregistered-dialect',
      '--strip-debuginfo',
      '--mlir-print-ir-before=strip-debuginfo',
    ],
  },
  {
    input: 'unregistered.mlir',
    args: [
      '--allow-unregistered-dialect',
      '--strip-debuginfo',
      '--strip-debuginfo',
      '--dump-pass-pipeline',
    ],
  },
  {
    input: 'unregistered.mlir',
    args: ['--pass-pipeline=func.func(strip-debuginfo)', '--allow-unregistered-dialect'],
  },
  { input: 'symbols.mlir', args: ['--allow-unregistered-dialect', '--symbol-privatize'] },
  {
    input: 'symbols.mlir',
    args: [
      '--allow-unregistered-dialect',
      '--symbol-privatize=exclude=b,c',
      '--dump-pass-pipeline',
    ],
  },
  {
    input: 'symbols.mlir',
    args: [
      '--allow-unregistered-dialect',
      '--pass-pipeline=builtin.module(builtin.module(symbol-privatize))',
    ],
  },
  { input: 'unregistered.mlir', args: ['--allow-unregistered-dialect', '--no-implicit-module'] },
  {
    input: 'symbols.mlir',
    args: [
      '--allow-unregistered-dialect',
      '--no-implicit-module',
      '--mlir-print-local-scope',
      '--mlir-print-debuginfo',
    ],
  },
  {
    input: 'symbols.mlir',
    args: ['--allow-unregistered-dialect', '--no-implicit-module', '--mlir-print-skip-regions'],
  },
  {
    input: 'symbols.mlir',
    args: [
      '--allow-unregistered-dialect',
      '--symbol-privatize',
      '--mlir-print-ir-after-all',
      '--mlir-print-ir-module-scope',
      '--mlir-disable-threading',
      '-o',
      '/dev/null',
    ],
  },
  {
    input: 'unregistered.mlir',
    args: [
      '--allow-unregistered-dialect',
      '--canonicalize=max-iterations=3 top-down=false',
      '--cse',
      '--dump-pass-pipeline',
    ],
  },
  {
    input: 'unregistered.mlir',
    args: [
      '--allow-unregistered-dialect',
      '--pass-pipeline=builtin.module(canonicalize{enable-patterns=a,b,c disable-patterns="x y" region-simplify=disabled},cse,symbol-privatize{exclude=m})',
      '--dump-pass-pipeline',
    ],
  },
  { input: 'split.mlir', args: ['--allow-unregistered-dialect', '--split-input-file'] },
  { input: 'verify.mlir', args: ['--split-input-file', '--verify-diagnostics'] },
  { input: 'switch-segments.mlir', args: ['--split-input-file', '--verify-diagnostics'] },
  { input: 'implicit-segments.mlir', args: ['--split-input-file'] },
  { input: 'required-attributes.mlir', args: ['--split-input-file'] },
  { input: 'type-kinds.mlir', args: ['--split-input-file'] },
  { input: 'implicit-segments.mlir', args: ['--split-input-file', '--mlir-print-op-generic'] },
  { input: 'op-note.mlir', args: ['--split-input-file'] },
  { input: 'op-note.mlir', args: ['--split-input-file', '--mlir-print-debuginfo'] },
  {
    input: 'op-note.mlir',
    args: ['--split-input-file', '--mlir-print-debuginfo', '--mlir-print-op-generic'],
  },
  { input: 'op-note.mlir', args: ['--split-input-file', '--mlir-print-skip-regions'] },
  { input: 'op-note.mlir', args: ['--split-input-file', '--mlir-print-op-on-diagnostic=false'] },
  { input: 'analyses.mlir', args: ['--verify-roundtrip'] },
  // The loop's induction variable has a location its custom form does not print: MLIR 22 checks
  // the round trip of the generic form, which keeps it.
  { input: 'roundtrip-loop.mlir', args: ['--verify-roundtrip'] },
  { input: 'dense-elements.mlir', args: ['--mlir-print-elementsattrs-with-hex-if-larger=2'] },
  { input: 'dense-elements.mlir', args: ['--mlir-print-elementsattrs-with-hex-if-larger=3'] },
  { input: 'dense-elements.mlir', args: ['--mlir-print-elementsattrs-with-hex-if-larger=-1'] },
  { input: 'dense-elements.mlir', args: ['--mlir-elide-elementsattrs-if-larger=2'] },
  { input: 'dense-elements.mlir', args: ['--mlir-elide-elementsattrs-if-larger=3'] },
  { input: 'dense-elements.mlir', args: ['--mlir-elide-elementsattrs-if-larger=5'] },
  {
    input: 'dense-elements.mlir',
    args: ['--mlir-elide-elementsattrs-if-larger=0', '--mlir-print-op-generic'],
  },
  {
    input: 'dense-elements.mlir',
    args: ['--mlir-print-elementsattrs-with-hex-if-larger', '0', '--mlir-print-op-generic'],
  },
  { input: 'symbols.mlir', args: ['--allow-unregistered-dialect', '--verify-roundtrip'] },
  { input: 'op-note.mlir', args: ['--split-input-file', '--mlir-print-op-on-diagnostic=true'] },
  { input: 'verify.mlir', args: ['--verify-diagnostics'] },
  { input: 'verify.mlir', args: ['--split-input-file', '--verify-diagnostics=only-expected'] },
  { input: 'verify.mlir', args: ['--verify-diagnostics=all'] },
  { input: 'split.mlir', args: ['--allow-unregistered-dialect', '--split-input-file='] },
  {
    input: 'split-marker.mlir',
    args: ['--allow-unregistered-dialect', '--split-input-file=// MARK'],
  },
  {
    input: 'split-marker.mlir',
    args: [
      '--allow-unregistered-dialect',
      '--split-input-file=// MARK',
      '--output-split-marker=// =====',
    ],
  },
  {
    input: 'split.mlir',
    args: [
      '--allow-unregistered-dialect',
      '--split-input-file',
      '--mlir-print-debuginfo',
      '--strip-debuginfo',
    ],
  },
  ...[
    ['--mlir-print-value-users'],
    ['--mlir-print-value-users', '--mlir-print-op-generic'],
    ['--mlir-print-value-users', '--mlir-print-unique-ssa-ids'],
    ['--mlir-print-value-users', '--mlir-print-debuginfo'],
    ['--mlir-print-value-users', '--mlir-print-skip-regions'],
    // Nested ops printed alone, numbered as in their whole tree. Without threading, mlir-opt dumps
    // the functions in order; with it, in whichever order its threads finish them.
    [
      '--mlir-print-value-users',
      '--pass-pipeline=builtin.module(func.func(cse))',
      '--mlir-print-ir-after-all',
      '--mlir-disable-threading',
      '-o',
      '/dev/null',
    ],
    ['--mlir-print-unique-ssa-ids'],
    ['--mlir-print-unique-ssa-ids', '--mlir-print-local-scope'],
    ['--mlir-use-nameloc-as-prefix'],
    ['--mlir-use-nameloc-as-prefix', '--mlir-print-op-generic'],
    ['--mlir-use-nameloc-as-prefix', '--mlir-print-value-users'],
  ].map((flags) => ({
    input: 'value-users.mlir',
    args: ['--allow-unregistered-dialect', ...flags],
  })),
  { input: 'op-note.mlir', args: ['--split-input-file', '--mlir-print-value-users'] },
  ...['0', '5', '13', '28'].map((limit) => ({
    input: 'resources.mlir',
    args: [`--mlir-elide-resource-strings-if-larger=${limit}`],
  })),
  // IR dumps print the dialect resources the IR uses, never the input's external resources.
  { input: 'external-resources.mlir', args: ['--canonicalize', '--mlir-print-ir-after-all'] },
  {
    input: 'external-resources.mlir',
    args: ['--pass-pipeline=builtin.module(func.func(canonicalize))', '--mlir-print-ir-before-all'],
  },
  ...[
    [],
    ['--mlir-disable-diagnostic-notes'],
    ['--mlir-diagnostic-verbosity-level=errors'],
    ['--mlir-diagnostic-verbosity-level=warnings'],
    ['--mlir-diagnostic-verbosity-level=remarks'],
  ].flatMap((flags) => [
    { input: 'diagnostic-levels.mlir', args: ['--split-input-file', ...flags] },
    { input: 'remarks.mlir', args: ['--transform-interpreter', ...flags] },
  ]),
  // With --verify-diagnostics nothing is filtered: the warning must still be expected.
  {
    input: 'diagnostic-levels.mlir',
    args: [
      '--split-input-file',
      '--verify-diagnostics',
      '--mlir-diagnostic-verbosity-level=errors',
    ],
  },
  ...[
    [],
    ['--mlir-print-debuginfo'],
    ['--mlir-print-debuginfo', '--mlir-print-local-scope'],
    ['--mlir-print-debuginfo', '--mlir-print-op-generic'],
    ['--mlir-print-debuginfo', '--strip-debuginfo', '--mlir-print-ir-before-all'],
  ].map((flags) => ({
    input: 'pretty-locations.mlir',
    args: ['--allow-unregistered-dialect', '--mlir-pretty-debuginfo', ...flags],
  })),
  // Unverified IR prints in generic form, unless the printer is told to assume it verifies.
  ...[
    [],
    ['--mlir-print-assume-verified'],
    ['--mlir-print-debuginfo'],
    ['--canonicalize'],
    ['--canonicalize', '--verify-each=false', '--mlir-print-ir-after-all'],
    ['--canonicalize', '--verify-each=false', '--mlir-print-assume-verified'],
  ].map((flags) => ({
    input: 'unverified.mlir',
    args: ['--mlir-very-unsafe-disable-verifier-on-parsing', ...flags],
  })),
];

/**
 * Inputs both tools reject, where strata-opt deliberately says more (pipeline errors are located,
 * with the text and a caret): the exit code, stdout and mlir-opt's message must match.
 */
const ERROR_CASES: { input: string; args: string[] }[] = [
  { input: 'unregistered.mlir', args: ['--pass-pipeline=builtin.module(strip-debuginfo'] },
  {
    input: 'unregistered.mlir',
    args: ['--pass-pipeline=builtin.module(func.func(strip-debuginfo,nope))'],
  },
  { input: 'unregistered.mlir', args: ['--pass-pipeline=builtin.module(strip-debuginfo))'] },
];

function mlirOpt(args: string[]) {
  const result = spawnSync(MLIR_OPT, args, { encoding: 'utf8' });
  return { exitCode: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe.skipIf(!haveMlirOpt)(
  `strata-opt matches mlir-opt${haveMlirOpt ? '' : ` (skipped: ${MLIR_OPT} not found)`}`,
  () => {
    it('has an input file for every case', () => {
      const files = new Set(readdirSync(inputs));
      for (const testCase of CASES) expect(files.has(testCase.input), testCase.input).toBe(true);
    });

    for (const testCase of CASES) {
      it(`${testCase.input} ${testCase.args.join(' ')}`, async () => {
        const path = join(inputs, testCase.input);
        const args = [path, ...testCase.args];
        const expected = mlirOpt(args);
        const actual = await runInProcess(args, { stdin: readFileSync(path, 'utf8'), cwd: inputs });
        expect(actual).toEqual(expected);
      });
    }

    for (const testCase of ERROR_CASES) {
      it(`rejects ${testCase.args.join(' ')} with mlir-opt's message`, async () => {
        const path = join(inputs, testCase.input);
        const args = [path, ...testCase.args];
        const expected = mlirOpt(args);
        const actual = await runInProcess(args, { stdin: '', cwd: inputs });
        expect([actual.exitCode, actual.stdout]).toEqual([expected.exitCode, expected.stdout]);
        // mlir-opt: `<unknown>:0: error: [MLIR Textual PassPipeline Parser:1:N: error: ]message`.
        const message = expected.stderr.split('\n')[0]!.replace(/^.*error: /, '');
        expect(actual.stderr.split('\n')[0]).toContain(`error: ${message}`);
      });
    }
  },
);
