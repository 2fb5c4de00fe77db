import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, vi } from 'vitest';
import { readmeExample } from './syntax/readme-example.js';

test('the README example is the tested one', () => {
  const readme = readFileSync(join(import.meta.dirname, '../src/attributes/README.md'), 'utf8');
  const source = readFileSync(join(import.meta.dirname, 'syntax/readme-example.ts'), 'utf8');
  const body = source.slice(
    source.indexOf('// README-BEGIN\n') + 16,
    source.indexOf('  // README-END'),
  );
  const dedented = body
    .split('\n')
    .map((line) => line.replace(/^ {2}/, ''))
    .join('\n');
  expect(readme).toContain(dedented);
});

test('the README example prints what its comments say', () => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  expect(readmeExample()).toEqual([
    'tensor<2x?xf32>',
    '1.000000e-01 : f32',
    '0x4B3C614E : f32',
    'dense<[1, -1]> : tensor<2xi8>',
    'affine_map<(d0, d1)[s0] -> (d0 + 5, d1 * 2, s0)>',
  ]);
  expect(log).toHaveBeenCalledWith('loc("<string>":1:8): invalid tensor element type');
  log.mockRestore();
});
