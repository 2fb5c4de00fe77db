import { AffineMapAttr, StridedLayoutAttr } from '../attributes/affine-attributes.js';
import type { Attribute } from '../attributes/attribute.js';
import {
  ArrayAttr,
  DictionaryAttr,
  FloatAttr,
  IntegerAttr,
  NamedAttribute,
  StringAttr,
  SymbolRefAttr,
  TypeAttr,
  UnitAttr,
  integerStorageWidth,
} from '../attributes/builtin-attributes.js';
import { OpaqueAttr } from '../attributes/dialect-attributes.js';
import { DistinctAttr } from '../attributes/distinct-attribute.js';
import { FileLineColLoc, type Location } from '../attributes/location.js';
import type { MLIRContext } from '../context.js';
import { APFloat } from '../support/apfloat.js';
import { Diagnostic } from '../support/diagnostics.js';
import { FLOAT_SEMANTICS } from '../support/float-semantics.js';
import { decodeBytes } from '../support/utf8.js';
import {
  ComplexType,
  FloatType,
  FunctionType,
  IndexType,
  IntegerType,
  NoneType,
  TupleType,
  type Signedness,
} from '../types/builtin-types.js';
import { OpaqueType } from '../types/dialect-types.js';
import { kDynamic } from '../types/dynamic-size.js';
import {
  MemRefType,
  RankedTensorType,
  UnrankedMemRefType,
  UnrankedTensorType,
  VectorType,
} from '../types/shaped-types.js';
import type { Type } from '../types/type.js';
import { parseAffineMapAttr, parseIntegerSetAttr, parseStridedLayout } from './affine-parser.js';
import {
  parseDenseArray,
  parseDenseElements,
  parseDenseResource,
  parseSparseElements,
} from './elements-parser.js';
import { parseFloatLiteral } from './float-format.js';
import { integerForType } from './integer-literal.js';
import { ListStack } from './list-stack.js';
import { Lexer, SourceFile, Token, decodeStringLiteral, type TokenKind } from './lexer.js';
import { parseLocationBody } from './location-parser.js';
import { SpellingTable } from './parser-spelling-table.js';

/** Delimiters around a comma-separated list (MLIR's `AsmParser::Delimiter`). */
export type Delimiter =
  | 'none'
  | 'paren'
  | 'square'
  | 'less'
  | 'brace'
  | 'optional-paren'
  | 'optional-square'
  | 'optional-less'
  | 'optional-brace';

/** The tokens of each delimiter, and whether it may be absent; looked up once per list, no slicing. */
interface DelimiterTokens {
  readonly optional: boolean;
  readonly open: TokenKind;
  readonly close: TokenKind;
  readonly openText: string;
  readonly closeText: string;
}

function delimiterTokens(
  optional: boolean,
  open: TokenKind,
  close: TokenKind,
  openText: string,
  closeText: string,
): DelimiterTokens {
  return { optional, open, close, openText, closeText };
}

const DELIMITER_TOKENS: Record<Exclude<Delimiter, 'none'>, DelimiterTokens> = {
  paren: delimiterTokens(false, 'l_paren', 'r_paren', '(', ')'),
  square: delimiterTokens(false, 'l_square', 'r_square', '[', ']'),
  less: delimiterTokens(false, 'less', 'greater', '<', '>'),
  brace: delimiterTokens(false, 'l_brace', 'r_brace', '{', '}'),
  'optional-paren': delimiterTokens(true, 'l_paren', 'r_paren', '(', ')'),
  'optional-square': delimiterTokens(true, 'l_square', 'r_square', '[', ']'),
  'optional-less': delimiterTokens(true, 'less', 'greater', '<', '>'),
  'optional-brace': delimiterTokens(true, 'l_brace', 'r_brace', '{', '}'),
};

/** State shared by a parser and the sub-parsers it creates for dialect symbol bodies. */
export interface ParserSharedState {
  /** `!name = type` aliases, filled by the op-level parser. */
  readonly typeAliases: Map<string, Type>;
  /** `#name = attr` aliases, filled by the op-level parser. */
  readonly attributeAliases: Map<string, Attribute>;
  /** `distinct[N]` attributes seen so far, by N: the same N in one input is the same attribute. */
  readonly distinctAttrs: Map<bigint, DistinctAttr>;
  /** Current nesting depth of types, attributes and lists being parsed. */
  depth: number;
  /** Set once an error was reported; later errors are consequences and are not reported. */
  hadError: boolean;
}

export interface AttrTypeParserOptions {
  /** Name used in locations (`file:line:col`); default `<string>`. */
  filename?: string;
  /** Offsets of the range to parse (default: the whole text). */
  start?: number;
  end?: number;
  /** Share state (aliases, depth, error flag) with another parser. */
  shared?: ParserSharedState;
}

/**
 * The value of a decimal integer literal of at most 9 digits in an attribute of an integer or
 * index `type` of 32 bits or more, where none of {@link integerForType}'s range checks can fail
 * (most constants of a module): no bigint is made. NaN when the general path is needed.
 */
function smallIntegerLiteral(type: Type, spelling: string, negative: boolean): number {
  if (spelling.length > 9 || spelling.charCodeAt(1) === 120 /* x */) return NaN;
  if (integerStorageWidth(type) < 32) return NaN;
  const magnitude = Number(spelling);
  if (!negative) return magnitude;
  // `-0` and negative unsigned literals are errors, reported by the general path.
  return magnitude === 0 || type.isUnsignedInteger() ? NaN : -magnitude;
}

/** Integer-type keywords: `i32`, `si8`, `ui1`. */
const INTEGER_TYPE = /^(s|u)?i([0-9]+)$/;

/**
 * Parses MLIR's type and attribute syntax from a token stream. The op-level parser extends it; a
 * dialect's `parseType`/`parseAttribute` hook receives one positioned at its mnemonic and uses the
 * `parseX` / `parseOptionalX` helpers as with MLIR's `DialectAsmParser`.
 *
 * Conventions: `parseX` reports a located diagnostic and returns null (or false) on failure;
 * `parseOptionalX` returns undefined (or false) without reporting when the input does not start an
 * X. The parser never throws on user input; nesting deeper than {@link maxNestingDepth} is a
 * diagnostic, not a stack overflow.
 */
export class AttrTypeParser {
  /** Deepest nesting of types, attributes, lists and parentheses accepted. */
  static maxNestingDepth = 512;

  readonly context: MLIRContext;
  readonly state: ParserSharedState;
  protected readonly lexer: Lexer;
  // The current (not yet consumed) token, copied from the lexer's fields: tokens are never
  // allocated while parsing. Read-only outside the parser; {@link peek} wraps them in a Token.
  /** Kind of the current token. */
  tokenKind: TokenKind;
  /** Source offsets of the current token. */
  tokenStart: number;
  tokenEnd: number;
  /** For an `error` current token, what is wrong. */
  protected tokenMessage: string;
  /**
   * Builtin types spelled as one keyword (`i32`, `f16`, `index`) by spelling, as parsed so far;
   * null for a bare identifier that starts no type.
   */
  private readonly keywordTypes = new SpellingTable<Type | null>();
  /** Shaped types with a simple body (`memref<32xf32>`), by their text, as parsed so far. */
  private readonly simpleShapedTypes = new SpellingTable<Type>();
  /** The types of the lists being parsed (see {@link ListStack}). */
  private readonly typeStack = new ListStack<Type>();
  /** Set once {@link maxNestingDepth} was exceeded (see {@link emitFollowUpError}). */
  private nestingLimitHit = false;
  /** The parser this one was made by for a dialect hook (see {@link createSubParser}), if any. */
  private locationParent: AttrTypeParser | null = null;

