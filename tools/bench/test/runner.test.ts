import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runWorkload, type RunOptions } from '../src/runner.js';
import { locateGnuTime, type ToolLookup } from '../src/tools.js';
import type { Workload } from '../src/workloads/index.js';

// Stand-in tools: small Node scripts that record each call, so the runner's schedule is observable
// without asserting anything about how long a run takes.
const scratch = mkdtempSync(join(tmpdir(), 'strata-bench-runner-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function fakeTool(name: string, body: string): ToolLookup {
  const path = join(scratch, `${name}.cjs`);
  writeFileSync(path, `const [input, ...args] = process.argv.slice(2);\n${body}\n`);
  return { found: true, command: [process.execPath, path] };
}

const callLog = join(scratch, 'calls.log');
const recordCall = (tag: string) =>
  `require('fs').appendFileSync(${JSON.stringify(callLog)}, '${tag}' + ' ' + input + ' ' + args.join(' ') + '\\n');`;

const workload: Workload = {
  name: 'fake',
  description: 'a stand-in workload',
  defaultLines: 1,
  generate: () => 'func.func @f() {\n}\n',
  strataOptArgs: ['--strata-flag'],
  mlirOptArgs: ['--mlir-flag'],
};
const input = { path: join(scratch, 'input.mlir'), lines: 2, bytes: 18 };
const gnuTime = locateGnuTime();
const base = {
  warmups: 1,
  timeoutMs: 60_000,
  gnuTime: gnuTime.found ? gnuTime.command[0] : undefined,
};

describe('runWorkload', () => {
  it('runs warm-ups then interleaves the tools, each with its own arguments', () => {
    writeFileSync(callLog, '');
    const options: RunOptions = {
      ...base,
      runs: 3,
      strataOpt: fakeTool('strata-ok', recordCall('A')),
      mlirOpt: fakeTool('mlir-ok', recordCall('B')),
    };
    const result = runWorkload(workload, input, options);
    const calls = readFileSync(callLog, 'utf8').trim().split('\n');
    expect(calls).toEqual(
      Array.from({ length: 4 }, () => [
        `A ${input.path} --strata-flag`,
        `B ${input.path} --mlir-flag`,
      ]).flat(),
    );
    expect(result.strata.status).toBe('measured');
    expect(result.mlir.status).toBe('measured');
    if (result.strata.status !== 'measured') return;
    expect(result.strata.wallMs).toHaveLength(3);
    expect(result.wallRatio).toBeDefined();
    expect(result.wallRatio!.min).toBeLessThanOrEqual(result.wallRatio!.median);
    expect(result.wallRatio!.median).toBeLessThanOrEqual(result.wallRatio!.max);
  });

  it('reports a tool that is not built as unavailable, with no ratio, and still measures the other', () => {
    const result = runWorkload(workload, input, {
      ...base,
      runs: 2,
      strataOpt: { found: false, reason: 'strata-opt not built' },
      mlirOpt: fakeTool('mlir-only', ''),
    });
    expect(result.strata).toEqual({ status: 'unavailable', reason: 'strata-opt not built' });
    expect(result.mlir.status).toBe('measured');
    expect(result.wallRatio).toBeUndefined();
    expect(result.memoryRatio).toBeUndefined();
  });

  it('reports a failing tool with its exit status and first line of stderr, and stops running it', () => {
    writeFileSync(callLog, '');
    const logged: string[] = [];
    const result = runWorkload(workload, input, {
      ...base,
      runs: 3,
      strataOpt: fakeTool(
        'strata-fails',
        `${recordCall('A')}\nconsole.error('\\nboom: bad input'); process.exit(3);`,
      ),
      mlirOpt: fakeTool('mlir-fine', ''),
      log: (message) => logged.push(message),
    });
    expect(result.strata).toEqual({ status: 'failed', reason: 'exit status 3: boom: bad input' });
    expect(readFileSync(callLog, 'utf8').trim().split('\n')).toHaveLength(1);
    expect(logged.some((line) => line.includes('strata-opt failed: exit status 3'))).toBe(true);
    expect(result.wallRatio).toBeUndefined();
  });

  (gnuTime.found ? it : it.skip)(
    `measures peak RSS of each child${gnuTime.found ? '' : ` (skipped: ${gnuTime.reason})`}`,
    () => {
      const result = runWorkload(workload, input, {
        ...base,
        runs: 2,
        // 256 MiB touched page by page must show in the peak RSS; the other tool allocates nothing.
        strataOpt: fakeTool(
          'strata-big',
          'const b = Buffer.alloc(256 * 1024 * 1024, 1); b[5] = 2;',
        ),
        mlirOpt: fakeTool('mlir-small', ''),
      });
      if (result.strata.status !== 'measured' || result.mlir.status !== 'measured') {
        throw new Error('both sides should have been measured');
      }
      expect(result.strata.peakRssKiB!.every((kib) => kib > 256 * 1024)).toBe(true);
      expect(result.mlir.peakRssKiB!.every((kib) => kib < 200 * 1024)).toBe(true);
      expect(result.memoryRatio!.min).toBeGreaterThan(1.2);
    },
  );

  it('kills a tool that runs past the time limit, and reports it as timed out', () => {
    const pidFile = join(scratch, 'hanging.pid');
    const result = runWorkload(workload, input, {
      ...base,
      timeoutMs: 1500,
      runs: 1,
      strataOpt: fakeTool(
        'strata-hangs',
        `require('fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid));\nsetInterval(() => {}, 1000);`,
      ),
      mlirOpt: fakeTool('mlir-quick', ''),
    });
    expect(result.strata).toEqual({ status: 'failed', reason: 'timed out after 1.5 s' });
    expect(result.mlir.status).toBe('measured');
    // The tool itself is gone (and reaped), not only a wrapper around it.
    const pid = Number(readFileSync(pidFile, 'utf8'));
    expect(() => process.kill(pid, 0)).toThrow(/ESRCH/);
  });

  it('records no memory when GNU time is not used', () => {
    const result = runWorkload(workload, input, {
      ...base,
      gnuTime: undefined,
      runs: 1,
      strataOpt: fakeTool('strata-plain', ''),
      mlirOpt: fakeTool('mlir-plain', ''),
    });
    expect(result.strata).toMatchObject({ status: 'measured', peakRssKiB: undefined });
    expect(result.memoryRatio).toBeUndefined();
    expect(result.wallRatio).toBeDefined();
  });
});
