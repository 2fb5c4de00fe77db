import { describe, expect, it } from 'vitest';
import { splitInputFile } from '../../src/diagnostics/split-input.js';

describe('splitInputFile', () => {
  it('returns the whole input as one chunk when there is no marker', () => {
    const { chunks, nearMisses } = splitInputFile('a\nb\n');
    expect(chunks).toEqual([{ text: 'a\nb\n', offset: 0, lineOffset: 0, firstColumn: 1 }]);
    expect(nearMisses).toEqual([]);
  });

  it('cuts at each marker and keeps the rest of the marker line in the next chunk', () => {
    const text = 'a\n// -----\nb\nc\n// ----- tail\nd\n';
    const { chunks } = splitInputFile(text);
    expect(chunks.map((c) => c.text)).toEqual(['a\n', '\nb\nc\n', ' tail\nd\n']);
    expect(chunks.map((c) => c.lineOffset)).toEqual([0, 1, 4]);
    expect(chunks.map((c) => c.firstColumn)).toEqual([1, 9, 9]);
    for (const chunk of chunks)
      expect(text.slice(chunk.offset, chunk.offset + chunk.text.length)).toBe(chunk.text);
  });

  it('reports near misses where mlir-opt warns and does not split there', () => {
    const text = 'a\n// ---\nb\n// -----0\nc\n';
    const { chunks, nearMisses } = splitInputFile(text);
    expect(chunks).toHaveLength(1);
    expect(nearMisses).toEqual([
      { line: 2, column: 7 },
      { line: 4, column: 7 },
    ]);
  });

  it('splits at a longer dash run like MLIR 22, leaving the extra dash in the next chunk', () => {
    const { chunks } = splitInputFile('a\n// ------\nb\n');
    expect(chunks.map((c) => c.text)).toEqual(['a\n', '-\nb\n']);
  });

  it('drops an empty last chunk and treats a marker at the very end as a near miss', () => {
    expect(splitInputFile('a\n// -----\n').chunks.map((c) => c.text)).toEqual(['a\n', '\n']);
    const atEnd = splitInputFile('a\n// -----');
    expect(atEnd.chunks.map((c) => c.text)).toEqual(['a\n// -----']);
    expect(atEnd.nearMisses).toEqual([{ line: 2, column: 7 }]);
    expect(splitInputFile('').chunks).toEqual([]);
  });
});

describe('splitInputFile with a custom marker', () => {
  it('cuts at the given marker and reports its near misses', () => {
    const text = 'a\n// MARK\nb\n// MAXX\nc\n// -----\nd\n';
    const { chunks, nearMisses } = splitInputFile(text, '// MARK');
    expect(chunks.map((c) => c.text)).toEqual(['a\n', '\nb\n// MAXX\nc\n// -----\nd\n']);
    expect(chunks.map((c) => c.lineOffset)).toEqual([0, 1]);
    expect(nearMisses).toEqual([{ line: 4, column: 6 }]);
  });

  it('rejects markers too short to have a search prefix', () => {
    expect(() => splitInputFile('a', 'XY')).toThrow(RangeError);
  });
});
