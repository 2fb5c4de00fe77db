#!/usr/bin/env node
// The layer check run by `pnpm lint`. It reads every workspace package's manifest and the imports of
// its source files, and reports, as `file:line:col: error: message`:
//   - an import of a workspace package (or an npm package) the importing package does not declare
//     (shipped code must use `dependencies`; tests and configs may also use `devDependencies`);
//   - a deep import: `@strata/x/src/...` or any subpath that is not in x's `exports`, or a relative
//     import into another package (`../../other-pkg/...`), or out of its package from shipped code;
//   - a dependency that points up the layer order (LAYERS below, from DESIGN.md's table), or across a
//     layer whose members must stay independent of each other;
//   - a workspace dependency not spelled with the `workspace:` protocol;
//   - a dependency cycle between workspace packages.
// Usage: node tools/scripts/check-layers.mjs [--root DIR]   (exit 0: clean, 1: problems, 2: bad usage)
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

/**
 * The layer order, lowest first. A package may depend on packages of lower layers, and on packages
 * of its own layer only where `peers` says members build on each other (a dialect on another dialect).
 * The transform dialect sits above the dialect-independent transforms because its ops run them
 * (apply_cse, apply_canonicalization), as MLIR's TransformDialect links MLIRTransforms.
 */
const LAYERS = [
  { name: 'ir-core', peers: false, matches: (p) => p.name === '@strata/ir-core' },
  {
    name: 'pass / pattern-rewrite / type-conversion',
    peers: false,
    matches: (p) =>
      ['@strata/pass', '@strata/pattern-rewrite', '@strata/type-conversion'].includes(p.name),
  },
  {
    name: 'dialect-conversion',
    peers: false,
    matches: (p) => p.name === '@strata/dialect-conversion',
  },
  { name: 'transforms', peers: false, matches: (p) => p.name === '@strata/transforms' },
  { name: 'transform', peers: false, matches: (p) => p.name === '@strata/transform' },
  { name: 'dialects', peers: true, matches: (p) => p.dir.startsWith('packages/dialects/') },
  { name: 'conversions', peers: true, matches: (p) => p.dir.startsWith('packages/conversions/') },
  { name: 'apps', peers: true, matches: (p) => p.dir.startsWith('apps/') },
  { name: 'tools', peers: true, matches: (p) => p.dir.startsWith('tools/') },
];
const TOOLS_LAYER = LAYERS.length - 1;

const SOURCE_FILE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', '.turbo', 'fixtures']);
const DEPENDENCY_FIELDS = [
  'dependencies',
  'peerDependencies',
  'optionalDependencies',
  'devDependencies',
];
const BUILTINS = new Set(builtinModules);

/** Checks the workspace at `root`; returns the problems found and how much was read. */
export function checkLayers(root) {
  const problems = [];
  const packages = readWorkspacePackages(root, problems);
  const byName = new Map(packages.map((p) => [p.name, p]));
  const rootManifest = readJson(join(root, 'package.json')) ?? {};
  const rootDevNames = new Set(
    Object.keys({ ...rootManifest.dependencies, ...rootManifest.devDependencies }),
  );
  let files = 0;
  for (const pkg of packages) {
    pkg.layer = LAYERS.findIndex((layer) => layer.matches(pkg));
    if (pkg.layer === -1) {
      problems.push(
        at(
          pkg.manifestPath,
          'name',
          `${pkg.name} has no layer: add it to LAYERS in tools/scripts/check-layers.mjs`,
        ),
      );
    }
  }
  for (const pkg of packages) {
    checkManifest(pkg, byName, problems);
    for (const file of sourceFiles(join(root, pkg.dir))) {
      files++;
      checkImports(root, pkg, file, byName, rootDevNames, problems);
    }
  }
  findCycles(packages, byName, problems);
  return { problems, packages: packages.length, files };
}

/** The packages matched by pnpm-workspace.yaml (`dir/*` and plain `dir` entries). */
function readWorkspacePackages(root, problems) {
  const workspaceFile = join(root, 'pnpm-workspace.yaml');
  if (!existsSync(workspaceFile)) {
    problems.push({
      file: workspaceFile,
      line: 1,
      col: 1,
      message: 'no pnpm-workspace.yaml: not a workspace root',
    });
    return [];
  }
  const dirs = [];
  for (const glob of workspaceGlobs(readFileSync(workspaceFile, 'utf8'))) {
    if (!glob.includes('*')) dirs.push(glob);
    else if (glob.endsWith('/*') && !glob.slice(0, -2).includes('*')) {
      const parent = join(root, glob.slice(0, -2));
      if (!existsSync(parent)) continue;
      for (const entry of readdirSync(parent, { withFileTypes: true })) {
        if (entry.isDirectory()) dirs.push(`${glob.slice(0, -2)}/${entry.name}`);
      }
    } else {
      problems.push({
        file: workspaceFile,
        line: 1,
        col: 1,
        message: `unsupported workspace glob '${glob}'`,
      });
    }
  }
  const packages = [];
  for (const dir of dirs.sort()) {
    const manifestPath = join(root, dir, 'package.json');
    const manifest = readJson(manifestPath);
    if (!manifest || typeof manifest.name !== 'string') continue;
    packages.push({ name: manifest.name, dir, manifestPath, manifest, layer: -1 });
  }
  return packages;
}

