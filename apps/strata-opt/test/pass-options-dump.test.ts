/**
 * Every pass strata-opt registers, given alone as a flag with its default options, must appear in
 * `--dump-pass-pipeline` exactly as mlir-opt 22 prints it (options sorted, defaults spelled out,
 * empty lists as nothing but their separator). Skipped (with the reason in the suite's name) when
 * mlir-opt is not installed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PassRegistry } from '@strata/pass';
import { describe, expect, it } from 'vitest';
import { registerBuiltinPasses, runInProcess } from '../src/index.js';

const MLIR_OPT = process.env['MLIR_OPT'] || '/usr/lib/llvm-22/bin/mlir-opt';
const haveMlirOpt = existsSync(MLIR_OPT);
const input = join(dirname(fileURLToPath(import.meta.url)), 'differential', 'unregistered.mlir');

/** Pipelines with passes nested in pass options (the inliner's `op-pipelines`). */
const NESTED_PIPELINES = [
  'builtin.module(inline{op-pipelines=func.func(canonicalize),test.foo(cse)})',
  "builtin.module(inline{default-pipeline='canonicalize{max-iterations=3}' op-pipelines=func.func(cse,canonicalize{top-down=false})})",
  'builtin.module(inline{op-pipelines=builtin.module(func.func(cse,symbol-dce)),func.func()})',
];

function registeredPasses(): string[] {
  const registry = new PassRegistry();
  registerBuiltinPasses(registry);
  return registry.arguments;
}

describe.skipIf(!haveMlirOpt)(
  `--dump-pass-pipeline prints each pass's defaults as mlir-opt${haveMlirOpt ? '' : ` (skipped: ${MLIR_OPT} not found)`}`,
  () => {
    const passes = registeredPasses();

    it('covers the passes strata-opt registers', () => {
      expect(passes).toContain('canonicalize');
      expect(passes).toContain('inline');
      expect(passes.length).toBeGreaterThanOrEqual(14);
    });

    for (const pipeline of NESTED_PIPELINES) {
      it(pipeline, async () => {
        const args = [input, '--allow-unregistered-dialect', '--dump-pass-pipeline'];
        args.push(`--pass-pipeline=${pipeline}`, '-o', '-');
        const expected = spawnSync(MLIR_OPT, args, { encoding: 'utf8' });
        const actual = await runInProcess(args, { stdin: '', cwd: '.' });
        expect(expected.stderr).toContain('op-pipelines={');
        expect(actual.stderr).toBe(expected.stderr);
      });
    }

    for (const pass of passes) {
      it(`--${pass}`, async () => {
        const args = [input, '--allow-unregistered-dialect', '--dump-pass-pipeline', `--${pass}`];
        const expected = spawnSync(MLIR_OPT, [...args, '-o', '-'], { encoding: 'utf8' });
        const actual = await runInProcess([...args, '-o', '-'], { stdin: '', cwd: '.' });
        // The dump goes to stderr before the pass runs; compare it, not what the pass then does.
        const dump = (stderr: string) => stderr.slice(0, stderr.indexOf('\n\n') + 2);
        expect(dump(expected.stderr)).toContain(`--${pass}`.slice(2));
        expect(dump(actual.stderr)).toBe(dump(expected.stderr));
      });
    }
  },
);
