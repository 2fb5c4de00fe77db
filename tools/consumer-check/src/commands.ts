import { spawnSync } from 'node:child_process';

/** What a child command did: exit status and everything it printed, for error messages. */
export interface CommandResult {
  status: number | null;
  stdout: string;
  output: string;
}

/**
 * Runs a command to completion. Variables that a package manager running this process exports
 * (`npm_config_*`, `npm_package_*`) are dropped, so a pnpm setting never leaks into the scratch
 * project's npm, and `extraEnv` is added.
 */
export function runCommand(
  argv: readonly string[],
  cwd: string,
  extraEnv: Record<string, string> = {},
): CommandResult {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^npm_(config|package)_/i.test(key)) env[key] = value;
  }
  const result = spawnSync(argv[0]!, argv.slice(1), {
    cwd,
    env: { ...env, ...extraEnv },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`;
  return { status: result.status, stdout: result.stdout ?? '', output };
}

/**
 * How to run pnpm: the pnpm running this process when there is one (`npm_execpath`), which is the
 * pinned version even when it came from `npx pnpm@...`, else `pnpm` on PATH.
 */
export function pnpmCommand(): string[] {
  const execPath = process.env['npm_execpath'];
  if (execPath && /pnpm\.c?js$/.test(execPath)) return [process.execPath, execPath];
  return ['pnpm'];
}
