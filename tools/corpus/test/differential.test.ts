import { PassRegistry } from '@strata/pass';
import { registerBuiltinPasses } from 'strata-opt';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DIFFERENTIAL_PASSES,
  type PassOutcome,
  comparePass,
  differentialCorpora,
  executeModule,
  locateMlirTools,
  summarizePass,
  summaryLine,
} from '../src/index.js';

/*
 * The execution-checked differential corpus (differentialCorpora(): 4 modules of 80 functions),
 * every pass of DIFFERENTIAL_PASSES that strata-opt registers run by both tools, Strata's output
 * executed. The functions where canonicalize does worse than mlir-opt are reduced into a report
 * by `node tools/corpus/dist/cli.js gaps --out FILE`.
 */
const tools = locateMlirTools();
const registry = new PassRegistry();
registerBuiltinPasses(registry);
const passes = DIFFERENTIAL_PASSES.filter((pass) => registry.has(pass));
const unregistered = DIFFERENTIAL_PASSES.filter((pass) => !registry.has(pass));
const corpora = differentialCorpora();
const FUNCTIONS = corpora.reduce((sum, corpus) => sum + corpus.functions.length, 0);
const outcomes = new Map<string, PassOutcome[]>();

describe.skipIf(!tools.found)(
  `corpus of ${FUNCTIONS} functions under ${passes.join(', ')}${tools.found ? '' : ` (skipped: ${tools.reason})`}`,
  () => {
    beforeAll(async () => {
      if (!tools.found) return;
      if (unregistered.length)
        console.log(`corpus: not registered in strata-opt yet: ${unregistered.join(', ')}`);
      const baselines = await Promise.all(
        corpora.map((corpus) => executeModule(tools, corpus.text)),
      );
      // Modules in parallel: one module's mlir-opt and mlir-runner processes overlap with
      // another's strata-opt run in this process.
      const perPass = await Promise.all(
        passes.map((pass) =>
          Promise.all(corpora.map((corpus, i) => comparePass(tools, corpus, baselines[i]!, pass))),
        ),
      );
      passes.forEach((pass, i) => {
        outcomes.set(pass, perPass[i]!);
        console.log(`corpus: ${summaryLine(summarizePass(pass, perPass[i]!))}`);
      });
      // About 50 s of CPU in all; the limit is for a machine shared with other jobs.
    }, 900_000);

    it.each(passes)('%s: strata-opt succeeds and mlir-opt accepts its output', (pass) => {
      for (const outcome of outcomes.get(pass)!) expect(outcome.failure).toBeUndefined();
    });

    it.each(passes)('%s: every function prints the same results as before the pass', (pass) => {
      const wrong = outcomes
        .get(pass)!
        .flatMap((outcome) => outcome.functions)
        .filter((fn) => fn.expected === undefined || fn.actual !== fn.expected)
        .map((fn) => `@${fn.name}: expected ${fn.expected}, got ${fn.actual}`);
      expect(wrong).toEqual([]);
      expect(outcomes.get(pass)!.flatMap((outcome) => outcome.functions)).toHaveLength(FUNCTIONS);
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
