import { Prng, TextWriter } from '@strata/bench';
import { functionTexts } from './function-texts.js';
import { FunctionGenerator, type FunctionSignature } from './function-generator.js';
import { emitMain } from './main-generator.js';
import { SCALAR_TYPES, type ScalarType } from './scalar-types.js';

export interface CorpusOptions {
  seed: number;
  /** How many functions besides `main`. */
  functions: number;
  /** Prefix of the function names (`@PREFIX0`, `@PREFIX1`, ...), so that modules can be told apart. */
  prefix?: string;
}

/** A generated module: its text and the signatures of its functions, in the order main calls them. */
export interface Corpus {
  text: string;
  functions: readonly FunctionSignature[];
}

/**
 * A module of `functions` generated functions and a `main` that calls each with fixed arguments and
 * prints the results. About a third of the functions are leaves (they call nothing); the others may
 * call leaves defined before them. The same options always give the same text.
 */
export function generateCorpus({ seed, functions, prefix = 'f' }: CorpusOptions): Corpus {
  const rng = new Prng(seed);
  const out = new TextWriter();
  const signatures: FunctionSignature[] = [];
  const leaves: FunctionSignature[] = [];
  for (let index = 0; index < functions; index++) {
    const signature: FunctionSignature = {
      name: `${prefix}${index}`,
      params: randomTypes(rng, 1, 4),
      results: randomTypes(rng, 1, 2),
      leaf: index === 0 || rng.chance(0.35),
    };
    new FunctionGenerator(out, rng, signature, signature.leaf ? [] : leaves).emit();
    signatures.push(signature);
    if (signature.leaf) leaves.push(signature);
  }
  emitMain(out, rng, signatures);
  return { text: out.toString(), functions: signatures };
}

function randomTypes(rng: Prng, min: number, max: number): ScalarType[] {
  const types: ScalarType[] = [];
  for (let n = rng.int(min, max); n > 0; n--) types.push(rng.pick(SCALAR_TYPES));
  return types;
}

/** The generated text of each function, by name (the generator writes them at column 0). */
export function functionSources(corpus: Corpus): Map<string, string> {
  const texts = functionTexts(corpus.text.replace(/^/gm, '  '));
  for (const [name, text] of texts) texts.set(name, text.replace(/^ {2}/gm, ''));
  return texts;
}

/** A module of one generated function and the leaf functions it calls, without main. */
export function standaloneFunction(corpus: Corpus, name: string): string {
  const sources = functionSources(corpus);
  const own = sources.get(name)!;
  const callees = corpus.functions.filter(
    (fn) => fn.leaf && own.includes(`func.call @${fn.name}(`),
  );
  return [...callees.map((fn) => sources.get(fn.name)!), own].join('\n') + '\n';
}
