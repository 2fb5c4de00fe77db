import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConsumerCase } from './cases.js';
import { pnpmCommand, runCommand } from './commands.js';
import { installAndRun, type ConsumerResult } from './consumer-project.js';
import { packInstalledDependency, packWithPnpm } from './pack.js';
import {
  dependencyClosure,
  listWorkspacePackages,
  readPackage,
  type PackageInfo,
} from './workspace.js';

/** The workspace's public packages, packed once and shared by every case. */
export interface PackedWorkspace {
  root: string;
  packages: ReadonlyMap<string, PackageInfo>;
  /** Tarball of every public workspace package, by name. */
  tarballs: ReadonlyMap<string, string>;
  dest: string;
}

/** Packs every public workspace package (building first whatever lacks its built entry points). */
export function packWorkspace(root: string): PackedWorkspace {
  const all = listWorkspacePackages(root);
  const published = all.filter((p) => p.manifest.private !== true);
  buildMissing(root, published);
  const dest = mkdtempSync(join(tmpdir(), 'strata-tarballs-'));
  const tarballs = new Map(published.map((p) => [p.name, packWithPnpm(p.dir, dest)]));
  return { root, packages: new Map(all.map((p) => [p.name, p])), tarballs, dest };
}

/**
 * Installs what `consumerCase` names, plus the workspace packages and npm packages it declares
 * (transitively), into a scratch project, and runs the case's script there.
 */
export function checkConsumerCase(
  workspace: PackedWorkspace,
  consumerCase: ConsumerCase,
): ConsumerResult {
  const closure = dependencyClosure(consumerCase.install, workspace.packages);
  const tarballs = new Map<string, string>();
  for (const info of closure.workspace) tarballs.set(info.name, workspace.tarballs.get(info.name)!);
  for (const { name, from } of closure.external) {
    packInstalledDependency(name, from.dir, workspace.dest, tarballs);
  }
  return installAndRun(tarballs, consumerCase.script);
}

/** Packs a package that is not part of the workspace (a fixture) and runs a script against it alone. */
export function checkStandalonePackage(dir: string, script: string): ConsumerResult {
  const dest = mkdtempSync(join(tmpdir(), 'strata-tarballs-'));
  const tarball = packWithPnpm(dir, dest);
  return installAndRun(new Map([[readPackage(dir).name, tarball]]), script);
}

/** Every export target a package declares must exist before packing, or the tarball is hollow. */
function buildMissing(root: string, packages: readonly PackageInfo[]): void {
  const unbuilt = packages.filter((p) =>
    exportTargets(p).some((file) => !existsSync(join(p.dir, file))),
  );
  if (unbuilt.length === 0) return;
  const filters = unbuilt.flatMap((p) => ['--filter', `${p.name}...`]);
  const build = runCommand([...pnpmCommand(), ...filters, 'run', 'build'], root);
  if (build.status !== 0) {
    throw new Error(`building ${unbuilt.map((p) => p.name).join(', ')} failed:\n${build.output}`);
  }
}

function exportTargets(info: PackageInfo): string[] {
  const targets: string[] = [];
  for (const target of Object.values(info.manifest.exports ?? {})) {
    if (typeof target === 'string') targets.push(target);
    else if (target && typeof target === 'object') {
      for (const file of Object.values(target)) if (typeof file === 'string') targets.push(file);
    }
  }
  return targets;
}
