import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { runExample } from './readme-example.js';

describe('README example', () => {
  test('the injected op tags only the matched payload op', () => {
    expect(runExample()).toEqual([
      '"demo.a"() : () -> ()',
      '"demo.b"() {demo.tag = "found"} : () -> ()',
    ]);
  });

  test('README.md shows this file', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const example = readFileSync(new URL('./readme-example.ts', import.meta.url), 'utf8');
    expect(readme).toContain(example.slice(example.indexOf('import {')).trim());
  });
});
