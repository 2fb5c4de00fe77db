/**
 * Running the reference `mlir-opt` (MLIR 22) from differential tests. Tests that need it skip with
 * {@link MLIR_OPT_MISSING} when it is not installed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

export const MLIR_OPT = '/usr/lib/llvm-22/bin/mlir-opt';
export const hasMlirOpt = existsSync(MLIR_OPT);
export const MLIR_OPT_MISSING = `mlir-opt not found at ${MLIR_OPT}: differential test skipped (install mlir-22-tools)`;

export interface MlirOptResult {
  readonly stdout: string;
  readonly stderr: string;
  readonly status: number | null;
}

// Each test file gets its own instance of this module: its directory is made on first use and
// removed when that file's tests are done.
let workDir: string | undefined;
afterAll(() => {
  if (workDir !== undefined) rmSync(workDir, { recursive: true, force: true });
  workDir = undefined;
});

/** Writes `text` to a temporary file of that base name and returns its path. */
export function writeTemp(name: string, text: string): string {
  workDir ??= mkdtempSync(join(tmpdir(), 'strata-text-'));
  const path = join(workDir, name);
  writeFileSync(path, text);
  return path;
}

export function runMlirOpt(path: string, args: readonly string[]): MlirOptResult {
  const result = spawnSync(MLIR_OPT, [...args, path], { encoding: 'utf8', maxBuffer: 1 << 28 });
  return { stdout: result.stdout, stderr: result.stderr, status: result.status };
}

/** The outputs of an `--split-input-file` run, one per chunk (mlir-opt joins them with `// -----`). */
export function splitOutputs(stdout: string): string[] {
  return stdout.split('\n// -----\n');
}
