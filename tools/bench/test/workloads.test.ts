import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { locateMlirOpt } from '../src/tools.js';
import { DEFAULT_SEED, WORKLOADS, findWorkload, type Workload } from '../src/workloads/index.js';

const mlirOpt = locateMlirOpt();
const scratch = mkdtempSync(join(tmpdir(), 'strata-bench-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function lineCount(text: string): number {
  return text.split('\n').length - 1;
}

/** Runs mlir-opt with the workload's own arguments on `text`; returns its exit status and output. */
function runMlirOpt(workload: Workload, text: string, name: string) {
  const path = join(scratch, `${name}.mlir`);
  writeFileSync(path, text);
  const command = mlirOpt.found ? mlirOpt.command : [];
  return spawnSync(command[0]!, [...command.slice(1), path, ...workload.mlirOptArgs], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
}

const withMlirOpt = mlirOpt.found ? it : it.skip;
const skipNote = mlirOpt.found ? '' : ` (skipped: ${mlirOpt.reason})`;

describe('workload registry', () => {
  it('names every workload once and finds it by name', () => {
    const names = WORKLOADS.map((w) => w.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['parse-print', 'loops']));
    for (const workload of WORKLOADS) expect(findWorkload(workload.name)).toBe(workload);
    expect(findWorkload('no-such-workload')).toBeUndefined();
  });

  it('runs the same job on both tools', () => {
    expect(findWorkload('parse-print')!.mlirOptArgs).toEqual([]);
    expect(findWorkload('loops')!.mlirOptArgs).toEqual(['--convert-scf-to-cf']);
    for (const workload of WORKLOADS) expect(workload.strataOptArgs).toEqual(workload.mlirOptArgs);
  });
});

describe.each(WORKLOADS.map((w) => [w.name, w] as const))('workload %s', (name, workload) => {
  const full = workload.generate({ seed: DEFAULT_SEED, targetLines: workload.defaultLines });

  it('is the same bytes for the same seed and never asks Math.random', () => {
    const random = vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('generators must use their seeded Prng');
    });
    try {
      expect(workload.generate({ seed: DEFAULT_SEED, targetLines: workload.defaultLines })).toBe(
        full,
      );
    } finally {
      random.mockRestore();
    }
  });

  it('changes with the seed', () => {
    const options = { targetLines: 2000 };
    expect(workload.generate({ seed: 1, ...options })).not.toBe(
      workload.generate({ seed: 2, ...options }),
    );
  });

  it('reaches its target size without overshooting by more than a function or two', () => {
    const lines = lineCount(full);
    expect(lines).toBeGreaterThanOrEqual(workload.defaultLines);
    expect(lines).toBeLessThan(workload.defaultLines * 1.05);
    const small = lineCount(workload.generate({ seed: DEFAULT_SEED, targetLines: 500 }));
    expect(small).toBeGreaterThanOrEqual(500);
    expect(small).toBeLessThan(5000);
  });

  withMlirOpt(`is accepted by mlir-opt with its own arguments, at full size${skipNote}`, () => {
    const result = runMlirOpt(workload, full, `${name}-full`);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  withMlirOpt(`is accepted by mlir-opt for other seeds too${skipNote}`, () => {
    for (let seed = 1; seed <= 8; seed++) {
      const text = workload.generate({ seed, targetLines: 1500 });
      const result = runMlirOpt(workload, text, `${name}-seed-${seed}`);
      expect(result.stderr, `seed ${seed}`).toBe('');
      expect(result.status, `seed ${seed}`).toBe(0);
    }
  });
});

describe('workload content', () => {
  const parsePrint = findWorkload('parse-print')!;
  const loops = findWorkload('loops')!;
  const parsePrintText = parsePrint.generate({ seed: DEFAULT_SEED, targetLines: 20_000 });
  const loopsText = loops.generate({ seed: DEFAULT_SEED, targetLines: 20_000 });

  it('parse-print covers func, arith, scf with iter_args, cf branches and memref', () => {
    for (const needle of [
      'func.func @',
      'arith.constant',
      'arith.addi',
      'arith.mulf',
      'arith.cmpi',
      'arith.select',
      'arith.sitofp',
      ' overflow<nsw',
      ' fastmath<',
      ' iter_args(',
      'scf.if',
      '} else {',
      'scf.while',
      'scf.condition(',
      'cf.cond_br',
      'cf.br ^bb',
      'memref.alloc()',
      'memref.load',
      'memref.store',
      'memref.dealloc',
      'return',
    ]) {
      expect(parsePrintText, needle).toContain(needle);
    }
  });

  it('loops nests scf.for/if/while/index_switch at least four deep', () => {
    for (const needle of ['scf.for', 'scf.if', 'scf.while', 'scf.index_switch', 'default {']) {
      expect(loopsText, needle).toContain(needle);
    }
    // Function bodies are at 2 columns, each nested region 2 more: 10 columns is 4 regions deep.
    expect(loopsText).toMatch(/^ {10}\S/m);
  });

  withMlirOpt(`loops lowers to cf with no scf op left${skipNote}`, () => {
    const result = runMlirOpt(loops, loopsText, 'loops-lowered');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('cf.cond_br');
    expect(result.stdout).not.toMatch(/\bscf\./);
  });
});
