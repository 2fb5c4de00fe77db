import { beforeAll, describe, expect, it } from 'vitest';
import {
  compareScripts,
  differentialCorpora,
  locateMlirTools,
  type PassOutcome,
  summarizePass,
  summaryLine,
  TRANSFORM_SCRIPTS,
  transformRun,
  withoutTransformScript,
  withTransformScript,
} from '../src/index.js';

/*
 * The transform-dialect part of the differential corpus: each script of TRANSFORM_SCRIPTS runs
 * with --transform-interpreter in both tools on two modules of the differential corpus. Strata's
 * output must be accepted by mlir-opt and print the same results when executed; the summary line
 * says how many functions strata-opt printed byte for byte as mlir-opt did.
 */
const tools = locateMlirTools();
const corpora = differentialCorpora().slice(0, 2);
const FUNCTIONS = corpora.reduce((sum, corpus) => sum + corpus.functions.length, 0);
const scripts = Object.keys(TRANSFORM_SCRIPTS);
let outcomes = new Map<string, PassOutcome[]>();

describe('transform scripts around a corpus module', () => {
  it('the script is appended in a named-sequence module and removed again for execution', () => {
    const [corpus] = corpora;
    const text = withTransformScript(corpus!, TRANSFORM_SCRIPTS['cse']!);
    expect(text.startsWith('module attributes {transform.with_named_sequence} {\n')).toBe(true);
    expect(text).toContain('transform.apply_cse to %f');
    const printed = `module {\n  func.func @a() {\n    return\n  }\n${text.slice(text.indexOf('  transform.named_sequence'))}`;
    expect(withoutTransformScript(printed)).toBe(
      'module {\n  func.func @a() {\n    return\n  }\n}\n',
    );
  });
});

describe.skipIf(!tools.found)(
  `corpus of ${FUNCTIONS} functions under transform scripts ${scripts.join(', ')}${tools.found ? '' : ` (skipped: ${tools.reason})`}`,
  () => {
    beforeAll(async () => {
      if (!tools.found) return;
      outcomes = await compareScripts(tools, corpora, scripts, transformRun, (script, perModule) =>
        console.log(`corpus: ${summaryLine(summarizePass(`transform:${script}`, perModule))}`),
      );
    }, 900_000);

    it.each(scripts)('%s: strata-opt succeeds and mlir-opt accepts its output', (script) => {
      for (const outcome of outcomes.get(script)!) expect(outcome.failure).toBeUndefined();
    });

    it.each(scripts)('%s: every function prints the same results as before', (script) => {
      const functions = outcomes.get(script)!.flatMap((outcome) => outcome.functions);
      const wrong = functions
        .filter((fn) => fn.expected === undefined || fn.actual !== fn.expected)
        .map((fn) => `@${fn.name}: expected ${fn.expected}, got ${fn.actual}`);
      expect(wrong).toEqual([]);
      expect(functions).toHaveLength(FUNCTIONS);
    });
  },
);
