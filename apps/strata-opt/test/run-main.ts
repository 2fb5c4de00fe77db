/** Runs `main` in-process with captured streams. */
import { main, type MainDependencies } from '../src/index.js';
import { toyBackend } from './toy-backend.js';
import { toyRegistry } from './toy-passes.js';

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

export async function run(
  argv: string[],
  options: { stdin?: string | Uint8Array; cwd?: string; dependencies?: MainDependencies } = {},
): Promise<RunResult> {
  let stdout = '';
  let stderr = '';
  const backend = toyBackend();
  const code = await main(
    argv,
    {
      stdout: (text) => void (stdout += text),
      stderr: (text) => void (stderr += text),
      readStdin: async () =>
        typeof options.stdin === 'string'
          ? new TextEncoder().encode(options.stdin)
          : (options.stdin ?? new Uint8Array()),
      ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
    },
    { registry: toyRegistry(), loadBackend: async () => backend, ...options.dependencies },
  );
  return { code, stdout, stderr };
}
