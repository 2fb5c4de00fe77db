import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { generateInput, runSuite, writeInputs } from '../src/suite.js';
import { DEFAULT_SEED, findWorkload, type Workload } from '../src/workloads/index.js';

const scratch = mkdtempSync(join(tmpdir(), 'strata-bench-suite-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

describe('generateInput / writeInputs (--generate-only)', () => {
  it('writes each workload to DIR/NAME.mlir, byte for byte what its generator makes', () => {
    const loops = findWorkload('loops')!;
    const dir = join(scratch, 'inputs');
    expect(writeInputs([loops], dir)).toEqual([join(dir, 'loops.mlir')]);
    const expected = loops.generate({ seed: DEFAULT_SEED, targetLines: loops.defaultLines });
    expect(readFileSync(join(dir, 'loops.mlir'), 'utf8')).toBe(expected);
  });

  it('measures what it generates', () => {
    const input = generateInput(findWorkload('loops')!);
    expect(input.lines).toBe(input.text.split('\n').length - 1);
    expect(input.bytes).toBe(Buffer.byteLength(input.text));
  });
});

describe('runSuite', () => {
  it('writes a report that says strata-opt is not built instead of failing', () => {
    // A stand-in mlir-opt that accepts anything; the repository root has no apps/strata-opt.
    const fakeMlirOpt = join(scratch, 'fake-mlir-opt');
    writeFileSync(
      fakeMlirOpt,
      `#!${process.execPath}\nif (process.argv.includes('--version')) console.log('fake version 22');\n`,
    );
    chmodSync(fakeMlirOpt, 0o755);
    vi.stubEnv('MLIR_OPT', fakeMlirOpt);
    const tiny: Workload = {
      name: 'tiny',
      description: 'A one-function module.',
      defaultLines: 2,
      generate: () => 'func.func @f() {\n  return\n}\n',
      strataOptArgs: [],
      mlirOptArgs: [],
    };
    const out = join(scratch, 'docs', 'benchmarks.md');
    const logged: string[] = [];
    const [result] = runSuite({
      repoRoot: join(scratch, 'empty-repo'),
      workloads: [tiny],
      runs: 2,
      out,
      log: (message) => logged.push(message),
    });
    expect(result!.strata).toMatchObject({
      status: 'unavailable',
      reason: expect.stringMatching(/^strata-opt not built/),
    });
    expect(result!.mlir).toMatchObject({
      status: 'measured',
      wallMs: [expect.any(Number), expect.any(Number)],
    });
    const report = readFileSync(out, 'utf8');
    expect(report).toContain('- mlir-opt: fake version 22');
    expect(report).toContain('- strata commit: unknown (not a git checkout)');
    expect(report).toMatch(/^\| tiny \| 3 lines, 0\.0 MiB \| 2 \| unavailable \| \d+ ms \| — \|/m);
    expect(report).toContain('- tiny: strata-opt unavailable: strata-opt not built');
    expect(logged.some((line) => line.startsWith('strata-opt not built'))).toBe(true);
  });
});
