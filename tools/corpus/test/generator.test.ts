import { describe, expect, it, vi } from 'vitest';
import { executeModule, generateCorpus, locateMlirTools, runProcess } from '../src/index.js';

const tools = locateMlirTools();
const skipNote = tools.found ? '' : ` (skipped: ${tools.reason})`;

describe('generateCorpus', () => {
  const corpus = generateCorpus({ seed: 7, functions: 60 });

  it('is the same text for the same options and never asks Math.random', () => {
    const random = vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('the corpus must use its seeded Prng');
    });
    try {
      expect(generateCorpus({ seed: 7, functions: 60 }).text).toBe(corpus.text);
    } finally {
      random.mockRestore();
    }
    expect(generateCorpus({ seed: 8, functions: 60 }).text).not.toBe(corpus.text);
  });

  it('defines the requested functions, with the prefix, and a main that calls each once', () => {
    const named = generateCorpus({ seed: 7, functions: 5, prefix: 'm3_f' });
    expect(named.functions.map((fn) => fn.name)).toEqual([
      'm3_f0',
      'm3_f1',
      'm3_f2',
      'm3_f3',
      'm3_f4',
    ]);
    for (const fn of named.functions) {
      expect(named.text).toContain(`func.func @${fn.name}(`);
      const calls = named.text.match(new RegExp(`call @${fn.name}\\(`, 'g')) ?? [];
      expect(calls.length).toBeGreaterThanOrEqual(1);
    }
    expect(named.text).toMatch(/^func\.func @main\(\) \{$/m);
  });

  it('calls only leaf functions defined earlier', () => {
    const seen = new Set<string>();
    for (const fn of corpus.functions) {
      const body = corpus.text.slice(
        corpus.text.indexOf(`func.func @${fn.name}(`),
        corpus.text.indexOf('\n}\n', corpus.text.indexOf(`func.func @${fn.name}(`)),
      );
      for (const [, callee] of body.matchAll(/func\.call @(\w+)\(/g)) {
        expect(fn.leaf, `${fn.name} is a leaf but calls ${callee}`).toBe(false);
        expect(seen.has(callee!), `${fn.name} calls ${callee}`).toBe(true);
        expect(corpus.functions.find((f) => f.name === callee)!.leaf).toBe(true);
      }
      seen.add(fn.name);
    }
  });

  it('covers the dialects, types and control flow the corpus is for', () => {
    for (const needle of [
      'scf.for',
      ' iter_args(',
      'scf.if',
      'scf.while',
      'scf.index_switch',
      'cf.cond_br',
      'cf.switch',
      'cf.br ^bb',
      'memref.alloca()',
      'memref.load',
      'memref.store',
      'func.call @f',
      'arith.ceildivsi',
      'arith.remui',
      'arith.shrsi',
      'arith.index_cast',
      'arith.sitofp',
      'arith.select',
      'arith.cmpf',
      ': i1',
      ': i8',
      ': i16',
      ': i64',
      ': index',
      ': f32',
      ': f64',
      'func.call @printF64',
      'func.call @printI64',
    ]) {
      expect(corpus.text, needle).toContain(needle);
    }
  });

  it('writes no overflow flags, float-to-int conversions or heap allocations', () => {
    // main turns printed floats into their bits; the functions themselves never do.
    const functions = corpus.text.slice(0, corpus.text.indexOf('func.func private @printI64'));
    expect(functions).toContain('arith.bitcast');
    expect(functions).not.toContain('overflow<');
    expect(functions).not.toMatch(/arith\.fpto[su]i/);
    expect(functions).not.toMatch(/arith\.bitcast %\S+ : f(32|64) to i/);
    expect(functions).not.toContain('memref.alloc()');
  });
});

describe.skipIf(!tools.found)(`generated programs under MLIR 22${skipNote}`, () => {
  it('are accepted by mlir-opt and run to completion, one output line per function', async () => {
    if (!tools.found) return;
    for (const seed of [1, 2, 3]) {
      const corpus = generateCorpus({ seed, functions: 40 });
      const run = await executeModule(tools, corpus.text);
      expect(run.ok ? '' : run.error, `seed ${seed}`).toBe('');
      if (run.ok) expect([...run.lines.keys()]).toEqual(corpus.functions.map((_, i) => i));
    }
  });

  it("print the same after mlir-opt's canonicalize, sccp and cse (folding cannot see undefined behaviour)", async () => {
    if (!tools.found) return;
    for (const seed of [11, 12]) {
      const corpus = generateCorpus({ seed, functions: 40 });
      const before = await executeModule(tools, corpus.text);
      const optimized = await runProcess(
        tools.mlirOpt,
        ['-', '--sccp', '--canonicalize', '--cse'],
        corpus.text,
      );
      expect(optimized.stderr).toBe('');
      const after = await executeModule(tools, optimized.stdout);
      expect(before.ok && after.ok).toBe(true);
      if (before.ok && after.ok) expect([...after.lines]).toEqual([...before.lines]);
      // The passes do simplify: the output is smaller than the input.
      expect(optimized.stdout.length).toBeLessThan(corpus.text.length * 0.9);
    }
  });
});
