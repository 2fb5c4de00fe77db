// llvm's .mlir tests, run by the workspace's in-process strata-opt (see the root vitest.setup.ts).
import { defineLitTests } from '@strata/filecheck/vitest';

defineLitTests(import.meta.url);
