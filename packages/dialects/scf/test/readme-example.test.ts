import { expect, test } from 'vitest';
import { runExample } from './example/readme-example.js';

test('the README example parses an scf.for and canonicalizes its single iteration away', () => {
  const { loops, iterArgs, canonical } = runExample();
  expect(loops).toBe(1);
  expect(iterArgs).toBe(1);
  expect(canonical).not.toContain('scf.for');
  expect(canonical).toContain('%0 = arith.addi %arg0, %arg0 : i32');
  expect(canonical).toContain('return %0 : i32');
});
