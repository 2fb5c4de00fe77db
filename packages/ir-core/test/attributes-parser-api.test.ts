// The DialectAsmParser-style helpers that dialect parse hooks and the op-level parser build on.
import { describe, expect, test } from 'vitest';
import {
  AttrTypeParser,
  FloatType,
  IntegerType,
  MLIRContext,
  UnitAttr,
  kDynamic,
  type Diagnostic,
} from './syntax/strata.js';

function parserFor(text: string): { parser: AttrTypeParser; errors: Diagnostic[] } {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  const errors: Diagnostic[] = [];
  context.diagnostics.registerHandler((d) => {
    errors.push(d);
    return true;
  });
  return { parser: new AttrTypeParser(context, text, { filename: 'api.mlir' }), errors };
}

describe('AttrTypeParser helpers', () => {
  test('punctuation, keywords and optional forms', () => {
    const { parser, errors } = parserFor('< kw , other = > -> ... | ?');
    expect(parser.parseLess()).toBe(true);
    expect(parser.parseOptionalKeyword(['nope'])).toBeUndefined();
    expect(parser.parseOptionalKeyword(['kw', 'x'])).toBe('kw');
    expect(parser.parseOptionalColon()).toBe(false);
    expect(parser.parseComma()).toBe(true);
    expect(parser.parseKeyword('other')).toBe('other');
    expect(parser.parseEqual()).toBe(true);
    expect(parser.parseGreater()).toBe(true);
    expect(parser.parseOptionalArrow()).toBe(true);
    expect(parser.parseOptionalEllipsis()).toBe(true);
    expect(parser.parseOptionalVerticalBar()).toBe(true);
    expect(parser.parseOptionalQuestion()).toBe(true);
    expect(parser.atEnd()).toBe(true);
    expect(errors).toEqual([]);
  });

  test('literals: integers, floats, strings, symbols', () => {
    const { parser, errors } = parserFor('-42 0x10 1.5 -2 7 "s\\n" @sym @"q s" kw "str"');
    expect(parser.parseInteger()).toBe(-42n);
    expect(parser.parseOptionalInteger()).toBe(16n);
    expect(parser.parseFloat()!.toNumber()).toBe(1.5);
    expect(parser.parseFloat(FloatType.getF32(parser.context))!.toNumber()).toBe(-2);
    expect(parser.parseFloat()!.toNumber()).toBe(7);
    expect(parser.parseString()).toBe('s\n');
    expect(parser.parseSymbolName()).toBe('sym');
    expect(parser.parseOptionalSymbolName()).toBe('q s');
    expect(parser.parseKeywordOrString()).toBe('kw');
    expect(parser.parseKeywordOrString()).toBe('str');
    expect(errors).toEqual([]);
  });

  test('a minus not followed by an integer is left in place', () => {
    const { parser } = parserFor('- x');
    expect(parser.parseOptionalInteger()).toBeUndefined();
    expect(parser.peek().kind).toBe('minus');
  });

  test('comma-separated lists with each delimiter', () => {
    const { parser, errors } = parserFor('(1, 2) [3] <> {4, 5} 6, 7');
    const values: bigint[] = [];
    const element = () => {
      const value = parser.parseInteger();
      if (value !== null) values.push(value);
      return value !== null;
    };
    expect(parser.parseCommaSeparatedList('paren', element)).toBe(true);
    expect(parser.parseCommaSeparatedList('square', element)).toBe(true);
    expect(parser.parseCommaSeparatedList('less', element)).toBe(true);
    expect(parser.parseCommaSeparatedList('optional-paren', element)).toBe(true);
    expect(parser.parseCommaSeparatedList('brace', element)).toBe(true);
    expect(parser.parseCommaSeparatedList('none', element)).toBe(true);
    expect(values).toEqual([1n, 2n, 3n, 4n, 5n, 6n, 7n]);
    expect(errors).toEqual([]);
  });

  test('a missing closing delimiter is reported after the last element', () => {
    const { parser, errors } = parserFor('[1, 2\n\n  // comment\n  x');
    expect(parser.parseCommaSeparatedList('square', () => parser.parseInteger() !== null)).toBe(
      false,
    );
    // MLIR's wording for a delimited list (an array attribute says "expected ',' or ']'").
    expect(errors[0]!.message).toBe("expected ']'");
    expect(errors[0]!.location.toString()).toBe('loc("api.mlir":1:6)');
  });

  test('dimension lists with and without a trailing x', () => {
    const { parser } = parserFor('4x?x8xf32 2x3x4 ]');
    expect(parser.parseDimensionList()).toEqual([4, kDynamic, 8]);
    expect(parser.parseType()!.toString()).toBe('f32');
    expect(parser.parseDimensionList(true, false)).toEqual([2, 3, 4]);
    expect(parser.peek().kind).toBe('r_square');
  });

  test('static dimension lists reject ?', () => {
    const { parser, errors } = parserFor('4x?x');
    expect(parser.parseDimensionList(false)).toBeNull();
    expect(errors[0]!.message).toBe('expected static shape');
  });

  test('types and attributes from the same stream, with aliases', () => {
    const { parser } = parserFor('!t, #a, (i32) -> !t');
    const i32 = IntegerType.get(parser.context, 32);
    parser.state.typeAliases.set('t', i32);
    parser.state.attributeAliases.set('a', UnitAttr.get(parser.context));
    expect(parser.parseType()).toBe(i32);
    expect(parser.parseComma()).toBe(true);
    expect(parser.parseAttribute()!.toString()).toBe('unit');
    expect(parser.parseComma()).toBe(true);
    expect(parser.parseType()!.toString()).toBe('(i32) -> i32');
  });

  test('parseOptionalType and parseOptionalAttribute do not report when nothing starts', () => {
    const { parser, errors } = parserFor('%x');
    expect(parser.parseOptionalType()).toBeUndefined();
    expect(parser.parseOptionalAttribute()).toBeUndefined();
    expect(errors).toEqual([]);
  });

  test('only the first error of a parse is reported', () => {
    const { parser, errors } = parserFor(')');
    expect(parser.parseType()).toBeNull();
    expect(parser.parseAttribute()).toBeNull();
    expect(errors).toHaveLength(1);
    expect(parser.failed).toBe(true);
  });
});
