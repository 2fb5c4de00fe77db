import { defineLitTests } from '@strata/filecheck/vitest';
import { runInProcess } from '../src/index.js';

// The .mlir files under test/lit, with strata-opt run in-process.
defineLitTests(new URL('./lit/', import.meta.url), {
  tools: { 'strata-opt': (argv, io) => runInProcess(argv, io) },
});
