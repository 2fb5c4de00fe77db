// The location of a parsed op: the uniqued `file:line:col` of its name, in the numbering of the
// whole file for a chunk, or the location its text or an API call gave it; the same object
// whichever op is asked first.
import { describe, expect, it } from 'vitest';
import { FileLineColLoc, NameLoc, UnknownLoc } from '../../src/attributes/location.js';
import type { ParseSourceOptions } from '../../src/text/source-parser.js';
import { parseCollectingErrors } from './support/strata.js';

/** Parses `lines`, which must give no diagnostic; the top-level ops, and the errors reported later. */
function parseOps(lines: readonly string[], options: ParseSourceOptions) {
  const { context, op, errors } = parseCollectingErrors(lines.join('\n'), options);
  expect(errors).toEqual([]);
  expect(op).not.toBeNull();
  return { context, ops: [...op!.regions[0]!.front!.operations], errors };
}

describe('locations of parsed ops', () => {
  it('is the uniqued location of the op name, whatever the order of the reads', () => {
    const { context, ops } = parseOps(
      [
        '%0 = "x.a"() : () -> i32',
        '  "x.b"(%0) : (i32) -> ()',
        '"x.c"() ({',
        '  "x.d"() : () -> ()',
        '}) : () -> ()',
      ],
      { filename: 'p.mlir' },
    );
    const [a, b, c] = ops;
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
    const { context, ops } = parseOps(['"x.a"() : () -> ()', '"x.b"() : () -> ()'], {
      filename: 'f.mlir',
      lineOffset: 10,
      firstColumn: 5,
    });
    const [a, b] = ops;
    expect(b!.location).toBe(FileLineColLoc.get(context, 'f.mlir', 12, 1));
    expect(a!.location).toBe(FileLineColLoc.get(context, 'f.mlir', 11, 5));
  });

  it('is the trailing loc(...) of the op, also through an alias defined later', () => {
    const text = `"x.a"() : () -> () loc("n.c":7:8)
"x.b"() : () -> () loc(#late)
"x.c"() : () -> ()
#late = loc("other")`;
    const { context, ops } = parseOps(text.split('\n'), { filename: 'p.mlir' });
    const [a, b, c] = ops;
    expect(a!.location).toBe(FileLineColLoc.get(context, 'n.c', 7, 8));
    expect(b!.location).toBe(NameLoc.get(context, 'other'));
    expect(c!.location).toBe(FileLineColLoc.get(context, 'p.mlir', 3, 1));
  });

  it('is replaced by a location set through the API', () => {
    const { context, ops } = parseOps(['"x.a"() : () -> ()'], { filename: 'p.mlir' });
    const [a] = ops;
    a!.location = UnknownLoc.get(context);
    expect(a!.location).toBe(UnknownLoc.get(context));
  });

  it('locates errors reported on a parsed op', () => {
    const { ops, errors } = parseOps(['', '  "x.a"() : () -> ()'], { filename: 'e.mlir' });
    const [a] = ops;
    a!.emitError('late error');
    expect(errors).toEqual(['loc("e.mlir":2:3): late error']);
  });
});
