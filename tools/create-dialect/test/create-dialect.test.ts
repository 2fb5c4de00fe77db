// The generator end to end: a package generated into a scratch workspace typechecks against the
// real ir-core, and its lit tests pass under a strata-opt that registers the new dialect.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { planLitCases, type Tool } from '@strata/filecheck/lit';
import type { DialectRegistry } from '@strata/ir-core';
import * as prettier from 'prettier';
import { runInProcess } from 'strata-opt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDialect, type CreatedDialect } from '../src/index.js';
import { makeScratchWorkspace, WORKSPACE } from './support/scratch-workspace.js';

const scratch = makeScratchWorkspace();
let created: CreatedDialect;

beforeAll(() => {
  const result = createDialect('toy_lang', scratch.root);
  if (typeof result === 'string') throw new Error(result);
  created = result;
});
afterAll(() => scratch.dispose());

/** strata-opt in-process, with the generated package's dialect registered. */
async function litToolWithDialect(): Promise<Tool> {
  const entry = pathToFileURL(join(created.packageDir, 'src/index.ts')).href;
  const generated = (await import(/* @vite-ignore */ entry)) as {
    registerToyLangDialect: (registry: DialectRegistry) => void;
  };
  const dialects = [generated.registerToyLangDialect];
  return (argv, io) => runInProcess(argv, io, { dialects });
}

describe('a generated dialect package', () => {
  it('has the shape of its neighbours', () => {
    const dir = created.packageDir;
    expect(created.names).toEqual({
      name: 'toy_lang',
      pascal: 'ToyLang',
      packageName: '@strata/dialect-toy_lang',
    });
    const ub = join(WORKSPACE, 'packages/dialects/ub');
    for (const file of ['package.json', 'tsconfig.json', 'tsconfig.build.json', 'README.md']) {
      expect(existsSync(join(ub, file)) && existsSync(join(dir, file))).toBe(true);
    }
    // The configs are the neighbours' configs.
    for (const file of ['tsconfig.json', 'tsconfig.build.json']) {
      expect(readFileSync(join(dir, file), 'utf8')).toBe(readFileSync(join(ub, file), 'utf8'));
    }
    expect(readdirSync(join(dir, 'src')).sort()).toEqual([
      'canonicalize.ts',
      'dialect.ts',
      'fold.ts',
      'index.ts',
      'ops.ts',
    ]);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    expect(manifest.name).toBe('@strata/dialect-toy_lang');
    expect(manifest.dependencies['@strata/ir-core']).toBe('workspace:^');
    expect(manifest.exports).toEqual(
      JSON.parse(readFileSync(join(ub, 'package.json'), 'utf8')).exports,
    );
    const changeset = readFileSync(join(scratch.root, '.changeset/dialect-toy_lang.md'), 'utf8');
    expect(changeset).toMatch(/^---\n"@strata\/dialect-toy_lang": minor\n---\n/);
    expect(created.files).toContain('.changeset/dialect-toy_lang.md');
  });

  it('is formatted as the workspace formats its files', async () => {
    const config = await prettier.resolveConfig(join(WORKSPACE, 'package.json'));
    // The workspace's .prettierignore leaves out .mlir files and changesets.
    const formatted = created.files.filter(
      (f) => !f.endsWith('.mlir') && !f.startsWith('.changeset'),
    );
    expect(formatted).toHaveLength(10);
    for (const file of formatted) {
      const path = join(scratch.root, file);
      const text = readFileSync(path, 'utf8');
      expect(await prettier.format(text, { ...config, filepath: path }), file).toBe(text);
    }
  });

  it('typechecks against the real ir-core', () => {
    const tsc = join(WORKSPACE, 'node_modules/typescript/bin/tsc');
    const run = () =>
      execFileSync(process.execPath, [tsc, '-p', join(created.packageDir, 'tsconfig.json')], {
        encoding: 'utf8',
      });
    expect(run).not.toThrow();
  });

  it('passes its own lit tests under strata-opt with the dialect registered', async () => {
    const tools = { 'strata-opt': await litToolWithDialect() };
    const testDir = join(created.packageDir, 'test');
    const mlirFiles = readdirSync(testDir).filter((f) => f.endsWith('.mlir'));
    expect(mlirFiles.sort()).toEqual(['canonicalize.mlir', 'invalid.mlir', 'ops.mlir']);
    let cases = 0;
    for (const file of mlirFiles) {
      const path = join(testDir, file);
      for (const litCase of planLitCases(path, readFileSync(path, 'utf8'), { tools })) {
        const result = await litCase.run();
        expect(result.ok, `${file} ${litCase.name}\n${result.log}`).toBe(true);
        cases++;
      }
    }
    expect(cases).toBe(8);
  });

  it('catches a wrong expectation (the lit run checks what it claims to)', async () => {
    const path = join(created.packageDir, 'test/canonicalize.mlir');
    const text = readFileSync(path, 'utf8').replace('by 6 : i32', 'by 7 : i32');
    const tools = { 'strata-opt': await litToolWithDialect() };
    const results = await Promise.all(planLitCases(path, text, { tools }).map((c) => c.run()));
    expect(results.map((r) => r.ok)).toEqual([true, false, true]);
  });

  it('fails those lit tests when the dialect is not registered', async () => {
    const path = join(created.packageDir, 'test/ops.mlir');
    const tools = { 'strata-opt': runInProcess };
    const [first] = planLitCases(path, readFileSync(path, 'utf8'), { tools });
    const result = await first!.run();
    expect(result.ok).toBe(false);
    expect(result.log).toContain("Dialect `toy_lang' not found");
  });
});
