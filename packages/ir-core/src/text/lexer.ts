import { utf8Length } from '../diagnostics/source-mgr.js';
import { encodeString } from '../support/utf8.js';

/**
 * MLIR's lexer, hand-written over char codes. A token is its kind and source offsets, kept in the
 * lexer's fields while parsing (a {@link Token} object only on request); its text is sliced from
 * the source on demand. Bad input produces an `error` token carrying a message, which the parser
 * reports as a located diagnostic.
 */

export type TokenKind =
  | 'eof'
  | 'error'
  // Identifiers: `foo`, `@foo` / `@"foo"`, `#foo`, `%foo`, `^foo`, `!foo`.
  | 'bare_identifier'
  | 'at_identifier'
  | 'hash_identifier'
  | 'percent_identifier'
  | 'caret_identifier'
  | 'exclamation_identifier'
  // Literals.
  | 'integer'
  | 'float'
  | 'string'
  // Punctuation.
  | 'arrow'
  | 'colon'
  | 'coloncolon'
  | 'comma'
  | 'ellipsis'
  | 'equal'
  | 'greater'
  | 'less'
  | 'l_brace'
  | 'r_brace'
  | 'l_paren'
  | 'r_paren'
  | 'l_square'
  | 'r_square'
  | 'minus'
  | 'plus'
  | 'question'
  | 'star'
  | 'vertical_bar'
  | 'file_metadata_begin'
  | 'file_metadata_end';

export class Token {
  constructor(
    readonly kind: TokenKind,
    /** Offset of the first character in the source. */
    readonly start: number,
    /** Offset just past the last character. */
    readonly end: number,
    /** For `error` tokens, what is wrong. */
    readonly message: string = '',
  ) {}

  is(kind: TokenKind): boolean {
    return this.kind === kind;
  }
}

const NON_ASCII = /[^\x00-\x7f]/;

/** What a sigil with no valid identifier after it is reported as (MLIR's words). */
const INVALID_PREFIXED_IDENTIFIER: Partial<Record<TokenKind, string>> = {
  hash_identifier: 'invalid attribute name',
  percent_identifier: 'invalid SSA name',
  caret_identifier: 'invalid block name',
  exclamation_identifier: 'invalid type identifier',
};

/** A named source text with a line-start table for turning offsets into 1-based line:column. */
export class SourceFile {
  private lineStarts: Uint32Array | undefined;
  /** Whether every character is ASCII (then UTF-8 byte columns are character columns). */
  private ascii = true;
  /** Index of the line of the last lookup: the parser asks for offsets mostly in source order. */
  private lastLine = 0;

  constructor(
    readonly text: string,
    readonly name = '<string>',
  ) {}

  private getLineStarts(): Uint32Array {
    if (this.lineStarts) return this.lineStarts;
    // Built with the native searches: a char-code loop over a large file cost more than all
    // the lookups made while parsing it. The lines are counted first, so the table is made at
    // its size (an array grown line by line copies itself over and over) and holds plain
    // integers that the garbage collector does not scan.
    const text = this.text;
    let count = 1;
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) count++;
    const starts = new Uint32Array(count);
    let line = 1;
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts[line++] = i + 1;
    this.ascii = !NON_ASCII.test(text);
    this.lineStarts = starts;
    return starts;
  }

  /** 0-based index of the line holding `offset`. */
  private lineIndexOf(offset: number): number {
    const starts = this.getLineStarts();
    const last = this.lastLine;
    // The same line or the next one as the previous lookup, without a search.
    if (starts[last]! <= offset) {
      if (last + 1 === starts.length || offset < starts[last + 1]!) return last;
      if (last + 2 === starts.length || offset < starts[last + 2]!)
        return (this.lastLine = last + 1);
    }
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return (this.lastLine = lo);
  }

  /** 1-based line of `offset`. */
  getLineNumber(offset: number): number {
    return this.lineIndexOf(offset) + 1;
  }

  /** 1-based line and column of `offset`. */
  getLineAndColumn(offset: number): { line: number; column: number } {
    const index = this.lineIndexOf(offset);
    return { line: index + 1, column: offset - this.lineStarts![index]! + 1 };
  }

  /** 1-based column of `offset` counted in UTF-8 bytes, as MLIR counts columns. */
  getByteColumn(offset: number): number {
    const lineStart = this.lineStarts![this.lineIndexOf(offset)]!;
    if (this.ascii) return offset - lineStart + 1;
    return utf8Length(this.text.slice(lineStart, offset)) + 1;
  }
}

