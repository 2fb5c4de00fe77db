import { describe, expect, it } from 'vitest';
import {
  MAX_PIPELINE_DEPTH,
  OpPassManager,
  PipelineError,
  parsePassPipeline,
  parsePipelineInto,
  pipelinePassNames,
} from '../src/index.js';
import { testRegistry } from './fake-passes.js';

const registry = testRegistry();

function pipeline(text: string): OpPassManager {
  const result = parsePassPipeline(text, registry);
  if (result instanceof PipelineError) throw new Error(result.format('<pipeline>'));
  return result;
}

function failure(text: string): string {
  const result = parsePassPipeline(text, registry);
  if (!(result instanceof PipelineError)) throw new Error(`expected ${text} to be rejected`);
  return result.format('<pipeline>');
}

describe('textual pipelines', () => {
  it('parses nesting and prints it back with every option', () => {
    const pm = pipeline(
      ' builtin.module( func.func(record, canonicalize{ max-iterations=3   top-down=false }), fail )',
    );
    expect(pm.anchor).toBe('builtin.module');
    expect(pm.toString()).toBe(
      'builtin.module(func.func(record,canonicalize{  max-iterations=3 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=false}),fail{})',
    );
    // Printing is a fixed point of parsing.
    expect(pipeline(pm.toString()).toString()).toBe(pm.toString());
  });

  it('accepts the any anchor and empty pipelines', () => {
    expect(pipeline('any(record)').opName).toBeUndefined();
    expect(pipeline('builtin.module()').passes).toHaveLength(0);
  });

  it('dumps the pipeline as mlir-opt --dump-pass-pipeline', () => {
    const pm = pipeline('builtin.module(func.func(record,canonicalize{max-iterations=3}),record)');
    // Layout copied from mlir-opt 22's output for the same shape.
    expect(pm.dump()).toBe(
      [
        'Pass Manager with 2 passes:',
        'builtin.module(',
        '  func.func(',
        '    record,',
        '    canonicalize{  max-iterations=3 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}',
        '  ),',
        '  record',
        ')',
        '',
        '',
      ].join('\n'),
    );
  });

  it('points at an unknown pass', () => {
    expect(failure('builtin.module(func.func(record,recordx))')).toBe(
      [
        `<pipeline>:1:33: error: 'recordx' does not refer to a registered pass or pass pipeline`,
        'builtin.module(func.func(record,recordx))',
        '                                ^',
        '',
      ].join('\n'),
    );
    expect(failure('builtin.module(func.func(record),,record)')).toContain(
      `1:34: error: '' does not refer to a registered pass or pass pipeline`,
    );
  });

  it('points at an unknown option or bad value inside the braces', () => {
    expect(failure('builtin.module(canonicalize{foo=1})')).toBe(
      [
        `<pipeline>:1:29: error: no such option 'foo' for pass 'canonicalize'`,
        'builtin.module(canonicalize{foo=1})',
        '                            ^',
        '',
      ].join('\n'),
    );
    expect(failure('builtin.module(canonicalize{max-iterations=abc})')).toContain(
      `1:44: error: invalid value 'abc' for option 'max-iterations' of pass 'canonicalize': expected an integer`,
    );
    expect(failure('builtin.module(record{x=1})')).toContain(
      `1:23: error: no such option 'x' for pass 'record'`,
    );
  });

  it('reports structural errors as MLIR does', () => {
    const wrap =
      "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'";
    for (const text of ['record', '', '(record)', 'builtin.module(record'])
      expect(failure(text)).toContain(wrap);
    expect(failure('builtin.module(record))')).toContain(
      "1:22: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline",
    );
    expect(failure('builtin.module(func.func(record)')).toContain(
      '1:32: error: encountered unbalanced parentheses while parsing pipeline',
    );
    expect(failure('builtin.module(canonicalize{max-iterations=1)')).toContain(
      "1:28: error: missing closing '}' while processing pass options",
    );
    expect(failure('builtin.module(func.func(record) record)')).toContain(
      "1:34: error: expected ',' after parsing pipeline",
    );
  });

  it('refuses a pass anchored elsewhere unless nested explicitly', () => {
    expect(failure('builtin.module(func-pass)')).toContain(
      "1:16: error: Can't add pass 'FuncPass' restricted to 'func.func' on a PassManager intended to run on 'builtin.module', did you intend to nest?",
    );
    expect(pipeline('builtin.module(func.func(func-pass))').toString()).toBe(
      'builtin.module(func.func(func-pass))',
    );
  });

  it('nests flag-style passes implicitly, as mlir-opt does for --pass flags', () => {
    const pm = new OpPassManager('builtin.module', 'implicit');
    for (const name of ['record', 'func-pass', 'func-pass', 'record']) {
      expect(registry.addToPipeline(pm, name, '')).toBeNull();
    }
    // Each implicitly nested pass gets its own adaptor until the pipeline is finalized...
    expect(pm.toString()).toBe(
      'builtin.module(record,func.func(func-pass),func.func(func-pass),record)',
    );
    // ...which merges adjacent ones into one nested pipeline.
    expect(pm.finalize()).toBeNull();
    expect(pm.toString()).toBe('builtin.module(record,func.func(func-pass,func-pass),record)');
  });

  it('parses a pipeline body into an existing manager and lists pass names', () => {
    const pm = new OpPassManager('builtin.module');
    expect(parsePipelineInto(pm, 'record,func.func(func-pass)', registry)).toBeNull();
    expect(pm.toString()).toBe('builtin.module(record,func.func(func-pass))');
    expect(pipelinePassNames('builtin.module(a,func.func(b{x=1},c))').sort()).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('accepts nesting up to the depth limit and runs it', () => {
    const depth = MAX_PIPELINE_DEPTH;
    const text = `${'a('.repeat(depth - 1)}record${')'.repeat(depth - 1)}`;
    const pm = pipeline(`builtin.module(${text})`);
    expect(pm.toString()).toBe(`builtin.module(${text})`);
    expect(pm.finalize()).toBeNull();
  });

  it('rejects deeper nesting with a located error instead of overflowing the stack', () => {
    const depth = 1_000_000;
    const text = `builtin.module(${'a('.repeat(depth)}record${')'.repeat(depth)})`;
    const result = parsePassPipeline(text, registry);
    expect(result).toBeInstanceOf(PipelineError);
    const error = result as PipelineError;
    expect(error.message).toBe(
      `pipeline nesting exceeds the maximum depth of ${MAX_PIPELINE_DEPTH}`,
    );
    // At the '(' of the first `a(` past the limit.
    expect(error.offset).toBe('builtin.module('.length + 2 * MAX_PIPELINE_DEPTH + 1);
  });
});
