import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSUMER_CASES } from '../src/cases.js';
import {
  checkConsumerCase,
  checkStandalonePackage,
  packWorkspace,
  type PackedWorkspace,
} from '../src/check.js';
import { installAndRun, type ConsumerResult } from '../src/consumer-project.js';
import { packInstalledDependency } from '../src/pack.js';
import { dependencyClosure, listWorkspacePackages } from '../src/workspace.js';

// Packs the real workspace (building what is unbuilt), then installs each case's subset from the
// tarballs into a scratch project under the system temp dir and runs its script there.
const root = resolve(import.meta.dirname, '../../..');
const scratchDirs: string[] = [];
let workspace: PackedWorkspace;

function keep(result: ConsumerResult): ConsumerResult {
  scratchDirs.push(result.projectDir);
  return result;
}

beforeAll(() => {
  workspace = packWorkspace(root);
  scratchDirs.push(workspace.dest);
}, 600_000);

afterAll(() => {
  for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
});

describe('consumer check', () => {
  it('packs every public workspace package and none of the private ones', () => {
    const all = listWorkspacePackages(root);
    const published = all.filter((p) => p.manifest.private !== true).map((p) => p.name);
    expect(published).toContain('@strata/ir-core');
    expect([...workspace.tarballs.keys()].sort()).toEqual(published.sort());
    expect(workspace.tarballs.has('@strata/bench')).toBe(false);
    expect(readdirSync(workspace.dest).filter((f) => f.endsWith('.tgz'))).toHaveLength(
      published.length,
    );
  });

  it.each(CONSUMER_CASES.map((c) => [c.name, c] as const))(
    'a user who installs only what "%s" needs can run it',
    (_, consumerCase) => {
      const result = keep(checkConsumerCase(workspace, consumerCase));
      expect(result.projectDir.startsWith(tmpdir())).toBe(true);
      expect(result.projectDir.startsWith(root)).toBe(false);
      expect(result.output).not.toMatch(/ERR_MODULE_NOT_FOUND|Cannot find/);
      expect(result).toMatchObject({ ok: true, stage: 'passed' });
    },
    300_000,
  );

  it('installs nothing of the workspace beyond the declared closure', () => {
    const closure = dependencyClosure(['@strata/ir-core'], workspace.packages);
    const result = keep(
      checkConsumerCase(workspace, {
        name: 'probe',
        install: ['@strata/ir-core'],
        // Lists what npm put under node_modules/@strata: the subset and its declared closure only.
        script: `import { readdirSync } from 'node:fs';\nconsole.log(JSON.stringify(readdirSync('node_modules/@strata').sort()));\n`,
      }),
    );
    expect(result.ok).toBe(true);
    const installed = JSON.parse(result.output.trim().split('\n').pop()!) as string[];
    expect(installed.map((dir) => `@strata/${dir}`)).toEqual(
      closure.workspace.map((p) => p.name).sort(),
    );
  });

  it('fails a package that imports something it does not declare', () => {
    const fixture = resolve(import.meta.dirname, '../fixtures/undeclared-import');
    const result = keep(
      checkStandalonePackage(
        fixture,
        `import { makeContext } from '@strata-fixture/undeclared-import';\nmakeContext();\n`,
      ),
    );
    expect(result.ok).toBe(false);
    expect(result.stage).toBe('run');
    expect(result.output).toMatch(/Cannot find package '@strata\/ir-core'/);
  });

  it('fails a case whose script throws, reporting its output', () => {
    const result = keep(
      checkConsumerCase(workspace, {
        name: 'broken script',
        install: ['@strata/ir-core'],
        script: `throw new Error('consumer script failed on purpose');\n`,
      }),
    );
    expect(result).toMatchObject({ ok: false, stage: 'run' });
    expect(result.output).toContain('consumer script failed on purpose');
  });

  it('installs npm dependencies offline from the workspace store, with their own dependencies', () => {
    // fast-check (a root devDependency) depends on pure-rand: both must come along as tarballs.
    const tarballs = new Map<string, string>();
    packInstalledDependency('fast-check', root, workspace.dest, tarballs);
    expect([...tarballs.keys()].sort()).toEqual(['fast-check', 'pure-rand']);
    const result = keep(
      installAndRun(
        tarballs,
        `import fc from 'fast-check';\nfc.assert(fc.property(fc.integer(), (n) => n + 0 === n));\nconsole.log('ok');\n`,
      ),
    );
    expect(result.output).not.toMatch(/ENOTCACHED|ERR/);
    expect(result.ok).toBe(true);
  });

  it('refuses a closure that needs a private or unknown package', () => {
    const packages = new Map(workspace.packages);
    const bench = packages.get('@strata/bench')!;
    packages.set('@strata/uses-bench', {
      name: '@strata/uses-bench',
      dir: bench.dir,
      manifest: {
        name: '@strata/uses-bench',
        version: '0.0.0',
        dependencies: { '@strata/bench': 'workspace:^' },
      },
    });
    expect(() => dependencyClosure(['@strata/uses-bench'], packages)).toThrow(
      /@strata\/bench is private/,
    );
    expect(() => dependencyClosure(['@strata/nothing'], packages)).toThrow(
      /not a workspace package/,
    );
  });
});
