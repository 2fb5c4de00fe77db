import { existsSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pnpmCommand, runCommand } from './commands.js';
import { readPackage, runtimeDependencies } from './workspace.js';

/**
 * Packs the package in `dir` into `dest` with pnpm, exactly as `pnpm publish` would (its `files`,
 * and `workspace:` ranges replaced by real versions). Returns the tarball's path.
 */
export function packWithPnpm(dir: string, dest: string): string {
  const result = runCommand([...pnpmCommand(), 'pack', '--pack-destination', dest, '--json'], dir);
  if (result.status !== 0) throw new Error(`pnpm pack failed in ${dir}:\n${result.output}`);
  return packedFile(result.stdout, dir, dest);
}

/**
 * Packs an npm package that the workspace has installed (found the way Node would find it from
 * `fromDir`, in pnpm's store) and, recursively, its own run-time dependencies, adding each tarball to
 * `tarballs`. This is what lets the scratch project install with `npm --offline`: nothing comes from
 * a registry or a cache. A store directory holds exactly the files of the published tarball, so
 * re-archiving it under `package/` gives that tarball back (`npm pack` cannot be used: it crashes on
 * some store directories, zod's among them). The store hard-links files of equal content, and npm
 * drops hard-link entries when it unpacks, so every file is archived as itself.
 */
export function packInstalledDependency(
  name: string,
  fromDir: string,
  dest: string,
  tarballs: Map<string, string>,
): void {
  if (tarballs.has(name)) return;
  const dir = findInstalled(name, fromDir);
  const { manifest } = readPackage(dir);
  const file = join(dest, `${name.replace(/^@/, '').replace('/', '-')}-${manifest.version}.tgz`);
  const result = runCommand(
    ['tar', '-czf', file, '--hard-dereference', '--transform', 's,^\\.,package,', '-C', dir, '.'],
    dest,
  );
  if (result.status !== 0) throw new Error(`could not archive ${dir}:\n${result.output}`);
  tarballs.set(name, file);
  for (const dep of runtimeDependencies(manifest))
    packInstalledDependency(dep, dir, dest, tarballs);
}

function findInstalled(name: string, fromDir: string): string {
  for (let dir = realpathSync(fromDir); ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(dir) === dir) break;
  }
  throw new Error(`${name} is not installed where ${fromDir} can see it: run pnpm install`);
}

/** The tarball path from `pnpm pack --json`. */
function packedFile(stdout: string, dir: string, dest: string): string {
  const start = stdout.search(/[[{]/);
  const entry = JSON.parse(start === -1 ? 'null' : stdout.slice(start)) as {
    filename?: string;
  } | null;
  if (!entry?.filename)
    throw new Error(`could not read the packed file name for ${dir}:\n${stdout}`);
  return resolve(dest, entry.filename);
}
