// Folding checked against execution: a program printing the bits of many random arith results is
// run by mlir-runner twice — as written (LLVM computes each op) and after strata-opt
// --canonicalize (where Strata's folders have replaced the ops by constants) — and both runs must
// print the same lines. Cases Strata does not fold (division by zero, overflow, out-of-range
// conversions) keep their op and run identically. Skipped when mlir-opt or mlir-runner is absent.
import { describe, expect, test } from 'vitest';
import { arithOpt } from './support/arith-opt.js';
import { execute, executionModule, MLIR_RUNNER, runnerAvailable } from './support/execution.js';
import { randomCases } from './support/random-cases.js';

if (!runnerAvailable)
  console.warn(
    `[arith fold-execution] skipped: ${MLIR_RUNNER}, mlir-opt or the runner utils library not found`,
  );

describe.skipIf(!runnerAvailable)('folded constants equal what mlir-runner computes', () => {
  for (const seed of [11, 12]) {
    test(`seed ${seed}: 250 cases`, async () => {
      const program = executionModule(randomCases(seed, 250));
      const folded = await arithOpt(['--canonicalize', '-'], { stdin: program, cwd: '.' });
      expect(folded.stderr).toBe('');
      // Strata really folded: most ops are gone from the canonicalized program.
      const remaining = (folded.stdout.match(/= arith\.(?!constant)/g) ?? []).length;
      expect(remaining).toBeLessThan(60);
      const expected = execute(program).split('\n');
      const again = execute(program).split('\n');
      const actual = execute(folded.stdout).split('\n');
      expect(actual.length).toBe(251);
      const deterministic = (_: string, i: number) => expected[i] === again[i];
      expect(expected.filter(deterministic).length).toBeGreaterThan(200);
      expect(actual.filter((_, i) => deterministic(_, i))).toEqual(expected.filter(deterministic));
    });
  }
});
