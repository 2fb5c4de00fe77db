// The lit files of this directory, run through the workspace's strata-opt lit tool.
//
// invalid.mlir is left out for now: with --verify-diagnostics strata-opt still attaches "see
// current operation" notes to verifier errors (its parse-time verification runs before it removes
// the op printer), which mlir-opt does not. Its diagnostics are instead compared byte for byte
// with mlir-opt's in differential.test.ts, which also checks that mlir-opt accepts its
// expectations. Switch back to `defineLitTests(import.meta.url)` once strata-opt is fixed.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { planLitCases } from '@strata/filecheck/lit';
import { describe, test } from 'vitest';

for (const file of ['ops.mlir', 'canonicalize.mlir']) {
  const path = fileURLToPath(new URL(file, import.meta.url));
  describe(file, () => {
    for (const litCase of planLitCases(path, readFileSync(path, 'utf8'))) {
      test(litCase.name, async () => {
        const result = await litCase.run();
        if (!result.ok) throw new Error(`lit case failed (exit code ${result.exitCode})\n${result.log}`);
      });
    }
  });
}
