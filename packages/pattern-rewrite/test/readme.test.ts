import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

/** Runs the README's example and compares what it prints with the output it shows in comments. */
describe('README example', () => {
  it('runs and prints what it says', async () => {
    const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');
    const code = /```ts\n([\s\S]*?)```/.exec(readme)![1]!;
    const dir = join(import.meta.dirname, '..', '..', '..', '.tmp');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `pattern-rewrite-readme-${process.pid}.ts`);
    writeFileSync(file, code);
    const printed: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
      printed.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
    });
    try {
      await import(file);
    } finally {
      spy.mockRestore();
    }
    const shown = code
      .split('\n')
      .filter((line) => line.startsWith('// '))
      .map((line) => line.slice(3))
      .join('\n');
    expect(printed[0]).toBe('{"changed":true,"converged":true}');
    expect(printed[1]!.trimEnd()).toBe(shown);
  });
});
