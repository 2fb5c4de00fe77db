/**
 * Mutation fuzzing of the op parser over the corpus: whatever the input, parsing returns an op or
 * null after at least one located diagnostic — never an exception — and whatever parses prints,
 * and the printed text parses back to the same printed text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FileLineColLoc } from '../../src/attributes/location.js';
import { MLIRContext } from '../../src/context.js';
import { splitInputFile } from '../../src/diagnostics/split-input.js';
import { loadBuiltinDialect } from '../../src/dialects/builtin/dialect.js';
import { printOperation } from '../../src/text/printer.js';
import { parseSourceString } from '../../src/text/source-parser.js';
import type { Diagnostic } from '../../src/support/diagnostics.js';

const corpusDir = join(import.meta.dirname, '..', 'corpus');
const seeds = readdirSync(corpusDir)
  .filter((name) => name.endsWith('.mlir'))
  .flatMap((name) =>
    splitInputFile(readFileSync(join(corpusDir, name), 'utf8')).chunks.map((chunk) => chunk.text),
  );

/** Fragments that steer mutations towards interesting syntax. */
const FRAGMENTS = [
  '%0',
  '%x#1',
  '^bb0',
  '^bb9:',
  '(',
  ')',
  '{',
  '}',
  '[',
  ']',
  '<',
  '>',
  '<{',
  '}>',
  ':',
  ',',
  '=',
  '->',
  '"x.op"',
  'module',
  'loc(',
  '#loc',
  '#map',
  '!t',
  'i32',
  'tensor<',
  '"',
  '\\',
  '{-#',
  '#-}',
  '//',
  '\n',
  '-',
  '0x',
  '1e9',
];

type Mutation = {
  kind: 'delete' | 'duplicate' | 'insert' | 'truncate';
  at: number;
  length: number;
  fragment: number;
};

function mutate(text: string, mutations: readonly Mutation[]): string {
  let out = text;
  for (const m of mutations) {
    const at = out.length === 0 ? 0 : m.at % out.length;
    const end = Math.min(out.length, at + m.length);
    if (m.kind === 'delete') out = out.slice(0, at) + out.slice(end);
    else if (m.kind === 'duplicate') out = out.slice(0, end) + out.slice(at, end) + out.slice(end);
    else if (m.kind === 'insert')
      out = out.slice(0, at) + FRAGMENTS[m.fragment % FRAGMENTS.length]! + out.slice(at);
    else out = out.slice(0, at);
  }
  return out;
}

function parse(text: string): { printed: string | null; diagnostics: Diagnostic[] } {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  loadBuiltinDialect(context);
  const diagnostics: Diagnostic[] = [];
  context.diagnostics.registerHandler((d) => {
    diagnostics.push(d);
    return true;
  });
  const op = parseSourceString(text, context, { filename: 'fuzz.mlir' });
  return { printed: op === null ? null : printOperation(op, { debugInfo: true }), diagnostics };
}

const mutationArb = fc.record({
  kind: fc.constantFrom('delete', 'duplicate', 'insert', 'truncate') as fc.Arbitrary<
    Mutation['kind']
  >,
  at: fc.nat(),
  length: fc.integer({ min: 1, max: 12 }),
  fragment: fc.nat(),
});

describe('parser fuzzing', () => {
  it('never throws; failures are located diagnostics; successes round-trip', () => {
    fc.assert(
      fc.property(
        fc.nat(seeds.length - 1),
        fc.array(mutationArb, { minLength: 1, maxLength: 4 }),
        (seed, mutations) => {
          const input = mutate(seeds[seed]!, mutations);
          const first = parse(input);
          if (first.printed === null) {
            expect(first.diagnostics.length).toBeGreaterThan(0);
            for (const d of first.diagnostics) {
              if (d.severity === 'error') expect(d.location).toBeInstanceOf(FileLineColLoc);
            }
            return;
          }
          const second = parse(first.printed);
          expect(second.diagnostics.map((d) => d.message)).toEqual([]);
          const third = parse(second.printed!);
          expect(third.printed).toBe(second.printed);
        },
      ),
      {
        numRuns: Number(process.env.FUZZ_RUNS ?? 1500),
        seed: Number(process.env.FUZZ_SEED ?? 20261121),
      },
    );
  });
});
