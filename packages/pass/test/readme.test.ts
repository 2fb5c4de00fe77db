import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

/**
 * Runs the README's analysis example and compares what it logs with the comment lines that end it.
 */
describe('README analysis example', () => {
  it('runs and logs what it says', async () => {
    const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Analyses'));
    const code = /```ts\n([\s\S]*?)```/.exec(section)![1]!;
    const dir = join(import.meta.dirname, '..', '..', '..', '.tmp');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `pass-readme-${process.pid}.ts`);
    writeFileSync(file, code);
    const logged: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
      logged.push(args.join(' '));
    });
    try {
      await import(file);
    } finally {
      spy.mockRestore();
    }
    const lines = code.trimEnd().split('\n');
    const shown: string[] = [];
    while (lines.at(-1)!.startsWith('// ')) shown.unshift(lines.pop()!.slice(3));
    expect(shown.length).toBeGreaterThan(0);
    expect(logged).toEqual(shown);
  });
});
