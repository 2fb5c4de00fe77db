import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pnpmCommand, runCommand } from './commands.js';

/** The part of a package.json the check reads. */
export interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  exports?: Record<string, unknown>;
}

export interface PackageInfo {
  name: string;
  dir: string;
  manifest: Manifest;
}

/** Every workspace package (not the root), as pnpm lists them. */
export function listWorkspacePackages(root: string): PackageInfo[] {
  const listing = runCommand([...pnpmCommand(), '-r', 'ls', '--json', '--depth', '-1'], root);
  if (listing.status !== 0) throw new Error(`pnpm ls failed in ${root}:\n${listing.output}`);
  const entries = JSON.parse(listing.stdout) as { path: string }[];
  return entries.map(({ path }) => readPackage(path)).filter((info) => info.dir !== root);
}

export function readPackage(dir: string): PackageInfo {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
  return { name: manifest.name, dir, manifest };
}

/** The dependencies a user's install brings in: what a package declares for run time. */
export function runtimeDependencies(manifest: Manifest): string[] {
  return Object.keys({
    ...manifest.dependencies,
    ...manifest.optionalDependencies,
    ...manifest.peerDependencies,
  });
}

/**
 * `names` and every workspace package they reach through run-time dependencies, and the npm
 * packages (outside the workspace) that those declare. A private workspace package is never
 * published, so a public package that needs one at run time is an error.
 */
export function dependencyClosure(
  names: readonly string[],
  workspace: ReadonlyMap<string, PackageInfo>,
): { workspace: PackageInfo[]; external: { name: string; from: PackageInfo }[] } {
  const seen = new Set<string>();
  const inWorkspace: PackageInfo[] = [];
  const external: { name: string; from: PackageInfo }[] = [];
  const pending = [...names];
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const info = workspace.get(name);
    if (!info) throw new Error(`${name} is not a workspace package`);
    if (info.manifest.private === true)
      throw new Error(`${name} is private: it is never published`);
    inWorkspace.push(info);
    for (const dep of runtimeDependencies(info.manifest)) {
      if (workspace.has(dep)) pending.push(dep);
      else if (!external.some((e) => e.name === dep)) external.push({ name: dep, from: info });
    }
  }
  return { workspace: inWorkspace, external };
}
