import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describeMachine, renderReport } from './report.js';
import { runWorkload, type WorkloadResult } from './runner.js';
import { locateGnuTime, locateMlirOpt, locateStrataOpt, toolVersion } from './tools.js';
import { DEFAULT_SEED, type Workload } from './workloads/index.js';

/** The checked-out revision, marked when the tree has uncommitted changes. */
function gitCommit(repoRoot: string): string {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (head.status !== 0) return 'unknown (not a git checkout)';
  const dirty = spawnSync('git', ['diff', '--quiet', 'HEAD'], { cwd: repoRoot }).status !== 0;
  return `${head.stdout.trim()}${dirty ? ' with uncommitted changes' : ''}`;
}

/** A workload's input text with the sizes the report shows. */
export function generateInput(workload: Workload): { text: string; lines: number; bytes: number } {
  const text = workload.generate({ seed: DEFAULT_SEED, targetLines: workload.defaultLines });
  let lines = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
  return { text, lines, bytes: Buffer.byteLength(text) };
}

/** Writes each workload's input to DIR/NAME.mlir; returns the paths. */
export function writeInputs(workloads: readonly Workload[], dir: string): string[] {
  mkdirSync(dir, { recursive: true });
  return workloads.map((workload) => {
    const path = join(dir, `${workload.name}.mlir`);
    writeFileSync(path, generateInput(workload).text);
    return path;
  });
}

/** Generous: mlir-opt takes about a second per workload; ten minutes means something hangs. */
const RUN_TIMEOUT_MS = 10 * 60 * 1000;

export interface SuiteOptions {
  repoRoot: string;
  workloads: readonly Workload[];
  runs: number;
  out: string;
  log: (message: string) => void;
}

/** Generates, times and reports every selected workload; the report goes to `out`. */
export function runSuite(options: SuiteOptions): WorkloadResult[] {
  const strataOpt = locateStrataOpt(options.repoRoot);
  const mlirOpt = locateMlirOpt();
  const gnuTime = locateGnuTime();
  for (const lookup of [strataOpt, mlirOpt, gnuTime]) if (!lookup.found) options.log(lookup.reason);

  const scratch = mkdtempSync(join(tmpdir(), 'strata-bench-'));
  const results: WorkloadResult[] = [];
  try {
    for (const workload of options.workloads) {
      const input = generateInput(workload);
      const path = join(scratch, `${workload.name}.mlir`);
      writeFileSync(path, input.text);
      options.log(`${workload.name}: ${input.lines} lines generated`);
      results.push(
        runWorkload(
          workload,
          { path, lines: input.lines, bytes: input.bytes },
          {
            runs: options.runs,
            warmups: 1,
            timeoutMs: RUN_TIMEOUT_MS,
            strataOpt,
            mlirOpt,
            gnuTime: gnuTime.found ? gnuTime.command[0] : undefined,
            log: options.log,
          },
        ),
      );
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const env = describeMachine({
    mlirOpt: mlirOpt.found ? toolVersion(mlirOpt.command) : mlirOpt.reason,
    memoryMeasurement: gnuTime.found ? 'GNU time %M (peak RSS of the child)' : gnuTime.reason,
    commit: gitCommit(options.repoRoot),
  });
  mkdirSync(dirname(options.out), { recursive: true });
  writeFileSync(options.out, renderReport(results, env));
  return results;
}
