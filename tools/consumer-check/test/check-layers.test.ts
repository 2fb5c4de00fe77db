import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLayers, formatProblem } from '../../scripts/check-layers.mjs';

// Each case writes a small workspace into a temp dir and checks it; locations in the expected messages
// are found by searching the fixture text, so they say where the problem is, not what the code says.
const script = resolve(import.meta.dirname, '../../scripts/check-layers.mjs');
const scratch = mkdtempSync(join(tmpdir(), 'strata-check-layers-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type Manifest = {
  name: string;
  files?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  exports?: Record<string, unknown>;
};
type Tree = Record<string, string | Manifest>;

const exportsOf = (...subpaths: string[]) =>
  Object.fromEntries(
    ['.', ...subpaths].map((s) => [s, { import: `./dist/${s === '.' ? 'index' : s.slice(2)}.js` }]),
  );

/** A library package's manifest: one entry point (plus `subpaths`) and these run-time dependencies. */
const library = (name: string, deps: string[] = [], subpaths: string[] = []): Manifest => ({
  name,
  exports: exportsOf(...subpaths),
  dependencies: Object.fromEntries(deps.map((d) => [d, 'workspace:^'])),
});

/** A workspace that passes: each test adds or overrides files to break one rule. */
function baseTree(): Tree {
  return {
    'package.json': { name: 'root', devDependencies: { vitest: '4.1.12' } },
    'pnpm-workspace.yaml': 'packages:\n  - "packages/*"\n  - "packages/dialects/*"\n  - tools/*\n',
    'packages/ir-core/package.json': library('@strata/ir-core'),
    'packages/ir-core/src/index.ts': 'export class MLIRContext {}\n',
    'packages/ir-core/test/context.test.ts':
      "import { it } from 'vitest';\nimport { MLIRContext } from '../src/index.js';\n",
    'packages/pass/package.json': library('@strata/pass', ['@strata/ir-core']),
    'packages/pass/src/index.ts':
      "import type { MLIRContext } from '@strata/ir-core';\nexport type X = MLIRContext;\n",
    'packages/pattern-rewrite/package.json': library('@strata/pattern-rewrite', [
      '@strata/ir-core',
    ]),
    'packages/pattern-rewrite/src/index.ts': "export * from '@strata/ir-core';\n",
    'packages/dialects/arith/package.json': {
      ...library(
        '@strata/dialect-arith',
        ['@strata/ir-core', '@strata/pattern-rewrite'],
        ['./transform'],
      ),
      devDependencies: { '@strata/filecheck': 'workspace:^' },
    },
    'packages/dialects/arith/src/index.ts':
      "import { MLIRContext } from '@strata/ir-core';\nimport '@strata/pattern-rewrite';\n",
    'packages/dialects/arith/test/lit.test.ts': "import { run } from '@strata/filecheck';\n",
    'packages/dialects/scf/package.json': library('@strata/dialect-scf', ['@strata/dialect-arith']),
    'packages/dialects/scf/src/index.ts':
      "export { x } from '@strata/dialect-arith/transform';\nconst later = () => import('@strata/dialect-arith');\n",
    'tools/filecheck/package.json': library('@strata/filecheck'),
    'tools/filecheck/src/index.ts':
      "import { readFileSync } from 'node:fs';\nimport path from 'path';\n",
    // Code in fixtures, and in any nested package, belongs to no workspace package and is not read.
    'tools/filecheck/fixtures/bad.ts': "import '@strata/dialect-scf';\n",
    'tools/filecheck/examples/demo/package.json': { name: 'demo' },
    'tools/filecheck/examples/demo/index.ts': "import 'left-pad';\n",
  };
}

function writeTree(overrides: Tree = {}, omit: string[] = []) {
  const root = mkdtempSync(join(scratch, 'ws-'));
  const tree: Tree = { ...baseTree(), ...overrides };
  for (const path of omit) delete tree[path];
  const texts = new Map<string, string>();
  for (const [path, content] of Object.entries(tree)) {
    const text = typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`;
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
    texts.set(path, text);
  }
  /** `path:line:col` of the first occurrence of `needle` in a fixture file. */
  const locate = (path: string, needle: string) => {
    const text = texts.get(path)!;
    const offset = text.indexOf(needle);
    if (offset === -1) throw new Error(`${needle} not in ${path}`);
    const before = text.slice(0, offset).split('\n');
    return `${path}:${before.length}:${before[before.length - 1]!.length + 1}`;
  };
  return { root, locate };
}

/** Checks a workspace made of the base tree and `overrides`; errors as `pnpm lint` prints them. */
function check(overrides: Tree = {}, omit: string[] = []) {
  const { root, locate } = writeTree(overrides, omit);
  const result = checkLayers(root);
  return { ...result, locate, errors: result.problems.map((p) => formatProblem(p, root)) };
}

const shipped = 'dependencies (shipped code cannot use devDependencies)';

describe('check-layers', () => {
  it("passes a workspace that follows the rules, reading only its packages' own files", () => {
    const result = check();
    expect(result.errors).toEqual([]);
    expect(result.packages).toBe(6);
    // Fixtures and nested packages are not read: 8 source files of the 10 written.
    expect(result.files).toBe(8);
  });

  it('reports an undeclared workspace import at the specifier', () => {
    const path = 'packages/pass/src/extra.ts';
    const result = check({
      [path]: "// uses patterns\nexport { x } from '@strata/pattern-rewrite';\n",
    });
    expect(result.errors).toEqual([
      `${result.locate(path, "'@strata/pattern-rewrite")}: error: @strata/pass imports '@strata/pattern-rewrite' but does not declare it in ${shipped}`,
    ]);
  });

  it('sees static, type-only, re-export, dynamic and require imports alike', () => {
    const sources = [
      "import { a } from '@strata/dialect-scf';",
      "import type { A } from '@strata/dialect-scf';",
      "export * from '@strata/dialect-scf';",
      "const m = await import('@strata/dialect-scf');",
      "const r = require('@strata/dialect-scf');",
    ];
    const result = check(
      Object.fromEntries(
        sources.map((source, i) => [`packages/dialects/arith/src/more${i}.ts`, `${source}\n`]),
      ),
    );
    expect(result.errors).toEqual(
      sources.map(
        (_, i) =>
          `${result.locate(`packages/dialects/arith/src/more${i}.ts`, "'@strata/dialect-scf")}: error: @strata/dialect-arith imports '@strata/dialect-scf' but does not declare it in ${shipped}`,
      ),
    );
  });

  it('lets tests use devDependencies and the root devDependencies, but not shipped code', () => {
    const result = check({
      'packages/dialects/arith/src/check.ts': "import { run } from '@strata/filecheck';\n",
      'packages/ir-core/src/zod.ts': "import { z } from 'zod';\n",
      'packages/ir-core/test/other.test.ts':
        "import { describe } from 'vitest';\nimport fc from 'fast-check';\n",
    });
    expect(result.errors.sort()).toEqual([
      `${result.locate('packages/dialects/arith/src/check.ts', "'@strata/filecheck")}: error: @strata/dialect-arith imports '@strata/filecheck' but does not declare it in ${shipped}`,
      `${result.locate('packages/ir-core/src/zod.ts', "'zod")}: error: @strata/ir-core imports 'zod' but does not declare it in ${shipped}`,
      `${result.locate('packages/ir-core/test/other.test.ts', "'fast-check")}: error: @strata/ir-core imports 'fast-check' but does not declare it in dependencies or devDependencies`,
    ]);
  });

  it('treats files outside src/ as shipped only when the manifest publishes them', () => {
    const app = 'apps/tool/package.json';
    const result = check({
      'pnpm-workspace.yaml':
        'packages:\n  - "packages/*"\n  - "packages/dialects/*"\n  - tools/*\n  - apps/*\n',
      [app]: {
        name: 'tool',
        files: ['dist', 'bin'],
        devDependencies: { esbuild: '0.28.2' },
      } as Manifest,
      'apps/tool/scripts/bundle.mjs':
        "import { build } from 'esbuild';\nimport '../../../helpers/x.mjs';\n",
      'apps/tool/test/a.test.ts': "import '../../../tools/scripts/helper.mjs';\n",
      'apps/tool/bin/tool.js': "import 'esbuild';\nimport '../../../helpers/x.mjs';\n",
    });
    expect(result.errors.sort()).toEqual([
      `${result.locate('apps/tool/bin/tool.js', "'esbuild")}: error: tool imports 'esbuild' but does not declare it in ${shipped}`,
      `${result.locate('apps/tool/bin/tool.js', "'../../../helpers")}: error: relative import '../../../helpers/x.mjs' leaves tool`,
    ]);
  });

  it('rejects deep imports into another package and relative imports that leave the package', () => {
    const path = 'packages/pass/src/deep.ts';
    const result = check({
      [path]: [
        "import { MLIRContext } from '@strata/ir-core/src/index.js';",
        "import { parse } from '@strata/ir-core/text';",
        "import { Other } from '../../ir-core/src/index.js';",
        "import { Local } from './index.js';",
        '',
      ].join('\n'),
    });
    expect(result.errors).toEqual([
      `${result.locate(path, "'@strata/ir-core/src")}: error: deep import '@strata/ir-core/src/index.js': src/index.js is not an entry point in @strata/ir-core's exports`,
      `${result.locate(path, "'@strata/ir-core/text")}: error: deep import '@strata/ir-core/text': text is not an entry point in @strata/ir-core's exports`,
      `${result.locate(path, "'../../")}: error: relative import '../../ir-core/src/index.js' leaves @strata/pass: import '@strata/ir-core' (its public entry point) instead`,
    ]);
  });

  it('rejects a dependency up the layer order, and between independent packages of one layer', () => {
    const irCore = 'packages/ir-core/package.json';
    const rewrite = 'packages/pattern-rewrite/package.json';
    const result = check({
      [irCore]: library('@strata/ir-core', ['@strata/dialect-arith']),
      [rewrite]: library('@strata/pattern-rewrite', ['@strata/ir-core', '@strata/pass']),
    });
    expect(result.errors).toContain(
      `${result.locate(irCore, '"@strata/dialect-arith":')}: error: @strata/ir-core (layer ir-core) must not depend on @strata/dialect-arith (layer dialects): dependencies point down the layer order`,
    );
    expect(result.errors).toContain(
      `${result.locate(rewrite, '"@strata/pass":')}: error: @strata/pattern-rewrite must not depend on @strata/pass: packages of layer pass / pattern-rewrite / type-conversion are independent of each other`,
    );
    // ir-core -> dialect-arith -> ir-core is also a cycle.
    expect(result.errors.filter((e) => e.includes('dependency cycle'))).toHaveLength(1);
    expect(result.errors).toHaveLength(3);
  });

  it('reports each dependency cycle once', () => {
    const arith = 'packages/dialects/arith/package.json';
    const result = check({
      [arith]: {
        ...library(
          '@strata/dialect-arith',
          ['@strata/ir-core', '@strata/pattern-rewrite', '@strata/dialect-scf'],
          ['./transform'],
        ),
        devDependencies: { '@strata/filecheck': 'workspace:^' },
      },
    });
    expect(result.errors).toEqual([
      `${result.locate(arith, '"@strata/dialect-scf":')}: error: dependency cycle: @strata/dialect-arith -> @strata/dialect-scf -> @strata/dialect-arith`,
    ]);
  });

  it('requires the workspace protocol for workspace dependencies', () => {
    const pass = 'packages/pass/package.json';
    const result = check({
      [pass]: { ...library('@strata/pass'), dependencies: { '@strata/ir-core': '0.0.0' } },
    });
    expect(result.errors).toEqual([
      `${result.locate(pass, '"@strata/ir-core":')}: error: @strata/ir-core is a workspace package: depend on it with "workspace:^", not "0.0.0"`,
    ]);
  });

  it('asks for a layer for a core package it does not know', () => {
    const mystery = 'packages/mystery/package.json';
    const result = check({ [mystery]: { name: '@strata/mystery' } });
    expect(result.errors).toEqual([
      `${result.locate(mystery, '"name"')}: error: @strata/mystery has no layer: add it to LAYERS in tools/scripts/check-layers.mjs`,
    ]);
  });

  it('reports a root that is not a workspace', () => {
    const result = check({}, ['pnpm-workspace.yaml']);
    expect(result.errors).toEqual([
      'pnpm-workspace.yaml:1:1: error: no pnpm-workspace.yaml: not a workspace root',
    ]);
  });
});

describe('check-layers.mjs as a command', () => {
  const runScript = (root: string) =>
    spawnSync(process.execPath, [script, '--root', root], { cwd: root, encoding: 'utf8' });

  it('exits 0 and says so on a clean workspace', () => {
    const result = runScript(writeTree().root);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^check-layers: 6 packages, 8 source files: .*clean\n$/);
    expect(result.status).toBe(0);
  });

  it('exits 1 and prints each problem as file:line:col: error: message', () => {
    const { root, locate } = writeTree({
      'packages/ir-core/src/bad.ts': "import '@strata/pass';\n",
    });
    const result = runScript(root);
    expect(result.stderr.split('\n')).toEqual([
      `${locate('packages/ir-core/src/bad.ts', "'@strata/pass")}: error: @strata/ir-core imports '@strata/pass' but does not declare it in ${shipped}`,
      'check-layers: 1 problem in 6 packages',
      '',
    ]);
    expect(result.status).toBe(1);
  });

  it('rejects unknown arguments with exit status 2', () => {
    const result = spawnSync(process.execPath, [script, '--frobnicate'], { encoding: 'utf8' });
    expect(result.stderr).toContain('usage: check-layers.mjs [--root DIR]');
    expect(result.status).toBe(2);
  });
});