  constructor(
    context: MLIRContext,
    source: SourceFile | string,
    options: AttrTypeParserOptions = {},
  ) {
    this.context = context;
    const file = typeof source === 'string' ? new SourceFile(source, options.filename) : source;
    this.state = options.shared ?? {
      typeAliases: new Map(),
      attributeAliases: new Map(),
      distinctAttrs: new Map(),
      depth: 0,
      hadError: false,
    };
    this.lexer = new Lexer(file, options.start ?? 0, options.end ?? file.text.length);
    this.tokenKind = 'eof';
    this.tokenStart = 0;
    this.tokenEnd = 0;
    this.tokenMessage = '';
    this.advance();
  }

  get source(): SourceFile {
    return this.lexer.source;
  }

  // ---------------------------------------------------------------------------------------------
  // Token stream

  /** Lexes the next token into the current-token fields. */
  private advance(): void {
    const lexer = this.lexer;
    const kind = lexer.next();
    this.tokenKind = kind;
    this.tokenStart = lexer.tokenStart;
    this.tokenEnd = lexer.tokenEnd;
    if (kind === 'error') this.tokenMessage = lexer.tokenMessage;
  }

  /** The current token as an object, not consumed (hot code reads {@link tokenKind} instead). */
  peek(): Token {
    const kind = this.tokenKind;
    return new Token(
      kind,
      this.tokenStart,
      this.tokenEnd,
      kind === 'error' ? this.tokenMessage : '',
    );
  }

  /** Consumes the current token. */
  consume(): void {
    this.advance();
  }

  /** Consumes the current token and returns its source text. */
  consumeSpelling(): string {
    const spelling = this.source.text.slice(this.tokenStart, this.tokenEnd);
    this.advance();
    return spelling;
  }

  /** Consumes the current token if it is of `kind`. */
  consumeIf(kind: TokenKind): boolean {
    if (this.tokenKind !== kind) return false;
    this.consume();
    return true;
  }

  /** Consumes a token of `kind`, or reports `message` (default `expected '<spelling>'`). */
  expect(kind: TokenKind, message?: string): boolean {
    if (this.consumeIf(kind)) return true;
    this.emitWrongTokenError(message ?? `expected ${describeKind(kind)}`);
    return false;
  }

  /** The source text of a token (default: the current one). */
  getTokenSpelling(token?: Token): string {
    return token === undefined
      ? this.source.text.slice(this.tokenStart, this.tokenEnd)
      : this.source.text.slice(token.start, token.end);
  }

  /** Whether the current token spells an integer type (`i32`, `si8`), a keyword to MLIR's lexer. */
  protected atIntegerTypeKeyword(): boolean {
    return this.tokenKind === 'bare_identifier' && INTEGER_TYPE.test(this.getTokenSpelling());
  }

  /** Whether the current token is the bare identifier (keyword) `keyword`. */
  isKeyword(keyword: string): boolean {
    // Compared in place: the next op's name is a bare identifier, checked for `loc` after every op.
    return (
      this.tokenKind === 'bare_identifier' &&
      this.tokenEnd - this.tokenStart === keyword.length &&
      this.source.text.startsWith(keyword, this.tokenStart)
    );
  }

  atEnd(): boolean {
    return this.tokenKind === 'eof';
  }

  /** Re-lexes from `offset` (for splitting a token, as in `4xf32`). */
  protected resetTo(offset: number): void {
    this.lexer.resetPointer(offset);
    this.advance();
  }

  // ---------------------------------------------------------------------------------------------
  // Diagnostics

  /** The location of a source offset as `file:line:col`. */
  getLocation(offset: number): Location {
    // A dialect hook's parser locates as the parser it was made by does (chunks of a split file
    // number their lines as the whole file).
    if (this.locationParent !== null) return this.locationParent.getLocation(offset);
    const { line, column } = this.source.getLineAndColumn(offset);
    return FileLineColLoc.get(this.context, this.source.name, line, column);
  }

  /** The location of the current token. */
  currentLocation(): Location {
    return this.getLocation(this.tokenStart);
  }

  /** Reports an error at a source offset (locations are only built when something is reported). */
  emitErrorAt(offset: number, message: string): void {
    if (!this.state.hadError) this.emitError(this.getLocation(offset), message);
  }

  /**
   * Reports an error that MLIR adds to the one that made a nested parse fail (as "missing operand
   * of negation" after a bad operand), so it is reported although an error already was. It is
   * located at the current token unless `offset` says otherwise. After a lexer error, as in MLIR,
   * nothing more is reported.
   */
  emitFollowUpError(message: string, offset = this.currentErrorOffset()): void {
    // Past the nesting limit (where MLIR's stack would end) one follow-up per level would flood.
    if (this.tokenKind === 'error' || this.nestingLimitHit) return;
    this.context.diagnostics.emit(new Diagnostic('error', this.getLocation(offset), message));
  }

  /** Where MLIR reports an error "at the current token": one character back at the end of input. */
  protected currentErrorOffset(): number {
    const start = this.tokenStart;
    return this.tokenKind === 'eof' && start > 0 ? start - 1 : start;
  }

  /** Reports an error at the current token (MLIR's `emitError(message)`). */
  errorHere(message: string): false {
    if (this.tokenKind === 'error')
      this.emitError(this.getLocation(this.tokenStart), this.tokenMessage);
    else this.emitError(this.getLocation(this.currentErrorOffset()), message);
    return false;
  }

  /** Reports an error with one attached note (only the first error of a parse is reported). */
  errorWithNote(offset: number, message: string, noteOffset: number, note: string): false {
    if (this.state.hadError) return false;
    this.state.hadError = true;
    const diagnostic = new Diagnostic('error', this.getLocation(offset), message);
    diagnostic.attachNote(note, this.getLocation(noteOffset));
    this.context.diagnostics.emit(diagnostic);
    return false;
  }

  /**
   * Records that a hook reported this parse's error through the context's engine (as an
   * `InferTypeOpInterface` model does): like {@link emitError}, it makes the parse fail without a
   * second, generic error.
   */
  noteErrorReported(): void {
    this.state.hadError = true;
  }

  /** Reports an error (only the first of a parse: later ones are its consequences). */
  emitError(location: Location, message: string): void {
    if (this.state.hadError) return;
    this.state.hadError = true;
    this.context.diagnostics.emit(new Diagnostic('error', location, message));
  }

  /**
   * Reports that the current token is not what was expected. As MLIR does, the error is placed
   * just after the previous text (skipping blanks, line breaks and `//` comments), so a missing
   * `>` at the end of a line is reported on that line. An error token reports its own message.
   */
  emitWrongTokenError(message: string): void {
    if (this.tokenKind === 'error')
      this.emitError(this.getLocation(this.tokenStart), this.tokenMessage);
    else this.emitError(this.getLocation(this.endOfPreviousText(this.tokenStart)), message);
  }

  /** Where {@link emitWrongTokenError} reports: the end of the text before the current token. */
  wrongTokenOffset(): number {
    return this.endOfPreviousText(this.tokenStart);
  }

