import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { locateMlirOpt } from '@strata/bench';

/** Where the MLIR 22 tools are, or why the corpus cannot run. */
export type MlirTools =
  | { found: true; mlirOpt: string; mlirRunner: string; runtimeLibrary: string }
  | { found: false; reason: string };

const RUNTIME_LIBRARY = '/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so.22.1';

/**
 * mlir-opt (as the benchmarks find it: `MLIR_OPT` or MLIR 22's Debian path), mlir-runner next to
 * it (or `MLIR_RUNNER`), and the C runner utilities that define printI64 and friends
 * (`MLIR_C_RUNNER_UTILS`, else MLIR 22's Debian path).
 */
export function locateMlirTools(env: NodeJS.ProcessEnv = process.env): MlirTools {
  const opt = locateMlirOpt(env);
  if (!opt.found) return { found: false, reason: opt.reason };
  const mlirOpt = opt.command[0]!;
  const mlirRunner = env['MLIR_RUNNER'] || join(dirname(mlirOpt), 'mlir-runner');
  if (!existsSync(mlirRunner)) {
    return { found: false, reason: `mlir-runner not found at ${mlirRunner} (set MLIR_RUNNER)` };
  }
  const runtimeLibrary = env['MLIR_C_RUNNER_UTILS'] || RUNTIME_LIBRARY;
  if (!existsSync(runtimeLibrary)) {
    return {
      found: false,
      reason: `the C runner utilities are not at ${runtimeLibrary} (set MLIR_C_RUNNER_UTILS)`,
    };
  }
  return { found: true, mlirOpt, mlirRunner, runtimeLibrary };
}
