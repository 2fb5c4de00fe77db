import { loops } from './loops.js';
import { parsePrint } from './parse-print.js';
import { canonicalize, cse } from './rewrite-passes.js';
import type { Workload } from './workload.js';

export type { GenerateOptions, Workload } from './workload.js';
export { generateLoops } from './loops.js';
export { generateParsePrint } from './parse-print.js';

/** Every benchmark the suite runs, in order. A new workload is one module and one entry here. */
export const WORKLOADS: readonly Workload[] = [parsePrint, loops, canonicalize, cse];

/** The seed all workloads use unless told otherwise; changing it changes every published number. */
export const DEFAULT_SEED = 0x5742a7a;

export function findWorkload(name: string): Workload | undefined {
  return WORKLOADS.find((workload) => workload.name === name);
}
