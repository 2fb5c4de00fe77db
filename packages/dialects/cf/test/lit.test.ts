// The lit files of func, cf and ub run here, with one tool that knows all three dialects (see
// support/lite-opt.ts for why it is not strata-opt). The func and ub directories are read as
// files, not imported.
import { fileURLToPath } from 'node:url';
import { defineLitTests } from '@strata/filecheck/vitest';
import { liteOpt } from './support/lite-opt.js';

const tools = { 'strata-opt': liteOpt };
for (const dialect of ['func', 'cf', 'ub']) {
  defineLitTests(fileURLToPath(new URL(`../../${dialect}/test/`, import.meta.url)), { tools });
}
