/**
 * A seeded pseudo-random generator (mulberry32). Workloads must be the same bytes on every run and
 * every machine, so generators draw from this and never from `Math.random`.
 */
export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** The next value, uniform over [0, 2^32). */
  nextU32(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** An integer in [lo, hi], both inclusive. The modulo bias is irrelevant for workload shapes. */
  int(lo: number, hi: number): number {
    return lo + (this.nextU32() % (hi - lo + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.nextU32() < p * 0x1_0000_0000;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Prng.pick: empty list');
    return items[this.nextU32() % items.length]!;
  }
}
