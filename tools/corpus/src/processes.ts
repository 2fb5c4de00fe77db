import { spawn } from 'node:child_process';

export interface ProcessResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a program with `input` on stdin and collects its output, without blocking the event loop
 * (so that the runs of several modules overlap on a multi-core machine).
 */
export function runProcess(
  program: string,
  args: readonly string[],
  input: string,
): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', reject);
    child.on('close', (status) =>
      resolve({
        status,
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr: Buffer.concat(stderr).toString('utf8'),
      }),
    );
    // A child that exits before reading all its input closes the pipe; its status says why.
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}
