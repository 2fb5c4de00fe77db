// Folding checked against MLIR: batches of random constant-operand cases (support/random-cases.ts)
// go through `--canonicalize` in mlir-opt and in strata-opt, and the folded constants must print
// byte-identically (so integer wrap-around, division rounding, float rounding at f16/bf16/f32/f64,
// NaN payloads, infinities and signed zeros all agree with APInt/APFloat). Skipped when mlir-opt
// is absent.
import { describe, expect, test } from 'vitest';
import { arithOpt } from './support/arith-opt.js';
import { available, MLIR_OPT, mlirOpt } from './support/mlir-opt.js';
import { foldingCases } from './support/random-cases.js';

if (!available) console.warn(`[arith fold-random] skipped: ${MLIR_OPT} not found`);

/** Output split per function, so a failure names the case instead of one huge diff. */
function functions(text: string): string[] {
  return text.split(/\n(?=  func\.func )/);
}

describe.skipIf(!available)('random constant folds match mlir-opt --canonicalize', () => {
  for (const seed of [1, 2, 3, 4, 8, 9]) {
    test(`seed ${seed}: 300 cases`, async () => {
      const input = foldingCases(seed, 300);
      const expected = mlirOpt(['--canonicalize'], input);
      expect(expected.exitCode, expected.stderr).toBe(0);
      const actual = await arithOpt(['--canonicalize', '-'], { stdin: input, cwd: '.' });
      expect(actual.stderr).toBe('');
      expect(functions(actual.stdout)).toEqual(functions(expected.stdout));
    });
  }
});
