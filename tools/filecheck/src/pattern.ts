// One check pattern: parsing the text after a directive into either a fixed string or an LLVM ERE
// with substitution points, and matching it against a region of the input.
//
// The ERE is assembled exactly as LLVM's Pattern::parsePattern assembles RegExStr (fixed text is
// escaped, `{{re}}` is copied, `[[X:re]]` becomes a capture group, `[[X]]` a substitution point
// or a back-reference) and only then translated to JavaScript, so group numbers, error messages
// and the "possible intended match" heuristic (which compares against RegExStr) agree with LLVM.

import { CheckKind } from './directives.js';
import { EreSyntaxError, escapeEre, translateEre } from './ere.js';
import {
  evaluate,
  NumericBlockParser,
  NumericParseError,
  type Expr,
  type NumericFormat,
  type NumericVariable,
} from './numeric.js';
import type { SourceBuffer } from './source-buffer.js';
import { parseVariableName } from './variable-name.js';
import type { Variables } from './variables.js';

/** A located problem in the check file (or on the command line). */
export class PatternError {
  constructor(
    readonly buffer: SourceBuffer,
    readonly pos: number,
    readonly message: string,
    /** LLVM exits with 1 rather than 2 for a few parse errors. */
    readonly exitCode = 2,
    /** Errors LLVM reports through logAllUnhandledErrors are followed by an empty line. */
    readonly logged = false,
  ) {}

  render(): string {
    return this.buffer.format(this.pos, 'error', this.message) + (this.logged ? '\n' : '');
  }
}

export interface PatternOptions {
  readonly matchFullLines: boolean;
  readonly strictWhitespace: boolean;
  readonly ignoreCase: boolean;
}

interface Substitution {
  /** Insertion point in the pattern's ERE. */
  readonly index: number;
  /** What the user wrote: a variable name or an expression, quoted in notes. */
  readonly fromText: string;
  readonly fromPos: number;
  readonly variable: string | undefined;
  readonly expr: Expr | undefined;
  readonly format: NumericFormat | undefined;
}

interface NumericDefinition {
  readonly variable: NumericVariable;
  readonly group: number;
}

export interface Match {
  readonly pos: number;
  readonly len: number;
}

/** Why a pattern could not be matched at all, as opposed to not being found. */
export class MatchError {
  constructor(readonly errors: readonly PatternError[]) {}
}

const translationCache = new Map<string, string | null>();
const TRANSLATION_CACHE_LIMIT = 4096;

/** The RegExp for a complete ERE, or undefined if regcomp would reject it. */
function compile(ere: string, flags: string): RegExp | undefined {
  let source = translationCache.get(ere);
  if (source === undefined) {
    try {
      source = translateEre(ere).source;
    } catch (e) {
      if (!(e instanceof EreSyntaxError)) throw e;
      source = null;
    }
    if (translationCache.size >= TRANSLATION_CACHE_LIMIT) translationCache.clear();
    translationCache.set(ere, source);
  }
  if (source === null) return undefined;
  try {
    return new RegExp(source, flags);
  } catch {
    // Beyond the JavaScript engine's limits (e.g. too large); regcomp would fail the same way.
    translationCache.set(ere, null);
    return undefined;
  }
}

export class Pattern {
  /** Set for a fixed-string pattern; undefined when `ere` is used. */
  fixed: string | undefined;
  ere = '';
  private readonly substitutions: Substitution[] = [];
  private readonly stringDefs = new Map<string, number>();
  private readonly numericDefs: NumericDefinition[] = [];
  /** null: the ERE is invalid as a whole. */
  private compiled: RegExp | null | undefined;
  private readonly flags: string;

  constructor(
    readonly kind: CheckKind,
    readonly count: number,
    readonly literal: boolean,
    /** Check-file line (the value of @LINE). */
    readonly line: number,
    readonly buffer: SourceBuffer,
    /** Start of the pattern text in `buffer`. */
    readonly pos: number,
    private readonly variables: Variables,
    ignoreCase: boolean,
  ) {
    this.flags = ignoreCase ? 'i' : '';
  }

  /** LABEL patterns may not use or define variables. */
  get hasVariable(): boolean {
    return this.substitutions.length > 0 || this.stringDefs.size > 0;
  }

