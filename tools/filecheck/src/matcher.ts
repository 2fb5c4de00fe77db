// Running checks over the input, following LLVM's FileCheck::checkInput: CHECK-LABEL matches first
// split the input into blocks; within a block each check first satisfies its CHECK-DAG group(s)
// and CHECK-NOTs, then matches itself (COUNT times), then verifies NEXT/SAME/EMPTY line placement.

import type { CheckString } from './check-file.js';
import { CheckKind } from './directives.js';
import { type Match, MatchError } from './pattern.js';
import type { CheckSource, Reporter } from './report.js';
import type { Variables } from './variables.js';

export interface MatcherOptions {
  readonly enableVarScope: boolean;
  readonly allowDagOverlap: boolean;
}

interface Range {
  pos: number;
  end: number;
}

export class Matcher {
  /** Length from the first to the end of the last match of the last successful check(). */
  private matchLen = 0;

  constructor(
    private readonly text: string,
    private readonly reporter: Reporter,
    private readonly variables: Variables,
    private readonly options: MatcherOptions,
  ) {}

  run(checks: readonly CheckString[]): boolean {
    let failed = false;
    let i = 0;
    let j = 0;
    let bufferStart = 0;
    const end = this.text.length;
    for (;;) {
      let regionFrom = bufferStart;
      let regionTo = end;
      if (j < checks.length) {
        const label = checks[j]!;
        if (label.pattern.kind !== CheckKind.Label) {
          j++;
          continue;
        }
        const pos = this.check(label, bufferStart, end, true);
        if (pos < 0) return false;
        regionTo = pos + this.matchLen;
        bufferStart = regionTo;
        j++;
      }
      // Variables from -D live in the block before the first label, so it is never cleared.
      if (i !== 0 && this.options.enableVarScope) this.variables.clearLocals();
      for (; i < j; i++) {
        const pos = this.check(checks[i]!, regionFrom, regionTo, false);
        if (pos < 0) {
          failed = true;
          i = j;
          break;
        }
        regionFrom = pos + this.matchLen;
      }
      if (j >= checks.length) return !failed;
    }
  }

  /** Match one check in text[from, to); the position of its first match, or -1 after reporting. */
  private check(cs: CheckString, from: number, to: number, labelScan: boolean): number {
    const nots: CheckSource[] = [];
    let lastPos = from;
    if (!labelScan) {
      lastPos = this.checkDag(cs.dagNots, from, to, nots);
      if (lastPos < 0) return -1;
    }
    let lastMatchEnd = lastPos;
    let firstMatchPos = lastPos;
    const count = cs.pattern.count;
    for (let attempt = 1; attempt <= count; attempt++) {
      const m = cs.pattern.match(this.text, lastMatchEnd, to);
      if (m === undefined || m instanceof MatchError) {
        this.reporter.expectedNotFound(cs, attempt, lastMatchEnd, to, m);
        return -1;
      }
      if (attempt === 1) firstMatchPos = m.pos;
      lastMatchEnd = m.pos + m.len;
    }
    this.matchLen = lastMatchEnd - firstMatchPos;
    if (labelScan) return firstMatchPos;
    if (!this.checkLinePlacement(cs, lastPos, firstMatchPos)) return -1;
    if (this.checkNots(nots, lastPos, firstMatchPos)) return -1;
    return firstMatchPos;
  }

