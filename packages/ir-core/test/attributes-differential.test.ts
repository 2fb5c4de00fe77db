// Differential test of type/attribute syntax: every spelling of test/syntax/corpus.txt, plus
// generated combinations, is parsed and printed by Strata and by mlir-opt 22 (as the attribute of an
// unregistered op), and the two printed forms must be byte-identical. Without mlir-opt the
// comparison is skipped with a message; the Strata-only round-trip checks still run.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { FLOAT_SEMANTICS, MLIRContext, parseAttribute, type Diagnostic } from './syntax/strata.js';

const MLIR_OPT = process.env.STRATA_MLIR_OPT ?? '/usr/lib/llvm-22/bin/mlir-opt';
const hasMlirOpt = existsSync(MLIR_OPT);
if (!hasMlirOpt)
  console.warn(`mlir-opt not found at ${MLIR_OPT}: skipping the differential comparison`);

function corpusLines(): string[] {
  const text = readFileSync(join(import.meta.dirname, 'syntax/corpus.txt'), 'utf8');
  return text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('//'));
}

/** Container, splat and float-value combinations over the builtin element types. */
function generatedLines(): string[] {
  const ints = ['i1', 'i8', 'si16', 'ui32', 'i64', 'index'];
  const floats = [...FLOAT_SEMANTICS.keys()];
  const lines: string[] = [];
  for (const t of [...ints, ...floats, 'complex<f32>']) {
    lines.push(
      `tensor<2x?x${t}>`,
      `tensor<*x${t}>`,
      `memref<4x${t}, 1>`,
      `tuple<${t}, ${t}>`,
      `(${t}) -> ${t}`,
    );
    if (!t.startsWith('complex')) lines.push(`vector<[4]x2x${t}>`);
  }
  for (const t of ints.slice(1))
    lines.push(`dense<3> : tensor<2x${t}>`, `dense<[1, 2]> : vector<2x${t}>`);
  for (const t of floats) {
    lines.push(`dense<[1.0, -1.25]> : tensor<2x${t}>`);
    // f8E8M0FNU has no sign bit; LLVM keeps a sign outside the bits for negative inputs, Strata cannot.
    const values = ['0.1', '1.0', '-2.5', '1.0e-3', '3.0e38', '65504.0', '0.333', '7.0'];
    for (const v of values)
      if (!(t === 'f8E8M0FNU' && v.startsWith('-'))) lines.push(`${v} : ${t}`);
  }
  // Around mlir-opt's default threshold for printing elements as hex (more than 100 elements).
  for (const n of [100, 101]) {
    const seq = (f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join(', ');
    lines.push(`dense<[${seq((i) => String(i))}]> : tensor<${n}xi32>`);
    lines.push(`dense<[${seq((i) => (i % 3 ? 'true' : 'false'))}]> : tensor<${n}xi1>`);
    lines.push(`dense<[${seq((i) => `${i}.5`)}]> : tensor<${n}xf16>`);
    lines.push(`dense<[${seq((i) => `(${i}, -1)`)}]> : tensor<${n}xcomplex<i8>>`);
    lines.push(`dense<[${seq((i) => `"s${i}"`)}]> : tensor<${n}x!foo.string>`);
  }
  lines.push('dense<7> : tensor<200xi32>', 'dense<[[1, 2], [3, 4]]> : tensor<2x2xi3>');
  return lines;
}

/** A small deterministic generator (LCG), so the random lines are the same on every run. */
function makeRandom(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % n;
  };
}

/** Random decimal literals in every float type: exercises rounding and the shortest-form printing. */
function randomFloatLines(count: number): string[] {
  const random = makeRandom(7);
  const floats = [...FLOAT_SEMANTICS.keys()];
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const digits = String(1 + random(999_999_999)).slice(0, 1 + random(9));
    const point = random(digits.length) + 1;
    const exponent = random(80) - 40;
    const sign = random(4) === 0 ? '-' : '';
    const type = floats[random(floats.length)]!;
    if (type === 'f8E8M0FNU' && sign) continue;
    lines.push(`${sign}${digits.slice(0, point)}.${digits.slice(point)}e${exponent} : ${type}`);
  }
  return lines;
}