  /**
   * Parse `text` (which starts at this.pos in the buffer) into this pattern. `prefix` is used in
   * messages. Throws PatternError.
   */
  parse(rawText: string, prefix: string, options: PatternOptions): void {
    const fullLines = options.matchFullLines && this.kind !== CheckKind.Not;
    const text =
      options.strictWhitespace && options.matchFullLines ? rawText : rawText.replace(/[ \t]+$/, '');
    if (text.length === 0 && this.kind !== CheckKind.Empty) {
      this.fail(this.pos, `found empty check string with prefix '${prefix}:'`);
    }
    if (text.length > 0 && this.kind === CheckKind.Empty) {
      this.fail(this.pos, `found non-empty check string for empty check with prefix '${prefix}:'`);
    }
    if (this.kind === CheckKind.Empty) {
      this.ere = '(\n$)';
      return;
    }
    if (this.literal) {
      this.fixed = text;
      return;
    }
    if (!fullLines && (text.length < 2 || (!text.includes('{{') && !text.includes('[[')))) {
      this.fixed = text;
      return;
    }
    if (fullLines) this.ere += options.strictWhitespace ? '^' : '^ *';
    this.parseRegexPieces(text);
    if (fullLines) this.ere += options.strictWhitespace ? '$' : ' *$';
  }

  private parseRegexPieces(text: string): void {
    let group = 1;
    let i = 0;
    while (i < text.length) {
      if (text.startsWith('{{', i)) {
        const end = text.indexOf('}}', i);
        if (end < 0) this.fail(this.pos + i, "found start of regex string with no end '}}'");
        const body = text.slice(i + 2, end);
        // LLVM wraps the regex in a group when a '|' appears anywhere in the rest of the pattern
        // (not only inside these braces), which shifts group numbers; mirrored exactly.
        const alternation = text.includes('|', i);
        if (alternation) {
          this.ere += '(';
          group++;
        }
        group += this.addRegex(body, this.pos + i + 2);
        if (alternation) this.ere += ')';
        i = end + 2;
        continue;
      }
      if (text.startsWith('[[', i) && !text.startsWith('[[[', i)) {
        const bodyStart = i + 2;
        const end = this.findBlockEnd(text, bodyStart);
        if (end < 0) this.fail(this.pos + i, 'Invalid substitution block, no ]] found');
        group = this.parseBlock(text.slice(bodyStart, end), this.pos + bodyStart, group);
        i = end + 2;
        continue;
      }
      let next = text.length;
      const nextRegex = text.indexOf('{{', i + 1);
      const nextBlock = text.indexOf('[[', i + 1);
      if (nextRegex >= 0) next = nextRegex;
      if (nextBlock >= 0 && nextBlock < next) next = nextBlock;
      this.ere += escapeEre(text.slice(i, next));
      i = next;
    }
  }

  /** Validate one `{{...}}` or `[[X:...]]` regex alone (as LLVM does) and append it. */
  private addRegex(body: string, at: number): number {
    try {
      const { groups } = translateEre(body);
      this.ere += body;
      return groups;
    } catch (e) {
      if (e instanceof EreSyntaxError) this.fail(at, `invalid regex: ${e.message}`);
      throw e;
    }
  }

  /** The `]]` closing a block, skipping escaped chars and balanced `[...]`; -1 if none. */
  private findBlockEnd(text: string, from: number): number {
    let depth = 0;
    let i = from;
    while (i < text.length) {
      if (depth === 0 && text.startsWith(']]', i)) return i;
      const c = text[i];
      if (c === '\\') {
        i += 2;
        continue;
      }
      if (c === '[') depth++;
      else if (c === ']') {
        if (depth === 0) this.fail(this.pos + i, 'missing closing "]" for regex variable', 1);
        depth--;
      }
      i++;
    }
    return -1;
  }

  /** One `[[...]]` block (body starts at `at`); returns the next capture group number. */
  private parseBlock(body: string, at: number, group: number): number {
    if (body.startsWith('#')) return this.parseNumericBlock(body.slice(1), at + 1, false, group);
    const colon = body.indexOf(':');
    const nameEnd = colon < 0 ? body.length : colon;
    const space = body.slice(0, nameEnd).search(/[ \t]/);
    if (space >= 0) this.fail(at + space, 'unexpected whitespace');
    const parsed = parseVariableName(body);
    if (typeof parsed === 'string') this.fail(at, parsed, 2, true);
    const name = body.slice(0, parsed.length);
    const rest = body.slice(parsed.length);
    if (colon >= 0) {
      if (parsed.pseudo || !rest.startsWith(':')) {
        this.fail(at, 'invalid name in string variable definition');
      }
      if (this.variables.isNumericVariable(name)) {
        this.fail(at, `numeric variable with name '${name}' already exists`);
      }
      this.ere += '(';
      this.stringDefs.set(name, group);
      this.variables.stringNames.add(name);
      const regex = rest.slice(1);
      const groups = regex.length > 0 ? this.addRegex(regex, at + parsed.length + 1) : 0;
      this.ere += ')';
      return group + 1 + groups;
    }
    if (parsed.pseudo) return this.parseNumericBlock(body, at, true, group);
    if (rest.length > 0) this.fail(at, 'invalid name in string variable use');
    const sameLine = this.stringDefs.get(name);
    if (sameLine !== undefined) {
      if (sameLine > 9) this.fail(at, "Can't back-reference more than 9 variables");
      this.ere += `\\${sameLine}`;
    } else {
      this.substitutions.push({
        index: this.ere.length,
        fromText: name,
        fromPos: at,
        variable: name,
        expr: undefined,
        format: undefined,
      });
    }
    return group;
  }

