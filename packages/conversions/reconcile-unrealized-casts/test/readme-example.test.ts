// The README's example runs, and prints what its comment (mlir-opt 22's output) says.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { succeeded, text } from './readme-example.js';

test('the README example folds the round trip and keeps the live cast', () => {
  const source = readFileSync(new URL('./readme-example.ts', import.meta.url), 'utf8');
  const expected = source
    .slice(source.indexOf('// module {'))
    .split('\n')
    .filter((line) => line.startsWith('//'))
    .map((line) => line.slice(3))
    .join('\n');
  expect(text.trimEnd()).toBe(expected.trimEnd());
  expect(succeeded).toBe(true);
});
