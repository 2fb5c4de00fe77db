import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import * as zc from 'zod';
import {
  Pass,
  PassRegistry,
  PipelineError,
  describeOptions,
  parsePassOptions,
  pipelineOption,
  printPassOptions,
  printPipelineText,
} from '../src/index.js';
import { splitListElements, splitOptionArguments } from '../src/option-text.js';
import { canonicalizeSchema, testRegistry } from './fake-passes.js';

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

/** Options shaped like the inliner's: a plain string pipeline and a list of pipeline options. */
const nestingSchema = z.object({
  'default-pipeline': z._default(z.string(), 'canonicalize'),
  'op-pipelines': z._default(z.array(pipelineOption(z.string())), []),
  single: z.optional(pipelineOption(z.string())),
});

/** A pass whose pipeline options name the passes of `registry`. */
class NestingPass extends Pass<typeof nestingSchema> {
  readonly argument = 'nesting';
  readonly name = 'Nesting';
  override readonly optionsSchema = nestingSchema;
  constructor(private readonly registry: PassRegistry) {
    super();
  }
  protected override printPipelineOption(text: string): string {
    return printPipelineText(text, this.registry);
  }
  runOnOperation(): void {}
}

describe('pipeline options', () => {
  it('are marked through list and optional wrappers, and only they', () => {
    const marks = describeOptions(nestingSchema).map((info) => [info.name, info.isPipeline]);
    expect(marks).toEqual([
      ['default-pipeline', false],
      ['op-pipelines', true],
      ['single', true],
    ]);
  });

  it('refuses a pipeline mark on an option that is not a string', () => {
    const schema = z.object({ n: pipelineOption(z.int()) });
    expect(() => describeOptions(schema)).toThrow(
      /'n' is marked as a pipeline but is not a string/,
    );
  });

  it('print their values through the given printer, unquoted, and plain strings as before', () => {
    const values = { 'default-pipeline': 'a b', 'op-pipelines': ['x y', 'z'], single: 'w' };
    expect(printPassOptions(nestingSchema, values, (text) => `<${text}>`)).toBe(
      '{default-pipeline={a b} op-pipelines={<x y>,<z>} single=<w>}',
    );
  });

  it('print as the parsed pipeline, every nested pass with all its options (MLIR)', () => {
    expect(
      printPipelineText(' func.func( canonicalize , touch{touch=false}) ', testRegistry()),
    ).toBe(
      'func.func(canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},touch{touch=false})',
    );
  });

  it('print as given when the text does not parse or names an unknown pass', () => {
    expect(printPipelineText('func.func(nope)', testRegistry())).toBe('func.func(nope)');
    expect(printPipelineText('canonicalize', testRegistry())).toBe('canonicalize');
  });

  it('expand in the textual form of a pass that overrides printPipelineOption', () => {
    const pass = new NestingPass(testRegistry());
    const error = pass.initializeOptions('op-pipelines=func.func(canonicalize),any(touch)');
    expect(error).toBeNull();
    expect(pass.printAsTextualPipeline()).toBe(
      'nesting{default-pipeline=canonicalize op-pipelines={func.func(canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}),any(touch{touch=true})} }',
    );
  });
});
