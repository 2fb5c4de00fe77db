/**
 * The `expected-error`/`-warning`/`-remark`/`-note` comments of `--verify-diagnostics`: scanning a
 * buffer for them and matching emitted diagnostics against them, with mlir-opt's rules.
 */
import type { DiagnosticSeverity } from '../support/diagnostics.js';
import { utf8Length, type SourceBuffer } from './source-mgr.js';

/** One `expected-*` designator found in a buffer. */
export class ExpectedDiagnostic {
  matched = false;
  /** For `-re` designators: the text with `{{regex}}` blocks, compiled. */
  regex: RegExp | null = null;

  constructor(
    readonly severity: DiagnosticSeverity,
    /** The line the diagnostic is expected on (file numbering); unused for `@unknown`. */
    public line: number,
    /** Where `expected-` starts (file numbering), for reporting; null for `@unknown`. */
    readonly designatorLine: number,
    readonly designatorColumn: number,
    /** The text between `{{` and `}}`. */
    readonly substring: string,
  ) {}

  /** A plain designator matches messages containing its text; a `-re` one matches its regex. */
  matches(message: string): boolean {
    return this.regex !== null ? this.regex.test(message) : message.includes(this.substring);
  }
}

/** A problem in a designator itself (a bad `-re` pattern), reported at the designator. */
export interface DesignatorError {
  readonly line: number;
  readonly column: number;
  readonly length: number;
  readonly message: string;
}

export interface ScannedExpectations {
  /** Designators with a line (`@+N`, `@-N`, `@above`, `@below` or none), in file order. */
  readonly located: ExpectedDiagnostic[];
  /** `@unknown` designators, for diagnostics without a file location. */
  readonly unknown: ExpectedDiagnostic[];
  readonly errors: DesignatorError[];
}

const DESIGNATOR =
  /expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}$/;

/** Finds the designators of `buffer`, resolving each to the line it refers to. */
export function scanExpectedDiagnostics(buffer: SourceBuffer): ScannedExpectations {
  const located: ExpectedDiagnostic[] = [];
  const unknown: ExpectedDiagnostic[] = [];
  const errors: DesignatorError[] = [];
  const lines = buffer.text.split('\n');
  let lastNonDesignatorLine = 1 + buffer.lineOffset;
  let pendingBelow: ExpectedDiagnostic[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = index + 1 + buffer.lineOffset;
    const match = DESIGNATOR.exec(lines[index]!.trimEnd());
    if (match === null) {
      for (const expected of pendingBelow) expected.line = line;
      pendingBelow = [];
      lastNonDesignatorLine = line;
      continue;
    }
    const substring = match[5]!;
    const expected = new ExpectedDiagnostic(
      match[1] as DiagnosticSeverity,
      line,
      line,
      utf8Length(lines[index]!.slice(0, match.index)) + 1,
      substring,
    );
    if (match[2] !== undefined) {
      const compiled = compileDesignatorRegex(substring);
      if (typeof compiled === 'string') {
        errors.push({
          line,
          column: expected.designatorColumn,
          length: substring.length,
          message: compiled,
        });
        continue;
      }
      expected.regex = compiled;
    }
    const designator = match[4];
    if (designator === 'unknown') {
      unknown.push(expected);
      continue;
    }
    if (designator === 'above') expected.line = lastNonDesignatorLine;
    else if (designator === 'below') {
      // A `@below` with no line after it stays on the last line, where nothing can match it.
      expected.line = lines.length + buffer.lineOffset;
      pendingBelow.push(expected);
    } else if (designator !== undefined) {
      const offset = Number(designator.slice(1));
      expected.line += designator[0] === '+' ? offset : -offset;
    }
    located.push(expected);
  }
  return { located, unknown, errors };
}

/**
 * Compiles the text of an `expected-*-re` designator: literal text with `{{regex}}` blocks. Returns
 * the message of mlir-opt's error when a block is unterminated or invalid.
 */
function compileDesignatorRegex(text: string): RegExp | string {
  let source = '';
  let rest = text;
  while (rest.length > 0) {
    const open = rest.indexOf('{{');
    if (open < 0) {
      source += escapeRegex(rest);
      break;
    }
    source += escapeRegex(rest.slice(0, open));
    rest = rest.slice(open + 2);
    const close = rest.indexOf('}}');
    if (close < 0) return "found start of regex with no end '}}'";
    const block = rest.slice(0, close);
    try {
      new RegExp(block);
    } catch (error) {
      return `invalid regex: ${(error as Error).message}`;
    }
    source += `(${block})`;
    rest = rest.slice(close + 2);
  }
  return new RegExp(source);
}

function escapeRegex(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
}
