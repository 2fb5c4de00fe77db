import type { Prng } from '@strata/bench';
import { SCALAR_TYPES, type ScalarType } from './scalar-types.js';

/**
 * The SSA values usable at the current point of a generated function, by type. Entering a region,
 * or a block the following code is not dominated by, pushes a level; leaving it forgets what was
 * defined there, so every generated use is dominated by its definition.
 */
export class ValuePool {
  private readonly visible = new Map<ScalarType, string[]>();
  private readonly marks: number[][] = [];

  constructor() {
    for (const type of SCALAR_TYPES) this.visible.set(type, []);
  }

  push(): void {
    this.marks.push(SCALAR_TYPES.map((type) => this.list(type).length));
  }

  pop(): void {
    const mark = this.marks.pop();
    if (!mark) throw new Error('ValuePool.pop without push');
    SCALAR_TYPES.forEach((type, i) => {
      this.list(type).length = mark[i]!;
    });
  }

  define(type: ScalarType, name: string): void {
    this.list(type).push(name);
  }

  has(type: ScalarType): boolean {
    return this.list(type).length > 0;
  }

  /** A visible value of that type, mostly a recent one, so that chains of computation form. */
  pick(rng: Prng, type: ScalarType): string {
    const values = this.list(type);
    if (values.length === 0) throw new Error(`no visible value of type ${type}`);
    const window = Math.min(values.length, 6);
    return rng.chance(0.7)
      ? values[values.length - 1 - rng.int(0, window - 1)]!
      : values[rng.int(0, values.length - 1)]!;
  }

  private list(type: ScalarType): string[] {
    return this.visible.get(type)!;
  }
}
