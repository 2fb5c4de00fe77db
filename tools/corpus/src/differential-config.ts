import { type Corpus, generateCorpus } from './corpus.js';

/** The passes the differential test runs, each only once strata-opt registers it. */
export const DIFFERENTIAL_PASSES = [
  'canonicalize',
  'cse',
  'sccp',
  'inline',
  'loop-invariant-code-motion',
  'control-flow-sink',
] as const;

/**
 * The corpus the differential test and the gap finder share: four modules of 80 functions, so
 * that the test and a regenerated gap report talk about the same functions.
 */
export function differentialCorpora(): Corpus[] {
  return Array.from({ length: 4 }, (_, i) =>
    generateCorpus({ seed: 1000 + i, functions: 80, prefix: `m${i}_f` }),
  );
}
