// The generator's refusals: bad names and existing folders are one-line errors, and nothing is
// written or overwritten.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDialect, runCli, validateDialectName } from '../src/index.js';
import { makeScratchWorkspace, WORKSPACE } from './support/scratch-workspace.js';

const scratches: { dispose(): void }[] = [];
function scratchRoot(): string {
  const scratch = makeScratchWorkspace();
  scratches.push(scratch);
  return scratch.root;
}
afterEach(() => scratches.splice(0).forEach((s) => s.dispose()));

function cli(argv: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = runCli(argv, {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    cwd,
  });
  return { code, stdout, stderr };
}

describe('dialect names', () => {
  it.each([
    ['Toy', 'must be a lowercase identifier'],
    ['1toy', 'must be a lowercase identifier'],
    ['my-dialect', 'must be a lowercase identifier'],
    ['', 'is empty'],
    ['toy_', 'must not end with _'],
    ['builtin', 'reserved by @strata/ir-core'],
    ['x'.repeat(41), 'longer than 40 characters'],
  ])('rejects %j', (name, message) => {
    const answer = validateDialectName(name, WORKSPACE);
    expect(typeof answer).toBe('string');
    expect(answer).toContain(message);
    expect(answer).not.toContain('\n');
  });

  it('rejects the name of an existing dialect package in the real workspace', () => {
    expect(validateDialectName('arith', WORKSPACE)).toBe(
      'packages/dialects/arith already exists: choose another name (nothing was written)',
    );
  });

  it('derives the class and package names', () => {
    expect(validateDialectName('sparse_tensor2', WORKSPACE)).toEqual({
      name: 'sparse_tensor2',
      pascal: 'SparseTensor2',
      packageName: '@strata/dialect-sparse_tensor2',
    });
  });
});

describe('never overwriting', () => {
  it('refuses an existing folder and leaves its files untouched', () => {
    const root = scratchRoot();
    const dir = join(root, 'packages/dialects/toy');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'README.md'), 'mine\n');
    expect(createDialect('toy', root)).toContain('already exists');
    expect(readdirSync(dir)).toEqual(['README.md']);
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toBe('mine\n');
  });

  it('refuses a second run over its own output', () => {
    const root = scratchRoot();
    expect(typeof createDialect('toy', root)).toBe('object');
    const ops = join(root, 'packages/dialects/toy/src/ops.ts');
    writeFileSync(ops, '// edited\n');
    expect(createDialect('toy', root)).toContain('already exists');
    expect(readFileSync(ops, 'utf8')).toBe('// edited\n');
  });

  it('stops on an existing changeset without touching it', () => {
    const root = scratchRoot();
    mkdirSync(join(root, '.changeset'));
    writeFileSync(join(root, '.changeset/dialect-toy.md'), 'theirs\n');
    const answer = createDialect('toy', root);
    expect(answer).toMatch(/dialect-toy\.md already exists; stopped after writing 13 file\(s\)$/);
    expect(readFileSync(join(root, '.changeset/dialect-toy.md'), 'utf8')).toBe('theirs\n');
  });
});

describe('the command line', () => {
  it('generates into the workspace found above the current directory', () => {
    const root = scratchRoot();
    writeFileSync(join(root, 'pnpm-workspace.yaml'), 'packages: []\n');
    mkdirSync(join(root, 'docs'));
    const result = cli(['toy'], join(root, 'docs'));
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain(
      'Created @strata/dialect-toy:\n  packages/dialects/toy/package.json\n',
    );
    expect(result.stdout).toContain('registerToyDialect');
    expect(readdirSync(join(root, 'packages/dialects'))).toEqual(['toy']);
  });

  it.each([
    [[], 'create-dialect: expected one dialect name, got 0'],
    [['a', 'b'], 'create-dialect: expected one dialect name, got 2'],
    [['--force', 'toy'], 'create-dialect: unknown option --force'],
    [['toy', '--root'], 'create-dialect: --root needs a directory'],
    [['Toy'], 'create-dialect: invalid dialect name "Toy": the dialect name must be a lowercase'],
  ])('%j is a usage error', (argv, message) => {
    const root = scratchRoot();
    const result = cli(argv, root);
    expect(result.code).toBe(1);
    expect(result.stderr.startsWith(message)).toBe(true);
    expect(result.stdout).toBe('');
    expect(readdirSync(root).sort()).toEqual([
      'node_modules',
      'package.json',
      'tsconfig.base.json',
    ]);
  });

  it('refuses a --root that is not a workspace', () => {
    const root = scratchRoot();
    const result = cli(['--root', 'docs', 'toy'], root);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `create-dialect: ${join(root, 'docs')} is not a workspace root (it has no package.json); nothing was written\n`,
    );
    expect(readdirSync(root).sort()).toEqual([
      'node_modules',
      'package.json',
      'tsconfig.base.json',
    ]);
  });

  it('takes --root relative to the current directory', () => {
    const root = scratchRoot();
    const result = cli(['--root', basename(root), 'toy'], dirname(root));
    expect(result.code).toBe(0);
    expect(readdirSync(join(root, 'packages/dialects'))).toEqual(['toy']);
  });
});
