import { writeFileSync } from 'node:fs';
import { PassRegistry } from '@strata/pass';
import { registerBuiltinPasses } from 'strata-opt';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Corpus,
  type PassOutcome,
  comparePass,
  executeModule,
  generateCorpus,
  locateMlirTools,
  renderGapsReport,
  summarizePass,
  summaryLine,
} from '../src/index.js';

/*
 * The execution-checked differential corpus: MODULES modules of FUNCTIONS generated functions each,
 * every pass strata-opt registers among PASSES run by both tools, Strata's output executed.
 * STRATA_CORPUS_GAPS=FILE writes the functions where canonicalize leaves more ops than mlir-opt's.
 */
const MODULES = 4;
const FUNCTIONS = 80;
const CANDIDATE_PASSES = ['canonicalize', 'cse', 'sccp', 'inline', 'loop-invariant-code-motion'];

const tools = locateMlirTools();
const registry = new PassRegistry();
registerBuiltinPasses(registry);
const passes = CANDIDATE_PASSES.filter((pass) => registry.has(pass));
const unregistered = CANDIDATE_PASSES.filter((pass) => !registry.has(pass));

const corpora: Corpus[] = Array.from({ length: MODULES }, (_, i) =>
  generateCorpus({ seed: 1000 + i, functions: FUNCTIONS, prefix: `m${i}_f` }),
);
const outcomes = new Map<string, PassOutcome[]>();

describe.skipIf(!tools.found)(
  `corpus of ${MODULES * FUNCTIONS} functions under ${passes.join(', ')}${tools.found ? '' : ` (skipped: ${tools.reason})`}`,
  () => {
    beforeAll(async () => {
      if (!tools.found) return;
      if (unregistered.length)
        console.log(`corpus: not registered in strata-opt yet: ${unregistered.join(', ')}`);
      const baselines = await Promise.all(
        corpora.map((corpus) => executeModule(tools, corpus.text)),
      );
      for (const pass of passes) {
        const perModule: PassOutcome[] = [];
        for (let i = 0; i < MODULES; i++) {
          perModule.push(await comparePass(tools, corpora[i]!, baselines[i]!, pass));
        }
        outcomes.set(pass, perModule);
        console.log(`corpus: ${summaryLine(summarizePass(pass, perModule))}`);
      }
      const gapsFile = process.env['STRATA_CORPUS_GAPS'];
      if (gapsFile && outcomes.has('canonicalize')) {
        const gaps = outcomes
          .get('canonicalize')!
          .flatMap((outcome) => outcome.functions)
          .filter((fn) => (fn.strataOps ?? 0) > (fn.mlirOps ?? 0));
        writeFileSync(gapsFile, renderGapsReport('canonicalize', gaps, 12));
      }
    }, 300_000);

    it.each(passes)('%s: strata-opt succeeds and mlir-opt accepts its output', (pass) => {
      for (const outcome of outcomes.get(pass)!) expect(outcome.failure).toBeUndefined();
    });

    it.each(passes)('%s: every function prints the same results as before the pass', (pass) => {
      const wrong = outcomes
        .get(pass)!
        .flatMap((outcome) => outcome.functions)
        .filter((fn) => fn.actual !== fn.expected)
        .map((fn) => `@${fn.name}: expected ${fn.expected}, got ${fn.actual}`);
      expect(wrong).toEqual([]);
      expect(outcomes.get(pass)!.flatMap((outcome) => outcome.functions)).toHaveLength(
        MODULES * FUNCTIONS,
      );
    });

    it.runIf(passes.includes('canonicalize'))(
      'canonicalize: no function has more ops after strata-opt than after mlir-opt',
      () => {
        const worse = outcomes
          .get('canonicalize')!
          .flatMap((outcome) => outcome.functions)
          .filter(
            (fn) =>
              fn.strataOps === undefined || fn.mlirOps === undefined || fn.strataOps > fn.mlirOps,
          )
          .map((fn) => `@${fn.name}: strata-opt ${fn.strataOps} ops, mlir-opt ${fn.mlirOps}`);
        expect(worse).toEqual([]);
      },
    );
  },
);