  private parseNumericBlock(body: string, at: number, legacy: boolean, group: number): number {
    let block;
    try {
      block = new NumericBlockParser(body, this.variables, this.line, legacy).parseBlock();
    } catch (e) {
      if (e instanceof NumericParseError) this.fail(at + e.offset, e.message, 2, true);
      throw e;
    }
    const defining = block.defines !== undefined;
    if (defining) this.ere += '(';
    if (block.expr) {
      this.substitutions.push({
        index: this.ere.length,
        fromText: body.trim(),
        fromPos: at,
        variable: undefined,
        expr: block.expr,
        format: block.format,
      });
    } else {
      this.ere += block.format.wildcardEre();
    }
    if (!defining) return group;
    this.ere += ')';
    this.numericDefs.push({ variable: block.defines!, group });
    // The wildcard ERE of a precision format contains one group of its own.
    return group + 1 + (block.expr ? 0 : translateEre(block.format.wildcardEre()).groups);
  }

  private fail(pos: number, message: string, exitCode = 2, logged = false): never {
    throw new PatternError(this.buffer, pos, message, exitCode, logged);
  }

  /**
   * Find the first match in text[from, to), which LLVM treats as a buffer of its own (so `^`
   * matches at `from` and `$` at `to`). Returns undefined when there is none.
   */
  match(text: string, from: number, to: number): Match | MatchError | undefined {
    if (this.kind === CheckKind.Eof) return { pos: to, len: 0 };
    if (this.fixed !== undefined && this.flags === '') {
      const at = text.indexOf(this.fixed, from);
      return at >= 0 && at + this.fixed.length <= to
        ? { pos: at, len: this.fixed.length }
        : undefined;
    }
    const regex = this.substitutions.length > 0 ? this.substitutedRegex() : this.staticRegex();
    if (regex instanceof MatchError) return regex;
    // Pieces are validated alone; a concatenation LLVM's regcomp rejects simply never matches.
    if (regex === undefined) return undefined;
    const region = text.slice(from, to);
    let m = regex.exec(region);
    if (!m) return undefined;
    if (this.ere.includes('|') && !this.ere.includes('$')) m = longestAt(regex, region, m);
    this.recordDefinitions(m);
    // CHECK-EMPTY consumes the newline that ends the previous line; its match starts after it.
    const skip = this.kind === CheckKind.Empty ? 1 : 0;
    return { pos: from + m.index + skip, len: m[0].length - skip };
  }

  private staticRegex(): RegExp | undefined {
    if (this.compiled === undefined) {
      this.compiled =
        compile(this.fixed !== undefined ? escapeEre(this.fixed) : this.ere, this.flags) ?? null;
    }
    return this.compiled ?? undefined;
  }

  private substitutedRegex(): RegExp | MatchError | undefined {
    const errors: PatternError[] = [];
    let ere = '';
    let copied = 0;
    for (const s of this.substitutions) {
      const value = this.substitutionValue(s);
      if (value instanceof PatternError) {
        errors.push(value);
        continue;
      }
      ere += this.ere.slice(copied, s.index) + value;
      copied = s.index;
    }
    if (errors.length > 0) return new MatchError(errors);
    return compile(ere + this.ere.slice(copied), this.flags);
  }

  /** The ERE text a substitution inserts, or the error that prevents it. */
  private substitutionValue(s: Substitution): string | PatternError {
    if (s.variable !== undefined) {
      const value = this.variables.strings.get(s.variable);
      if (value === undefined)
        return new PatternError(this.buffer, s.fromPos, `undefined variable: ${s.variable}`);
      return escapeEre(value);
    }
    const printed = this.numericValue(s);
    return typeof printed === 'string' ? escapeEre(printed) : printed;
  }