// Character classes as bits of one table entry per char code, so that the identifier loops test
// a character with one load instead of a chain of range comparisons. Non-ASCII codes have none.
const LETTER = 1;
const DIGIT = 2;
const HEX_LETTER = 4;
/** After the first character of a bare identifier: letters, digits, `_`, `$`, `.`. */
const BARE_REST = 8;
/** In a prefixed (`%`, `^`, `#`, `!`) identifier: letters, digits, `$`, `.`, `_`, `-`. */
const SUFFIX = 16;

const CHAR_CLASSES = new Uint8Array(65536);
for (let c = 0; c < 128; c++) {
  let bits = 0;
  if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) bits |= LETTER | BARE_REST | SUFFIX;
  if (c >= 48 && c <= 57) bits |= DIGIT | BARE_REST | SUFFIX;
  if ((c >= 65 && c <= 70) || (c >= 97 && c <= 102)) bits |= HEX_LETTER;
  if (c === 95 || c === 36 || c === 46) bits |= BARE_REST | SUFFIX;
  if (c === 45) bits |= SUFFIX;
  CHAR_CLASSES[c] = bits;
}

function isLetter(c: number): boolean {
  return (CHAR_CLASSES[c]! & LETTER) !== 0;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isHexDigit(c: number): boolean {
  return (CHAR_CLASSES[c]! & (DIGIT | HEX_LETTER)) !== 0;
}

function isBareIdentifierChar(c: number): boolean {
  return (CHAR_CLASSES[c]! & BARE_REST) !== 0;
}

function isSuffixIdentifierChar(c: number): boolean {
  return (CHAR_CLASSES[c]! & SUFFIX) !== 0;
}

/**
 * The lexer keeps the token it lexed last in fields ({@link tokenStart}, {@link tokenEnd},
 * {@link tokenMessage}) and {@link next} answers its kind: no object per token. {@link lex} wraps
 * that in a {@link Token} for callers that want a value to keep.
 */
export class Lexer {
  private pos: number;
  private readonly text: string;
  /** Offsets of the last token lexed by {@link next}. */
  tokenStart: number;
  tokenEnd: number;
  /** For an `error` token, what is wrong (stale for other kinds). */
  tokenMessage: string;

  constructor(
    readonly source: SourceFile,
    start = 0,
    /** Offset where this lexer's input ends (a sub-range of the source, for dialect bodies). */
    readonly end = source.text.length,
  ) {
    this.text = source.text;
    this.pos = start;
    this.tokenStart = start;
    this.tokenEnd = start;
    this.tokenMessage = '';
  }

  /** Where the next token will be lexed from. */
  get position(): number {
    return this.pos;
  }

  /** Continues lexing at `offset` (used to split tokens such as `4xf32` in dimension lists). */
  resetPointer(offset: number): void {
    this.pos = offset;
  }

  /** The next token as an object (the parser uses {@link next}, which allocates nothing). */
  lex(): Token {
    const kind = this.next();
    return new Token(
      kind,
      this.tokenStart,
      this.tokenEnd,
      kind === 'error' ? this.tokenMessage : '',
    );
  }

  /** Lexes the next token into {@link tokenStart} / {@link tokenEnd} and returns its kind. */
  next(): TokenKind {
    const text = this.text;
    const end = this.end;
    for (;;) {
      // Whitespace (indentation, mostly) is skipped in a local loop, not a switch round per character.
      let start = this.pos;
      let c = text.charCodeAt(start);
      while ((c === 32 || c === 10 || c === 9 || c === 13) && start < end)
        c = text.charCodeAt(++start);
      if (start >= end) {
        this.pos = end;
        return this.token('eof', end, end);
      }
      this.pos = start + 1;
      switch (c) {
        case 47: // '/'
          if (text.charCodeAt(start + 1) === 47) {
            this.skipComment();
            continue;
          }
          return this.error(start, 'unexpected character');
        case 58: // ':'
          if (text.charCodeAt(start + 1) === 58 && start + 1 < end) {
            this.pos = start + 2;
            return this.token('coloncolon', start, start + 2);
          }
          return this.token('colon', start, start + 1);
        case 44:
          return this.token('comma', start, start + 1);
        case 40:
          return this.token('l_paren', start, start + 1);
        case 41:
          return this.token('r_paren', start, start + 1);
        case 91:
          return this.token('l_square', start, start + 1);
        case 93:
          return this.token('r_square', start, start + 1);
        case 60:
          return this.token('less', start, start + 1);
        case 62:
          return this.token('greater', start, start + 1);
        case 61:
          return this.token('equal', start, start + 1);
        case 43:
          return this.token('plus', start, start + 1);
        case 42:
          return this.token('star', start, start + 1);
        case 63:
          return this.token('question', start, start + 1);
        case 124:
          return this.token('vertical_bar', start, start + 1);
        case 125:
          return this.token('r_brace', start, start + 1);
        case 123: // '{' or '{-#'
          if (
            text.charCodeAt(start + 1) === 45 &&
            text.charCodeAt(start + 2) === 35 &&
            start + 2 < end
          ) {
            this.pos = start + 3;
            return this.token('file_metadata_begin', start, start + 3);
          }
          return this.token('l_brace', start, start + 1);
        case 45: // '-' or '->'
          if (text.charCodeAt(start + 1) === 62 && start + 1 < end) {
            this.pos = start + 2;
            return this.token('arrow', start, start + 2);
          }
          return this.token('minus', start, start + 1);
        case 46: // '...'
          if (
            text.charCodeAt(start + 1) === 46 &&
            text.charCodeAt(start + 2) === 46 &&
            start + 2 < end
          ) {
            this.pos = start + 3;
            return this.token('ellipsis', start, start + 3);
          }
          // Reported just after the first dot, as MLIR does.
          return this.error(start + 1, 'expected three consecutive dots for an ellipsis');
        case 34:
          return this.lexString(start);
        case 64:
          return this.lexAtIdentifier(start);
        case 35: // '#' or '#-}'
          if (
            text.charCodeAt(start + 1) === 45 &&
            text.charCodeAt(start + 2) === 125 &&
            start + 2 < end
          ) {
            this.pos = start + 3;
            return this.token('file_metadata_end', start, start + 3);
          }
          return this.lexPrefixedIdentifier(start, 'hash_identifier');
        case 37:
          return this.lexPrefixedIdentifier(start, 'percent_identifier');
        case 94:
          return this.lexPrefixedIdentifier(start, 'caret_identifier');
        case 33:
          return this.lexPrefixedIdentifier(start, 'exclamation_identifier');
        default:
          if (isLetter(c) || c === 95) return this.lexBareIdentifier(start);
          if (isDigit(c)) return this.lexNumber(start);
          return this.error(start, 'unexpected character');
      }
    }
  }

  private token(kind: TokenKind, start: number, end: number): TokenKind {
    this.tokenStart = start;
    this.tokenEnd = end;
    return kind;
  }

  private error(start: number, message: string): TokenKind {
    return this.errorToken(start, Math.max(this.pos, start + 1), message);
  }

  private errorToken(start: number, end: number, message: string): TokenKind {
    this.tokenMessage = message;
    return this.token('error', start, end);
  }

  private skipComment(): void {
    const text = this.text;
    let pos = this.pos;
    while (pos < this.end && text.charCodeAt(pos) !== 10) pos++;
    this.pos = pos;
  }

  private lexBareIdentifier(start: number): TokenKind {
    const text = this.text;
    let pos = this.pos;
    while (pos < this.end && isBareIdentifierChar(text.charCodeAt(pos))) pos++;
    this.pos = pos;
    return this.token('bare_identifier', start, pos);
  }

  private lexAtIdentifier(start: number): TokenKind {
    const c = this.text.charCodeAt(this.pos);
    if (this.pos < this.end && c === 34) {
      if (this.lexString(this.pos) === 'error') return 'error';
      return this.token('at_identifier', start, this.tokenEnd);
    }
    if (this.pos >= this.end || !(isLetter(c) || c === 95))
      return this.error(this.pos, "@ identifier expected to start with letter or '_'");
    this.lexBareIdentifier(this.pos);
    return this.token('at_identifier', start, this.tokenEnd);
  }

  private lexPrefixedIdentifier(start: number, kind: TokenKind): TokenKind {
    const text = this.text;
    let pos = this.pos;
    const c = text.charCodeAt(pos);
    if (pos < this.end && isDigit(c)) {
      while (pos < this.end && isDigit(text.charCodeAt(pos))) pos++;
    } else if (pos < this.end && (isLetter(c) || c === 36 || c === 46 || c === 95 || c === 45)) {
      while (pos < this.end && isSuffixIdentifierChar(text.charCodeAt(pos))) pos++;
    } else {
      return this.error(start, INVALID_PREFIXED_IDENTIFIER[kind]!);
    }
    this.pos = pos;
    return this.token(kind, start, pos);
  }

  private lexNumber(start: number): TokenKind {
    const text = this.text;
    const end = this.end;
    let pos = this.pos;
    // `0x` followed by a hex digit starts a hex integer; `0x` alone is `0` then an identifier.
    if (
      text.charCodeAt(start) === 48 &&
      text.charCodeAt(pos) === 120 &&
      pos + 1 < end &&
      isHexDigit(text.charCodeAt(pos + 1))
    ) {
      pos += 2;
      while (pos < end && isHexDigit(text.charCodeAt(pos))) pos++;
      this.pos = pos;
      return this.token('integer', start, pos);
    }
    while (pos < end && isDigit(text.charCodeAt(pos))) pos++;
    if (pos >= end || text.charCodeAt(pos) !== 46) {
      this.pos = pos;
      return this.token('integer', start, pos);
    }
    pos++;
    while (pos < end && isDigit(text.charCodeAt(pos))) pos++;
    const e = text.charCodeAt(pos);
    if (pos < end && (e === 101 || e === 69)) {
      const sign = text.charCodeAt(pos + 1);
      const digitAt = sign === 43 || sign === 45 ? pos + 2 : pos + 1;
      if (digitAt < end && isDigit(text.charCodeAt(digitAt))) {
        pos = digitAt;
        while (pos < end && isDigit(text.charCodeAt(pos))) pos++;
      }
    }
    this.pos = pos;
    return this.token('float', start, pos);
  }

  private lexString(start: number): TokenKind {
    const text = this.text;
    let pos = start + 1;
    while (pos < this.end) {
      const c = text.charCodeAt(pos++);
      if (c === 34) {
        this.pos = pos;
        return this.token('string', start, pos);
      }
      // An unterminated string is reported where the line (or input) ends, as MLIR does.
      if (c === 10 || c === 11 || c === 12) {
        this.pos = pos;
        return this.errorToken(pos - 1, pos, "expected '\"' in string literal");
      }
      if (c === 92) {
        const next = text.charCodeAt(pos);
        if (next === 34 || next === 92 || next === 110 || next === 116) pos++;
        else if (isHexDigit(next) && isHexDigit(text.charCodeAt(pos + 1)) && pos + 1 < this.end)
          pos += 2;
        else {
          this.pos = pos;
          return this.errorToken(pos - 1, pos, 'unknown escape in string literal');
        }
      }
    }
    this.pos = pos;
    return this.errorToken(pos, pos, "expected '\"' in string literal");
  }
}

/** The value of a string token's text (quotes included): escapes decoded to bytes, then UTF-8. */
const utf8Encoder = new TextEncoder();

export function decodeStringLiteral(spelling: string): Uint8Array {
  // Without escapes the bytes are the UTF-8 of the text between the quotes.
  if (spelling.indexOf('\\') < 0) return utf8Encoder.encode(spelling.slice(1, -1));
  const bytes: number[] = [];
  const last = spelling.length - 1;
  for (let i = 1; i < last; i++) {
    const c = spelling.charCodeAt(i);
    if (c === 92) {
      const next = spelling.charCodeAt(i + 1);
      if (next === 110) bytes.push(10);
      else if (next === 116) bytes.push(9);
      else if (next === 34 || next === 92) bytes.push(next);
      else {
        bytes.push(parseInt(spelling.slice(i + 1, i + 3), 16));
        i += 2;
        continue;
      }
      i++;
    } else if (c < 0x80) bytes.push(c);
    else {
      // Non-ASCII source characters become the UTF-8 bytes MLIR would see.
      const code = spelling.codePointAt(i)!;
      if (code > 0xffff) i++;
      for (const byte of encodeString(String.fromCodePoint(code))) bytes.push(byte);
    }
  }
  return Uint8Array.from(bytes);
}
