// `cmpf(p, sitofp/uitofp(i), c)` rewritten to integer comparisons (CmpFIntToFPConst), checked
// against mlir-opt on random cases: every integer width against every float format, constants
// near the integer range's ends, fractional and integral, infinities and signed zeros. The
// rewritten function must print byte-identically. Skipped when mlir-opt is absent.
import { describe, expect, test } from 'vitest';
import { arithOpt } from './support/arith-opt.js';
import { available, MLIR_OPT, mlirOpt } from './support/mlir-opt.js';
import {
  CMPF_PREDICATES,
  FLOAT_FORMATS,
  type FloatFormat,
  floatLiteral,
  Random,
  randomFloatBits,
} from './support/random-cases.js';

if (!available) console.warn(`[arith cmpf-int-to-float] skipped: ${MLIR_OPT} not found`);

const WIDTHS = [1, 8, 16, 24, 32, 53, 64] as const;

/**
 * A decimal constant near an interesting integer: 0, small, or a power of two around the width
 * (below f16's largest finite value, which a decimal literal must not exceed).
 */
function decimalNear(random: Random, width: number, format: FloatFormat): string {
  const power = 1n << BigInt(random.below(width + 2));
  let magnitude = random.pick([0n, BigInt(random.below(300)), power]) + BigInt(random.below(2));
  if (format.name === 'f16' && magnitude > 65000n) magnitude = 65000n;
  const fraction = random.pick(['0', '5', '25', '75']);
  const sign = random.below(2) === 0 ? '-' : '';
  return `${sign}${magnitude}.${fraction}`;
}

function cases(seed: number, count: number): string {
  const random = new Random(seed);
  const functions: string[] = [];
  for (let id = 0; id < count; id++) {
    const width = random.pick(WIDTHS);
    const format = random.pick(FLOAT_FORMATS);
    const conversion = random.pick(['sitofp', 'uitofp']);
    const predicate = random.pick(CMPF_PREDICATES);
    const constant =
      random.below(3) === 0
        ? floatLiteral(randomFloatBits(random, format), format)
        : `${decimalNear(random, width, format)} : ${format.name}`;
    functions.push(
      [
        `func.func @case${id}(%i: i${width}) -> i1 {`,
        `  %f = arith.${conversion} %i : i${width} to ${format.name}`,
        `  %c = arith.constant ${constant}`,
        `  %r = arith.cmpf ${predicate}, %f, %c : ${format.name}`,
        `  return %r : i1`,
        `}`,
      ].join('\n'),
    );
  }
  return functions.join('\n');
}

describe.skipIf(!available)('cmpf of a converted integer matches mlir-opt --canonicalize', () => {
  for (const seed of [1, 2, 3]) {
    test(`seed ${seed}: 300 cases`, async () => {
      const input = cases(seed, 300);
      const expected = mlirOpt(['--canonicalize'], input);
      expect(expected.exitCode, expected.stderr).toBe(0);
      const actual = await arithOpt(['--canonicalize', '-'], { stdin: input, cwd: '.' });
      expect(actual.stderr).toBe('');
      expect(actual.stdout.split(/\n(?=  func\.func )/)).toEqual(
        expected.stdout.split(/\n(?=  func\.func )/),
      );
    });
  }
});