  private numericValue(s: Substitution): string | PatternError {
    const value = evaluate(s.expr!, this.line);
    if (typeof value === 'bigint') {
      const printed = s.format!.print(value);
      if (printed !== undefined) return printed;
    } else if (value !== 'overflow') {
      const name = value.undefinedVariable.name;
      return new PatternError(this.buffer, s.fromPos + value.offset, `undefined variable: ${name}`);
    }
    return new PatternError(
      this.buffer,
      s.fromPos,
      'unable to substitute variable or numeric expression: overflow error',
    );
  }

  private recordDefinitions(m: RegExpExecArray): void {
    for (const [name, group] of this.stringDefs) this.variables.strings.set(name, m[group] ?? '');
    for (const def of this.numericDefs) {
      def.variable.value = def.variable.format.parse(m[def.group] ?? '0');
    }
  }

  /**
   * Where each variable this pattern defines was captured by `match` (found in text[from, to)),
   * ordered by position, for LLVM's `captured var "X"` notes.
   */
  captureRanges(
    text: string,
    from: number,
    to: number,
    match: Match,
  ): { name: string; pos: number; end: number }[] {
    if (this.stringDefs.size === 0 && this.numericDefs.length === 0) return [];
    const regex = this.substitutions.length > 0 ? this.substitutedRegex() : this.staticRegex();
    if (!(regex instanceof RegExp)) return [];
    const withIndices = new RegExp(regex.source, `${regex.flags}dy`);
    withIndices.lastIndex = match.pos - from;
    const indices = withIndices.exec(text.slice(from, to))?.indices;
    if (!indices) return [];
    const groups: [string, number][] = [
      ...this.stringDefs,
      ...this.numericDefs.map((d): [string, number] => [d.variable.name, d.group]),
    ];
    const ranges: { name: string; pos: number; end: number }[] = [];
    for (const [name, group] of groups) {
      const range = indices[group];
      if (range) ranges.push({ name, pos: from + range[0], end: from + range[1] });
    }
    return ranges.sort((a, b) => a.pos - b.pos);
  }

  /**
   * `with "X" equal to "value"` notes for each substitution whose value is known, in LLVM's
   * quoting (escaped only when the value holds non-printable characters or quotes).
   */
  substitutionNotes(): string[] {
    const notes: string[] = [];
    for (const s of this.substitutions) {
      let shown: string;
      if (s.variable !== undefined) {
        const value = this.variables.strings.get(s.variable);
        if (value === undefined) continue;
        shown = quoteForNote(value);
      } else {
        const value = this.numericValue(s);
        if (typeof value !== 'string') continue;
        shown = `"${value}"`;
      }
      notes.push(`with "${writeEscaped(s.fromText)}" equal to ${shown}`);
    }
    return notes;
  }
}

const anchoredRegexes = new WeakMap<RegExp, RegExp>();

/**
 * POSIX picks the longest of the matches that start leftmost; JavaScript picks the first
 * alternative that succeeds. When the pattern has an alternation, retry at the same start with
 * every longer end on the match's line, longest first, requiring the match to end there. (Skipped
 * when the ERE has a `$`, which would also match at the artificial end.)
 */
function longestAt(regex: RegExp, region: string, m: RegExpExecArray): RegExpExecArray {
  const start = m.index;
  const shortestEnd = start + m[0].length;
  let lineEnd = region.indexOf('\n', shortestEnd);
  if (lineEnd < 0) lineEnd = region.length;
  if (lineEnd === shortestEnd) return m;
  let anchored = anchoredRegexes.get(regex);
  if (!anchored) {
    anchored = new RegExp(`(?:${regex.source})$`, `${regex.flags}y`);
    anchoredRegexes.set(regex, anchored);
  }
  for (let end = lineEnd; end > shortestEnd; end--) {
    anchored.lastIndex = start;
    const candidate = anchored.exec(region.slice(0, end));
    if (candidate) return candidate;
  }
  return m;
}

function quoteForNote(value: string): string {
  let needsEscaping = false;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c !== 92 && (c < 32 || c > 126 || c === 34)) needsEscaping = true;
  }
  return needsEscaping ? `"${writeEscaped(value)}" (escaped value)` : `"${value}"`;
}

/** llvm::raw_ostream::write_escaped: C escapes, octal for other non-printable bytes. */
function writeEscaped(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 92) out += '\\\\';
    else if (c === 9) out += '\\t';
    else if (c === 10) out += '\\n';
    else if (c === 34) out += '\\"';
    else if (c < 32 || c > 126) out += `\\${c.toString(8).padStart(3, '0')}`;
    else out += text[i];
  }
  return out;
}
