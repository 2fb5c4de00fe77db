/**
 * A differential hunt over random builtin attributes and types (support/random-attributes.ts):
 * for a few fixed seeds, a file of one-op chunks goes through mlir-opt and Strata, which must print
 * the same modules (custom and generic form, with debug info) and, for the chunks mlir-opt
 * rejects, the same diagnostics at the same places.
 */
import { describe, expect, it } from 'vitest';
import { SPLIT_MARKER } from '../../src/diagnostics/split-input.js';
import type { OpPrintingFlags } from '../../src/text/printer.js';
import { hasMlirOpt, MLIR_OPT_MISSING, runMlirOpt, writeTemp } from './support/mlir-opt.js';
import { randomAttributeChunks } from './support/random-attributes.js';
import { strataSplitRun } from './support/strata.js';

const SEEDS = [1, 2, 3];
const CHUNKS_PER_SEED = 250;

const MODES: readonly { readonly args: readonly string[]; readonly flags: OpPrintingFlags }[] = [
  { args: [], flags: {} },
  {
    args: ['--mlir-print-op-generic', '--mlir-print-debuginfo'],
    flags: { generic: true, debugInfo: true },
  },
];

describe.skipIf(!hasMlirOpt)('random attributes and types against mlir-opt', () => {
  for (const seed of SEEDS) {
    it(`seed ${seed}: same output and diagnostics`, () => {
      const chunks = randomAttributeChunks(seed, CHUNKS_PER_SEED);
      const text = chunks.join(`\n${SPLIT_MARKER}\n`) + '\n';
      const path = writeTemp(`random-${seed}.mlir`, text);
      for (const mode of MODES) {
        const reference = runMlirOpt(path, [
          '--allow-unregistered-dialect',
          '--split-input-file',
          ...mode.args,
        ]);
        const actual = strataSplitRun(path, text, mode.flags);
        expect(actual.chunks).toBe(CHUNKS_PER_SEED);
        expect(actual.stderr).toBe(reference.stderr);
        expect(actual.stdout).toBe(reference.stdout);
      }
    });
  }
});

describe.skipIf(hasMlirOpt)('random attributes and types against mlir-opt', () => {
  it.skip(MLIR_OPT_MISSING, () => {});
});
