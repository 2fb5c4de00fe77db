import { describe, expect, it } from 'vitest';
import { renderReport, summaryLines, type Environment } from '../src/report.js';
import type { WorkloadResult } from '../src/runner.js';
import { findWorkload } from '../src/workloads/index.js';

const env: Environment = {
  date: '2026-01-02T03:04:05.000Z',
  cores: 2,
  cpuModel: 'Test CPU',
  memoryGiB: 24,
  os: 'linux 6.0',
  node: 'v20.19.0',
  mlirOpt: 'LLVM version 22.1.8',
  memoryMeasurement: 'GNU time %M',
  commit: 'abc1234',
};

const measured: WorkloadResult = {
  workload: findWorkload('parse-print')!,
  inputLines: 150_123,
  inputBytes: 5 * 2 ** 20,
  runs: 3,
  strata: { status: 'measured', wallMs: [300, 100, 200], peakRssKiB: [3072, 2048, 4096] },
  mlir: { status: 'measured', wallMs: [100, 50, 100], peakRssKiB: [1024, 1024, 1024] },
  wallRatio: { median: 2, min: 2, max: 3 },
  memoryRatio: { median: 3, min: 2, max: 4 },
};

const strataMissing: WorkloadResult = {
  workload: findWorkload('loops')!,
  inputLines: 50_000,
  inputBytes: 2 ** 20,
  runs: 3,
  strata: { status: 'unavailable', reason: 'strata-opt not built' },
  mlir: { status: 'measured', wallMs: [10, 30, 20], peakRssKiB: undefined },
  wallRatio: undefined,
  memoryRatio: undefined,
};

describe('renderReport', () => {
  const report = renderReport([measured, strataMissing], env);

  it('describes the machine', () => {
    for (const line of [
      '- strata commit: abc1234',
      '- cores: 2 (Test CPU)',
      '- memory: 24.0 GiB',
      '- node: v20.19.0',
      '- mlir-opt: LLVM version 22.1.8',
    ]) {
      expect(report).toContain(line);
    }
  });

  it('shows medians of each side and the ratio spreads', () => {
    expect(report).toContain(
      '| parse-print | 150,123 lines, 5.0 MiB | 3 | 200 ms | 100 ms | 2.00× (2.00–3.00) | 3.0 MiB | 1.0 MiB | 3.00× (2.00–4.00) |',
    );
  });

  it('marks what was not measured, and says why', () => {
    expect(report).toContain(
      '| loops | 50,000 lines, 1.0 MiB | 3 | unavailable | 20 ms | — | unavailable | not measured | — |',
    );
    expect(report).toContain('- loops: strata-opt unavailable: strata-opt not built');
  });

  it('lists each workload with the arguments given to each tool', () => {
    expect(report).toContain(
      'strata-opt args: `--convert-scf-to-cf`; mlir-opt args: `--convert-scf-to-cf`',
    );
    expect(report).toContain('strata-opt args: none (parse and print)');
  });
});

describe('summaryLines', () => {
  it('gives the ratios with their spread, or the reason there are none', () => {
    expect(summaryLines([measured, strataMissing])).toEqual([
      'parse-print: strata-opt / mlir-opt wall 2.00× (2.00–3.00), peak memory 3.00× (2.00–4.00)',
      'loops: no ratio: strata-opt unavailable: strata-opt not built',
    ]);
  });
});
