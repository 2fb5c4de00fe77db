import { describe, expect, it } from 'vitest';
import { median, pairedRatios } from '../src/stats.js';

describe('median', () => {
  it('takes the middle of an odd sample, whatever its order', () => {
    expect(median([9, 1, 5])).toBe(5);
  });

  it('averages the two middle values of an even sample', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('does not reorder its input', () => {
    const sample = [3, 1, 2];
    median(sample);
    expect(sample).toEqual([3, 1, 2]);
  });

  it('rejects an empty sample', () => {
    expect(() => median([])).toThrow(/empty/);
  });
});

describe('pairedRatios', () => {
  it('divides each pair and reports median, min and max of the ratios', () => {
    // Ratios 2, 2.5, 3, 1.5, 4: sorted 1.5 2 2.5 3 4.
    expect(pairedRatios([2, 5, 9, 3, 8], [1, 2, 3, 2, 2])).toEqual({
      median: 2.5,
      min: 1.5,
      max: 4,
    });
  });

  it('pairs by position, not by sorted order', () => {
    // Sorted medians would give 3/3 = 1; per pair the ratios are 5, 0.2 and 1.
    expect(pairedRatios([5, 1, 3], [1, 5, 3])).toEqual({ median: 1, min: 0.2, max: 5 });
    expect(pairedRatios([10, 1, 3], [1, 5, 6]).median).toBe(0.5);
  });

  it('rejects samples of different sizes', () => {
    expect(() => pairedRatios([1, 2], [1])).toThrow(/unpaired/);
  });
});
