/**
 * How much applying a pattern is expected to gain (MLIR's `PatternBenefit`): a small non-negative
 * integer, higher is better, or "impossible to match" for a pattern that must never be tried
 * (a cost model can assign it to switch a pattern off).
 */
export class PatternBenefit {
  /** The largest benefit a pattern may declare (MLIR stores it in 16 bits). */
  static readonly MAX = 0xfffe;
  private static readonly IMPOSSIBLE = -1;
  private static readonly impossible = new PatternBenefit(PatternBenefit.IMPOSSIBLE);

  private constructor(private readonly value: number) {}

  /** A benefit of `value`, an integer in [0, {@link PatternBenefit.MAX}]. */
  static of(value: number | PatternBenefit): PatternBenefit {
    if (value instanceof PatternBenefit) return value;
    if (!Number.isInteger(value) || value < 0 || value > PatternBenefit.MAX) {
      throw new RangeError(
        `pattern benefit must be an integer in [0, ${PatternBenefit.MAX}], got ${value}`,
      );
    }
    return new PatternBenefit(value);
  }

  static impossibleToMatch(): PatternBenefit {
    return PatternBenefit.impossible;
  }

  isImpossibleToMatch(): boolean {
    return this.value === PatternBenefit.IMPOSSIBLE;
  }

  /** The numeric benefit; throws for an impossible-to-match benefit, which has none. */
  getBenefit(): number {
    if (this.value === PatternBenefit.IMPOSSIBLE)
      throw new Error('an impossible-to-match pattern has no benefit');
    return this.value;
  }

  /** Comparison key: impossible sorts below every real benefit. */
  get rank(): number {
    return this.value;
  }

  toString(): string {
    return this.isImpossibleToMatch() ? 'impossible-to-match' : String(this.value);
  }
}
