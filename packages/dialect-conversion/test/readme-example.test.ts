import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const MLIR_OPT = '/usr/lib/llvm-22/bin/mlir-opt';
if (!existsSync(MLIR_OPT))
  console.warn(`skipping the mlir-opt round trip: ${MLIR_OPT} is not installed`);

const EXPECTED = `module {
  %0 = "foo.arg"() : () -> i32
  %1 = "foo.add"(%0, %0) : (i32, i32) -> i32
  "foo.print"(%1) : (i32) -> ()
}
`;

describe('README example', () => {
  it('converts bar.add to foo.add in two steps', async () => {
    const { result } = await import('./readme-example.js');
    expect(result).toEqual({ ok: true, text: EXPECTED });
  });

  it('is the code the README shows, with the output it shows', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const example = readFileSync(new URL('./readme-example.ts', import.meta.url), 'utf8');
    expect(readme).toContain(example);
    expect(readme).toContain(EXPECTED);
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
