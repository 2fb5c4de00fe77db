import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { hasMlirOpt, MLIR_OPT_MISSING, runMlirOpt, writeTemp } from '../text/support/mlir-opt.js';
import { buildExample } from './readme-example.js';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/** The `n`-th fenced ```mlir block of the README. */
function mlirBlock(n: number): string {
  const blocks = [...readme.matchAll(/```mlir\n([\s\S]*?)```/g)].map((m) => m[1]!);
  return blocks[n]!;
}

describe('package README example', () => {
  test('is the code the README shows', () => {
    const source = readFileSync(new URL('./readme-example.ts', import.meta.url), 'utf8');
    expect(readme).toContain(source.replace("from '../../src/index.js'", "from '@strata/ir-core'"));
  });

  test('prints what the README says, in custom and generic form, and verifies', () => {
    const custom = buildExample();
    expect(custom.verified).toBe(true);
    expect(`${custom.text}\n`).toBe(mlirBlock(0));
    expect(`${buildExample(true).text}\n`).toBe(mlirBlock(1));
    expect(custom.text).toContain('%1 = demo.sum %0, %arg2 : i32');
  });

  test.skipIf(!hasMlirOpt)('its generic form is what mlir-opt prints back', () => {
    const generic = `${buildExample(true).text}\n`;
    const path = writeTemp('readme-generic.mlir', generic);
    const result = runMlirOpt(path, ['--allow-unregistered-dialect', '--mlir-print-op-generic']);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(generic);
  });
  test.skipIf(hasMlirOpt)(MLIR_OPT_MISSING, () => {});
});
