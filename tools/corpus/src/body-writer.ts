import type { Prng, TextWriter } from '@strata/bench';
import { type IntType, type ScalarType, signedExtremes } from './scalar-types.js';
import { ValuePool } from './value-pool.js';

/**
 * The state shared by everything that writes one function body: the output, the random source,
 * the visible values, and fresh SSA and block names (numbered per function, so every name is new).
 */
export class BodyWriter {
  readonly pool = new ValuePool();
  private nextValue = 0;
  private nextBlock = 1;

  constructor(
    readonly out: TextWriter,
    readonly rng: Prng,
  ) {}

  fresh(): string {
    return `%${this.nextValue++}`;
  }

  freshBlock(): string {
    return `^bb${this.nextBlock++}`;
  }

  /** Writes `%n = <rest>`, makes %n visible as a `type` value and returns it. */
  define(type: ScalarType, rest: string): string {
    const name = this.fresh();
    this.out.line(`${name} = ${rest}`);
    this.pool.define(type, name);
    return name;
  }

  /** A fresh `arith.constant` (not made visible: callers decide whether later code may use it). */
  constant(type: ScalarType, literal: string): string {
    const name = this.fresh();
    this.out.line(
      type === 'i1'
        ? `${name} = arith.constant ${literal}`
        : `${name} = arith.constant ${literal} : ${type}`,
    );
    return name;
  }

  /** A visible value of `type`, or a new visible constant when there is none yet. */
  value(type: ScalarType): string {
    if (this.pool.has(type)) return this.pool.pick(this.rng, type);
    const name = this.constant(type, randomLiteral(this.rng, type));
    this.pool.define(type, name);
    return name;
  }
}

/** A literal of `type`: mostly small, sometimes a width's extremes (where wrapping happens). */
export function randomLiteral(rng: Prng, type: ScalarType): string {
  if (type === 'i1') return rng.chance(0.5) ? 'true' : 'false';
  if (type === 'f32' || type === 'f64') return floatLiteral(rng.int(-800, 800) / 8);
  const roll = rng.int(0, 9);
  if (roll === 0) return rng.pick([...signedExtremes(type), '-1']);
  if (roll === 1) return String(clampToWidth(type, rng.int(-1000, 1000)));
  return String(clampToWidth(type, rng.int(-20, 20)));
}

/** MLIR float literal text for a value with an exact binary representation. */
export function floatLiteral(value: number): string {
  const text = String(value);
  return text.includes('.') || text.includes('e') ? text : `${text}.0`;
}

function clampToWidth(type: IntType, value: number): number {
  if (type === 'i8') return Math.max(-128, Math.min(127, value));
  return value;
}
