import { describe, expect, it } from 'vitest';
import { APFloat } from '../../src/support/apfloat.js';
import { FLOAT_SEMANTICS, type FloatSemantics } from '../../src/support/float-semantics.js';
import { formatBinaryFloat, formatFloatValue } from '../../src/text/float-format.js';

const f32 = FLOAT_SEMANTICS.get('f32')!;
const f64 = FLOAT_SEMANTICS.get('f64')!;

/**
 * MLIR's rule spelled with APFloat's exact (BigInt) formatting and parsing only: the reference the
 * JS-number fast path of `formatFloatValue` for f32 and f64 must agree with.
 */
function reference(value: APFloat): { text: string; hex: boolean } {
  if (!value.isNaN && !value.isInfinity) {
    const scientific = value.toString(6, 0, false);
    if (APFloat.fromString(value.semantics, scientific)?.bits === value.bits)
      return { text: scientific, hex: false };
    const shortest = value.toString();
    if (shortest.includes('.')) return { text: shortest, hex: false };
  }
  return { text: value.toHexLiteral(), hex: true };
}

/** A deterministic xorshift generator: the same values every run. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return state >>> 0;
  };
}

function bitsOf(sem: FloatSemantics, high: number, low: number): APFloat {
  return sem === f32
    ? APFloat.fromBits(f32, BigInt(low))
    : APFloat.fromBits(f64, (BigInt(high) << 32n) | BigInt(low));
}

/** Checks both the result and that the fast path (not only the BigInt fallback) produced most of it. */
function expectSameAsReference(values: readonly APFloat[]): void {
  const fast = values.filter((value) => formatBinaryFloat(value) !== null).length;
  expect(fast / values.length).toBeGreaterThan(0.9);
  const mismatches = values
    .map((value) => ({ value, got: formatFloatValue(value), want: reference(value) }))
    .filter(({ got, want }) => got.text !== want.text || got.hex !== want.hex)
    .map(({ value, got, want }) => `${value.toHexLiteral()}: ${got.text} != ${want.text}`);
  expect(mismatches).toEqual([]);
}

describe('formatFloatValue', () => {
  it('spells common constants as mlir-opt does', () => {
    const text = (sem: FloatSemantics, x: number) =>
      formatFloatValue(APFloat.fromNumber(sem, x)).text;
    expect(text(f32, 1)).toBe('1.000000e+00');
    expect(text(f32, 89.5625)).toBe('8.956250e+01');
    expect(text(f32, -177.3125)).toBe('-177.3125');
    expect(text(f32, 0.1)).toBe('1.000000e-01');
    expect(text(f64, 0.1)).toBe('1.000000e-01');
    expect(text(f64, 1 / 3)).toBe('0.33333333333333331');
    expect(text(f64, 1e300)).toBe('1.000000e+300');
    expect(text(f64, 123456789012345680000)).toBe('1.2345678901234568E+20');
    expect(text(f32, 0)).toBe('0.000000e+00');
    expect(formatFloatValue(APFloat.infinity(f32)).hex).toBe(true);
  });

  it('agrees with the exact formatting on random f32 and f64 bit patterns', () => {
    const next = generator(0x2545f491);
    const values: APFloat[] = [];
    for (let i = 0; i < 3000; i++) {
      values.push(bitsOf(f32, 0, next()));
      values.push(bitsOf(f64, next(), next()));
    }
    expectSameAsReference(values);
  });

  it('agrees with the exact formatting on short decimals, halves and carries', () => {
    const next = generator(0x9e3779b9);
    const values: APFloat[] = [];
    for (let i = 0; i < 2000; i++) {
      const sixteenths = ((next() % 2000000) - 1000000) / 16;
      const scaled = (next() % 100000) * 10 ** ((next() % 40) - 20);
      for (const sem of [f32, f64]) {
        values.push(APFloat.fromNumber(sem, sixteenths), APFloat.fromNumber(sem, scaled));
      }
    }
    for (let e = -320; e <= 308; e++) {
      for (const x of [10 ** e, 9.9999995 * 10 ** e, 9.999999999999999 * 10 ** e, 5 * 10 ** e]) {
        values.push(APFloat.fromNumber(f64, x), APFloat.fromNumber(f32, x));
      }
    }
    for (const x of [
      Number.MIN_VALUE,
      Number.MAX_VALUE,
      2 ** -149,
      3.4028234663852886e38,
      2 ** 53 + 2,
    ]) {
      values.push(APFloat.fromNumber(f64, x), APFloat.fromNumber(f32, x));
    }
    expectSameAsReference(values.filter((value) => !value.isZero));
  });

  it('agrees with the exact formatting where the digits just fit a JS number, or just do not', () => {
    const values: APFloat[] = [];
    for (let places = 0; places <= 24; places++) {
      // odd * 2^-places, whose exact digits are odd * 5^places: near 2^53 on either side.
      const limit = Math.floor(2 ** 53 / 5 ** places);
      for (const odd of [1, 3, limit - 2, limit - 1, limit, limit + 1, limit + 2]) {
        if (odd <= 0 || odd % 2 === 0 || odd >= 2 ** 53) continue;
        const x = odd * 2 ** -places;
        values.push(APFloat.fromNumber(f64, x), APFloat.fromNumber(f64, -x));
        values.push(APFloat.fromNumber(f32, x));
      }
    }
    for (const x of [
      2 ** 53 - 1,
      2 ** 53 - 2,
      2 ** 53,
      2 ** 53 + 2,
      2 ** 54 - 2,
      999999999999999,
    ]) {
      values.push(APFloat.fromNumber(f64, x), APFloat.fromNumber(f32, x));
    }
    expectSameAsReference(values);
  });
});
