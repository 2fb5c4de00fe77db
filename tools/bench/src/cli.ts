// `pnpm bench`: times strata-opt against mlir-opt on every workload and writes docs/benchmarks.md.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCli, USAGE } from './cli-options.js';
import { summaryLines } from './report.js';
import { runSuite, writeInputs } from './suite.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

function main(): number {
  const parsed = parseCli(process.argv.slice(2), process.cwd(), repoRoot);
  if (parsed.kind === 'help') {
    console.log(USAGE);
    return 0;
  }
  if (parsed.kind === 'error') {
    console.error(`bench: error: ${parsed.message}\n${USAGE}`);
    return 2;
  }
  const { options } = parsed;
  if (options.generateOnly) {
    for (const path of writeInputs(options.workloads, options.generateOnly)) console.log(path);
    return 0;
  }
  const results = runSuite({
    repoRoot,
    workloads: options.workloads,
    runs: options.runs,
    out: options.out,
    log: (message) => console.error(`bench: ${message}`),
  });
  for (const line of summaryLines(results)) console.log(line);
  console.log(`report written to ${options.out}`);
  // mlir-opt rejecting a workload means the generator wrote invalid IR: that is a bug, not a result.
  const rejected = results.filter((r) => r.mlir.status === 'failed');
  for (const r of rejected)
    console.error(`bench: error: mlir-opt rejected workload ${r.workload.name}`);
  return rejected.length > 0 ? 1 : 0;
}

process.exitCode = main();
