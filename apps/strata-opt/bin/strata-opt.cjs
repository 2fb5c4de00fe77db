#!/usr/bin/env node
// The bundle (dist/strata-opt.cjs) is CommonJS: loading it skips Node's ESM loader, most of the
// start-up cost of a small run. Without a bundle, fall back to the tsc output.
const { existsSync } = require('node:fs');
const { join } = require('node:path');

const bundle = join(__dirname, '..', 'dist', 'strata-opt.cjs');
if (existsSync(bundle)) require(bundle);
else import(require('node:url').pathToFileURL(join(__dirname, '..', 'dist', 'bin.js')).href);
