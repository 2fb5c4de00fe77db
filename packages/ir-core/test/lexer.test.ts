import { describe, expect, test } from 'vitest';
import {
  Lexer,
  SourceFile,
  decodeBytes,
  decodeStringLiteral,
  type TokenKind,
} from './syntax/strata.js';

function lexAll(text: string): [TokenKind, string][] {
  const lexer = new Lexer(new SourceFile(text));
  const out: [TokenKind, string][] = [];
  for (;;) {
    const token = lexer.lex();
    if (token.kind === 'eof') return out;
    out.push([
      token.kind,
      token.kind === 'error' ? token.message : text.slice(token.start, token.end),
    ]);
    if (token.kind === 'error') return out;
  }
}

describe('lexer', () => {
  test('identifiers of every prefix', () => {
    expect(lexAll('foo_1.b$ @sym @"q s" #attr !ty.x %0 %arg-1 ^bb0 #-}')).toEqual([
      ['bare_identifier', 'foo_1.b$'],
      ['at_identifier', '@sym'],
      ['at_identifier', '@"q s"'],
      ['hash_identifier', '#attr'],
      ['exclamation_identifier', '!ty.x'],
      ['percent_identifier', '%0'],
      ['percent_identifier', '%arg-1'],
      ['caret_identifier', '^bb0'],
      ['file_metadata_end', '#-}'],
    ]);
  });

  test('numbers: decimal, hex, floats with exponents', () => {
    expect(lexAll('42 0x1F 1.5 2. 3.0e-5 4.5E+10 7e3 0xg')).toEqual([
      ['integer', '42'],
      ['integer', '0x1F'],
      ['float', '1.5'],
      ['float', '2.'],
      ['float', '3.0e-5'],
      ['float', '4.5E+10'],
      ['integer', '7'],
      ['bare_identifier', 'e3'],
      ['integer', '0'],
      ['bare_identifier', 'xg'],
    ]);
  });

  test('punctuation and comments', () => {
    expect(
      lexAll('-> :: : , ... = > < { } ( ) [ ] - + ? * | {-# // comment\n x').map(([kind]) => kind),
    ).toEqual([
      'arrow',
      'coloncolon',
      'colon',
      'comma',
      'ellipsis',
      'equal',
      'greater',
      'less',
      'l_brace',
      'r_brace',
      'l_paren',
      'r_paren',
      'l_square',
      'r_square',
      'minus',
      'plus',
      'question',
      'star',
      'vertical_bar',
      'file_metadata_begin',
      'bare_identifier',
    ]);
  });

  test('strings decode MLIR escapes to bytes', () => {
    const [[kind, spelling]] = lexAll('"a\\n\\t\\"\\\\\\41\\C3\\A9"');
    expect(kind).toBe('string');
    expect(decodeBytes(decodeStringLiteral(spelling))).toBe('a\n\t"\\Aé');
  });

  test.each([
    ['"abc', "expected '\"' in string literal"],
    ['"a\nb"', "expected '\"' in string literal"],
    ['"\\q"', 'unknown escape in string literal'],
    ['$', 'unexpected character'],
    ['..', 'expected three consecutive dots for an ellipsis'],
    ['%', 'invalid SSA name'],
    ['@1', "@ identifier expected to start with letter or '_'"],
  ])('%j gives an error token', (text, message) => {
    const tokens = lexAll(text);
    expect(tokens[tokens.length - 1]).toEqual(['error', message]);
  });

  test('offsets map to 1-based lines and columns', () => {
    const source = new SourceFile('ab\ncd\n\nx', 'f.mlir');
    expect(source.getLineAndColumn(0)).toEqual({ line: 1, column: 1 });
    expect(source.getLineAndColumn(4)).toEqual({ line: 2, column: 2 });
    expect(source.getLineAndColumn(7)).toEqual({ line: 4, column: 1 });
  });

  test('a lexer over a sub-range stops at its end', () => {
    const lexer = new Lexer(new SourceFile('aaa bbb ccc'), 4, 7);
    expect(lexer.lex().kind).toBe('bare_identifier');
    expect(lexer.lex().kind).toBe('eof');
  });

  test('resetPointer re-lexes from an offset inside a token', () => {
    const source = new SourceFile('4xf32');
    const lexer = new Lexer(source);
    expect(lexer.lex().kind).toBe('integer');
    const x = lexer.lex();
    expect(source.text.slice(x.start, x.end)).toBe('xf32');
    lexer.resetPointer(x.start + 1);
    const f32 = lexer.lex();
    expect(source.text.slice(f32.start, f32.end)).toBe('f32');
  });

  test('next() leaves the token in the lexer fields; an error message does not leak into lex()', () => {
    const lexer = new Lexer(new SourceFile('%a = "x\n  b'));
    expect(lexer.next()).toBe('percent_identifier');
    expect([lexer.tokenStart, lexer.tokenEnd]).toEqual([0, 2]);
    expect(lexer.next()).toBe('equal');
    expect([lexer.tokenStart, lexer.tokenEnd]).toEqual([3, 4]);
    expect(lexer.next()).toBe('error');
    expect(lexer.tokenMessage).toBe("expected '\"' in string literal");
    const after = lexer.lex();
    expect([after.kind, after.message, after.start]).toEqual(['bare_identifier', '', 10]);
  });
});
