#!/usr/bin/env node
// `strata-filecheck`: LLVM FileCheck's command line on top of fileCheckMain.

import { fileCheckMain } from './cli.js';

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const result = await fileCheckMain(process.argv.slice(2), {
  stdin: await readStdin(),
  cwd: process.cwd(),
});
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exitCode = result.exitCode;
