import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { MLIRContext } from '../../src/context.js';
import { BuiltinDialect } from '../../src/dialects/builtin/dialect.js';

const SRC = join(import.meta.dirname, '../../src');

/** Every `.ts` file under `dir`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

// `import type` / `export type` declarations are erased; any other import or re-export (even of
// `{ type X }` only, under verbatimModuleSyntax) is evaluated at run time.
const RELATIVE_IMPORT = /^(?:import|export)\s+(type\s+)?[^;]*?\bfrom\s+'(\.[^']+)'/gms;

/** The run-time import edges between ir-core's source modules. */
function runtimeImports(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const targets: string[] = [];
    for (const match of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      if (match[1] === undefined)
        targets.push(normalize(join(dirname(file), match[2]!.replace(/\.js$/, '.ts'))));
    }
    graph.set(file, targets);
  }
  return graph;
}

describe('MLIRContext and the builtin dialect', () => {
  test('every context has the builtin dialect loaded, as in MLIR', () => {
    const context = new MLIRContext();
    expect(context.getLoadedDialect('builtin')).toBeInstanceOf(BuiltinDialect);
    expect(context.getOperationName('builtin.module').isRegistered).toBe(true);
    expect(context.getOperationName('builtin.unrealized_conversion_cast').isRegistered).toBe(true);
  });

  test('loading it through the context creates no import cycle', () => {
    // context.ts imports the builtin dialect; nothing that the dialect needs at run time may import
    // context.ts back (ESM would then evaluate one of them half-initialized).
    const graph = runtimeImports();
    const context = join(SRC, 'context.ts');
    const cycles: string[] = [];
    const stack = (graph.get(context) ?? []).map((target) => [context, target]);
    const seen = new Set<string>();
    while (stack.length > 0) {
      const path = stack.pop()!;
      const node = path[path.length - 1]!;
      if (node === context) {
        cycles.push(path.map((file) => relative(SRC, file)).join(' -> '));
        continue;
      }
      if (seen.has(node)) continue;
      seen.add(node);
      for (const target of graph.get(node) ?? []) stack.push([...path, target]);
    }
    expect(seen.has(join(SRC, 'dialects/builtin/dialect.ts'))).toBe(true);
    expect(cycles).toEqual([]);
  });
});