  /** NEXT/EMPTY must be on the line after the previous match, SAME on the same line. */
  private checkLinePlacement(cs: CheckString, previousEnd: number, matchPos: number): boolean {
    const kind = cs.pattern.kind;
    if (kind !== CheckKind.Next && kind !== CheckKind.Empty && kind !== CheckKind.Same) return true;
    const [newlines, firstNewline] = countNewlines(this.text, previousEnd, matchPos);
    // LLVM names these without the {LITERAL} modifier.
    const name = `${cs.prefix}-${kind === CheckKind.Same ? 'SAME' : kind === CheckKind.Empty ? 'EMPTY' : 'NEXT'}`;
    if (kind === CheckKind.Same) {
      if (newlines === 0) return true;
      this.reporter.wrongLine(
        cs,
        `${name}: is not on the same line as the previous match`,
        previousEnd,
        matchPos,
        undefined,
      );
      return false;
    }
    if (newlines === 1) return true;
    if (newlines === 0) {
      this.reporter.wrongLine(
        cs,
        `${name}: is on the same line as previous match`,
        previousEnd,
        matchPos,
        undefined,
      );
    } else {
      this.reporter.wrongLine(
        cs,
        `${name}: is not on the line after the previous match`,
        previousEnd,
        matchPos,
        firstNewline,
      );
    }
    return false;
  }

  /** Report every CHECK-NOT that matches in text[from, to); true if any did. */
  private checkNots(nots: readonly CheckSource[], from: number, to: number): boolean {
    let failed = false;
    for (const not of nots) {
      const m = not.pattern.match(this.text, from, to);
      if (m === undefined) continue;
      failed = true;
      if (m instanceof MatchError) this.reporter.excludedUnmatchable(not, from, m);
      else this.reporter.excludedFound(not, m, from, to);
    }
    return failed;
  }

  /**
   * Match the DAG/NOT directives preceding a check. Consecutive CHECK-DAGs form a group matched in
   * any order without overlapping; NOTs between groups must not occur between them. Returns where
   * the check itself starts searching, or -1 after reporting a failure.
   */
  private checkDag(
    dagNots: readonly CheckSource[],
    from: number,
    to: number,
    nots: CheckSource[],
  ): number {
    if (dagNots.length === 0) return from;
    let start = from;
    let ranges: Range[] = [];
    for (let k = 0; k < dagNots.length; k++) {
      const dag = dagNots[k]!;
      if (dag.pattern.kind === CheckKind.Not) {
        nots.push(dag);
        continue;
      }
      let searchFrom = start;
      let insertAt = 0;
      let m: Match;
      for (;;) {
        const result = dag.pattern.match(this.text, searchFrom, to);
        if (result === undefined || result instanceof MatchError) {
          this.reporter.expectedNotFound(dag, 1, searchFrom, to, result);
          return -1;
        }
        m = result;
        if (this.options.allowDagOverlap) break;
        const end = m.pos + m.len;
        // Find the first earlier match that ends after this one starts.
        while (insertAt < ranges.length && m.pos >= ranges[insertAt]!.end) insertAt++;
        const overlapping = insertAt < ranges.length && ranges[insertAt]!.pos < end;
        if (!overlapping) break;
        searchFrom = ranges[insertAt]!.end;
      }
      if (this.options.allowDagOverlap) {
        // One range spanning the whole group is all that is tracked in this mode.
        const block = ranges[0];
        if (block) {
          block.pos = Math.min(block.pos, m.pos);
          block.end = Math.max(block.end, m.pos + m.len);
        } else {
          ranges.push({ pos: m.pos, end: m.pos + m.len });
        }
      } else {
        ranges.splice(insertAt, 0, { pos: m.pos, end: m.pos + m.len });
      }
      const groupEnds = k + 1 === dagNots.length || dagNots[k + 1]!.pattern.kind === CheckKind.Not;
      if (!groupEnds) continue;
      if (nots.length > 0) {
        if (this.checkNots(nots, start, ranges[0]!.pos)) return -1;
        nots.length = 0;
      }
      start = ranges[ranges.length - 1]!.end;
      ranges = [];
    }
    return start;
  }
}

/** Newlines in text[from, to) ("\r\n" and "\n\r" count once) and the position after the first. */
function countNewlines(text: string, from: number, to: number): [number, number | undefined] {
  let count = 0;
  let first: number | undefined;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c !== 10 && c !== 13) continue;
    count++;
    const next = i + 1 < to ? text.charCodeAt(i + 1) : -1;
    if ((next === 10 || next === 13) && next !== c) i++;
    if (count === 1) first = i + 1;
  }
  return [count, first];
}
