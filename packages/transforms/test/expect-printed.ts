import type { Operation } from '@strata/ir-core';
import { expect } from 'vitest';
import { print } from './helpers.js';

/** Asserts the generic form of `op`, given line by line (a final newline is added). */
export function expectPrinted(op: Operation, lines: readonly string[]): void {
  expect(print(op)).toBe([...lines, ''].join('\n'));
}
