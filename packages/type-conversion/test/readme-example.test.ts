import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const MLIR_OPT = '/usr/lib/llvm-22/bin/mlir-opt';

if (!existsSync(MLIR_OPT))
  console.warn(`skipping the mlir-opt round trip: ${MLIR_OPT} is not installed`);

const EXPECTED =
  'module {\n' +
  '  "test.region"() ({\n' +
  '  ^bb0(%arg0: i64, %arg1: f32, %arg2: f32, %arg3: i1):\n' +
  '    %0 = builtin.unrealized_conversion_cast %arg0 : i64 to index\n' +
  '    %1 = builtin.unrealized_conversion_cast %arg1, %arg2 : f32, f32 to complex<f32>\n' +
  '    "test.use"(%0, %1, %arg3) : (index, complex<f32>, i1) -> ()\n' +
  '  }) : () -> ()\n' +
  '}\n';

describe('README example', () => {
  it('converts the block signature as the README says', async () => {
    const { text } = await import('./readme-example.js');
    expect(text).toBe(EXPECTED);
  });

  it('is the code the README shows', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const example = readFileSync(new URL('./readme-example.ts', import.meta.url), 'utf8');
    expect(readme).toContain(
      example.replace("from '../src/index.js'", "from '@strata/type-conversion'"),
    );
  });

  it.skipIf(!existsSync(MLIR_OPT))(
    'prints IR that mlir-opt reads and prints back identically',
    () => {
      const printed = execFileSync(MLIR_OPT, ['--allow-unregistered-dialect', '-'], {
        input: EXPECTED,
        encoding: 'utf8',
      });
      // mlir-opt ends its output with an empty line after the module.
      expect(printed).toBe(`${EXPECTED}\n`);
    },
  );
});
