// Deeply nested scf regions must give a result or a located diagnostic, never a stack overflow.
import { expect, test } from 'vitest';
import { getLitTool } from '@strata/filecheck/lit';

// The workspace's in-process strata-opt (registered by the root vitest.setup.ts).
const scfOpt = getLitTool('strata-opt');

test('100000 nested scf.if ops are parsed, verified and printed, or rejected with a located error', async () => {
  const depth = 100_000;
  const text = `func.func @deep(%c: i1) {\n${'scf.if %c {\n'.repeat(depth)}${'}\n'.repeat(depth)}return\n}\n`;
  const result = await scfOpt([], { stdin: text, cwd: '.' });
  if (result.exitCode === 0) {
    expect(result.stdout.split('scf.if').length - 1).toBe(depth);
  } else {
    expect(result.stderr).toMatch(/^<stdin>:\d+:\d+: error: /);
    expect(result.stderr).not.toMatch(/RangeError|Maximum call stack/);
  }
}, 120_000);