/** Random affine expressions (kept affine: products and divisors by constants or symbols). */
function randomAffineLines(count: number): string[] {
  const random = makeRandom(11);
  const expr = (depth: number, symbolic: boolean): string => {
    const leaf = () => {
      const pick = random(symbolic ? 2 : 3);
      if (pick === 0) return String(random(9) - 4);
      if (pick === 1) return `s${random(2)}`;
      return `d${random(3)}`;
    };
    if (depth === 0) return leaf();
    switch (random(7)) {
      case 0:
        return `${expr(depth - 1, symbolic)} + ${expr(depth - 1, symbolic)}`;
      case 1:
        return `${expr(depth - 1, symbolic)} - (${expr(depth - 1, symbolic)})`;
      case 2:
        return `(${expr(depth - 1, symbolic)}) * ${random(2) ? String(random(7) - 3) : `(${expr(depth - 1, true)})`}`;
      case 3:
        return `(${expr(depth - 1, symbolic)}) floordiv ${random(5) + 1}`;
      case 4:
        return `(${expr(depth - 1, symbolic)}) ceildiv ${random(5) + 1}`;
      case 5:
        return `(${expr(depth - 1, symbolic)}) mod ${random(5) + 1}`;
      default:
        return `-(${expr(depth - 1, symbolic)})`;
    }
  };
  return Array.from(
    { length: count },
    () => `affine_map<(d0, d1, d2)[s0, s1] -> (${expr(1 + random(3), false)}, ${expr(2, false)})>`,
  );
}

/** Random in-range integer literals (decimal or hex) of many widths and signedness, scalar and dense. */
function randomIntegerLines(count: number): string[] {
  const random = makeRandom(13);
  const types: [string, number, 'signless' | 'signed' | 'unsigned'][] = [
    ['i1', 1, 'signless'],
    ['i2', 2, 'signless'],
    ['i7', 7, 'signless'],
    ['si8', 8, 'signed'],
    ['ui8', 8, 'unsigned'],
    ['i16', 16, 'signless'],
    ['ui32', 32, 'unsigned'],
    ['si64', 64, 'signed'],
    ['i64', 64, 'signless'],
    ['i65', 65, 'signless'],
    ['ui128', 128, 'unsigned'],
    ['index', 64, 'signed'],
  ];
  const literal = (width: number, signedness: string): string => {
    let magnitude = 0n;
    for (let i = 0; i < width; i += 16) magnitude = (magnitude << 16n) | BigInt(random(65536));
    const negative = signedness !== 'unsigned' && random(2) === 0;
    // Signed and index literals stay below the sign bit; negative ones reach at most -2^(w-1).
    const limit = signedness === 'unsigned' ? 1n << BigInt(width) : 1n << BigInt(width - 1);
    magnitude %= negative ? limit + 1n : signedness === 'signless' ? 1n << BigInt(width) : limit;
    if (negative && magnitude === 0n) magnitude = 1n;
    const text =
      !negative && random(3) === 0 ? '0x' + magnitude.toString(16) : magnitude.toString();
    return negative ? `-${text}` : text;
  };
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const [name, width, signedness] = types[random(types.length)]!;
    if (name === 'i1') continue;
    lines.push(`${literal(width, signedness)} : ${name}`);
    lines.push(
      `dense<[${literal(width, signedness)}, ${literal(width, signedness)}]> : tensor<2x${name}>`,
    );
  }
  return lines;
}

/** Random byte strings, written with escapes and printable characters. */
function randomStringLines(count: number): string[] {
  const random = makeRandom(17);
  return Array.from({ length: count }, () => {
    let text = '';
    for (let i = random(12); i > 0; i--) {
      const byte = random(256);
      text +=
        byte >= 0x20 && byte < 0x7f && byte !== 34 && byte !== 92
          ? String.fromCharCode(byte)
          : '\\' + byte.toString(16).padStart(2, '0');
    }
    return `"${text}"`;
  });
}

