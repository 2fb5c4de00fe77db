import { defineLitTests } from '@strata/filecheck/vitest';
import { scfOpt } from './support/tool.js';

defineLitTests(import.meta.url, { tools: { 'strata-opt': scfOpt } });