  /** The offset just after the last non-blank, non-comment character before `offset`. */
  private endOfPreviousText(offset: number): number {
    const text = this.source.text;
    let end = offset;
    for (;;) {
      while (end > 0 && (text.charCodeAt(end - 1) === 32 || text.charCodeAt(end - 1) === 9)) end--;
      if (end === 0) return offset;
      const c = text.charCodeAt(end - 1);
      if (c !== 10 && c !== 13) return end;
      end--;
      // A `//` comment on the line above is skipped as well.
      const lineStart = text.lastIndexOf('\n', end - 1) + 1;
      const comment = text.indexOf('//', lineStart);
      if (comment >= 0 && comment < end) end = comment;
    }
  }

  /** Whether an error has been reported by this parse. */
  get failed(): boolean {
    return this.state.hadError;
  }

  /** Enters one nesting level; reports and returns false past {@link maxNestingDepth}. */
  protected enterNesting(): boolean {
    if (this.state.depth >= AttrTypeParser.maxNestingDepth) {
      this.nestingLimitHit = true;
      this.emitError(
        this.currentLocation(),
        `exceeded maximum nesting depth of ${AttrTypeParser.maxNestingDepth}`,
      );
      return false;
    }
    this.state.depth++;
    return true;
  }

  protected leaveNesting(): void {
    this.state.depth--;
  }

  // ---------------------------------------------------------------------------------------------
  // Punctuation helpers (DialectAsmParser style): `parseX` reports, `parseOptionalX` does not.

  parseLess(): boolean {
    return this.expect('less', "expected '<'");
  }
  parseOptionalLess(): boolean {
    return this.consumeIf('less');
  }
  parseGreater(): boolean {
    return this.expect('greater', "expected '>'");
  }
  parseOptionalGreater(): boolean {
    return this.consumeIf('greater');
  }
  parseComma(): boolean {
    return this.expect('comma', "expected ','");
  }
  parseOptionalComma(): boolean {
    return this.consumeIf('comma');
  }
  parseColon(): boolean {
    return this.expect('colon', "expected ':'");
  }
  parseOptionalColon(): boolean {
    return this.consumeIf('colon');
  }
  parseEqual(): boolean {
    return this.expect('equal', "expected '='");
  }
  parseOptionalEqual(): boolean {
    return this.consumeIf('equal');
  }
  parseLParen(): boolean {
    return this.expect('l_paren', "expected '('");
  }
  parseOptionalLParen(): boolean {
    return this.consumeIf('l_paren');
  }
  parseRParen(): boolean {
    return this.expect('r_paren', "expected ')'");
  }
  parseOptionalRParen(): boolean {
    return this.consumeIf('r_paren');
  }
  parseLSquare(): boolean {
    return this.expect('l_square', "expected '['");
  }
  parseOptionalLSquare(): boolean {
    return this.consumeIf('l_square');
  }
  parseRSquare(): boolean {
    return this.expect('r_square', "expected ']'");
  }
  parseOptionalRSquare(): boolean {
    return this.consumeIf('r_square');
  }
  parseLBrace(): boolean {
    return this.expect('l_brace', "expected '{'");
  }
  parseOptionalLBrace(): boolean {
    return this.consumeIf('l_brace');
  }
  parseRBrace(): boolean {
    return this.expect('r_brace', "expected '}'");
  }
  parseOptionalRBrace(): boolean {
    return this.consumeIf('r_brace');
  }
  parseArrow(): boolean {
    return this.expect('arrow', "expected '->'");
  }
  parseOptionalArrow(): boolean {
    return this.consumeIf('arrow');
  }
  parseOptionalQuestion(): boolean {
    return this.consumeIf('question');
  }
  parseOptionalStar(): boolean {
    return this.consumeIf('star');
  }
  parseOptionalPlus(): boolean {
    return this.consumeIf('plus');
  }
  parseOptionalMinus(): boolean {
    return this.consumeIf('minus');
  }
  parseOptionalEllipsis(): boolean {
    return this.consumeIf('ellipsis');
  }
  parseOptionalVerticalBar(): boolean {
    return this.consumeIf('vertical_bar');
  }

  /** A bare identifier; when `keyword` is given, exactly that one. Returns its spelling or null. */
  parseKeyword(keyword?: string): string | null {
    if (
      this.tokenKind === 'bare_identifier' &&
      (keyword === undefined || this.getTokenSpelling() === keyword)
    )
      return this.consumeSpelling();
    this.emitWrongTokenError(
      keyword === undefined ? 'expected valid keyword' : `expected '${keyword}'`,
    );
    return null;
  }

  /** Consumes a bare identifier (one of `allowed`, when given) and returns it, else undefined. */
  parseOptionalKeyword(allowed?: string | readonly string[]): string | undefined {
    if (this.tokenKind !== 'bare_identifier') return undefined;
    const spelling = this.getTokenSpelling();
    if (
      allowed !== undefined &&
      (typeof allowed === 'string' ? allowed !== spelling : !allowed.includes(spelling))
    )
      return undefined;
    this.consume();
    return spelling;
  }

  /** A keyword or a string literal, returned as text. */
  parseKeywordOrString(): string | null {
    const keyword = this.parseOptionalKeyword();
    if (keyword !== undefined) return keyword;
    if (this.tokenKind === 'string') return this.parseString();
    this.emitWrongTokenError('expected valid keyword or string');
    return null;
  }

  /** A string literal's decoded value. */
  parseString(): string | null {
    const value = this.parseOptionalString();
    if (value === undefined) {
      this.emitWrongTokenError('expected string');
      return null;
    }
    return value;
  }

  parseOptionalString(): string | undefined {
    if (this.tokenKind !== 'string') return undefined;
    return decodeBytes(decodeStringLiteral(this.consumeSpelling()));
  }

  /** An integer literal with an optional leading `-`. */
  parseInteger(): bigint | null {
    const value = this.parseOptionalInteger();
    if (value === undefined) {
      this.emitWrongTokenError('expected integer value');
      return null;
    }
    return value;
  }

  parseOptionalInteger(): bigint | undefined {
    const negative = this.tokenKind === 'minus';
    if (negative) {
      // Look past the minus only when an integer follows.
      const saved = this.lexer.position;
      const next = this.lexer.next();
      this.lexer.resetPointer(saved);
      if (next !== 'integer') return undefined;
      this.consume();
    } else if (this.tokenKind !== 'integer') return undefined;
    const magnitude = BigInt(this.consumeSpelling());
    return negative ? -magnitude : magnitude;
  }

  /** A float (or integer) literal with an optional `-`, as a value of `semantics` (default f64). */
  parseFloat(type: FloatType | null = null): APFloat | null {
    const negative = this.consumeIf('minus');
    const semantics = type?.semantics ?? FLOAT_SEMANTICS.get('f64')!;
    if (
      this.tokenKind === 'float' ||
      (this.tokenKind === 'integer' && !this.getTokenSpelling().startsWith('0x'))
    ) {
      const text = (negative ? '-' : '') + this.consumeSpelling();
      return parseFloatLiteral(semantics, text);
    }
    if (this.tokenKind === 'integer') {
      const bits = BigInt(this.getTokenSpelling());
      if (negative || bits >> BigInt(semantics.bitWidth) !== 0n) {
        this.emitError(this.currentLocation(), 'hexadecimal float constant out of range for type');
        return null;
      }
      this.consume();
      return new APFloat(semantics, bits);
    }
    this.emitWrongTokenError('expected floating point literal');
    return null;
  }

