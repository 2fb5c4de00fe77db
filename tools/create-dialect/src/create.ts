/**
 * `createDialect(name, root)`: writes packages/dialects/NAME and its changeset into the workspace at
 * `root`. It never overwrites: the package folder is created exclusively, every file with the
 * `wx` flag, so a folder that appears between the check and the write still fails the run.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type DialectNames, validateDialectName } from './names.js';
import {
  changeset,
  packageJson,
  readme,
  tsconfigBuildJson,
  tsconfigJson,
} from './package-templates.js';
import {
  canonicalizeSource,
  dialectSource,
  foldSource,
  indexSource,
  opsSource,
} from './source-templates.js';
import { canonicalizeTest, invalidTest, litTest, opsTest } from './test-templates.js';

export interface CreatedDialect {
  readonly names: DialectNames;
  /** The package folder, absolute. */
  readonly packageDir: string;
  /** Every file written, relative to the workspace root, in writing order. */
  readonly files: readonly string[];
}

/** The files of a dialect package, relative to the package folder. */
export function dialectPackageFiles(n: DialectNames): ReadonlyMap<string, string> {
  return new Map([
    ['package.json', packageJson(n)],
    ['tsconfig.json', tsconfigJson()],
    ['tsconfig.build.json', tsconfigBuildJson()],
    ['README.md', readme(n)],
    ['src/index.ts', indexSource(n)],
    ['src/dialect.ts', dialectSource(n)],
    ['src/ops.ts', opsSource(n)],
    ['src/fold.ts', foldSource(n)],
    ['src/canonicalize.ts', canonicalizeSource(n)],
    ['test/ops.mlir', opsTest(n)],
    ['test/invalid.mlir', invalidTest(n)],
    ['test/canonicalize.mlir', canonicalizeTest(n)],
    ['test/lit.test.ts', litTest(n)],
  ]);
}

/** Generates the package, or answers a one-line error (and writes nothing). */
export function createDialect(name: unknown, root: string): CreatedDialect | string {
  const names = validateDialectName(name, root);
  if (typeof names === 'string') return names;
  if (!existsSync(join(root, 'package.json'))) {
    return `${root} is not a workspace root (it has no package.json); nothing was written`;
  }
  const relativeDir = join('packages', 'dialects', names.name);
  const packageDir = join(root, relativeDir);
  const changesetPath = join('.changeset', `dialect-${names.name}.md`);
  const written: string[] = [];
  try {
    mkdirSync(join(root, 'packages', 'dialects'), { recursive: true });
    mkdirSync(packageDir);
    for (const [file, text] of dialectPackageFiles(names)) {
      const path = join(packageDir, file);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text, { flag: 'wx' });
      written.push(join(relativeDir, file));
    }
    mkdirSync(join(root, '.changeset'), { recursive: true });
    writeFileSync(join(root, changesetPath), changeset(names), { flag: 'wx' });
    written.push(changesetPath);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const what = code === 'EEXIST' ? 'already exists' : `cannot be written (${code ?? error})`;
    const path = (error as NodeJS.ErrnoException).path ?? packageDir;
    return `${path} ${what}; stopped after writing ${written.length} file(s)`;
  }
  return { names, packageDir, files: written };
}