function workspaceGlobs(yaml) {
  const globs = [];
  let inPackages = false;
  for (const line of yaml.split('\n')) {
    if (/^packages:\s*$/.test(line)) inPackages = true;
    else if (/^\S/.test(line)) inPackages = false;
    else if (inPackages) {
      const item = /^\s*-\s*["']?([^"'#]+?)["']?\s*(?:#.*)?$/.exec(line);
      if (item) globs.push(item[1].replace(/\/$/, ''));
    }
  }
  return globs;
}

/** Declared workspace dependencies: the protocol, the layer order, and peers that must stay apart. */
function checkManifest(pkg, byName, problems) {
  for (const field of DEPENDENCY_FIELDS) {
    for (const [depName, spec] of Object.entries(pkg.manifest[field] ?? {})) {
      const dep = byName.get(depName);
      if (!dep) continue;
      if (typeof spec !== 'string' || !spec.startsWith('workspace:')) {
        problems.push(
          at(
            pkg.manifestPath,
            depName,
            `${depName} is a workspace package: depend on it with "workspace:^", not "${spec}"`,
          ),
        );
      }
      if (pkg.layer === -1 || dep.layer === -1) continue;
      // Test infrastructure (tools/*) may be a devDependency of any layer; cycles are still caught.
      if (field === 'devDependencies' && dep.layer === TOOLS_LAYER) continue;
      const ownLayer = LAYERS[pkg.layer];
      if (dep.layer > pkg.layer) {
        problems.push(
          at(
            pkg.manifestPath,
            depName,
            `${pkg.name} (layer ${ownLayer.name}) must not depend on ${depName} (layer ${LAYERS[dep.layer].name}): dependencies point down the layer order`,
          ),
        );
      } else if (dep.layer === pkg.layer && !ownLayer.peers && dep !== pkg) {
        problems.push(
          at(
            pkg.manifestPath,
            depName,
            `${pkg.name} must not depend on ${depName}: packages of layer ${ownLayer.name} are independent of each other`,
          ),
        );
      }
    }
  }
}

function* sourceFiles(dir) {
  const stack = [dir];
  while (stack.length > 0) {
    const current = stack.pop();
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) {
        // A folder with its own package.json is another package (a fixture, an example), not this one.
        if (!SKIPPED_DIRS.has(entry.name) && !existsSync(join(path, 'package.json')))
          stack.push(path);
      } else if (SOURCE_FILE.test(entry.name)) {
        yield path;
      }
    }
  }
}

/**
 * Whether a file is published: anything under src/ (it becomes dist/), or matched by the manifest's
 * `files` (everything when there is none), except tests and tool configs. Build scripts and tests
 * are not, so they may use devDependencies.
 */
