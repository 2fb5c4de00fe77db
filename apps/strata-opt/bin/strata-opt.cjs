#!/usr/bin/env node
// Loads the single-file bundle (dist/strata-opt.cjs) with V8's code cache from the build
// (dist/strata-opt.cjs.v8cache): compiling the bundle is a large part of a short run, and the cache
// skips it. A cache from another V8 version is rejected by V8 and the bundle compiles as usual.
// CommonJS on purpose: it does not start Node's ESM loader. Without a bundle, the tsc output runs.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const bundle = path.join(__dirname, '..', 'dist', 'strata-opt.cjs');
let source;
try {
  source = fs.readFileSync(bundle, 'utf8');
} catch {
  const unbundled = path.join(__dirname, '..', 'dist', 'bin.js');
  if (fs.existsSync(unbundled)) import(require('node:url').pathToFileURL(unbundled).href);
  else {
    process.stderr.write(
      'strata-opt: not built: run `pnpm build` (apps/strata-opt/dist is missing)\n',
    );
    process.exitCode = 1;
  }
  return;
}
const vm = require('node:vm');
const Module = require('node:module');
const cacheFile = `${bundle}.v8cache`;
let cachedData;
try {
  cachedData = fs.readFileSync(cacheFile);
} catch {
  // No cache: compile normally.
}
const script = new vm.Script(Module.wrap(source), { filename: bundle, cachedData });
// The build runs one representative command with this set, to record the cache after it.
const writeCacheTo = process.env.STRATA_OPT_WRITE_CODE_CACHE;
if (writeCacheTo)
  process.on('exit', () => fs.writeFileSync(writeCacheTo, script.createCachedData()));
const bundleModule = { exports: {} };
script
  .runInThisContext()
  .call(
    bundleModule.exports,
    bundleModule.exports,
    require,
    bundleModule,
    bundle,
    path.dirname(bundle),
  );
