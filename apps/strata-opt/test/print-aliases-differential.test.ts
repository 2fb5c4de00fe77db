/**
 * Alias numbering against mlir-opt 22: which attributes and locations get a `#name` definition, in
 * which order, and which uses print the alias. Inputs are fed on stdin (both tools name the buffer
 * `<stdin>`) and stdout, stderr and the exit code must be byte-identical. Skipped, with the reason in
 * the suite's name, when mlir-opt is not installed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../src/index.js';

const MLIR_OPT = process.env['MLIR_OPT'] || '/usr/lib/llvm-22/bin/mlir-opt';
const haveMlirOpt = existsSync(MLIR_OPT);

/** A chain of private functions, each calling the next: inlining nests call-site locations. */
const INLINE_CHAIN = `func.func private @f3(%a: i32) -> i32 {
  %c = arith.constant 1 : i32 loc("f3c")
  %r = arith.addi %a, %c : i32 loc("f3add")
  return %r : i32 loc("f3ret")
} loc("f3")
func.func private @f2(%a: i32) -> i32 {
  %r = call @f3(%a) : (i32) -> i32 loc("f2call")
  %s = arith.muli %r, %a : i32 loc("f2mul")
  return %s : i32 loc("f2ret")
} loc("f2")
func.func private @f1(%a: i32, %b: i32 loc("f1b")) -> i32 {
  %r = call @f2(%a) : (i32) -> i32 loc("f1call")
  return %r : i32 loc("f1ret")
} loc("f1")
func.func @main(%a: i32) -> i32 {
  %r = call @f1(%a, %a) : (i32, i32) -> i32 loc("maincall")
  return %r : i32 loc("mainret")
} loc("main")
`;

/** Argument attributes of a function body are not visited for aliases; result attributes are. */
const ARGUMENT_ATTRIBUTES = `func.func @f(%a: i32 {test.a = affine_map<(d0) -> (d0 + 1)>}) -> (i32 {test.r = affine_map<(d0) -> (d0 + 2)>}) {
  return %a : i32
}
func.func private @g(i32 {test.a = affine_map<(d0) -> (d0 + 1)>})
`;

/** Nested, fused and call-site locations, a distinct attribute and an entry block argument. */
const NESTED_LOCATIONS = `#m = affine_map<(d0) -> (d0 + 3)>
"test.a"() : () -> () loc(fused<#m>["x", "y"])
"test.b"() : () -> () loc(fused<distinct[0]<"meta">>["p", callsite("q" at "r")])
"test.c"() : () -> () loc("y")
"test.d"() {m = #m} : () -> () loc("nm"("inner":3:4))
"test.e"() : () -> () loc(fused["x", "nm"("inner":3:4), unknown])
"test.f"() ({
^bb0(%a: i32 loc("barg")):
  "test.g"() : () -> () loc(callsite("q" at callsite("r" at "s")))
}) : () -> () loc("f")
`;

/** A named sequence prints its arguments as a function does: with their locations. */
const NAMED_SEQUENCE = `module attributes {transform.with_named_sequence} {
  transform.named_sequence @seq(%root: !transform.any_op {transform.readonly} loc("root"), %other: !transform.any_op loc("other")) {
    transform.yield loc("yield")
  } loc("seq")
}
`;

const CASES: { name: string; input: string; args: string[] }[] = [
  { name: 'inlined call chain', input: INLINE_CHAIN, args: ['--inline', '--mlir-print-debuginfo'] },
  { name: 'call chain, not inlined', input: INLINE_CHAIN, args: ['--mlir-print-debuginfo'] },
  { name: 'function argument attributes', input: ARGUMENT_ATTRIBUTES, args: [] },
  {
    name: 'function argument attributes with debug info',
    input: ARGUMENT_ATTRIBUTES,
    args: ['--mlir-print-debuginfo'],
  },
  {
    name: 'nested locations',
    input: NESTED_LOCATIONS,
    args: ['--allow-unregistered-dialect', '--mlir-print-debuginfo'],
  },
  {
    name: 'nested locations, generic form',
    input: NESTED_LOCATIONS,
    args: ['--allow-unregistered-dialect', '--mlir-print-debuginfo', '--mlir-print-op-generic'],
  },
  { name: 'named sequence', input: NAMED_SEQUENCE, args: ['--mlir-print-debuginfo'] },
];

function mlirOpt(args: string[], stdin: string) {
  const result = spawnSync(MLIR_OPT, args, { encoding: 'utf8', input: stdin });
  return { exitCode: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe.skipIf(!haveMlirOpt)(
  `aliases print as mlir-opt prints them${haveMlirOpt ? '' : ` (skipped: ${MLIR_OPT} not found)`}`,
  () => {
    for (const testCase of CASES) {
      it(`${testCase.name} (${testCase.args.join(' ')})`, async () => {
        const expected = mlirOpt(testCase.args, testCase.input);
        expect(expected.exitCode, expected.stderr).toBe(0);
        const actual = await runInProcess(testCase.args, { stdin: testCase.input, cwd: '.' });
        expect(actual).toEqual(expected);
      });
    }
  },
);