  /** `@name` or `@"name"`: the symbol's name. */
  parseSymbolName(): string | null {
    const name = this.parseOptionalSymbolName();
    if (name === undefined) {
      this.emitWrongTokenError("expected valid '@'-identifier for symbol name");
      return null;
    }
    return name;
  }

  parseOptionalSymbolName(): string | undefined {
    if (this.tokenKind !== 'at_identifier') return undefined;
    const spelling = this.consumeSpelling();
    if (spelling.charCodeAt(1) === 34) return decodeBytes(decodeStringLiteral(spelling.slice(1)));
    return spelling.slice(1);
  }

  /**
   * A list of elements separated by commas, inside `delimiter` (the `optional-` forms accept the
   * list being absent). `parseElement` returns false after reporting an error.
   */
  parseCommaSeparatedList(
    delimiter: Delimiter,
    parseElement: () => boolean,
    contextMessage = '',
  ): boolean {
    if (delimiter === 'none') return this.parseElements(parseElement);
    const opened = this.openList(delimiter, contextMessage);
    if (opened !== true) return opened === false;
    try {
      return this.parseElements(parseElement) && this.closeList(delimiter, contextMessage);
    } finally {
      this.leaveNesting();
    }
  }

  /**
   * The opening of a delimited list, for hot lists parsed without an element closure. True: elements
   * follow, and the caller parses them one nesting level deeper, then calls {@link closeList} and
   * {@link leaveNesting}. False: the list is consumed, as it was empty (or optional and absent).
   * Null after an error.
   */
  protected openList(
    delimiter: Exclude<Delimiter, 'none'>,
    contextMessage: string,
  ): boolean | null {
    const tokens = DELIMITER_TOKENS[delimiter];
    if (!this.consumeIf(tokens.open)) {
      if (tokens.optional) return false;
      this.emitWrongTokenError(`expected '${tokens.openText}'${contextMessage}`);
      return null;
    }
    if (!this.enterNesting()) return null;
    if (!this.consumeIf(tokens.close)) return true;
    this.leaveNesting();
    return false;
  }

  /** The closing delimiter after the elements of a list that {@link openList} opened. */
  protected closeList(delimiter: Exclude<Delimiter, 'none'>, contextMessage: string): boolean {
    const tokens = DELIMITER_TOKENS[delimiter];
    if (this.consumeIf(tokens.close)) return true;
    // The message is built only here, not per list.
    this.emitWrongTokenError(`expected '${tokens.closeText}'${contextMessage}`);
    return false;
  }

  private parseElements(parseElement: () => boolean): boolean {
    do {
      if (!parseElement()) return false;
    } while (this.consumeIf('comma'));
    return true;
  }

  // ---------------------------------------------------------------------------------------------
  // Types

  /** A type; reports and returns null when there is none. */
  parseType(): Type | null {
    const type = this.parseOptionalType();
    if (type === undefined) {
      this.emitWrongTokenError('expected non-function type');
      return null;
    }
    return type;
  }

  /** A type, undefined (nothing reported) if the current token cannot start one, null after an error. */
  parseOptionalType(): Type | null | undefined {
    const kind = this.tokenKind;
    if (kind !== 'bare_identifier') return this.parseOptionalNonKeywordType(kind);
    const text = this.source.text;
    const start = this.tokenStart;
    const end = this.tokenEnd;
    // `memref<...>` is on most lines of a large module: recognized in place, before any lookup.
    if (end - start === 6 && text.startsWith('memref', start))
      return this.parseShapedType('memref');
    // `i32`, `f32`, `index`... recur on nearly every line: looked up in place instead of re-deriving them.
    const known = this.keywordTypes.get(text, start, end);
    if (known !== undefined) {
      if (known === null) return undefined;
      this.consume();
      return known;
    }
    const spelling = this.getTokenSpelling();
    // Types with a body first: `memref` is on most lines of a large module, and none of these
    // keywords is a one-keyword type.
    switch (spelling) {
      case 'tuple':
      case 'complex':
        return this.parseTupleOrComplexType(spelling);
      case 'vector':
      case 'tensor':
      case 'memref':
        return this.parseShapedType(spelling);
    }
    const simple = this.parseBuiltinKeywordType(spelling);
    if (simple !== undefined) {
      if (simple !== null) this.keywordTypes.set(text, start, end, simple);
      return simple;
    }
    this.keywordTypes.set(text, start, end, null);
    return undefined;
  }

  // The nested parses of types are in methods of their own, apart from parseOptionalType: a
  // function with an arrow function capturing `this` allocates a context on every call, and
  // parseOptionalType runs for nearly every type of a module.

  /** A function type or a dialect type (the current token, of `kind`, is no keyword). */
  private parseOptionalNonKeywordType(kind: TokenKind): Type | null | undefined {
    if (kind === 'l_paren') return this.nested(() => this.parseFunctionType());
    if (kind === 'exclamation_identifier') return this.nested(() => this.parseExtendedType());
    return undefined;
  }

  private parseTupleOrComplexType(keyword: 'tuple' | 'complex'): Type | null {
    return keyword === 'tuple'
      ? this.nested(() => this.parseTupleType())
      : this.nested(() => this.parseComplexType());
  }

