// Runs LLVM's FileCheck for the differential tests: many invocations at once, so that the
// comparison suites take seconds rather than minutes.

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';

export const LLVM_BIN = process.env.LLVM_BIN ?? '/usr/lib/llvm-22/bin';
export const LLVM_FILECHECK = process.env.LLVM_FILECHECK ?? `${LLVM_BIN}/FileCheck`;
export const haveLlvmFileCheck = existsSync(LLVM_FILECHECK);

export interface LlvmJob {
  readonly args: readonly string[];
  readonly input: string;
  readonly cwd?: string;
}

export interface LlvmResult {
  readonly status: number | null;
  readonly stderr: string;
}

function runOne(job: LlvmJob): Promise<LlvmResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(LLVM_FILECHECK, job.args, { cwd: job.cwd });
    const err: Buffer[] = [];
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.stdout.resume();
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stderr: Buffer.concat(err).toString('utf8') }));
    child.stdin.on('error', () => {});
    child.stdin.end(job.input);
  });
}

/** Results in job order. */
export async function runLlvmFileCheck(jobs: readonly LlvmJob[]): Promise<LlvmResult[]> {
  const results: LlvmResult[] = new Array(jobs.length);
  let nextJob = 0;
  const worker = async (): Promise<void> => {
    while (nextJob < jobs.length) {
      const index = nextJob++;
      results[index] = await runOne(jobs[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
  return results;
}
