import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * coreutils' timeout, placed between GNU time and the tool: killing GNU time on a timeout would leave
 * the tool running as an orphan, while `timeout` kills the tool itself. `--foreground` keeps timeout
 * from signalling its own process group (itself included), so it reaps the tool and exits 137.
 */
const COREUTILS_TIMEOUT = '/usr/bin/timeout';

/**
 * Variables that change how Node starts and runs, removed from the environment of every timed run:
 * `NODE_OPTIONS` could add flags (a debugger, other heap sizes) to strata-opt's Node, and
 * `NODE_EXTRA_CA_CERTS` makes Node read and parse a certificate bundle at start-up (about 75 ms on
 * the benchmark machine, where the sandbox sets it), though neither tool opens a connection. Both
 * tools get the same environment; `mlir-opt` reads neither variable.
 */
const NODE_RUNTIME_VARIABLES = ['NODE_OPTIONS', 'NODE_EXTRA_CA_CERTS'];

/** The environment timed runs get: this process's, without {@link NODE_RUNTIME_VARIABLES}. */
export function benchmarkEnvironment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const clean = { ...env };
  for (const name of NODE_RUNTIME_VARIABLES) delete clean[name];
  return clean;
}

/** One timed run of a tool: wall time, and peak RSS when GNU time is available. */
export type Measurement =
  { ok: true; wallMs: number; peakRssKiB: number | undefined } | { ok: false; error: string };

/**
 * Runs `command` once with its output discarded (printing is measured, but not a terminal's speed)
 * and measures it. `gnuTime`, when given, wraps the child and writes its `%M` (peak RSS, KiB) to a
 * file, so the tool's own stderr stays clean for error messages. A run past `timeoutMs` is killed
 * and reported, so a tool that hangs cannot hang the suite.
 */
export function measure(
  command: readonly string[],
  gnuTime: string | undefined,
  timeoutMs: number,
): Measurement {
  const scratch = gnuTime ? mkdtempSync(join(tmpdir(), 'strata-bench-time-')) : undefined;
  try {
    const rssFile = scratch ? join(scratch, 'rss') : '';
    const limited = existsSync(COREUTILS_TIMEOUT)
      ? [COREUTILS_TIMEOUT, '--foreground', '-s', 'KILL', `${timeoutMs / 1000}s`, ...command]
      : [...command];
    const argv = gnuTime ? [gnuTime, '-f', '%M', '-o', rssFile, ...limited] : limited;
    const start = process.hrtime.bigint();
    const result = spawnSync(argv[0]!, argv.slice(1), {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: benchmarkEnvironment(),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      // A backstop for machines without coreutils' timeout.
      timeout: timeoutMs + 5000,
      killSignal: 'SIGKILL',
    });
    const wallMs = Number(process.hrtime.bigint() - start) / 1e6;
    if (wallMs >= timeoutMs && (result.status === 128 + 9 || result.signal === 'SIGKILL')) {
      return { ok: false, error: `timed out after ${timeoutMs / 1000} s` };
    }
    if (result.error) return { ok: false, error: result.error.message };
    if (result.status !== 0) {
      const firstLine = result.stderr.split('\n').find((line) => line.trim() !== '') ?? '';
      const how = result.signal ? `killed by ${result.signal}` : `exit status ${result.status}`;
      return { ok: false, error: `${how}${firstLine ? `: ${firstLine.trim()}` : ''}` };
    }
    return { ok: true, wallMs, peakRssKiB: scratch ? readPeakRss(rssFile) : undefined };
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
}

/** GNU time's `-o` file holds `%M` on its last line (a failed child adds a status line before it). */
function readPeakRss(path: string): number | undefined {
  const lines = readFileSync(path, 'utf8').trim().split('\n');
  const value = Number(lines[lines.length - 1]);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}
