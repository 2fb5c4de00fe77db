// Parsed ops make their location when it is first read. What a reader sees must not depend on
// when that happens: the uniqued `file:line:col` of the op's name, in the numbering of the whole
// file for a chunk, or the location the text or an API call gave it.
import { describe, expect, it } from 'vitest';
import { FileLineColLoc, NameLoc, UnknownLoc } from '../../src/attributes/location.js';
import type { Operation } from '../../src/ir/operation.js';
import { parseCollectingErrors } from './support/strata.js';

function opsOf(top: Operation | null): Operation[] {
  expect(top).not.toBeNull();
  return [...top!.regions[0]!.front!.operations];
}

describe('locations of parsed ops', () => {
  it('is the uniqued location of the op name, however late it is read', () => {
    const { context, op, errors } = parseCollectingErrors(
      [
        '%0 = "x.a"() : () -> i32',
        '  "x.b"(%0) : (i32) -> ()',
        '"x.c"() ({',
        '  "x.d"() : () -> ()',
        '}) : () -> ()',
      ].join('\n'),
      { filename: 'p.mlir' },
    );
    expect(errors).toEqual([]);
    const [a, b, c] = opsOf(op);
    const d = c!.regions[0]!.front!.front!;
    // Read in an order other than the parse order.
    expect(d.location).toBe(FileLineColLoc.get(context, 'p.mlir', 4, 3));
    expect(b!.location).toBe(FileLineColLoc.get(context, 'p.mlir', 2, 3));
    // An op's location is its name's, after any `%x =`.
    expect(a!.location).toBe(FileLineColLoc.get(context, 'p.mlir', 1, 6));
    expect(c!.location).toBe(FileLineColLoc.get(context, 'p.mlir', 3, 1));
    // The result's location is its op's.
    expect(a!.getResult(0).location).toBe(a!.location);
    expect(String(a!.location)).toBe('loc("p.mlir":1:6)');
  });

  it('counts lines and columns of a chunk in the whole file', () => {
    const { context, op, errors } = parseCollectingErrors(
      '"x.a"() : () -> ()\n"x.b"() : () -> ()',
      {
        filename: 'f.mlir',
        lineOffset: 10,
        firstColumn: 5,
      },
    );
    expect(errors).toEqual([]);
    const [a, b] = opsOf(op);
    expect(b!.location).toBe(FileLineColLoc.get(context, 'f.mlir', 12, 1));
    expect(a!.location).toBe(FileLineColLoc.get(context, 'f.mlir', 11, 5));
  });

  it('is the trailing loc(...) of the op, also through an alias defined later', () => {
    const { context, op, errors } = parseCollectingErrors(
      [
        '"x.a"() : () -> () loc("n.c":7:8)',
        '"x.b"() : () -> () loc(#late)',
        '"x.c"() : () -> ()',
        '#late = loc("other")',
      ].join('\n'),
      { filename: 'p.mlir' },
    );
    expect(errors).toEqual([]);
    const [a, b, c] = opsOf(op);
    expect(a!.location).toBe(FileLineColLoc.get(context, 'n.c', 7, 8));
    expect(b!.location).toBe(NameLoc.get(context, 'other'));
    expect(c!.location).toBe(FileLineColLoc.get(context, 'p.mlir', 3, 1));
  });

  it('is replaced by a location set before the first read', () => {
    const { context, op } = parseCollectingErrors('"x.a"() : () -> ()', { filename: 'p.mlir' });
    const [a] = opsOf(op);
    a!.location = UnknownLoc.get(context);
    expect(a!.location).toBe(UnknownLoc.get(context));
  });

  it('locates errors reported on a parsed op', () => {
    const { op, errors } = parseCollectingErrors('\n  "x.a"() : () -> ()', { filename: 'e.mlir' });
    const [a] = opsOf(op);
    a!.emitError('late error');
    expect(errors).toEqual(['loc("e.mlir":2:3): late error']);
  });
});
