// A scratch workspace in a temp dir: the root tsconfig.base.json and links to the real packages a
// dialect package needs, so a package generated into it typechecks against the real ir-core.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const WORKSPACE = resolve(import.meta.dirname, '../../../..');

const LINKED: readonly [string, string][] = [
  ['@strata/ir-core', 'packages/ir-core'],
  ['@strata/pattern-rewrite', 'packages/pattern-rewrite'],
  ['@strata/filecheck', 'tools/filecheck'],
  ['@types/node', 'node_modules/@types/node'],
];

export function makeScratchWorkspace(): { root: string; dispose(): void } {
  const root = mkdtempSync(join(tmpdir(), 'create-dialect-'));
  copyFileSync(join(WORKSPACE, 'tsconfig.base.json'), join(root, 'tsconfig.base.json'));
  writeFileSync(join(root, 'package.json'), '{ "name": "scratch", "private": true }\n');
  for (const [name, target] of LINKED) {
    const link = join(root, 'node_modules', name);
    mkdirSync(resolve(link, '..'), { recursive: true });
    symlinkSync(join(WORKSPACE, target), link, 'dir');
  }
  return { root, dispose: () => rmSync(root, { recursive: true, force: true }) };
}
