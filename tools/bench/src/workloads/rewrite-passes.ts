import { generateParsePrint } from './parse-print.js';
import type { Workload } from './workload.js';

/**
 * A pass run over the parse-print input (~150k lines of arith chains, memref traffic, scf regions
 * and cf diamonds): the same text as `parse-print`, so each of these workloads' time minus
 * parse-print's is what the pass itself costs.
 */
function passOverParsePrint(pass: string, description: string): Workload {
  return {
    name: pass,
    description,
    defaultLines: 150_000,
    generate: generateParsePrint,
    strataOptArgs: [`--${pass}`],
    mlirOptArgs: [`--${pass}`],
  };
}

export const canonicalize = passOverParsePrint(
  'canonicalize',
  'Canonicalize the parse-print module (`--canonicalize`): folding and the dialects’ patterns under the greedy driver.',
);

export const cse = passOverParsePrint(
  'cse',
  'Eliminate common sub-expressions in the parse-print module (`--cse`).',
);
