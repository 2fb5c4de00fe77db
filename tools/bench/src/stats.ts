/** The middle value (mean of the two middle ones for an even count). Throws on an empty sample. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of an empty sample');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A ratio sample summarised: the median is the result, min and max show how noisy it is. */
export interface RatioSummary {
  median: number;
  min: number;
  max: number;
}

/**
 * Per-run ratios a[i] / b[i] of paired measurements, summarised. Runs are interleaved (A B A B), so
 * pairing each A with the B next to it cancels slow drifts of the machine that a ratio of two
 * separately taken medians would not.
 */
export function pairedRatios(a: readonly number[], b: readonly number[]): RatioSummary {
  if (a.length !== b.length) throw new Error(`unpaired samples: ${a.length} vs ${b.length}`);
  const ratios = a.map((value, i) => value / b[i]!);
  return { median: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios) };
}
