import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** How to start a tool (program and leading arguments), or why it cannot be started. */
export type ToolLookup =
  { found: true; command: readonly string[] } | { found: false; reason: string };

/** Where MLIR 22 lives on Debian (`apt-get install -y mlir-22-tools`). `MLIR_OPT` overrides it. */
export const DEFAULT_MLIR_OPT = '/usr/lib/llvm-22/bin/mlir-opt';
const GNU_TIME = '/usr/bin/time';

/**
 * The built `strata-opt`: the `bin` of apps/strata-opt/package.json run with this Node directly
 * (no shell shim in the measurement), else the root's `node_modules/.bin/strata-opt`. The bin is a
 * checked-in launcher, so the app counts as built only once its `dist/` exists too.
 */
export function locateStrataOpt(repoRoot: string): ToolLookup {
  const appDir = join(repoRoot, 'apps', 'strata-opt');
  const manifestPath = join(appDir, 'package.json');
  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { bin?: unknown };
    const bin = binPath(manifest.bin);
    if (bin && existsSync(resolve(appDir, bin)) && existsSync(join(appDir, 'dist'))) {
      return { found: true, command: [process.execPath, resolve(appDir, bin)] };
    }
  }
  const shim = join(repoRoot, 'node_modules', '.bin', 'strata-opt');
  if (existsSync(shim)) return { found: true, command: [shim] };
  return {
    found: false,
    reason: 'strata-opt not built (run `pnpm build`: apps/strata-opt has no bin or no dist/)',
  };
}

function binPath(bin: unknown): string | undefined {
  if (typeof bin === 'string') return bin;
  if (bin && typeof bin === 'object') {
    const entry = (bin as Record<string, unknown>)['strata-opt'];
    return typeof entry === 'string' ? entry : undefined;
  }
  return undefined;
}

export function locateMlirOpt(env: NodeJS.ProcessEnv = process.env): ToolLookup {
  const path = env['MLIR_OPT'] || DEFAULT_MLIR_OPT;
  if (existsSync(path)) return { found: true, command: [path] };
  return {
    found: false,
    reason: `mlir-opt not found at ${path} (apt-get install -y mlir-22-tools, or set MLIR_OPT)`,
  };
}

/**
 * GNU time, which reports a child's peak RSS (`%M`, from wait4's rusage). Node cannot read a child's
 * rusage itself, so without it the suite measures wall time only and says so in the report.
 */
export function locateGnuTime(): ToolLookup {
  const probe = existsSync(GNU_TIME)
    ? spawnSync(GNU_TIME, ['-f', '%M', 'true'], { encoding: 'utf8' })
    : undefined;
  if (probe && probe.status === 0 && /^\d+\s*$/.test(probe.stderr)) {
    return { found: true, command: [GNU_TIME] };
  }
  return {
    found: false,
    reason: 'GNU time not installed (apt-get install -y time): peak memory not measured',
  };
}

/** The first line a tool prints for `--version` that names a version, for the report. */
export function toolVersion(command: readonly string[]): string {
  const result = spawnSync(command[0]!, [...command.slice(1), '--version'], { encoding: 'utf8' });
  const text = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  return (
    text
      .split('\n')
      .find((line) => /version/i.test(line))
      ?.trim() ?? 'unknown version'
  );
}
