import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { folded, text } from './readme-example.js';

describe('README example', () => {
  test('prints as mlir-opt does', () => {
    expect(text).toBe(
      [
        'module {',
        '  %c40_i32 = arith.constant 40 : i32',
        '  %0 = "test.value"() : () -> i32',
        '  %1 = arith.addi %0, %c40_i32 overflow<nsw> : i32',
        '  "test.use"(%1) : (i32) -> ()',
        '}',
        '',
      ].join('\n'),
    );
  });

  test("folds with two's-complement wrap-around", () => {
    expect(folded).toBe('-127 : i8');
  });

  test('README.md shows this file', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const example = readFileSync(new URL('./readme-example.ts', import.meta.url), 'utf8');
    const body = example.slice(example.indexOf('import {'));
    expect(readme).toContain(body.trim());
  });
});
