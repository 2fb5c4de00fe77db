// The messages FileCheck prints when a directive fails, worded and located as LLVM's are.

import { describeCheck } from './directives.js';
import { type Match, MatchError, type Pattern } from './pattern.js';
import type { SourceBuffer } from './source-buffer.js';

/** Collects rendered diagnostics; joined once at the end. */
export class DiagnosticSink {
  private readonly chunks: string[] = [];

  push(text: string): void {
    this.chunks.push(text);
  }

  text(): string {
    return this.chunks.join('');
  }
}

/** Where a check comes from: its pattern, the prefix it was written with, and its location. */
export interface CheckSource {
  readonly pattern: Pattern;
  readonly prefix: string;
  readonly buffer: SourceBuffer;
  readonly loc: number;
}

const FUZZY_SEARCH_LIMIT = 4096;
const FUZZY_QUALITY_LIMIT = 50;

export class Reporter {
  constructor(
    private readonly sink: DiagnosticSink,
    private readonly input: SourceBuffer,
  ) {}

  private describe(check: CheckSource): string {
    const p = check.pattern;
    return describeCheck(p.kind, check.prefix, p.count, p.literal);
  }

  /** An expected pattern was not found in input[from, to), or could not be matched at all. */
  expectedNotFound(
    check: CheckSource,
    attempt: number,
    from: number,
    to: number,
    outcome: MatchError | undefined,
  ): void {
    if (outcome instanceof MatchError) {
      for (const e of outcome.errors) this.sink.push(e.render());
    } else {
      let message = `${this.describe(check)}: expected string not found in input`;
      if (check.pattern.count > 1) message += ` (${attempt} out of ${check.pattern.count})`;
      this.sink.push(check.buffer.format(check.loc, 'error', message));
      this.sink.push(this.input.format(from, 'note', 'scanning from here'));
    }
    this.substitutionNotes(check.pattern, from);
    this.fuzzyMatch(check.pattern, from, to);
  }

  /** A CHECK-NOT pattern could not be matched (e.g. it uses an undefined variable). */
  excludedUnmatchable(check: CheckSource, from: number, outcome: MatchError): void {
    for (const e of outcome.errors) this.sink.push(e.render());
    this.substitutionNotes(check.pattern, from);
  }

  /** A CHECK-NOT pattern matched `match` within input[from, to). */
  excludedFound(check: CheckSource, match: Match, from: number, to: number): void {
    const message = `${this.describe(check)}: excluded string found in input`;
    this.sink.push(check.buffer.format(check.loc, 'error', message));
    this.sink.push(this.input.format(match.pos, 'note', 'found here', match.pos + match.len));
    this.substitutionNotes(check.pattern, match.pos);
    for (const capture of check.pattern.captureRanges(this.input.text, from, to, match)) {
      this.sink.push(
        this.input.format(capture.pos, 'note', `captured var "${capture.name}"`, capture.end),
      );
    }
  }

  /**
   * A NEXT/EMPTY/SAME match on the wrong line. `previousEnd` is where the previous match ended,
   * `matchPos` where this one starts, `firstNewline` just after the first newline between them.
   */
  wrongLine(
    check: CheckSource,
    problem: string,
    previousEnd: number,
    matchPos: number,
    firstNewline: number | undefined,
  ): void {
    this.sink.push(check.buffer.format(check.loc, 'error', problem));
    this.sink.push(this.input.format(matchPos, 'note', "'next' match was here"));
    this.sink.push(this.input.format(previousEnd, 'note', 'previous match ended here'));
    if (firstNewline !== undefined) {
      this.sink.push(
        this.input.format(firstNewline, 'note', 'non-matching line after previous match is here'),
      );
    }
  }

  private substitutionNotes(pattern: Pattern, at: number): void {
    for (const note of pattern.substitutionNotes())
      this.sink.push(this.input.format(at, 'note', note));
  }

  /**
   * LLVM's "possible intended match": within the next 4096 bytes, the position whose line start
   * is closest in edit distance to the pattern text (fixed string or ERE source), lightly
   * penalized by the number of lines skipped.
   */
  private fuzzyMatch(pattern: Pattern, from: number, to: number): void {
    const example =
      pattern.fixed !== undefined && pattern.fixed.length > 0 ? pattern.fixed : pattern.ere;
    const text = this.input.text;
    const limit = Math.min(FUZZY_SEARCH_LIMIT, to - from);
    let best = -1;
    let bestQuality = 0;
    let lines = 0;
    for (let i = 0; i < limit; i++) {
      const c = text.charCodeAt(from + i);
      if (c === 10) lines++;
      if (c === 32 || c === 9) continue;
      let end = Math.min(from + i + example.length, to);
      const newline = text.indexOf('\n', from + i);
      if (newline >= 0 && newline < end) end = newline;
      const bound = best < 0 ? Infinity : bestQuality - lines / 100;
      const distance = editDistance(text, from + i, end, example, bound);
      const quality = distance + lines / 100;
      if (best < 0 || quality < bestQuality) {
        best = i;
        bestQuality = quality;
      }
    }
    if (best > 0 && bestQuality < FUZZY_QUALITY_LIMIT) {
      this.sink.push(this.input.format(from + best, 'note', 'possible intended match here'));
    }
  }
}

/**
 * Levenshtein distance between text[start, end) and `other`. Once every entry of a row reaches
 * `bound` the final distance cannot be below it, and the row minimum is returned early (the caller
 * only needs to know the result is not an improvement).
 */
function editDistance(
  text: string,
  start: number,
  end: number,
  other: string,
  bound: number,
): number {
  const n = other.length;
  let previous = new Uint32Array(n + 1);
  let current = new Uint32Array(n + 1);
  for (let j = 0; j <= n; j++) previous[j] = j;
  for (let i = start; i < end; i++) {
    current[0] = i - start + 1;
    let rowMin = current[0]!;
    const c = text.charCodeAt(i);
    for (let j = 1; j <= n; j++) {
      const substitute = previous[j - 1]! + (other.charCodeAt(j - 1) === c ? 0 : 1);
      const value = Math.min(substitute, previous[j]! + 1, current[j - 1]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin >= bound) return rowMin;
    const swap = previous;
    previous = current;
    current = swap;
  }
  return previous[n]!;
}
