import type { MlirTools } from './mlir-tools.js';
import { runProcess } from './processes.js';

/** The flags that lower func/arith/scf/cf/memref to the LLVM dialect for mlir-runner (MLIR 22). */
export const LOWERING_FLAGS = [
  '--convert-scf-to-cf',
  '--convert-to-llvm',
  '--reconcile-unrealized-casts',
] as const;

/** What running a corpus module printed: one line per called function, keyed by its index. */
export type Execution = { ok: true; lines: Map<number, string> } | { ok: false; error: string };

/**
 * Lowers a module with mlir-opt and runs its `main` with mlir-runner (one process pair for the
 * whole module: mlir-runner's start-up dominates a small program).
 */
export async function executeModule(
  tools: Extract<MlirTools, { found: true }>,
  text: string,
): Promise<Execution> {
  const lowered = await runProcess(tools.mlirOpt, ['-', ...LOWERING_FLAGS], text);
  if (lowered.status !== 0) return { ok: false, error: `lowering failed: ${lowered.stderr}` };
  const run = await runProcess(
    tools.mlirRunner,
    ['-', '-e', 'main', '--entry-point-result=void', `-shared-libs=${tools.runtimeLibrary}`],
    lowered.stdout,
  );
  if (run.status !== 0) {
    return { ok: false, error: `mlir-runner failed (status ${run.status}): ${run.stderr}` };
  }
  return { ok: true, lines: outputLines(run.stdout) };
}

/** `main` prints `INDEX, result, ...` per function; the index keys the line. */
export function outputLines(stdout: string): Map<number, string> {
  const lines = new Map<number, string>();
  for (const line of stdout.split('\n')) {
    const comma = line.indexOf(',');
    if (comma > 0) lines.set(Number(line.slice(0, comma)), line);
  }
  return lines;
}
