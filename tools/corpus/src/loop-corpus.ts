import { Prng, TextWriter } from '@strata/bench';
import type { Corpus } from './corpus.js';
import type { FunctionSignature } from './function-generator.js';
import { LOOP_TYPES, LoopFunctionGenerator, type LoopType } from './loop-function-generator.js';
import { emitMain } from './main-generator.js';

export interface LoopCorpusOptions {
  seed: number;
  /** How many functions besides `main`. */
  functions: number;
  /** Prefix of the function names (`@PREFIX0`, ...), so that modules can be told apart. */
  prefix?: string;
}

/**
 * A module of loop programs (see {@link LoopFunctionGenerator}) and a `main` that calls each with
 * fixed arguments and prints its results, as the differential corpus's modules do: the same
 * execution and comparison harness applies. The same options always give the same text.
 */
export function generateLoopCorpus({ seed, functions, prefix = 'l' }: LoopCorpusOptions): Corpus {
  const rng = new Prng(seed);
  const out = new TextWriter();
  const signatures: FunctionSignature[] = [];
  for (let index = 0; index < functions; index++) {
    const signature: FunctionSignature = {
      name: `${prefix}${index}`,
      params: loopTypes(rng, 1, 3),
      results: loopTypes(rng, 1, 2),
      leaf: true,
    };
    new LoopFunctionGenerator(out, rng, signature).emit();
    signatures.push(signature);
  }
  emitMain(out, rng, signatures);
  return { text: out.toString(), functions: signatures };
}

function loopTypes(rng: Prng, min: number, max: number): LoopType[] {
  return Array.from({ length: rng.int(min, max) }, () => rng.pick(LOOP_TYPES));
}

/** The loop corpus the transform differential test runs: three modules of 80 functions. */
export function loopCorpora(): Corpus[] {
  return Array.from({ length: 3 }, (_, i) =>
    generateLoopCorpus({ seed: 2000 + i, functions: 80, prefix: `l${i}_f` }),
  );
}
