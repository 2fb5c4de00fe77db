import { measure } from './measure.js';
import { pairedRatios, type RatioSummary } from './stats.js';
import type { ToolLookup } from './tools.js';
import type { Workload } from './workloads/index.js';

/** What one tool did on one workload: its samples, or why it has none. */
export type SideResult =
  | { status: 'measured'; wallMs: number[]; peakRssKiB: number[] | undefined }
  | { status: 'unavailable' | 'failed'; reason: string };

export interface WorkloadResult {
  workload: Workload;
  inputLines: number;
  inputBytes: number;
  runs: number;
  strata: SideResult;
  mlir: SideResult;
  /** strata-opt / mlir-opt, per interleaved pair; present only when both sides were measured. */
  wallRatio: RatioSummary | undefined;
  memoryRatio: RatioSummary | undefined;
}

export interface RunOptions {
  runs: number;
  /** Untimed runs of each tool first, so file caches and the like are warm for both. */
  warmups: number;
  strataOpt: ToolLookup;
  mlirOpt: ToolLookup;
  /** The GNU time binary, or undefined to measure wall time only. */
  gnuTime: string | undefined;
  /** A run that takes longer is killed and its tool reported as failed. */
  timeoutMs: number;
  log?: (message: string) => void;
}

/** Where the side stands while its runs are taken. */
interface Side {
  name: string;
  command: readonly string[] | undefined;
  result: SideResult;
}

/**
 * Times `strata-opt` against `mlir-opt` on one input: warm-ups, then `runs` rounds of A then B, so
 * both tools see the same machine state. A tool that is missing or fails is reported, not thrown.
 */
export function runWorkload(
  workload: Workload,
  input: { path: string; lines: number; bytes: number },
  options: RunOptions,
): WorkloadResult {
  const sides = [
    side('strata-opt', options.strataOpt, [input.path, ...workload.strataOptArgs], options),
    side('mlir-opt', options.mlirOpt, [input.path, ...workload.mlirOptArgs], options),
  ] as const;
  const log = options.log ?? (() => {});
  for (let round = -options.warmups; round < options.runs; round++) {
    for (const current of sides) {
      if (!current.command || current.result.status !== 'measured') continue;
      const measurement = measure(current.command, options.gnuTime, options.timeoutMs);
      if (!measurement.ok) {
        current.result = { status: 'failed', reason: measurement.error };
        log(`${workload.name}: ${current.name} failed: ${measurement.error}`);
        continue;
      }
      if (round < 0) continue;
      current.result.wallMs.push(measurement.wallMs);
      if (measurement.peakRssKiB === undefined) current.result.peakRssKiB = undefined;
      else current.result.peakRssKiB?.push(measurement.peakRssKiB);
    }
    if (round >= 0) log(`${workload.name}: round ${round + 1}/${options.runs} done`);
  }
  const [strata, mlir] = [sides[0].result, sides[1].result];
  const both = strata.status === 'measured' && mlir.status === 'measured';
  return {
    workload,
    inputLines: input.lines,
    inputBytes: input.bytes,
    runs: options.runs,
    strata,
    mlir,
    wallRatio: both ? pairedRatios(strata.wallMs, mlir.wallMs) : undefined,
    memoryRatio:
      both && strata.peakRssKiB && mlir.peakRssKiB
        ? pairedRatios(strata.peakRssKiB, mlir.peakRssKiB)
        : undefined,
  };
}

function side(
  name: string,
  lookup: ToolLookup,
  args: readonly string[],
  options: RunOptions,
): Side {
  if (!lookup.found) {
    return { name, command: undefined, result: { status: 'unavailable', reason: lookup.reason } };
  }
  return {
    name,
    command: [...lookup.command, ...args],
    result: { status: 'measured', wallMs: [], peakRssKiB: options.gnuTime ? [] : undefined },
  };
}
