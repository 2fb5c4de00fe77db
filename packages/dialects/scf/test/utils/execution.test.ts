// Semantics by execution: seeded loop programs (loop-programs.ts) are transformed by Strata's loop
// utilities and run, with their untransformed twins, under mlir-runner (lowered by mlir-opt 22);
// every program must print what its twin prints. One mlir-runner process per transformation.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import {
  ForOp,
  loopUnrollByFactor,
  peelForLoopAndSimplifyBounds,
  tilePerfectlyNestedByConstants,
} from '@strata/dialect-scf';
import { type Operation, printOperation } from '@strata/ir-core';
import { PatternRewriter } from '@strata/pattern-rewrite';
import { describe, expect, test } from 'vitest';
import { forOps, MLIR_OPT, parse } from './harness.js';
import { type Lcg, nestProgram, pairedModule, singleLoopProgram } from './loop-programs.js';

const MLIR_RUNNER = process.env.MLIR_RUNNER ?? '/usr/lib/llvm-22/bin/mlir-runner';
// Debian ships the library with its version suffix only.
const RUNNER_UTILS =
  process.env.MLIR_RUNNER_UTILS ??
  ['libmlir_c_runner_utils.so', 'libmlir_c_runner_utils.so.22.1']
    .map((name) => `/usr/lib/llvm-22/lib/${name}`)
    .find((path) => existsSync(path)) ??
  '/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so';
const canRun = existsSync(MLIR_OPT) && existsSync(MLIR_RUNNER) && existsSync(RUNNER_UTILS);
if (!canRun)
  console.warn(
    `[scf loop utils] execution tests skipped: need ${MLIR_OPT}, ${MLIR_RUNNER} and ${RUNNER_UTILS}`,
  );

const LOWERING = [
  '--convert-scf-to-cf',
  '--convert-arith-to-llvm',
  '--finalize-memref-to-llvm',
  '--convert-func-to-llvm',
  '--convert-cf-to-llvm',
  '--reconcile-unrealized-casts',
];

/** Lowers `module` with mlir-opt and runs its `@main` with mlir-runner; returns the printed lines. */
function run(module: string): string[] {
  const lowered = execFileSync(MLIR_OPT, LOWERING, {
    input: module,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const output = execFileSync(
    MLIR_RUNNER,
    // -O0: compiling hundreds of small functions dominates; optimizing them buys nothing here.
    ['-O0', '-e', 'main', '-entry-point-result=void', `-shared-libs=${RUNNER_UTILS}`],
    { input: lowered, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return output.trimEnd().split('\n');
}

/** The functions `@xf_N` of `module`. */
function transformedCopies(module: Operation): Operation[] {
  const body = module.getRegion(0).front!;
  return body.operations.filter((op) =>
    (op.getAttr('sym_name')?.toString() ?? '').startsWith('"xf_'),
  );
}

/**
 * Builds `count` programs, applies `transform` to the loops of each `@xf_N` copy, runs the module
 * and checks that each copy prints what its original prints (`lines` lines per program).
 * Returns how many loops `transform` reported as changed.
 */
function checkByExecution(
  count: number,
  seed: number,
  program: (name: string, rng: Lcg) => string,
  lines: number,
  transform: (rewriter: PatternRewriter, fn: Operation) => number,
): number {
  const module = parse(pairedModule(count, program, seed));
  const rewriter = new PatternRewriter(module.context);
  let changed = 0;
  for (const fn of transformedCopies(module)) changed += transform(rewriter, fn);
  const output = run(printOperation(module));
  expect(output).toHaveLength(count * 2 * lines);
  for (let n = 0; n < count; n++) {
    const at = n * 2 * lines;
    const original = output.slice(at, at + lines);
    const transformed = output.slice(at + lines, at + 2 * lines);
    expect({ program: n, output: transformed }).toEqual({ program: n, output: original });
  }
  return changed;
}

const PROGRAMS = 200;

describe.skipIf(!canRun)('transformed programs print what the originals print', () => {
  test('unroll by 2 (with epilogue and promotion)', { timeout: 60_000 }, () => {
    const changed = checkByExecution(PROGRAMS, 1000, singleLoopProgram, 2, (rewriter, fn) => {
      let count = 0;
      for (const loop of forOps(fn)) if (loopUnrollByFactor(rewriter, loop, 2) !== null) count++;
      return count;
    });
    expect(changed).toBe(PROGRAMS);
  });

  test('peel the last iteration', { timeout: 60_000 }, () => {
    const changed = checkByExecution(PROGRAMS, 5000, singleLoopProgram, 2, (rewriter, fn) => {
      let count = 0;
      for (const loop of forOps(fn)) if (peelForLoopAndSimplifyBounds(rewriter, loop)) count++;
      return count;
    });
    // Loops with a unit step or a divisible range are left alone: most are peeled.
    expect(changed).toBeGreaterThan(PROGRAMS / 2);
  });

  test('tile a 2-d nest, then unroll the innermost point loop by 2', { timeout: 60_000 }, () => {
    const changed = checkByExecution(PROGRAMS, 9000, nestProgram, 1, (rewriter, fn) => {
      const root = forOps(fn).find((loop) => loop.getParentOfType(ForOp) === null)!;
      const tiled = tilePerfectlyNestedByConstants(rewriter, root, [3, 4]);
      if (typeof tiled === 'string') throw new Error(tiled);
      return loopUnrollByFactor(rewriter, tiled.pointLoops.at(-1)!, 2) === null ? 0 : 1;
    });
    expect(changed).toBe(PROGRAMS);
  });
});
