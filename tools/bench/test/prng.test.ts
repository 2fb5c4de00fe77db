import { describe, expect, it } from 'vitest';
import { Prng } from '../src/prng.js';

function draws(seed: number, count: number): number[] {
  const rng = new Prng(seed);
  return Array.from({ length: count }, () => rng.nextU32());
}

describe('Prng', () => {
  it('repeats its sequence for the same seed', () => {
    expect(draws(42, 100)).toEqual(draws(42, 100));
  });

  it('gives a different sequence for a different seed', () => {
    expect(draws(42, 100)).not.toEqual(draws(43, 100));
  });

  it('yields unsigned 32-bit integers', () => {
    for (const value of draws(7, 1000)) {
      expect(Number.isInteger(value) && value >= 0 && value < 2 ** 32).toBe(true);
    }
  });

  it('int(lo, hi) covers the whole inclusive range and nothing outside it', () => {
    const rng = new Prng(1);
    const seen = new Map<number, number>();
    for (let i = 0; i < 6000; i++) {
      const value = rng.int(-2, 3);
      seen.set(value, (seen.get(value) ?? 0) + 1);
    }
    expect([...seen.keys()].sort((a, b) => a - b)).toEqual([-2, -1, 0, 1, 2, 3]);
    // Roughly uniform: each of 6 values near 1000 of 6000 draws.
    for (const count of seen.values()) expect(count).toBeGreaterThan(800);
  });

  it('chance(0) is never true and chance(1) always', () => {
    const rng = new Prng(3);
    for (let i = 0; i < 1000; i++) {
      expect(rng.chance(0)).toBe(false);
      expect(rng.chance(1)).toBe(true);
    }
  });

  it('pick draws only from the list and rejects an empty one', () => {
    const rng = new Prng(5);
    const items = ['a', 'b', 'c'];
    for (let i = 0; i < 100; i++) expect(items).toContain(rng.pick(items));
    expect(() => rng.pick([])).toThrow(/empty/);
  });
});
