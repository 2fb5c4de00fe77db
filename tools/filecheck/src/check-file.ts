// Reading a check file into the ordered list of checks that the matcher runs.
//
// Each positive directive (CHECK, -NEXT, -SAME, -EMPTY, -LABEL, -COUNT) becomes a CheckString that
// carries the CHECK-DAG / CHECK-NOT directives written before it (plus --implicit-check-not
// patterns). Trailing DAG/NOT directives hang off an implicit check that matches at end of input.

import { CheckKind, DirectiveScanner } from './directives.js';
import { Pattern, PatternError, type PatternOptions } from './pattern.js';
import type { CheckSource } from './report.js';
import { SourceBuffer } from './source-buffer.js';
import type { Variables } from './variables.js';

export interface CheckString extends CheckSource {
  /** DAG and NOT directives to satisfy before this check, in file order. */
  readonly dagNots: readonly CheckSource[];
}

export interface CheckFileOptions extends PatternOptions {
  readonly checkPrefixes: readonly string[];
  readonly commentPrefixes: readonly string[];
  readonly implicitCheckNot: readonly string[];
  readonly allowUnusedPrefixes: boolean;
  /** Whether the prefixes are the default (no --check-prefix given). */
  readonly defaultPrefixes: boolean;
}

/** A check file that cannot be used; `message` is fully rendered. */
export class CheckFileError {
  constructor(
    readonly message: string,
    readonly exitCode: number,
  ) {}
}

const IMPLICIT_PREFIX = "-implicit-check-not='";

export function readCheckFile(
  buffer: SourceBuffer,
  options: CheckFileOptions,
  variables: Variables,
): CheckString[] | CheckFileError {
  try {
    return parseChecks(buffer, options, variables);
  } catch (e) {
    if (e instanceof PatternError) return new CheckFileError(e.render(), e.exitCode);
    throw e;
  }
}

function parseChecks(
  buffer: SourceBuffer,
  options: CheckFileOptions,
  variables: Variables,
): CheckString[] | CheckFileError {
  const implicitNots = options.implicitCheckNot.map((text) =>
    implicitNot(text, options, variables),
  );
  const checks: CheckString[] = [];
  let dagNots: CheckSource[] = [...implicitNots];
  const unused = new Set(options.checkPrefixes);
  const distinctPrefixes = unused.size;
  const text = buffer.text;
  const scanner = new DirectiveScanner(text, options.checkPrefixes, options.commentPrefixes);
  let line = 1;
  let lineCountedTo = 0;
  for (let d = scanner.next(); d; d = scanner.next()) {
    line += countNewlines(text, lineCountedTo, d.prefixPos);
    lineCountedTo = d.prefixPos;
    if (d.kind !== CheckKind.Comment) unused.delete(d.prefix);
    // A directive at the very end of the file keeps its ':' as pattern text, as in LLVM.
    let rest = d.restPos < text.length ? d.restPos : d.prefixPos + d.prefix.length;
    if (d.kind === CheckKind.Misspelled) {
      return located(
        buffer,
        d.prefixPos,
        `misspelled directive '${text.slice(d.prefixPos, d.restPos)}'`,
      );
    }
    if (d.kind === CheckKind.BadNot) {
      return located(buffer, rest, `unsupported -NOT combo on prefix '${d.prefix}'`);
    }
    if (d.kind === CheckKind.BadCount) {
      return located(buffer, rest, `invalid count in -COUNT specification on prefix '${d.prefix}'`);
    }
    if (!(options.strictWhitespace && options.matchFullLines)) {
      while (rest < text.length && (text[rest] === ' ' || text[rest] === '\t')) rest++;
    }
    let eol = rest;
    while (eol < text.length && text[eol] !== '\n' && text[eol] !== '\r') eol++;
    scanner.seek(eol);
    if (d.kind === CheckKind.Comment) continue;
    const pattern = new Pattern(
      d.kind,
      d.count,
      d.literal,
      line,
      buffer,
      rest,
      variables,
      options.ignoreCase,
    );
    pattern.parse(text.slice(rest, eol), d.prefix, options);
    if (d.kind === CheckKind.Label && pattern.hasVariable) {
      return located(
        buffer,
        d.prefixPos,
        `found '${d.prefix}-LABEL:' with variable definition or use`,
      );
    }
    if (
      (d.kind === CheckKind.Next || d.kind === CheckKind.Same || d.kind === CheckKind.Empty) &&
      checks.length === 0
    ) {
      const type =
        d.kind === CheckKind.Next ? 'NEXT' : d.kind === CheckKind.Empty ? 'EMPTY' : 'SAME';
      return located(
        buffer,
        d.prefixPos,
        `found '${d.prefix}-${type}' without previous '${d.prefix}: line`,
      );
    }
    const source: CheckSource = { pattern, prefix: d.prefix, buffer, loc: rest };
    if (d.kind === CheckKind.Dag || d.kind === CheckKind.Not) {
      dagNots.push(source);
      continue;
    }
    checks.push({ ...source, dagNots });
    dagNots = [...implicitNots];
  }
  const noneFound = unused.size === distinctPrefixes;
  const someUnused = !options.allowUnusedPrefixes && unused.size > 0;
  if ((noneFound || someUnused) && (implicitNots.length === 0 || !options.defaultPrefixes)) {
    const list = [...unused].map((p) => `'${p}:'`).join(', ');
    return new CheckFileError(
      `error: no check strings found with prefix${unused.size > 1 ? 'es ' : ' '}${list}\n`,
      2,
    );
  }
  if (dagNots.length > 0) {
    const eof = new Pattern(
      CheckKind.Eof,
      1,
      false,
      line + 1,
      buffer,
      text.length,
      variables,
      false,
    );
    checks.push({
      pattern: eof,
      prefix: options.checkPrefixes[0]!,
      buffer,
      loc: text.length,
      dagNots,
    });
  }
  return checks;
}

function implicitNot(text: string, options: CheckFileOptions, variables: Variables): CheckSource {
  const buffer = new SourceBuffer('command line', `${IMPLICIT_PREFIX}${text}'`);
  const loc = IMPLICIT_PREFIX.length;
  const pattern = new Pattern(
    CheckKind.Not,
    1,
    false,
    0,
    buffer,
    loc,
    variables,
    options.ignoreCase,
  );
  pattern.parse(text, 'IMPLICIT-CHECK', options);
  return { pattern, prefix: 'IMPLICIT-CHECK', buffer, loc };
}

function located(buffer: SourceBuffer, pos: number, message: string): CheckFileError {
  return new CheckFileError(buffer.format(pos, 'error', message), 2);
}

function countNewlines(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = text.indexOf('\n', from); i >= 0 && i < to; i = text.indexOf('\n', i + 1)) n++;
  return n;
}
