import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { WORKLOADS, findWorkload, type Workload } from './workloads/index.js';

export const USAGE = `usage: bench [--runs N] [--workload NAME]... [--out FILE] [--generate-only DIR]

  --runs N             timed runs of each tool per workload, after one warm-up (default 5)
  --workload NAME      run only this workload (repeatable); one of: ${WORKLOADS.map((w) => w.name).join(', ')}
  --out FILE           where to write the report (default docs/benchmarks.md in the repository)
  --generate-only DIR  write each workload's input to DIR/NAME.mlir and exit, timing nothing`;

export interface CliOptions {
  runs: number;
  workloads: readonly Workload[];
  out: string;
  generateOnly: string | undefined;
}

export type ParsedCli =
  { kind: 'run'; options: CliOptions } | { kind: 'help' } | { kind: 'error'; message: string };

/** Command-line arguments to options, every value checked; paths resolve against `cwd`. */
export function parseCli(argv: readonly string[], cwd: string, repoRoot: string): ParsedCli {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        runs: { type: 'string' },
        workload: { type: 'string', multiple: true },
        out: { type: 'string' },
        'generate-only': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return { kind: 'error', message: (error as Error).message };
  }
  if (values.help) return { kind: 'help' };

  const runs = values.runs === undefined ? 5 : Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 1000) {
    return {
      kind: 'error',
      message: `--runs must be an integer from 1 to 1000, got '${values.runs}'`,
    };
  }
  const workloads: Workload[] = [];
  for (const name of values.workload ?? WORKLOADS.map((w) => w.name)) {
    const workload = findWorkload(name);
    if (!workload) return { kind: 'error', message: `unknown workload '${name}'` };
    if (!workloads.includes(workload)) workloads.push(workload);
  }
  for (const flag of ['out', 'generate-only'] as const) {
    if (values[flag] === '') return { kind: 'error', message: `--${flag} needs a path` };
  }
  return {
    kind: 'run',
    options: {
      runs,
      workloads,
      out: values.out ? resolve(cwd, values.out) : resolve(repoRoot, 'docs', 'benchmarks.md'),
      generateOnly: values['generate-only'] ? resolve(cwd, values['generate-only']) : undefined,
    },
  };
}
