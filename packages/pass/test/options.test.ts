import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import * as zc from 'zod';
import {
  PipelineError,
  describeOptions,
  parsePassOptions,
  printPassOptions,
} from '../src/index.js';
import { splitListElements, splitOptionArguments } from '../src/option-text.js';
import { canonicalizeSchema } from './fake-passes.js';

function parsed(text: string) {
  const result = parsePassOptions(canonicalizeSchema, text, 'canonicalize');
  if (result instanceof PipelineError) throw new Error(result.format('test'));
  return result;
}

function error(text: string, schema = canonicalizeSchema): PipelineError {
  const result = parsePassOptions(schema, text, 'canonicalize');
  if (!(result instanceof PipelineError)) throw new Error(`expected an error for ${text}`);
  return result;
}

describe('option text', () => {
  it('splits key=value pairs, bare flags, quotes and braces', () => {
    const args = splitOptionArguments(` a=1  b c="x y" d={p q} e='z'`);
    expect(args.map((a) => [a.key, a.value])).toEqual([
      ['a', '1'],
      ['b', undefined],
      ['c', 'x y'],
      ['d', 'p q'],
      ['e', 'z'],
    ]);
    expect(args[2]!.valueOffset).toBe(` a=1  b c="`.length);
  });

  it('splits lists at top-level commas only', () => {
    expect(splitListElements('a,{b,c},"d,e", f').map((e) => e.text)).toEqual([
      'a',
      'b,c',
      'd,e',
      'f',
    ]);
    expect(splitListElements('')).toEqual([]);
    // `{a},{b}` is a list of two, not one braced value.
    expect(splitListElements('{a},{b}').map((e) => e.text)).toEqual(['a', 'b']);
  });
});

describe('typed pass options', () => {
  it('fills defaults from the schema', () => {
    expect(parsed('')).toEqual({
      'max-iterations': 10,
      'max-num-rewrites': -1,
      'region-simplify': 'normal',
      'test-convergence': false,
      'top-down': true,
      'enable-patterns': [],
      'disable-patterns': [],
    });
  });

  it('reads integers, booleans (bare flag = true), enums and lists', () => {
    const options = parsed(
      'max-iterations=3 top-down=false test-convergence region-simplify=aggressive enable-patterns=a,b,c',
    );
    expect(options['max-iterations']).toBe(3);
    expect(options['top-down']).toBe(false);
    expect(options['test-convergence']).toBe(true);
    expect(options['region-simplify']).toBe('aggressive');
    expect(options['enable-patterns']).toEqual(['a', 'b', 'c']);
    expect(parsed('max-iterations=0x10')['max-iterations']).toBe(16);
    expect(parsed('top-down=0')['top-down']).toBe(false);
  });

  it('prints every option sorted, as mlir-opt --dump-pass-pipeline does', () => {
    // Both strings are mlir-opt 22's own output for these option texts.
    expect(printPassOptions(canonicalizeSchema, parsed('max-iterations=3 top-down=false'))).toBe(
      '{  max-iterations=3 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=false}',
    );
    expect(
      printPassOptions(
        canonicalizeSchema,
        parsed(
          'max-iterations=3 enable-patterns=a,b,c disable-patterns="x y" region-simplify=disabled',
        ),
      ),
    ).toBe(
      '{disable-patterns={{x y}} enable-patterns={a,b,c} max-iterations=3 max-num-rewrites=-1 region-simplify=disabled test-convergence=false top-down=true}',
    );
  });

  it('round-trips printed options', () => {
    const first = parsed('disable-patterns="x y",z max-iterations=7');
    const printed = printPassOptions(canonicalizeSchema, first);
    expect(parsed(printed.slice(1, -1))).toEqual(first);
  });

  it('reports unknown options and bad values at their place', () => {
    const unknown = error('max-iterations=3 foo=1');
    expect(unknown.message).toBe(`no such option 'foo' for pass 'canonicalize'`);
    expect(unknown.offset).toBe(17);
    const bad = error('max-iterations=abc');
    expect(bad.message).toBe(
      `invalid value 'abc' for option 'max-iterations' of pass 'canonicalize': expected an integer`,
    );
    expect(bad.offset).toBe(15);
    expect(error('region-simplify=wild').message).toContain(
      `expected one of 'disabled', 'normal', 'aggressive'`,
    );
    expect(error('top-down=maybe').message).toContain(`expected 'true' or 'false'`);
    expect(error('max-iterations').message).toBe(
      `option 'max-iterations' of pass 'canonicalize' needs a value`,
    );
  });

  it('applies the schema checks after conversion', () => {
    const schema = z.object({ level: z._default(z.int().check(z.minimum(1)), 1) });
    const result = parsePassOptions(schema, 'level=0', 'p');
    expect(result).toBeInstanceOf(PipelineError);
    expect((result as PipelineError).message).toMatch(
      /^invalid value for option 'level' of pass 'p': /,
    );
  });

  it('accepts schemas written with classic zod, with descriptions', () => {
    const schema = zc.object({
      factor: zc.number().default(1.5).describe('Scale factor'),
      name: zc.string().optional(),
    });
    const infos = describeOptions(schema);
    expect(infos.map((i) => [i.name, i.kind, i.description, i.defaultValue])).toEqual([
      ['factor', 'number', 'Scale factor', 1.5],
      ['name', 'string', '', undefined],
    ]);
    expect(parsePassOptions(schema, 'factor=2.5e1 name={a b}', 'p')).toEqual({
      factor: 25,
      name: 'a b',
    });
    expect(printPassOptions(schema, { factor: 2, name: 'a b' })).toBe('{factor=2 name={a b}}');
  });

  it('rejects option types it cannot read, as a programming error', () => {
    expect(() => describeOptions(z.object({ when: z.date() }))).toThrow(
      /unsupported zod type 'date'/,
    );
  });

  it('formats errors with the text and a caret', () => {
    expect(error('max-iterations=3 foo=1').format('<options>')).toBe(
      `<options>:1:18: error: no such option 'foo' for pass 'canonicalize'\nmax-iterations=3 foo=1\n                 ^\n`,
    );
  });
});
