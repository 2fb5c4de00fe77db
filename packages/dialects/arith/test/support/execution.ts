/**
 * Builds a `@main` that prints, one per line, the bits of each random case's result as an i64
 * (floats through a bitcast; every NaN as one canonical quiet NaN, since hardware and APFloat
 * choose different NaN signs/payloads for invalid operations), and runs a module through
 * `mlir-opt --convert-to-llvm | mlir-runner`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { FoldingCase } from './random-cases.js';
import { MLIR_OPT } from './mlir-opt.js';

export const MLIR_RUNNER = process.env.MLIR_RUNNER ?? '/usr/lib/llvm-22/bin/mlir-runner';
export const RUNNER_UTILS =
  process.env.MLIR_RUNNER_UTILS ?? '/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so.22.1';
export const runnerAvailable =
  existsSync(MLIR_OPT) && existsSync(MLIR_RUNNER) && existsSync(RUNNER_UTILS);

const FLOAT_WIDTH: Record<string, number> = { f16: 16, bf16: 16, f32: 32, f64: 64 };
const QUIET_NAN: Record<string, string> = {
  f16: '0x7E00',
  bf16: '0x7FC0',
  f32: '0x7FC00000',
  f64: '0x7FF8000000000000',
};

/** Lines turning `%r<id>` of `type` into `%p<id> : i64`. */
function printable(c: FoldingCase, id: number): string[] {
  const r = c.result;
  const width = FLOAT_WIDTH[c.type];
  if (width === undefined) {
    if (c.type === 'i64') return [`%p${id} = arith.addi ${r}, %zero : i64`];
    return [`%p${id} = arith.extui ${r} : ${c.type} to i64`];
  }
  const int = `i${width}`;
  const lines = [
    `%u${id} = arith.cmpf uno, ${r}, ${r} : ${c.type}`,
    `%w${id} = arith.bitcast ${r} : ${c.type} to ${int}`,
    `%n${id} = arith.bitcast %q${id} : ${c.type} to ${int}`,
    `%s${id} = arith.select %u${id}, %n${id}, %w${id} : ${int}`,
    width === 64
      ? `%p${id} = arith.addi %s${id}, %zero : i64`
      : `%p${id} = arith.extui %s${id} : ${int} to i64`,
  ];
  return [`%q${id} = arith.constant ${QUIET_NAN[c.type]} : ${c.type}`, ...lines];
}

export function executionModule(cases: readonly FoldingCase[]): string {
  const body: string[] = ['%zero = arith.constant 0 : i64'];
  cases.forEach((c, id) => {
    body.push(
      ...c.lines,
      ...printable(c, id),
      `func.call @printI64(%p${id}) : (i64) -> ()`,
      'func.call @printNewline() : () -> ()',
    );
  });
  return [
    'func.func private @printI64(i64)',
    'func.func private @printNewline()',
    'func.func @main() {',
    ...body.map((line) => `  ${line}`),
    '  return',
    '}',
    '',
  ].join('\n');
}

/** The lines `@main` of `module` prints when lowered to LLVM and run. */
export function execute(module: string): string {
  const lowered = execFileSync(MLIR_OPT, ['--convert-to-llvm', '-'], {
    input: module,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  return execFileSync(
    MLIR_RUNNER,
    ['-e', 'main', '-entry-point-result=void', `-shared-libs=${RUNNER_UTILS}`],
    {
      input: lowered,
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    },
  );
}
