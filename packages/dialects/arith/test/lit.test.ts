// The lit files of this directory (ops.mlir, invalid.mlir, canonicalize.mlir), run through
// strata-opt with the arith dialect.
import { defineLitTests } from '@strata/filecheck/vitest';
import { arithOpt } from './support/arith-opt.js';

defineLitTests(import.meta.url, { tools: { 'strata-opt': arithOpt } });