function isShipped(pathInPackage, manifest) {
  const segments = pathInPackage.split(sep);
  const base = segments[segments.length - 1];
  const isTestOrConfig =
    segments.some((s) => s === 'test' || s === 'tests' || s === '__tests__') ||
    /\.(?:test|spec)\.[cm]?[jt]sx?$/.test(base) ||
    /\.config\.[cm]?[jt]s$/.test(base);
  if (isTestOrConfig) return false;
  if (segments[0] === 'src' || !Array.isArray(manifest.files)) return true;
  const path = segments.join('/');
  return manifest.files.some((entry) => {
    const prefix = entry.replace(/^\.\//, '').replace(/\/$/, '');
    return path === prefix || path.startsWith(`${prefix}/`);
  });
}

function checkImports(root, pkg, file, byName, rootDevNames, problems) {
  const text = readFileSync(file, 'utf8');
  const pkgDir = join(root, pkg.dir);
  const devOnly = !isShipped(relative(pkgDir, file), pkg.manifest);
  const declared = declaredNames(pkg.manifest, devOnly);
  const { importedFiles } = ts.preProcessFile(text, true, true);
  for (const { fileName: specifier, pos } of importedFiles) {
    const report = (message) => problems.push({ file, ...lineAndColumn(text, pos), message });
    if (specifier.startsWith('.') || specifier.startsWith('/')) {
      const target = resolve(dirname(file), specifier);
      const owner = [...byName.values()].find((p) => target.startsWith(join(root, p.dir) + sep));
      // Leaving the package is wrong for shipped code (the target is not in the tarball) and, from
      // any file, into another package; a test may still use repository scripts outside packages.
      if (owner !== pkg && (owner || !devOnly)) {
        report(
          `relative import '${specifier}' leaves ${pkg.name}${owner ? `: import '${owner.name}' (its public entry point) instead` : ''}`,
        );
      }
      continue;
    }
    if (specifier.startsWith('node:') || BUILTINS.has(specifier.split('/')[0])) continue;
    const name = packageName(specifier);
    const subpath = specifier.slice(name.length);
    const target = byName.get(name);
    if (target && subpath && !isExported(target.manifest, `.${subpath}`)) {
      report(
        `deep import '${specifier}': ${subpath.slice(1)} is not an entry point in ${name}'s exports`,
      );
    }
    if (name === pkg.name) continue;
    if (declared.has(name) || (devOnly && !target && rootDevNames.has(name))) continue;
    const where = devOnly
      ? 'dependencies or devDependencies'
      : 'dependencies (shipped code cannot use devDependencies)';
    report(`${pkg.name} imports '${name}' but does not declare it in ${where}`);
  }
}

function declaredNames(manifest, devOnly) {
  const fields = devOnly
    ? DEPENDENCY_FIELDS
    : DEPENDENCY_FIELDS.filter((f) => f !== 'devDependencies');
  return new Set(fields.flatMap((field) => Object.keys(manifest[field] ?? {})));
}

function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Whether `subpath` (`./x`) is a key of the exports map, directly or through a `*` pattern. */
function isExported(manifest, subpath) {
  const exportsField = manifest.exports;
  if (
    !exportsField ||
    typeof exportsField !== 'object' ||
    Object.keys(exportsField)[0]?.[0] !== '.'
  ) {
    return false;
  }
  return Object.keys(exportsField).some((key) => {
    const star = key.indexOf('*');
    if (star === -1) return key === subpath;
    return subpath.startsWith(key.slice(0, star)) && subpath.endsWith(key.slice(star + 1));
  });
}

/** Cycles in the graph of all declared workspace dependencies, each reported once. */
function findCycles(packages, byName, problems) {
  const edges = new Map(
    packages.map((p) => [
      p.name,
      [...new Set(DEPENDENCY_FIELDS.flatMap((f) => Object.keys(p.manifest[f] ?? {})))]
        .filter((d) => byName.has(d) && d !== p.name)
        .sort(),
    ]),
  );
  const state = new Map(); // name -> 'open' while on the DFS path, 'done' after
  const seen = new Set();
  for (const start of packages) {
    if (state.has(start.name)) continue;
    // Iterative DFS: the path holds [name, next edge index] pairs.
    const path = [[start.name, 0]];
    state.set(start.name, 'open');
    while (path.length > 0) {
      const top = path[path.length - 1];
      const next = edges.get(top[0])[top[1]++];
      if (next === undefined) {
        state.set(top[0], 'done');
        path.pop();
      } else if (state.get(next) === 'open') {
        const cycle = path.slice(path.findIndex(([n]) => n === next)).map(([n]) => n);
        const key = [...cycle].sort().join(' ');
        if (!seen.has(key)) {
          seen.add(key);
          const first = byName.get(cycle[0]);
          const chain = [...cycle, cycle[0]].join(' -> ');
          problems.push(at(first.manifestPath, cycle[1] ?? cycle[0], `dependency cycle: ${chain}`));
        }
      } else if (!state.has(next)) {
        state.set(next, 'open');
        path.push([next, 0]);
      }
    }
  }
}

/** A problem located at the first `"key":` in a manifest (the dependency's line), else at its top. */
function at(manifestPath, key, message) {
  const text = readFileSync(manifestPath, 'utf8');
  const index = text.search(new RegExp(`"${key.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}"\\s*:`));
  return { file: manifestPath, ...lineAndColumn(text, Math.max(index, 0)), message };
}

function lineAndColumn(text, offset) {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, col: offset - lineStart + 1 };
}

function readJson(path) {
  if (!existsSync(path)) return undefined;
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** `file:line:col: error: message`, the file relative to `cwd`. */
export function formatProblem(problem, cwd) {
  return `${relative(cwd, problem.file)}:${problem.line}:${problem.col}: error: ${problem.message}`;
}

function main(argv) {
  let root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
  if (argv.length === 2 && argv[0] === '--root') root = resolve(argv[1]);
  else if (argv.length !== 0) {
    console.error('usage: check-layers.mjs [--root DIR]');
    return 2;
  }
  const { problems, packages, files } = checkLayers(root);
  for (const p of problems) console.error(formatProblem(p, process.cwd()));
  if (problems.length > 0) {
    console.error(
      `check-layers: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${packages} packages`,
    );
    return 1;
  }
  console.log(
    `check-layers: ${packages} packages, ${files} source files: layers, declarations and entry points are clean`,
  );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2));
}
