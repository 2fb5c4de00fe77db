/**
 * Mutation fuzzing of the whole driver: chunks of every dialect's and conversion's `.mlir` tests,
 * mutated a little (a token dropped, inserted or swapped, a number or predicate changed, a line
 * repeated or dropped), run through strata-opt with the registered dialects and a pass pipeline.
 * Whatever the input, strata-opt exits 0, or 1 after reporting an error — never an internal error.
 * Mutations that keep the input valid reach the passes: they found ops whose malformed operand
 * lists passed verification and crashed canonicalization and scf-to-cf.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { splitInputFile } from '@strata/ir-core';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../src/index.js';

const root = join(import.meta.dirname, '..', '..', '..');

function mlirFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : mlirFiles(path);
    return entry.name.endsWith('.mlir') ? [path] : [];
  });
}

const DIRECTIVE = /^\s*\/\/ (RUN|CHECK|expected-)/;
const seeds = ['packages/dialects', 'packages/conversions']
  .flatMap((group) => readdirSync(join(root, group)).map((name) => join(root, group, name, 'test')))
  .flatMap((dir) => mlirFiles(dir))
  .sort()
  .flatMap((path) => {
    const chunks = splitInputFile(readFileSync(path, 'utf8')).chunks;
    return chunks.map((chunk) => ({
      from: relative(root, path),
      text: chunk.text
        .split('\n')
        .filter((line) => !DIRECTIVE.test(line))
        .join('\n'),
    }));
  })
  .filter((seed) => seed.text.trim() !== '');

const PIPELINES = [
  [],
  ['--canonicalize'],
  ['--cse'],
  ['--convert-scf-to-cf'],
  ['--convert-scf-to-cf', '--canonicalize'],
  ['--canonicalize', '--cse'],
  ['--sccp'],
  ['--symbol-dce'],
  ['--inline'],
  ['--loop-invariant-code-motion'],
  ['--mlir-print-op-generic'],
];

/** Spellings that steer mutations towards structure the parser and the verifiers check. */
const FRAGMENTS = ['%0', '^bb1', '(', ')', '{', '}', '[', ']', '<', '>', ':', ',', '=', '->'];
const WORDS = ['i1', 'i32', 'index', 'f32', 'memref<?xf32>', 'scf.yield', 'step', 'to', 'case'];
const NUMBERS = ['0', '1', '-1', '-128', '2147483648', '-9223372036854775808', '1.5e300'];
const PREDICATES = ['eq', 'ne', 'slt', 'sle', 'sgt', 'sge', 'ult', 'ule', 'ugt', 'uge'];

/** One edit: `at` and `to` pick positions (modulo the count), `text` is what an edit inserts. */
interface Mutation {
  kind:
    'drop-token' | 'swap-tokens' | 'insert' | 'repeat-line' | 'drop-line' | 'number' | 'predicate';
  at: number;
  to: number;
  text: string;
}

const position = fc.nat({ max: 10_000 });
const edit = (kinds: Mutation['kind'][], texts: string[]): fc.Arbitrary<Mutation> =>
  fc.record({
    kind: fc.constantFrom(...kinds),
    at: position,
    to: position,
    text: fc.constantFrom(...texts),
  });
const mutation = fc.oneof(
  edit(['drop-token', 'swap-tokens', 'repeat-line', 'drop-line'], ['']),
  edit(['insert'], [...FRAGMENTS, ...WORDS]),
  edit(['number'], NUMBERS),
  edit(['predicate'], PREDICATES),
);

const TOKENS = /(\s+|[(){}[\]<>,:=])/;
const NUMBER = /(?<![%#^@\w.])-?\d+(\.\d+)?(?![\w.])/g;
const PREDICATE = /\b(eq|ne|slt|sle|sgt|sge|ult|ule|ugt|uge)\b/g;

/** Replaces the `at`-th (modulo their count) match of `pattern` with `text`. */
function replaceNth(source: string, pattern: RegExp, at: number, text: string): string {
  const count = source.match(pattern)?.length ?? 0;
  if (count === 0) return source;
  let seen = 0;
  return source.replace(pattern, (match) => (seen++ === at % count ? text : match));
}

function apply(source: string, m: Mutation): string {
  if (m.kind === 'number') return replaceNth(source, NUMBER, m.at, m.text);
  if (m.kind === 'predicate') return replaceNth(source, PREDICATE, m.at, m.text);
  const lineWise = m.kind === 'repeat-line' || m.kind === 'drop-line';
  const parts = lineWise ? source.split('\n') : source.split(TOKENS);
  const at = m.at % parts.length;
  if (m.kind === 'insert') parts.splice(at, 0, m.text);
  else if (m.kind === 'drop-token' || m.kind === 'drop-line') parts.splice(at, 1);
  else if (m.kind === 'repeat-line') parts.splice(m.to % parts.length, 0, parts[at]!);
  else {
    const to = m.to % parts.length;
    [parts[at], parts[to]] = [parts[to]!, parts[at]!];
  }
  return parts.join(lineWise ? '\n' : '');
}

describe('strata-opt on mutated test inputs', () => {
  it('has seeds from every dialect and conversion', () => {
    const packages = new Set(seeds.map((seed) => seed.from.split('/test/')[0]));
    expect(packages.size).toBeGreaterThanOrEqual(8);
    expect(seeds.length).toBeGreaterThan(500);
  });

  it('reports errors and never fails internally, whatever the pipeline', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: seeds.length - 1 }),
        fc.constantFrom(...PIPELINES),
        fc.array(mutation, { minLength: 1, maxLength: 3 }),
        async (index, pipeline, mutations) => {
          const input = mutations.reduce(apply, seeds[index]!.text);
          const result = await runInProcess(['--allow-unregistered-dialect', ...pipeline, '-'], {
            stdin: input,
            cwd: root,
          });
          expect(result.stderr).not.toContain('internal error');
          expect([0, 1]).toContain(result.exitCode);
          if (result.exitCode === 1) expect(result.stderr).toContain('error: ');
        },
      ),
      { seed: 20261123, numRuns: 3000 },
    );
  });
});
