/** Runs MLIR 22's mlir-opt (the reference) on text given on stdin; `available` is false when it is absent. */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { ToolResult } from './arith-opt.js';

export const MLIR_OPT = process.env.MLIR_OPT ?? '/usr/lib/llvm-22/bin/mlir-opt';
export const available = existsSync(MLIR_OPT);

export function mlirOpt(args: readonly string[], input: string): ToolResult {
  try {
    const stdout = execFileSync(MLIR_OPT, [...args, '-'], {
      input,
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'pipe'],
      maxBuffer: 1 << 28,
    });
    return { stdout, stderr: '', exitCode: 0 };
  } catch (error) {
    const failure = error as { stdout: string; stderr: string; status: number };
    return { stdout: failure.stdout, stderr: failure.stderr, exitCode: failure.status };
  }
}
