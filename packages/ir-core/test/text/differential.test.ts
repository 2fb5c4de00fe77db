/**
 * Differential test against mlir-opt: every input of the corpus (hand-written files under
 * test/corpus plus generated ones) must print byte for byte as mlir-opt prints it, in custom form,
 * generic form, generic form with local scope, and with debug info; and mlir-opt must read
 * Strata's output back to the same IR.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPLIT_MARKER } from '../../src/diagnostics/split-input.js';
import type { OpPrintingFlags } from '../../src/text/printer.js';
import { generatedCorpus } from './support/corpus-generator.js';
import {
  hasMlirOpt,
  MLIR_OPT_MISSING,
  runMlirOpt,
  splitOutputs,
  writeTemp,
} from './support/mlir-opt.js';
import { strataOpt } from './support/strata.js';

const corpusDir = join(import.meta.dirname, '..', 'corpus');

interface Corpus {
  readonly name: string;
  readonly text: string;
}

function loadCorpora(): Corpus[] {
  const files = readdirSync(corpusDir)
    .filter((name) => name.endsWith('.mlir'))
    .sort()
    .map((name) => ({ name, text: readFileSync(join(corpusDir, name), 'utf8') }));
  return [
    ...files,
    { name: 'generated.mlir', text: generatedCorpus().join(`\n${SPLIT_MARKER}\n`) + '\n' },
  ];
}

const MODES: readonly {
  readonly name: string;
  readonly args: readonly string[];
  readonly flags: OpPrintingFlags;
}[] = [
  { name: 'custom', args: [], flags: {} },
  { name: 'generic', args: ['--mlir-print-op-generic'], flags: { generic: true } },
  {
    name: 'generic-local',
    args: ['--mlir-print-op-generic', '--mlir-print-local-scope'],
    flags: { generic: true, localScope: true },
  },
  { name: 'debuginfo', args: ['--mlir-print-debuginfo'], flags: { debugInfo: true } },
];

const BASE_ARGS = ['--allow-unregistered-dialect', '--split-input-file'];

describe.skipIf(!hasMlirOpt)('differential corpus against mlir-opt', () => {
  const corpora = loadCorpora();
  let inputs = 0;

  for (const corpus of corpora) {
    describe(corpus.name, () => {
      const path = writeTemp(corpus.name, corpus.text);
      for (const mode of MODES) {
        it(`prints every chunk as mlir-opt does (${mode.name})`, () => {
          const reference = runMlirOpt(path, [...BASE_ARGS, ...mode.args]);
          expect(reference.stderr, 'the corpus must be valid for mlir-opt').toBe('');
          const expected = splitOutputs(reference.stdout.slice(0, -1));
          const actual = strataOpt(path, corpus.text, mode.flags);
          expect(actual.length).toBe(expected.length);
          actual.forEach((result, i) => {
            expect(result.errors, `chunk ${i} of ${corpus.name}`).toEqual([]);
            expect(result.output, `chunk ${i} of ${corpus.name} (${mode.name})`).toBe(expected[i]);
          });
          if (mode.name === 'custom') inputs += actual.length;
        });
      }

      it('is read back by mlir-opt to the same IR', () => {
        const printed = strataOpt(path, corpus.text, { debugInfo: true }).map(
          (r) => r.output ?? '',
        );
        const reprinted = writeTemp(
          `strata-${corpus.name}`,
          printed.join(`\n${SPLIT_MARKER}\n`) + '\n',
        );
        // Strata's output carries every location explicitly, so even the locations must survive.
        const args = [
          ...BASE_ARGS,
          '--mlir-print-op-generic',
          '--mlir-print-local-scope',
          '--mlir-print-debuginfo',
        ];
        const fromStrata = runMlirOpt(reprinted, args);
        expect(fromStrata.stderr).toBe('');
        expect(fromStrata.stdout).toBe(runMlirOpt(path, args).stdout);
      });
    });
  }

  it('covers at least 200 inputs', () => {
    console.log(
      `differential corpus: ${inputs} inputs, each byte-identical to mlir-opt in ${MODES.length} print modes`,
    );
    expect(inputs).toBeGreaterThanOrEqual(200);
  });
});

describe.skipIf(hasMlirOpt)('differential corpus against mlir-opt', () => {
  it.skip(MLIR_OPT_MISSING, () => {});
});
