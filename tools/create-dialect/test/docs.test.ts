// docs/getting-started.md cannot rot: each of its TypeScript blocks must be, byte for byte, an
// example file in test/docs/, and each example is run here and its results checked.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dialectPackageFiles } from '../src/index.js';
import { WORKSPACE } from './support/scratch-workspace.js';

const EXAMPLES = ['parse-print', 'build-ir', 'greedy-pattern', 'run-strata-opt', 'run-passes'];

/** The ```ts blocks of a markdown file, in order. */
function typescriptBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((match) => match[1]!);
}

describe('docs/getting-started.md', () => {
  it('shows exactly the example files, in order', () => {
    const blocks = typescriptBlocks(
      readFileSync(join(WORKSPACE, 'docs/getting-started.md'), 'utf8'),
    );
    const files = EXAMPLES.map((name) =>
      readFileSync(join(import.meta.dirname, 'docs', `${name}.ts`), 'utf8'),
    );
    expect(blocks).toEqual(files);
  });

  const plainModule =
    'module {\n  %0 = "demo.value"() : () -> i32\n  "demo.use"(%0) : (i32) -> ()\n}\n';

  it('parses and prints', async () => {
    const { text, generic } = await import('./docs/parse-print.js');
    expect(text).toBe(plainModule);
    expect(generic).toBe(
      '"builtin.module"() ({\n  %0 = "demo.value"() : () -> i32\n  "demo.use"(%0) : (i32) -> ()\n}) : () -> ()\n',
    );
  });

  it('builds IR with OpBuilder', async () => {
    const { text, verified } = await import('./docs/build-ir.js');
    expect(verified).toBe(true);
    expect(text).toBe(plainModule);
  });

  it('rewrites neg(neg(x)) with the greedy driver', async () => {
    const { text, changed, converged } = await import('./docs/greedy-pattern.js');
    expect({ changed, converged }).toEqual({ changed: true, converged: true });
    expect(text).toBe(
      'module {\n  %0 = "demo.value"() : () -> i32\n  %1 = "demo.neg"(%0) : (i32) -> i32\n  "demo.use"(%0) : (i32) -> ()\n}\n',
    );
  });

  it('runs strata-opt in-process', async () => {
    const { exitCode, output } = await import('./docs/run-strata-opt.js');
    expect(exitCode).toBe(0);
    expect(output).toBe(
      'module {\n  func.func @f(%arg0: i32) -> i32 {\n    return %arg0 : i32\n  }\n}\n\n',
    );
  });

  it('runs a pass pipeline from TypeScript', async () => {
    const { succeeded, text } = await import('./docs/run-passes.js');
    expect(succeeded).toBe(true);
    expect(text).toBe(
      'module {\n  func.func @f(%arg0: i32) -> (i32, i32) {\n    %0 = arith.muli %arg0, %arg0 : i32\n    return %0, %0 : i32, i32\n  }\n}\n',
    );
  });
});

describe('docs/writing-a-dialect.md', () => {
  it('quotes what `pnpm create-dialect toy` writes, byte for byte', () => {
    const markdown = readFileSync(join(WORKSPACE, 'docs/writing-a-dialect.md'), 'utf8');
    const generated = dialectPackageFiles({
      name: 'toy',
      pascal: 'Toy',
      packageName: '@strata/dialect-toy',
    });
    const quoted = [
      ...markdown.matchAll(/^<!-- generated: (\S+) -->\n\n```\w+\n([\s\S]*?)^```$/gm),
    ];
    expect(quoted.map((m) => m[1])).toEqual([
      'src/ops.ts',
      'src/fold.ts',
      'src/canonicalize.ts',
      'src/dialect.ts',
      'test/invalid.mlir',
    ]);
    for (const [, file, text] of quoted) expect(text, file).toBe(generated.get(file!));
  });
});
