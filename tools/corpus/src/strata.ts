import { runInProcess } from 'strata-opt';

export interface StrataRun {
  ok: boolean;
  stdout: string;
  stderr: string;
}

/** strata-opt in this process (no Node start-up per run): `strata-opt - ...args` on `text`. */
export async function runStrataOpt(text: string, args: readonly string[]): Promise<StrataRun> {
  const result = await runInProcess(['-', ...args], { stdin: text, cwd: process.cwd() });
  return { ok: result.exitCode === 0, stdout: result.stdout, stderr: result.stderr };
}
