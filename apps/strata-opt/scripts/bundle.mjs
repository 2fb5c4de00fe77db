// Bundles the strata-opt executable into one CommonJS file (dist/strata-opt.cjs). One file loads
// faster than hundreds of modules and CommonJS skips Node's ESM loader: together, most of
// strata-opt's start-up time. Lazily loaded passes stay lazily evaluated inside the bundle.
import { build } from 'esbuild';

await build({
  entryPoints: [new URL('../src/bin.ts', import.meta.url).pathname],
  outfile: new URL('../dist/strata-opt.cjs', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  minify: true,
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});
