// The arith attributes outside ops: parsing and printing of `#arith.fastmath<...>` and
// `#arith.overflow<...>`, compared with mlir-opt where the text is an error.
import { MLIRContext } from '@strata/ir-core';
import { describe, expect, test } from 'vitest';
import { FastMathFlagsAttr, IntegerOverflowFlagsAttr } from '../src/index.js';
import { arithOpt } from './support/arith-opt.js';
import { available, mlirOpt } from './support/mlir-opt.js';

const use = (attr: string) => `"test.op"() {a = ${attr}} : () -> ()\n`;

describe('flag attributes', () => {
  test.each([
    ['#arith.fastmath<nnan, ninf>', '#arith.fastmath<nnan,ninf>'],
    ['#arith.fastmath<fast,nnan>', '#arith.fastmath<fast>'],
    ['#arith.fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn>', '#arith.fastmath<fast>'],
    ['#arith.fastmath<none,nsz>', '#arith.fastmath<nsz>'],
    ['#arith.overflow<nuw,nsw>', '#arith.overflow<nsw, nuw>'],
    ['#arith.overflow<none>', '#arith.overflow<none>'],
  ])('%s prints as %s', async (input, printed) => {
    const result = await arithOpt(['--allow-unregistered-dialect', '-'], {
      stdin: use(input),
      cwd: '.',
    });
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain(`{a = ${printed}}`);
  });

  // ir-core's parser reports the first error of a parse; mlir-opt adds a second ("failed to parse
  // Arith_FastMathAttr parameter ..."), so only the first line is compared.
  test
    .skipIf(!available)
    .each([
      use('#arith.fastmath<bogus>'),
      use('#arith.overflow<nsw, bogus>'),
      'func.func @f(%a: f32) {\n  %0 = arith.addf %a, %a fastmath<bogus> : f32\n  return\n}\n',
      'func.func @f(%a: i32) {\n  %0 = arith.addi %a, %a overflow<wrap> : i32\n  return\n}\n',
    ])('an unknown flag is reported as mlir-opt reports it: %s', async (input) => {
    const args = ['--allow-unregistered-dialect'];
    const expected = mlirOpt(args, input);
    const actual = await arithOpt([...args, '-'], { stdin: input, cwd: '.' });
    expect(actual.exitCode).toBe(1);
    expect(actual.stderr.split('\n').slice(0, 3)).toEqual(expected.stderr.split('\n').slice(0, 3));
  });
});

describe('flag attribute uniquing', () => {
  test('equal flags in one context are one object; kinds and contexts stay apart', () => {
    const context = new MLIRContext();
    const nsw = IntegerOverflowFlagsAttr.get(context, IntegerOverflowFlagsAttr.nsw);
    expect(IntegerOverflowFlagsAttr.get(context, IntegerOverflowFlagsAttr.nsw)).toBe(nsw);
    expect(nsw.value).toBe(1);
    const reassoc = FastMathFlagsAttr.get(context, FastMathFlagsAttr.reassoc);
    expect(reassoc).toBeInstanceOf(FastMathFlagsAttr);
    expect(reassoc).not.toBe(nsw);
    expect(FastMathFlagsAttr.get(context, FastMathFlagsAttr.reassoc)).toBe(reassoc);
    expect(IntegerOverflowFlagsAttr.get(new MLIRContext(), 1)).not.toBe(nsw);
  });
});
