#!/usr/bin/env node
// Prefer the single-file bundle (fast start-up); fall back to the tsc output.
import { existsSync } from 'node:fs';

const bundle = new URL('../dist/strata-opt.js', import.meta.url);
await import(existsSync(bundle) ? bundle.href : new URL('../dist/bin.js', import.meta.url).href);
