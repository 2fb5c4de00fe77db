import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const MLIR_OPT = '/usr/lib/llvm-22/bin/mlir-opt';
if (!existsSync(MLIR_OPT))
  console.warn(`skipping the mlir-opt round trip: ${MLIR_OPT} is not installed`);

const EXPECTED = `module {
  "lo.func"() ({
  ^bb0(%arg0: i64):
    %0 = "lo.add"(%arg0, %arg0) : (i64, i64) -> i64
    %1 = builtin.unrealized_conversion_cast %0 : i64 to index
    "hi.print"(%1) : (index) -> ()
  }) : () -> ()
}
`;

describe('the conversion guide (docs/conversions.md)', () => {
  it('runs its example to the output it shows', async () => {
    const { result } = await import('./guide-example.js');
    expect(result).toEqual({ ok: true, text: EXPECTED });
  });

  it('shows the code that runs, and its output', () => {
    const guide = readFileSync(new URL('../../../docs/conversions.md', import.meta.url), 'utf8');
    const example = readFileSync(new URL('./guide-example.ts', import.meta.url), 'utf8');
    expect(guide).toContain(example);
    expect(guide).toContain(EXPECTED);
  });

  it.skipIf(!existsSync(MLIR_OPT))('prints IR that mlir-opt prints back identically', () => {
    const printed = execFileSync(MLIR_OPT, ['--allow-unregistered-dialect', '-'], {
      input: EXPECTED,
      encoding: 'utf8',
    });
    // mlir-opt ends its output with an empty line after the module.
    expect(printed).toBe(`${EXPECTED}\n`);
  });
});
