import { describe, expect, test } from 'vitest';
import { EreSyntaxError, escapeEre, translateEre } from '../src/ere.js';

function matches(ere: string, text: string): string | undefined {
  return new RegExp(translateEre(ere).source).exec(text)?.[0];
}

function errorOf(ere: string): string {
  try {
    translateEre(ere);
  } catch (e) {
    if (e instanceof EreSyntaxError) return e.message;
    throw e;
  }
  return 'no error';
}

describe('translateEre: meaning', () => {
  test('backslash before a letter is the letter itself', () => {
    expect(matches('a\\sb', 'a b')).toBeUndefined();
    expect(matches('a\\sb', 'asb')).toBe('asb');
    expect(matches('\\d', '5d')).toBe('d');
  });

  test('escaped metacharacters are literal', () => {
    expect(matches('a\\.b\\*', 'axb* a.b*')).toBe('a.b*');
    expect(matches('\\(\\)\\[\\]\\{\\}\\|\\+\\?\\^\\$', '()[]{}|+?^$')).toBe('()[]{}|+?^$');
  });

  test('dot and negated brackets do not match newline', () => {
    expect(matches('a.b', 'a\nb')).toBeUndefined();
    expect(matches('a[^x]b', 'a\nb')).toBeUndefined();
    expect(matches('a[^x]b', 'a\rb')).toBe('a\rb');
    expect(matches('a.b', 'a\rb')).toBe('a\rb');
  });

  test('^ and $ are line anchors', () => {
    expect(matches('^b', 'ab\nbc')).toBe('b');
    expect(new RegExp(translateEre('^b').source).exec('ab\nbc')!.index).toBe(3);
    expect(matches('a$', 'ab\na')).toBe('a');
    expect(new RegExp(translateEre('a$').source).exec('ab\na\n')!.index).toBe(3);
  });

  test('POSIX character classes over ASCII', () => {
    expect(matches('[[:digit:]]+', 'ab123c')).toBe('123');
    expect(matches('[[:alpha:]_]+', '1ab_c2')).toBe('ab_c');
    expect(matches('[[:space:]]+', 'a \t\nb')).toBe(' \t\n');
    expect(matches('[[:xdigit:]]+', 'xyzBEEFq')).toBe('BEEF');
    expect(matches('[[:punct:]]+', 'ab!?.c')).toBe('!?.');
    expect(matches('[[:upper:]][[:lower:]]', 'aBcD')).toBe('Bc');
  });

  test('bracket expressions: leading ], leading and trailing -, backslash is literal', () => {
    expect(matches('[]a]+', 'x]a]y')).toBe(']a]');
    expect(matches('[-a]+', 'x-a-y')).toBe('-a-');
    expect(matches('[a-]+', 'x-a-y')).toBe('-a-');
    expect(matches('[\\]+', 'a\\\\b')).toBe('\\\\');
    expect(matches('[^]a]+', ']]bc]')).toBe('bc');
    expect(matches('[a-c-]+', 'd-abc')).toBe('-abc');
  });

  test('equivalence classes and collating symbols of one character', () => {
    expect(matches('[[=a=]b]+', 'xabay')).toBe('aba');
    expect(matches('[[.-.]a]+', 'x-a-y')).toBe('-a-');
  });

  test('word boundaries', () => {
    expect(matches('[[:<:]]ab', 'cab ab')).toBe('ab');
    expect(new RegExp(translateEre('[[:<:]]ab[[:>:]]').source).exec('cab abc ab')!.index).toBe(8);
  });

  test('bounds, and a brace not followed by a digit is literal', () => {
    expect(matches('x{2,3}', 'xxxxx')).toBe('xxx');
    expect(matches('x{2,}', 'xxxxx')).toBe('xxxxx');
    expect(matches('x{2}', 'xxxxx')).toBe('xx');
    expect(matches('a{b', 'a{b')).toBe('a{b');
    expect(matches('a{,2}', 'a{,2}')).toBe('a{,2}');
    expect(matches('a}', 'a}')).toBe('a}');
  });

  test('groups keep their numbers for back-references', () => {
    expect(translateEre('(a)(b(c))').groups).toBe(3);
    expect(matches('(a|b)\\1', 'abba')).toBe('bb');
    expect(matches('(x)\\10', 'xx0')).toBe('xx0');
  });

  test('empty group is allowed', () => {
    expect(matches('a()b', 'ab')).toBe('ab');
  });

  test('escapeEre escapes exactly the metacharacters', () => {
    expect(escapeEre('a.b*c(d)[e]{f}|g+h?i^j$k\\l')).toBe(
      'a\\.b\\*c\\(d\\)\\[e\\]\\{f\\}\\|g\\+h\\?i\\^j\\$k\\\\l',
    );
    expect(matches(escapeEre('1+1=2?'), 'is 1+1=2?')).toBe('1+1=2?');
  });
});

describe('translateEre: errors use regerror() texts', () => {
  test.each([
    ['', 'empty (sub)expression'],
    ['a||b', 'empty (sub)expression'],
    ['(|a)', 'empty (sub)expression'],
    ['a|', 'empty (sub)expression'],
    ['*a', 'repetition-operator operand invalid'],
    ['a**', 'repetition-operator operand invalid'],
    ['a.*?', 'repetition-operator operand invalid'],
    ['a+?', 'repetition-operator operand invalid'],
    ['^*', 'repetition-operator operand invalid'],
    ['{1}', 'repetition-operator operand invalid'],
    ['a(', 'parentheses not balanced'],
    ['(a', 'parentheses not balanced'],
    ['a)', 'parentheses not balanced'],
    ['[a', 'brackets ([ ]) not balanced'],
    ['[[:alpha:]', 'brackets ([ ]) not balanced'],
    ['[[:foo:]]', 'invalid character class'],
    ['[z-a]', 'invalid character range'],
    ['[a-c-e]', 'invalid character range'],
    ['a{3,2}', 'invalid repetition count(s)'],
    ['a{256}', 'invalid repetition count(s)'],
    ['a{1,2', 'braces not balanced'],
    ['a{1x}', 'invalid repetition count(s)'],
    ['a\\', 'trailing backslash (\\)'],
    ['\\1', 'invalid backreference number'],
    ['(a\\1)', 'invalid backreference number'],
    ['[[.ab.]]', 'invalid collating element'],
  ])('%j -> %s', (ere, message) => {
    expect(errorOf(ere)).toBe(message);
  });
});
