// A tiny in-process stand-in for strata-opt, for testing the lit runner: `fake-opt [FILE|-]
// [--upper] [--fail] [--split-input-file]` prints each non-comment, non-empty line of its input
// as `L<line>: <text>`, so tests can see which lines (and line numbers) it received.

import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Tool } from '../src/tool.js';

export const fakeOpt: Tool = async (argv, io) => {
  const file = argv.find((a) => !a.startsWith('-') || a === '-');
  const text = file && file !== '-' ? await readFile(resolve(io.cwd, file), 'utf8') : io.stdin;
  const name = file && file !== '-' ? file.split('/').pop()! : '<stdin>';
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '// -----' && argv.includes('--split-input-file')) out.push('// -----');
    if (line.length === 0 || line.startsWith('//')) continue;
    if (argv.includes('--fail')) {
      return { stdout: '', stderr: `${name}:${i + 1}: error: failing as asked\n`, exitCode: 1 };
    }
    out.push(`L${i + 1}: ${argv.includes('--upper') ? line.toUpperCase() : line}`);
  }
  return { stdout: out.map((l) => `${l}\n`).join(''), stderr: '', exitCode: 0 };
};
