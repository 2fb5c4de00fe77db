import { expect, test } from 'vitest';
import { runExample } from './example/readme-example.js';

test('the README example infers a subview type and parses a subview of it', () => {
  const { inferred, parsed } = runExample();
  expect(inferred).toBe('memref<2x2xf32, strided<[8, 1], offset: ?>>');
  expect(parsed).toEqual([inferred]);
});
