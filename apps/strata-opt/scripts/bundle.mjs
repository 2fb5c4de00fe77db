// Bundles the strata-opt executable into one CommonJS file (dist/strata-opt.cjs), then runs it
// once on a small input with the common passes to record V8's code cache for it
// (dist/strata-opt.cjs.v8cache), which bin/strata-opt.cjs loads. One file instead of hundreds of
// modules, no ESM loader and no compilation: together most of the start-up time of a short run.
// Lazily loaded passes stay lazily evaluated in the bundle.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const path = (relative) => fileURLToPath(new URL(relative, import.meta.url));
const outfile = path('../dist/strata-opt.cjs');

await build({
  entryPoints: [path('../src/bin.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  minify: true,
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});

const cache = `${outfile}.v8cache`;
rmSync(cache, { force: true });
const warmup = spawnSync(
  process.execPath,
  [
    path('../bin/strata-opt.cjs'),
    path('warmup.mlir'),
    '--allow-unregistered-dialect',
    '--canonicalize',
    '--cse',
    '--convert-scf-to-cf',
    '--strip-debuginfo',
    '-o',
    '/dev/null',
  ],
  { env: { ...process.env, STRATA_OPT_WRITE_CODE_CACHE: cache }, encoding: 'utf8' },
);
// A failed warm-up only costs start-up time; say so, but do not fail the build.
if (warmup.status !== 0)
  console.warn(`strata-opt: code-cache warm-up failed; the bundle still works\n${warmup.stderr}`);
