// Malformed custom syntax is reported where and as mlir-opt reports it (first error, with its
// source line and caret; ir-core stops at the first error of a parse), never as an exception.
import { describe, expect, test } from 'vitest';
import { arithOpt } from './support/arith-opt.js';
import { available, mlirOpt } from './support/mlir-opt.js';

const BODIES = [
  '%0 = arith.addi %a : i32',
  '%0 = arith.addi %a, %a',
  '%0 = arith.addi %a, %a, %a : i32',
  '%0 = arith.addi %a, %a overflow<> : i32',
  '%0 = arith.addi %a, %a overflow : i32',
  '%0 = arith.cmpi %a, %a : i32',
  '%0 = arith.cmpi slt %a, %a : i32',
  '%0 = arith.select %a, %a : i32',
  '%0 = arith.extsi %a : i32',
  '%0 = arith.extsi %a : i32 to',
  '%0 = arith.truncf %a bogus : i32 to f16',
  '%0 = arith.constant : i32',
  '%0 = arith.constant "s"',
  '%0:2 = arith.addui_extended %a, %a : i32',
  '%0 = arith.negf %a, %a : f32',
  '%0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1',
  '%0 = "arith.constant"() : () -> i32',
];

describe.skipIf(!available)('syntax errors match mlir-opt', () => {
  test.each(BODIES)('%s', async (body) => {
    const input = `func.func @f(%a: i32) {\n  ${body}\n  return\n}\n`;
    const expected = mlirOpt([], input);
    const actual = await arithOpt([], { stdin: input, cwd: '.' });
    expect(actual.exitCode).toBe(1);
    expect(actual.stderr.split('\n').slice(0, 3)).toEqual(expected.stderr.split('\n').slice(0, 3));
  });
});
