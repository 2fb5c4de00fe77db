import type { Prng } from './prng.js';

/** The scalar types generated code computes with. */
export type ScalarType = 'i1' | 'i32' | 'i64' | 'f32' | 'index';

const SCALAR_TYPES: readonly ScalarType[] = ['i1', 'i32', 'i64', 'f32', 'index'];

/**
 * The SSA values visible at the current point of generated code, by type. Entering a region or a
 * block that the following code is not dominated by pushes a scope; leaving it pops the values defined
 * there, so generated uses always respect dominance.
 */
export class ValueScopes {
  private readonly visible = new Map<ScalarType, string[]>();
  private readonly marks: number[][] = [];

  constructor() {
    for (const type of SCALAR_TYPES) this.visible.set(type, []);
  }

  push(): void {
    this.marks.push(SCALAR_TYPES.map((type) => this.values(type).length));
  }

  pop(): void {
    const mark = this.marks.pop();
    if (!mark) throw new Error('ValueScopes.pop without push');
    SCALAR_TYPES.forEach((type, i) => {
      this.values(type).length = mark[i]!;
    });
  }

  define(type: ScalarType, name: string): void {
    this.values(type).push(name);
  }

  has(type: ScalarType): boolean {
    return this.values(type).length > 0;
  }

  /**
   * A visible value of that type, favouring recent ones (as real code does, and so that long chains
   * form instead of every op reading the function arguments).
   */
  pick(rng: Prng, type: ScalarType): string {
    const values = this.values(type);
    if (values.length === 0) throw new Error(`no visible value of type ${type}`);
    const window = Math.min(values.length, 8);
    return rng.chance(0.75)
      ? values[values.length - 1 - rng.int(0, window - 1)]!
      : values[rng.int(0, values.length - 1)]!;
  }

  private values(type: ScalarType): string[] {
    return this.visible.get(type)!;
  }
}
