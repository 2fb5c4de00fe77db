// Bundles the strata-opt executable into one file (dist/strata-opt.js). One file loads faster
// than hundreds of modules, which is most of strata-opt's start-up time; lazily loaded passes
// stay lazily evaluated inside the bundle.
import { build } from 'esbuild';

await build({
  entryPoints: [new URL('../src/bin.ts', import.meta.url).pathname],
  outfile: new URL('../dist/strata-opt.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify: true,
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});