const allLines = [
  ...corpusLines(),
  ...generatedLines(),
  ...randomFloatLines(300),
  ...randomAffineLines(200),
  ...randomIntegerLines(100),
  ...randomStringLines(60),
];

/** Strata's printed form of each line, or the diagnostic that rejected it. */
function printWithStrata(line: string): string {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  const errors: Diagnostic[] = [];
  context.diagnostics.registerHandler((d) => {
    errors.push(d);
    return true;
  });
  const attr = parseAttribute(line, context);
  if (!attr) return `error: ${errors[0]?.message ?? 'no diagnostic'}`;
  return attr.toString();
}

/** mlir-opt's printed form of each line (one split-input-file chunk each). */
function printWithMlirOpt(lines: readonly string[]): string[] {
  const corpus =
    lines.map((line) => `"test.op"() {a = ${line}} : () -> ()`).join('\n// -----\n') + '\n';
  const run = spawnSync(
    MLIR_OPT,
    ['--allow-unregistered-dialect', '--mlir-print-local-scope', '--split-input-file'],
    { input: corpus, encoding: 'utf8', maxBuffer: 1 << 28 },
  );
  if (run.status !== 0) throw new Error(`mlir-opt failed:\n${run.stderr}`);
  const prefix = '"test.op"() {a = ';
  const suffix = '} : () -> ()';
  return run.stdout.split('// -----').map((chunk) => {
    // A unit attribute prints as a bare name in the dictionary.
    if (chunk.includes('"test.op"() {a} : () -> ()')) return 'unit';
    const line = chunk
      .split('\n')
      .find((l) => l.trim().startsWith(prefix))
      ?.trim();
    if (!line) throw new Error(`unexpected mlir-opt output chunk:\n${chunk}`);
    return line.slice(prefix.length, line.length - suffix.length);
  });
}

describe('type and attribute syntax corpus', () => {
  test('has at least 1,000 spellings, 250 of them written by hand', () => {
    expect(corpusLines().length).toBeGreaterThanOrEqual(250);
    expect(allLines.length).toBeGreaterThanOrEqual(1000);
  });

  test('every spelling parses and its printed form re-parses to the same object', () => {
    const context = new MLIRContext({ allowUnregisteredDialects: true });
    const problems: string[] = [];
    context.diagnostics.registerHandler((d) => {
      problems.push(d.message);
      return true;
    });
    for (const line of allLines) {
      const attr = parseAttribute(line, context);
      expect(attr, `${line}: ${problems.join('; ')}`).not.toBeNull();
      const printed = attr!.toString();
      const reparsed = parseAttribute(printed, context);
      expect(reparsed?.toString(), line).toBe(printed);
      // Identity, except where MLIR's printed form itself does not denote the same object: a distinct
      // attribute equals only itself, a printed affine expression can re-associate
      // (`(s0 + s1) - d1` prints as `-d1 + s0 + s1`, which parses as `(-d1 + s0) + s1`), and
      // `sparse<[], []>` (indices of shape [0]) prints as `sparse<>` (indices of shape [0, rank]).
      const sameObjectExpected = !['distinct[', 'affine_', 'sparse<[], []>'].some((part) =>
        line.includes(part),
      );
      if (sameObjectExpected) expect(reparsed === attr, `${line} printed as ${printed}`).toBe(true);
    }
  });

  test.skipIf(!hasMlirOpt)('prints every spelling exactly as mlir-opt does', () => {
    const expected = printWithMlirOpt(allLines);
    expect(expected.length).toBe(allLines.length);
    const mismatches: string[] = [];
    allLines.forEach((line, i) => {
      const actual = printWithStrata(line);
      if (actual !== expected[i])
        mismatches.push(`${line}\n  mlir-opt: ${expected[i]}\n  strata:   ${actual}`);
    });
    expect(mismatches.join('\n')).toBe('');
  });
});
