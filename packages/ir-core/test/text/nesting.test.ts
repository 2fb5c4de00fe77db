import { describe, expect, it } from 'vitest';
import { AttrTypeParser } from '../../src/text/attr-type-parser.js';
import { printOperation } from '../../src/text/printer.js';
import { parseCollectingErrors } from './support/strata.js';

function parse(text: string) {
  const { op, errors } = parseCollectingErrors(text, { filename: 'deep.mlir' });
  return { op, errors };
}

function nestedRegions(depth: number): string {
  return '"x.n"() ({\n'.repeat(depth) + '"x.leaf"() : () -> ()\n' + '}) : () -> ()\n'.repeat(depth);
}

describe('deeply nested input', () => {
  it('parses and prints regions nested up to the depth limit', () => {
    // Types inside the innermost op take a few levels of the shared limit too.
    const depth = AttrTypeParser.maxNestingDepth - 8;
    const { op, errors } = parse(nestedRegions(depth));
    expect(errors).toEqual([]);
    const printed = printOperation(op!, { generic: true });
    expect(printed.split('\n').filter((line) => line.includes('"x.n"')).length).toBe(depth);
  });

  it('reports a located diagnostic for a million nested regions instead of overflowing', () => {
    const { op, errors } = parse('"x.n"() ({\n'.repeat(1_000_000));
    expect(op).toBeNull();
    const limit = AttrTypeParser.maxNestingDepth;
    expect(errors).toEqual([
      `loc("deep.mlir":${limit + 2}:1): exceeded maximum nesting depth of ${limit}`,
    ]);
  });

  it('reports a located diagnostic when custom forms exhaust the stack before the depth limit', () => {
    // builtin.module's declarative format spends several frames per level: 10^5 levels run out of
    // stack well before the depth limit, and that is reported, not thrown.
    const depth = 100_000;
    const { op, errors } = parse('module {\n'.repeat(depth) + '}\n'.repeat(depth));
    expect(op).toBeNull();
    expect(errors).toHaveLength(1);
    // Usually "nesting too deep to parse: the parser ran out of stack"; where the stack runs out
    // depends on how much of the parser V8 has optimized, so a check nearer the top may speak first.
    expect(errors[0]).toMatch(/^loc\("deep.mlir":\d+:\d+\): /);
  });

  it('reports a located diagnostic for a million open braces', () => {
    const { op, errors } = parse('"x.n"() ' + '{'.repeat(1_000_000));
    expect(op).toBeNull();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^loc\("deep.mlir":1:\d+\): /);
  });
});
