import { defineLitTests } from '@strata/filecheck/vitest';
import { memrefOpt } from './support/tool.js';

defineLitTests(import.meta.url, { tools: { 'strata-opt': memrefOpt } });