  /**
   * `vector<...>`, `tensor<...>` or `memref<...>` at its keyword. A large module spells the same
   * few (`memref<32xf32>`) on most lines: a body of only letters, digits and `?` (dimensions and a
   * keyword element type, no attribute or alias) is looked up by its text and parsed only once.
   */
  private parseShapedType(keyword: string): Type | null {
    const text = this.source.text;
    const bodyStart = this.tokenEnd;
    let end = -1;
    if (text.charCodeAt(bodyStart) === 60 /* < */) {
      const limit = this.lexer.end;
      for (let i = bodyStart + 1; i < limit; i++) {
        const c = text.charCodeAt(i);
        if (c === 62 /* > */) {
          end = i + 1;
          break;
        }
        const isSimple =
          (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 63;
        if (!isSimple) break;
      }
    }
    // Past the depth limit the regular parse reports the error.
    if (end < 0 || this.state.depth >= AttrTypeParser.maxNestingDepth)
      return this.parseShapedTypeBody(keyword);
    const start = this.tokenStart;
    const known = this.simpleShapedTypes.get(text, start, end);
    if (known !== undefined) {
      this.resetTo(end);
      return known;
    }
    const type = this.parseShapedTypeBody(keyword);
    if (type !== null) this.simpleShapedTypes.set(text, start, end, type);
    return type;
  }

  /** The shaped type's keyword and body, one nesting level deeper (as {@link nested}, without a closure). */
  private parseShapedTypeBody(keyword: string): Type | null {
    if (!this.enterNesting()) return null;
    try {
      if (keyword === 'vector') return this.parseVectorType();
      if (keyword === 'tensor') return this.parseTensorType();
      return this.parseMemRefType();
    } finally {
      this.leaveNesting();
    }
  }

  /** A type that is not a function type (where `->` would be ambiguous). */
  parseNonFunctionType(): Type | null {
    if (this.tokenKind === 'l_paren') {
      this.emitError(this.currentLocation(), 'expected non-function type');
      return null;
    }
    return this.parseType();
  }

  /** `(T, ...)` or `()`: a parenthesized type list. */
  parseTypeListParens(): Type[] | null {
    if (!this.parseLParen()) return null;
    if (this.consumeIf('r_paren')) return [];
    if (!this.enterNesting()) return null;
    let types: Type[] | null;
    try {
      types = this.parseTypeList();
    } finally {
      this.leaveNesting();
    }
    if (!types || !this.expect('r_paren', "expected ')'")) return null;
    return types;
  }

  /** `T, ...` without delimiters (at least one type): a loop, no closure per list. */
  parseTypeList(): Type[] | null {
    const stack = this.typeStack;
    const start = stack.height;
    let type: Type | null;
    do {
      type = this.parseType();
      if (type !== null) stack.push(type);
    } while (type !== null && this.consumeIf('comma'));
    return stack.end(start, type !== null);
  }

  /** `: type`. */
  parseColonType(): Type | null {
    if (!this.parseColon()) return null;
    return this.parseType();
  }

  /** Function results: a parenthesized list or one non-function type. */
  parseFunctionResultTypes(): Type[] | null {
    if (this.tokenKind === 'l_paren') return this.parseTypeListParens();
    const type = this.parseNonFunctionType();
    return type ? [type] : null;
  }

  /** Runs a parse one nesting level deeper. */
  protected nested<T>(parse: () => T | null): T | null {
    if (!this.enterNesting()) return null;
    try {
      return parse();
    } finally {
      this.leaveNesting();
    }
  }

  private parseBuiltinKeywordType(spelling: string): Type | null | undefined {
    const context = this.context;
    if (spelling === 'index') {
      this.consume();
      return IndexType.get(context);
    }
    if (spelling === 'none') {
      this.consume();
      return NoneType.get(context);
    }
    if (FLOAT_SEMANTICS.has(spelling)) {
      this.consume();
      return FloatType.get(context, spelling);
    }
    const match = INTEGER_TYPE.exec(spelling);
    if (!match) return undefined;
    const location = this.tokenStart;
    this.consume();
    const width = Number(match[2]);
    // MLIR reads the width as an unsigned 32-bit number first: a wider spelling is not a width.
    const problem = width > 0xffffffff ? 'invalid integer width' : IntegerType.verifyWidth(width);
    if (problem) {
      this.emitErrorAt(location, problem);
      return null;
    }
    const signedness: Signedness =
      match[1] === 's' ? 'signed' : match[1] === 'u' ? 'unsigned' : 'signless';
    return IntegerType.get(context, width, signedness);
  }

  private parseFunctionType(): Type | null {
    const inputs = this.parseTypeListParens();
    if (!inputs || !this.expect('arrow', "expected '->' in function type")) return null;
    const results = this.parseFunctionResultTypes();
    return results ? FunctionType.get(this.context, inputs, results) : null;
  }

  private parseTupleType(): Type | null {
    this.consume();
    if (!this.expect('less', "expected '<' in tuple type")) return null;
    if (this.consumeIf('greater')) return TupleType.get(this.context, []);
    const types = this.parseTypeList();
    if (!types || !this.expect('greater', "expected '>' in tuple type")) return null;
    return TupleType.get(this.context, types);
  }

  private parseComplexType(): Type | null {
    this.consume();
    if (!this.expect('less', "expected '<' in complex type")) return null;
    const location = this.tokenStart;
    const element = this.parseType();
    if (!element || !this.expect('greater', "expected '>' in complex type")) return null;
    const problem = ComplexType.verify(element);
    if (problem) {
      this.emitErrorAt(location, problem);
      return null;
    }
    return ComplexType.get(this.context, element);
  }

  /** Consumes the `x` that ends a dimension, splitting tokens such as `xf32` or `x4`. */
  protected parseXInDimensionList(): boolean {
    if (
      this.tokenKind !== 'bare_identifier' ||
      this.source.text.charCodeAt(this.tokenStart) !== 120
    ) {
      this.emitWrongTokenError("expected 'x' in dimension list");
      return false;
    }
    this.resetTo(this.tokenStart + 1);
    return true;
  }

  /** A dimension size token; `0xf32` is `0` followed by `xf32`, as in MLIR. */
  private parseDimensionSize(): number | null {
    const spelling = this.getTokenSpelling();
    if (spelling.length > 1 && spelling.charCodeAt(1) === 120) {
      this.resetTo(this.tokenStart + 1);
      return 0;
    }
    const value = BigInt(spelling);
    if (value > BigInt(Number.MAX_SAFE_INTEGER)) {
      this.emitError(this.currentLocation(), 'invalid dimension');
      return null;
    }
    this.consume();
    return Number(value);
  }

  /**
   * `4x?x8x` (with the trailing `x` when `withTrailingX`): sizes, `?` as {@link kDynamic} when
   * `allowDynamic`.
   */
  parseDimensionList(allowDynamic = true, withTrailingX = true): number[] | null {
    const dims: number[] = [];
    const startsDim = () => this.tokenKind === 'integer' || this.tokenKind === 'question';
    if (withTrailingX) {
      while (startsDim()) {
        if (!this.parseDimension(dims, allowDynamic) || !this.parseXInDimensionList()) return null;
      }
      return dims;
    }
    if (!startsDim()) return dims;
    if (!this.parseDimension(dims, allowDynamic)) return null;
    while (
      this.tokenKind === 'bare_identifier' &&
      this.source.text.charCodeAt(this.tokenStart) === 120
    ) {
      if (!this.parseXInDimensionList() || !this.parseDimension(dims, allowDynamic)) return null;
    }
    return dims;
  }

  /** One size or `?`, appended to `dims`. */
  private parseDimension(dims: number[], allowDynamic: boolean): boolean {
    if (this.tokenKind === 'question') {
      if (!allowDynamic) {
        this.emitError(this.currentLocation(), 'expected static shape');
        return false;
      }
      this.consume();
      dims.push(kDynamic);
      return true;
    }
    if (this.tokenKind !== 'integer') {
      this.emitWrongTokenError('expected dimension size');
      return false;
    }
    const size = this.parseDimensionSize();
    if (size === null) return false;
    dims.push(size);
    return true;
  }

  private parseVectorType(): Type | null {
    // Invalid vectors are reported at the `vector` keyword, as MLIR does.
    const location = this.tokenStart;
    this.consume();
    if (!this.parseLess()) return null;
    const dims: number[] = [];
    const scalable: boolean[] = [];
    while (this.tokenKind === 'integer' || this.tokenKind === 'l_square') {
      const isScalable = this.consumeIf('l_square');
      if (this.tokenKind !== 'integer') {
        this.emitError(this.currentLocation(), 'invalid dimension');
        return null;
      }
      const size = this.parseDimensionSize();
      if (size === null) return null;
      if (isScalable && !this.expect('r_square', "missing ']' closing scalable dimension"))
        return null;
      dims.push(size);
      scalable.push(isScalable);
      if (!this.parseXInDimensionList()) return null;
    }
    const element = this.parseType();
    if (!element || !this.expect('greater', "expected '>' in vector type")) return null;
    const problem = VectorType.verify(dims, element, scalable);
    if (problem) {
      this.emitErrorAt(location, problem);
      return null;
    }
    return VectorType.get(this.context, dims, element, scalable);
  }

  private parseTensorType(): Type | null {
    this.consume();
    if (!this.parseLess()) return null;
    const unranked = this.consumeIf('star');
    let dims: number[] | null = null;
    if (unranked) {
      if (!this.parseXInDimensionList()) return null;
    } else {
      dims = this.parseDimensionList();
      if (!dims) return null;
    }
    // Invalid element types are reported at the element type.
    const location = this.tokenStart;
    const element = this.parseType();
    if (!element) return null;
    // The encoding is optional after the comma too (`tensor<4xf32, >` has none), as in MLIR.
    let encoding: Attribute | null | undefined;
    if (this.consumeIf('comma')) {
      encoding = this.parseOptionalAttribute();
      if (encoding === null) return null;
    }
    if (!this.expect('greater', "expected '>' in tensor type")) return null;
    if (unranked) {
      const problem = UnrankedTensorType.verifyElementType(element);
      if (problem) return this.failAt(location, problem);
      if (encoding) return this.errorHere('cannot apply encoding to unranked tensor') || null;
      return UnrankedTensorType.get(this.context, element);
    }
    const problem = RankedTensorType.verify(dims!, element);
    if (problem) return this.failAt(location, problem);
    return RankedTensorType.get(this.context, dims!, element, encoding ?? null);
  }

  private parseMemRefType(): Type | null {
    // An unsupported memory space is reported at the `memref` keyword, as MLIR does.
    const keywordLocation = this.tokenStart;
    this.consume();
    if (!this.parseLess()) return null;
    const unranked = this.consumeIf('star');
    let dims: number[] | null = null;
    if (unranked) {
      if (!this.parseXInDimensionList()) return null;
    } else {
      dims = this.parseDimensionList();
      if (!dims) return null;
    }
    const location = this.tokenStart;
    const element = this.parseType();
    if (!element) return null;
    let layout: Attribute | null = null;
    let memorySpace: Attribute | null = null;
    if (!this.consumeIf('greater')) {
      if (!this.expect('comma', "expected ',' or '>' in memref type")) return null;
      if (this.tokenKind === 'greater') {
        this.emitWrongTokenError('expected list element');
        return null;
      }
      // A layout, then a memory space: each attribute is one or the other by its kind.
      do {
        const attr = this.parseAttribute();
        if (!attr) return null;
        if (!isLayoutAttribute(attr)) {
          if (memorySpace)
            return this.errorHere('multiple memory spaces specified in memref type') || null;
          memorySpace = attr;
          continue;
        }
        layout = attr;
        if (unranked)
          return this.errorHere('cannot have affine map for unranked memref type') || null;
        if (memorySpace)
          return this.errorHere('expected memory space to be last in memref type') || null;
      } while (this.consumeIf('comma'));
      if (!this.expect('greater', "expected ',' or '>'")) return null;
    }
    if (unranked) {
      const problem = UnrankedMemRefType.verifyElementType(element);
      if (problem) return this.failAt(location, problem);
    } else {
      const problem = MemRefType.verify(dims!, element);
      if (problem) return this.failAt(location, problem);
      const layoutProblem = layout && MemRefType.verifyLayout(dims!, layout);
      if (layoutProblem) return this.failAt(keywordLocation, layoutProblem);
    }
    if (memorySpace && !isSupportedMemorySpace(memorySpace))
      return this.failAt(keywordLocation, 'unsupported memory space Attribute');
    if (unranked) return UnrankedMemRefType.get(this.context, element, memorySpace);
    return MemRefType.get(this.context, dims!, element, layout, memorySpace);
  }

  /** Reports `message` at `location` and returns null. */
  protected fail(location: Location, message: string): null {
    this.emitError(location, message);
    return null;
  }

  /** Reports `message` at a source offset and returns null. */
  protected failAt(offset: number, message: string): null {
    this.emitErrorAt(offset, message);
    return null;
  }

  // ---------------------------------------------------------------------------------------------
  // Dialect symbols: `!ns.mnemonic<...>`, `!ns<...>`, `#ns...`, and aliases `!name` / `#name`.

  /**
   * Finds the end of a `<...>` body starting at `start` (which holds `<`): nested brackets must
   * balance; strings are skipped; `->` does not close. Returns the offset after `>`, or null.
   */
  private scanSymbolBody(start: number): number | null {
    const text = this.source.text;
    const end = this.lexer.end;
    const closers: number[] = [];
    let pos = start;
    do {
      if (pos >= end) return this.unbalancedBody(start, closers);
      const c = text.charCodeAt(pos++);
      switch (c) {
        case 60:
          closers.push(62);
          break;
        case 40:
          closers.push(41);
          break;
        case 91:
          closers.push(93);
          break;
        case 123:
          closers.push(125);
          break;
        case 62:
        case 41:
        case 93:
        case 125:
          if (closers[closers.length - 1] !== c) return this.unbalancedBody(start, closers);
          closers.pop();
          break;
        case 45:
          if (text.charCodeAt(pos) === 62) pos++;
          break;
        case 34: {
          while (pos < end && text.charCodeAt(pos) !== 34)
            pos += text.charCodeAt(pos) === 92 ? 2 : 1;
          if (pos >= end) return this.unbalancedBody(start, closers);
          pos++;
          break;
        }
        default:
          break;
      }
    } while (closers.length > 0);
    return pos;
  }

  /** Reports the innermost unclosed bracket of a dialect symbol body, at the body's start (as MLIR). */
  private unbalancedBody(start: number, closers: readonly number[]): null {
    const opener: Record<number, string> = { 62: '<', 41: '(', 93: '[', 125: '{' };
    const unclosed = opener[closers[closers.length - 1]!] ?? '<';
    this.emitError(
      this.getLocation(start),
      `unbalanced '${unclosed}' character in pretty dialect name`,
    );
    return null;
  }

  /**
   * Consumes an extended symbol token and its `<...>` body: the namespace, the body text to hand
   * to the dialect and its range, or an alias name when the token has neither a dot nor a body.
   */
  private parseExtendedSymbol():
    | { alias: string; location: Location }
    | { namespace: string; data: string; dataStart: number; dataEnd: number; location: Location }
    | null {
    const tokenStart = this.tokenStart;
    const tokenEnd = this.tokenEnd;
    this.consume();
    const location = this.getLocation(tokenStart);
    const name = this.source.text.slice(tokenStart + 1, tokenEnd);
    const hasBody = this.tokenKind === 'less' && this.tokenStart === tokenEnd;
    const dot = name.indexOf('.');
    if (!hasBody && dot < 0) return { alias: name, location };
    let bodyEnd = tokenEnd;
    if (hasBody) {
      const end = this.scanSymbolBody(tokenEnd);
      if (end === null) return null;
      bodyEnd = end;
      this.resetTo(end);
    }
    if (dot >= 0) {
      const dataStart = tokenStart + 1 + dot + 1;
      return {
        namespace: name.slice(0, dot),
        data: this.source.text.slice(dataStart, bodyEnd),
        dataStart,
        dataEnd: bodyEnd,
        location,
      };
    }
    const dataStart = tokenEnd + 1;
    const dataEnd = bodyEnd - 1;
    return {
      namespace: name,
      data: this.source.text.slice(dataStart, dataEnd),
      dataStart,
      dataEnd,
      location,
    };
  }

  /** A parser over `[start, end)` of the same source, sharing aliases, depth, error state and locations. */
  protected createSubParser(start: number, end: number): AttrTypeParser {
    const sub = new AttrTypeParser(this.context, this.source, { start, end, shared: this.state });
    sub.locationParent = this;
    return sub;
  }

  /** Runs a dialect hook on a sub-parser and checks it consumed the whole body. */
  private runDialectHook<T>(
    start: number,
    end: number,
    hook: (parser: AttrTypeParser) => T | null,
  ): T | null {
    const sub = this.createSubParser(start, end);
    const result = hook(sub);
    if (result === null) {
      if (!this.failed) this.emitError(sub.currentLocation(), 'failed to parse dialect symbol');
      return null;
    }
    if (!sub.atEnd())
      return this.fail(sub.currentLocation(), `unexpected trailing characters in dialect symbol`);
    return result;
  }

  private parseExtendedType(): Type | null {
    const symbol = this.parseExtendedSymbol();
    if (!symbol) return null;
    if ('alias' in symbol) {
      const type = this.state.typeAliases.get(symbol.alias);
      return (
        type ?? this.fail(this.currentLocation(), `undefined symbol alias id '${symbol.alias}'`)
      );
    }
    const dialect = this.context.getOrLoadDialect(symbol.namespace);
    if (dialect)
      return this.runDialectHook(symbol.dataStart, symbol.dataEnd, (sub) => dialect.parseType(sub));
    if (this.context.allowUnregisteredDialects)
      return OpaqueType.get(this.context, symbol.namespace, symbol.data);
    return this.fail(
      symbol.location,
      `dialect '${symbol.namespace}' is not registered (use allowUnregisteredDialects to accept its types opaquely)`,
    );
  }

  private parseExtendedAttribute(type: Type | null): Attribute | null {
    const symbol = this.parseExtendedSymbol();
    if (!symbol) return null;
    if ('alias' in symbol) {
      const attr = this.state.attributeAliases.get(symbol.alias);
      return (
        attr ?? this.fail(this.currentLocation(), `undefined symbol alias id '${symbol.alias}'`)
      );
    }
    let attrType = type;
    if (!attrType && this.consumeIf('colon')) {
      attrType = this.parseType();
      if (!attrType) return null;
    }
    const dialect = this.context.getOrLoadDialect(symbol.namespace);
    if (dialect)
      return this.runDialectHook(symbol.dataStart, symbol.dataEnd, (sub) =>
        dialect.parseAttribute(sub, attrType),
      );
    if (this.context.allowUnregisteredDialects)
      return OpaqueAttr.get(
        this.context,
        symbol.namespace,
        symbol.data,
        attrType ?? NoneType.get(this.context),
      );
    return this.fail(
      symbol.location,
      `dialect '${symbol.namespace}' is not registered (use allowUnregisteredDialects to accept its attributes opaquely)`,
    );
  }

  // ---------------------------------------------------------------------------------------------
  // Attributes

  /** An attribute; `type`, when given, is the type the context implies (no `: type` is parsed). */
  parseAttribute(type: Type | null = null): Attribute | null {
    const attr = this.parseAttributeIfPresent(type, true);
    if (attr === undefined) {
      this.emitWrongTokenError('expected attribute value');
      return null;
    }
    return attr;
  }

  /** An attribute, undefined (nothing reported) if the current token cannot start one, null after an error. */
  parseOptionalAttribute(type: Type | null = null): Attribute | null | undefined {
    return this.parseAttributeIfPresent(type, false);
  }

  /**
   * An attribute, or undefined when none starts here. As in MLIR, `strided<...>`, `array<...>` and
   * `distinct[...]` are only read where an attribute is required (`tensor<4xf32, array<i8>>` is
   * "expected '>' in tensor type").
   */
  private parseAttributeIfPresent(
    type: Type | null,
    required: boolean,
  ): Attribute | null | undefined {
    switch (this.tokenKind) {
      case 'l_square':
        return this.nested(() => this.parseArrayAttr());
      case 'l_brace':
        return this.nested(() => this.parseDictionaryAttr());
      case 'at_identifier':
        return this.parseSymbolRefAttr();
      case 'string':
        return this.parseStringAttr(type);
      case 'minus':
      case 'integer':
      case 'float':
        return this.parseNumberAttr(type);
      case 'hash_identifier':
        return this.nested(() => this.parseExtendedAttribute(type));
      case 'bare_identifier':
        break;
      default: {
        const parsed = this.parseOptionalType();
        return parsed ? TypeAttr.get(parsed) : parsed;
      }
    }
    switch (this.getTokenSpelling()) {
      case 'unit':
        this.consume();
        return UnitAttr.get(this.context);
      case 'true':
      case 'false': {
        const value = this.consumeSpelling() === 'true';
        return IntegerAttr.get(IntegerType.get(this.context, 1), value ? 1n : 0n);
      }
      case 'affine_map':
        return this.nested(() => parseAffineMapAttr(this));
      case 'affine_set':
        return this.nested(() => parseIntegerSetAttr(this));
      case 'strided':
        return required ? this.nested(() => parseStridedLayout(this)) : undefined;
      case 'dense':
        return this.nested(() => parseDenseElements(this, type));
      case 'dense_resource':
        return this.nested(() => parseDenseResource(this, type));
      case 'sparse':
        return this.nested(() => parseSparseElements(this, type));
      case 'array':
        return required ? this.nested(() => parseDenseArray(this)) : undefined;
      case 'loc':
        return this.nested(() => this.parseLocation());
      case 'distinct':
        return required ? this.nested(() => this.parseDistinctAttr()) : undefined;
      default: {
        const parsed = this.parseOptionalType();
        return parsed ? TypeAttr.get(parsed) : parsed;
      }
    }
  }

  /** `loc(...)`. */
  parseLocation(): Location | null {
    if (!this.parseKeyword('loc') || !this.parseLParen()) return null;
    const location = parseLocationBody(this);
    if (!location || !this.parseRParen()) return null;
    return location;
  }

  /** `distinct[N]<attr>` (`distinct[N]<>` references unit). */
  private parseDistinctAttr(): Attribute | null {
    const location = this.tokenStart;
    this.consume();
    if (!this.expect('l_square', "expected '[' after 'distinct'")) return null;
    if (this.tokenKind !== 'integer') {
      this.emitWrongTokenError('expected distinct ID');
      return null;
    }
    const id = BigInt(this.consumeSpelling());
    if (id >= 1n << 64n)
      return this.fail(this.currentLocation(), 'expected an unsigned 64-bit integer');
    if (
      !this.expect('r_square', "expected ']' to close distinct ID") ||
      !this.expect('less', "expected '<' after distinct ID")
    )
      return null;
    let referenced: Attribute | null = UnitAttr.get(this.context);
    // (A cast: TypeScript keeps the narrowing of the check above across the calls that moved on.)
    if ((this.tokenKind as TokenKind) !== 'greater') {
      referenced = this.parseAttribute();
      if (!referenced) {
        this.emitFollowUpError('expected attribute');
        return null;
      }
    }
    if (!this.expect('greater', "expected '>' to close distinct attribute")) return null;
    const previous = this.state.distinctAttrs.get(id);
    if (!previous) {
      const created = DistinctAttr.create(referenced);
      this.state.distinctAttrs.set(id, created);
      return created;
    }
    if (previous.referencedAttr !== referenced)
      return this.failAt(
        location,
        `referenced attribute does not match previous definition: ${previous.referencedAttr.toString()}`,
      );
    return previous;
  }

  /** Runs a parse one nesting level deeper (for the helper modules). */
  parseNested<T>(parse: () => T | null): T | null {
    return this.nested(parse);
  }

  /**
   * `[a, b]`. Unlike the delimited lists of {@link parseCommaSeparatedList}, an unclosed array
   * reports "expected ',' or ']'", as MLIR's array attribute parser does.
   */
  private parseArrayAttr(): Attribute | null {
    this.consume();
    const elements: Attribute[] = [];
    if (this.consumeIf('r_square')) return ArrayAttr.get(this.context, elements);
    const ok = this.parseCommaSeparatedList('none', () => {
      const element = this.parseAttribute();
      if (element) elements.push(element);
      return element !== null;
    });
    if (!ok || !this.expect('r_square', "expected ',' or ']'")) return null;
    return ArrayAttr.get(this.context, elements);
  }

  /** `{name = value, flag, "quoted name" = value}`. */
  parseDictionaryAttr(): DictionaryAttr | null {
    const entries: NamedAttribute[] = [];
    const seen = new Set<string>();
    if (!this.parseLBrace()) return null;
    if (this.consumeIf('r_brace')) return DictionaryAttr.get(this.context, []);
    const ok = this.parseCommaSeparatedList('none', () => {
      let name: string;
      if (this.tokenKind === 'string')
        name = decodeBytes(decodeStringLiteral(this.getTokenSpelling()));
      else if (this.tokenKind === 'bare_identifier') name = this.getTokenSpelling();
      else {
        this.emitWrongTokenError('expected attribute name');
        return false;
      }
      // Checked before the name is consumed: a follow-up error lands on the name too, as in MLIR.
      if (name === '') return this.errorHere('expected valid attribute name');
      if (seen.has(name)) return this.errorHere(`duplicate key '${name}' in dictionary attribute`);
      this.consume();
      seen.add(name);
      if (!this.consumeIf('equal')) {
        entries.push(new NamedAttribute(name, UnitAttr.get(this.context)));
        return true;
      }
      const value = this.parseAttribute();
      if (!value) return false;
      entries.push(new NamedAttribute(name, value));
      return true;
    });
    if (!ok || !this.expect('r_brace', "expected '}' in attribute dictionary")) return null;
    return DictionaryAttr.get(this.context, entries);
  }

  private parseSymbolRefAttr(): Attribute | null {
    const root = this.parseSymbolName();
    if (root === null) return null;
    const nested: string[] = [];
    while (this.consumeIf('coloncolon')) {
      const name = this.parseOptionalSymbolName();
      if (name === undefined) {
        this.emitWrongTokenError('expected nested symbol reference identifier');
        return null;
      }
      nested.push(name);
    }
    return SymbolRefAttr.get(this.context, root, nested);
  }

  private parseStringAttr(type: Type | null): Attribute | null {
    const value = this.parseString();
    if (value === null) return null;
    let attrType = type;
    if (!attrType && this.consumeIf('colon')) {
      attrType = this.parseType();
      if (!attrType) return null;
    }
    return StringAttr.get(this.context, value, attrType ?? NoneType.get(this.context));
  }

  private parseNumberAttr(type: Type | null): Attribute | null {
    const negative = this.consumeIf('minus');
    const kind = this.tokenKind;
    if (kind !== 'integer' && kind !== 'float') {
      this.emitWrongTokenError('expected constant integer or floating point value');
      return null;
    }
    const location = this.tokenStart;
    const spelling = this.consumeSpelling();
    let attrType = type;
    if (!attrType && this.consumeIf('colon')) {
      attrType = this.parseType();
      if (!attrType) return null;
    }
    if (kind === 'float') {
      const floatType = attrType ?? FloatType.getF64(this.context);
      // Reported after the type, as MLIR does.
      if (!(floatType instanceof FloatType))
        return this.fail(
          this.currentLocation(),
          'floating point value not valid for specified type',
        );
      return FloatAttr.get(
        floatType,
        parseFloatLiteral(floatType.semantics, (negative ? '-' : '') + spelling)!,
      );
    }
    const intType = attrType ?? IntegerType.get(this.context, 64);
    if (intType instanceof FloatType) {
      if (!spelling.startsWith('0x')) {
        this.errorWithNote(
          location,
          'unexpected decimal integer literal for a floating point value',
          location,
          'add a trailing dot to make the literal a float',
        );
        return null;
      }
      if (negative)
        return this.failAt(location, 'hexadecimal float literal should not have a leading minus');
      const bits = BigInt(spelling);
      if (bits >> BigInt(intType.width) !== 0n)
        return this.failAt(location, 'hexadecimal float constant out of range for type');
      return FloatAttr.get(intType, new APFloat(intType.semantics, bits));
    }
    if (!intType.isIntOrIndex())
      return this.fail(this.currentLocation(), 'integer literal not valid for specified type');
    const small = smallIntegerLiteral(intType, spelling, negative);
    if (small === small) return IntegerAttr.get(intType, small);
    const value = integerForType(intType, BigInt(spelling), negative);
    if (typeof value === 'string') return this.failAt(location, value);
    return IntegerAttr.get(intType, value);
  }
}

function describeKind(kind: TokenKind): string {
  const spelled: Partial<Record<TokenKind, string>> = {
    arrow: "'->'",
    colon: "':'",
    coloncolon: "'::'",
    comma: "','",
    ellipsis: "'...'",
    equal: "'='",
    greater: "'>'",
    less: "'<'",
    l_brace: "'{'",
    r_brace: "'}'",
    l_paren: "'('",
    r_paren: "')'",
    l_square: "'['",
    r_square: "']'",
    minus: "'-'",
    plus: "'+'",
    question: "'?'",
    star: "'*'",
    vertical_bar: "'|'",
    eof: 'end of input',
  };
  return spelled[kind] ?? kind.replace('_', ' ');
}

/** Layouts a ranked memref accepts in its first trailing position. */
function isLayoutAttribute(attr: Attribute): boolean {
  return attr instanceof AffineMapAttr || attr instanceof StridedLayoutAttr;
}

/** Memory spaces MLIR accepts: integers, strings, dictionaries, and attributes of other dialects. */
function isSupportedMemorySpace(attr: Attribute): boolean {
  if (attr instanceof IntegerAttr || attr instanceof StringAttr || attr instanceof DictionaryAttr)
    return true;
  return !(attr instanceof OpaqueAttr) && 'dialectNamespace' in attr;
}

/** Parses a whole string as one type (MLIR's `parseType`); null after reporting a diagnostic. */
export function parseType(
  text: string,
  context: MLIRContext,
  options: AttrTypeParserOptions = {},
): Type | null {
  const parser = new AttrTypeParser(context, text, options);
  const type = parser.parseType();
  if (!type) return null;
  if (!parser.atEnd()) {
    parser.emitError(parser.currentLocation(), 'unexpected trailing characters after type');
    return null;
  }
  return type;
}

/** Parses a whole string as one attribute (MLIR's `parseAttribute`); null after reporting a diagnostic. */
export function parseAttribute(
  text: string,
  context: MLIRContext,
  options: AttrTypeParserOptions = {},
): Attribute | null {
  const parser = new AttrTypeParser(context, text, options);
  const attr = parser.parseAttribute();
  if (!attr) return null;
  if (!parser.atEnd()) {
    parser.emitError(parser.currentLocation(), 'unexpected trailing characters after attribute');
    return null;
  }
  return attr;
}
