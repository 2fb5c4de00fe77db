/**
 * `--split-input-file`: cutting one input file into independently processed chunks at `// -----`
 * lines, as mlir-opt's `splitAndProcessBuffer` does.
 */
import { utf8Length } from './source-mgr.js';

/** MLIR's default split marker; outputs of the chunks are joined with it too. */
export const SPLIT_MARKER = '// -----';

/** One chunk of a split input. */
export interface InputChunk {
  /** The chunk's text: everything after the previous marker up to the next one. */
  readonly text: string;
  /** Offset (UTF-16 units) of the chunk's first character in the whole input. */
  readonly offset: number;
  /**
   * Lines before the chunk's first line in the whole input. Parsing the chunk with this offset
   * makes locations (and so diagnostics) carry the line numbers of the original file.
   */
  readonly lineOffset: number;
  /** Column (1-based) of the chunk's first character on its line in the whole input. */
  readonly firstColumn: number;
}

/** Where a `// ---` that is not a full marker appears; mlir-opt warns about it. */
export interface SplitMarkerNearMiss {
  readonly line: number;
  readonly column: number;
}

export interface SplitInput {
  readonly chunks: InputChunk[];
  readonly nearMisses: SplitMarkerNearMiss[];
}

/** The shortest marker MLIR's scheme works with: a search prefix plus the two characters checked. */
export const MIN_SPLIT_MARKER_LENGTH = 3;

/**
 * Splits `text` at each `marker` (by default `// -----`). Like MLIR, the search is for the marker
 * without its last two characters (`// ---`): a prefix followed by those two characters ends a
 * chunk (what follows the marker on its line stays in the next chunk), any other prefix is a near
 * miss that stays inside its chunk and is reported. Markers shorter than
 * {@link MIN_SPLIT_MARKER_LENGTH} leave no prefix to search for and are rejected.
 */
export function splitInputFile(text: string, marker: string = SPLIT_MARKER): SplitInput {
  if (marker.length < MIN_SPLIT_MARKER_LENGTH) {
    throw new RangeError(
      `a split marker needs at least ${MIN_SPLIT_MARKER_LENGTH} characters, got '${marker}'`,
    );
  }
  const prefix = marker.slice(0, -2);
  const suffix = marker.slice(-2);
  const chunks: InputChunk[] = [];
  const nearMisses: SplitMarkerNearMiss[] = [];
  let line = 0;
  let lineStart = 0;
  let scanned = 0;
  // Counts the newlines in text[scanned, to) so chunk starts get their line numbers in one pass.
  const advanceTo = (to: number): void => {
    for (let i = scanned; i < to; i++) {
      if (text.charCodeAt(i) === 10) {
        line++;
        lineStart = i + 1;
      }
    }
    scanned = to;
  };
  let chunkStart = 0;
  let chunkLine = 0;
  let chunkColumn = 1;
  let searchFrom = 0;
  for (;;) {
    const found = text.indexOf(prefix, searchFrom);
    if (found < 0) break;
    const after = found + prefix.length;
    advanceTo(after);
    // MLIR 22 compares the character after the marker with '0' (not '-'), so `// ------` still splits.
    const isMarker =
      text.startsWith(suffix, after) &&
      after + 2 < text.length &&
      text.charCodeAt(after + 2) !== 48;
    if (!isMarker) {
      nearMisses.push({ line: line + 1, column: utf8Length(text.slice(lineStart, after)) + 1 });
      searchFrom = after;
      continue;
    }
    chunks.push({
      text: text.slice(chunkStart, found),
      offset: chunkStart,
      lineOffset: chunkLine,
      firstColumn: chunkColumn,
    });
    chunkStart = after + 2;
    advanceTo(chunkStart);
    chunkLine = line;
    chunkColumn = utf8Length(text.slice(lineStart, chunkStart)) + 1;
    searchFrom = chunkStart;
  }
  // As in MLIR, an empty last chunk (input ending right after a marker, or an empty input) is no chunk.
  if (chunkStart < text.length) {
    chunks.push({
      text: text.slice(chunkStart),
      offset: chunkStart,
      lineOffset: chunkLine,
      firstColumn: chunkColumn,
    });
  }
  return { chunks, nearMisses };
}
