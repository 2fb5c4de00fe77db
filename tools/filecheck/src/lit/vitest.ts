// `defineLitTests(import.meta.url)`: one describe() per `.mlir` file under a test directory and one
// test() per RUN command (or per split-input chunk), so a package gets lit tests from a one-line
// `test/lit.test.ts`.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'vitest';
import { planLitCases, type LitOptions } from './runner.js';

export interface LitTestOptions extends LitOptions {
  /** File name endings of test files; default `['.mlir']`. */
  readonly extensions?: readonly string[];
}

/** `location`: a directory, or a file / `import.meta.url` whose directory holds the tests. */
export function defineLitTests(location: string | URL, options: LitTestOptions = {}): void {
  const dir = testDirectory(location);
  const extensions = options.extensions ?? ['.mlir'];
  const files = findTestFiles(dir, extensions);
  if (files.length === 0) {
    test(`lit tests in ${dir}`, () => {
      throw new Error(`no ${extensions.join('/')} files found under ${dir}`);
    });
    return;
  }
  for (const file of files) {
    describe(relative(dir, file), () => {
      for (const litCase of planLitCases(file, readFileSync(file, 'utf8'), options)) {
        test(litCase.name, async () => {
          const result = await litCase.run();
          if (!result.ok)
            throw new Error(`lit case failed (exit code ${result.exitCode})\n${result.log}`);
        });
      }
    });
  }
}

function testDirectory(location: string | URL): string {
  const path =
    location instanceof URL || location.startsWith('file:') ? fileURLToPath(location) : location;
  return statSync(path).isDirectory() ? path : dirname(path);
}

/** Test files below `dir`, sorted; `Inputs` directories hold helpers, not tests (as in lit). */
function findTestFiles(dir: string, extensions: readonly string[]): string[] {
  const found: string[] = [];
  const pending = [dir];
  while (pending.length > 0) {
    const current = pending.pop()!;
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'Inputs' && entry.name !== 'node_modules') pending.push(path);
      } else if (extensions.some((ext) => entry.name.endsWith(ext))) {
        found.push(path);
      }
    }
  }
  return found.sort();
}
