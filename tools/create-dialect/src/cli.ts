/**
 * The `create-dialect NAME [--root DIR]` command line, in-process: the bin passes the process's
 * streams, tests pass buffers. Every error is one line on stderr and exit code 1.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createDialect } from './create.js';

export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Where a relative `--root` is resolved, and where the search for the default root starts. */
  readonly cwd: string;
}

export const USAGE = 'usage: create-dialect NAME [--root WORKSPACE_DIR]\n';

/** What to do once the package exists: the steps the generator leaves to the contributor. */
function nextSteps(name: string, pascal: string, packageName: string): string {
  return `Next steps:
  1. pnpm install --offline        (links ${packageName} into the workspace)
  2. add register${pascal}Dialect to apps/strata-opt/src/dialect-catalog.ts and
     "${packageName}": "workspace:^" to apps/strata-opt/package.json, then pnpm install again
  3. pnpm vitest run packages/dialects/${name}   (its lit tests run through strata-opt)
See docs/writing-a-dialect.md.
`;
}

/** The nearest directory at or above `start` holding pnpm-workspace.yaml, else `start`. */
function workspaceRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (dirname(dir) === dir) return start;
  }
}

export function runCli(argv: readonly string[], io: CliIO): number {
  let root = workspaceRoot(io.cwd);
  const names: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') {
      io.stdout(USAGE);
      return 0;
    }
    if (arg === '--root') {
      const value = argv[++i];
      if (value === undefined) {
        io.stderr(`create-dialect: --root needs a directory\n${USAGE}`);
        return 1;
      }
      root = resolve(io.cwd, value);
    } else if (arg.startsWith('--root=')) {
      root = resolve(io.cwd, arg.slice('--root='.length));
    } else if (arg.startsWith('-')) {
      io.stderr(`create-dialect: unknown option ${arg}\n${USAGE}`);
      return 1;
    } else {
      names.push(arg);
    }
  }
  if (names.length !== 1) {
    io.stderr(`create-dialect: expected one dialect name, got ${names.length}\n${USAGE}`);
    return 1;
  }
  const created = createDialect(names[0], root);
  if (typeof created === 'string') {
    io.stderr(`create-dialect: ${created}\n`);
    return 1;
  }
  const { name, pascal, packageName } = created.names;
  io.stdout(`Created ${packageName}:\n${created.files.map((f) => `  ${f}\n`).join('')}`);
  io.stdout(nextSteps(name, pascal, packageName));
  return 0;
}
