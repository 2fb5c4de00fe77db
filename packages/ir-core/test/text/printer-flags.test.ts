import { describe, expect, it } from 'vitest';
import { MLIRContext } from '../../src/context.js';
import { loadBuiltinDialect } from '../../src/dialects/builtin/dialect.js';
import type { Operation } from '../../src/ir/operation.js';
import { printOperation, type OpPrintingFlags } from '../../src/text/printer.js';
import { parseSourceString } from '../../src/text/source-parser.js';

function parse(text: string): Operation {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  loadBuiltinDialect(context);
  const op = parseSourceString(text, context, { filename: 'flags.mlir' });
  if (op === null) throw new Error('parse failed');
  return op;
}

const print = (text: string, flags: OpPrintingFlags) => printOperation(parse(text), flags);

// Every expected text below is mlir-opt 22's output for the same input and flags.
describe('valueUsers (--mlir-print-value-users)', () => {
  const text = `%0 = "t.a"() : () -> i32
%1:2 = "t.b"(%0, %0) : (i32, i32) -> (i32, i32)
"t.c"(%1#1) ({
^bb0(%x: i32, %y: i32):
  "t.d"(%x, %0) : (i32, i32) -> ()
}) : (i32) -> ()
`;

  it('comments results, ops without results and block arguments with their users', () => {
    expect(print(text, { valueUsers: true })).toBe(`module {
  %0 = "t.a"() : () -> i32 // users: %3, %1#0, %1#1
  %1:2 = "t.b"(%0, %0) : (i32, i32) -> (i32, i32) // users: (unused), (%2)
  "t.c"(%1#1) ({
  ^bb0(%arg0: i32, %arg1: i32):
    // %arg0 is used by %3
    // %arg1 is unused
    "t.d"(%arg0, %0) : (i32, i32) -> () // id: %3
  }) : (i32) -> () // id: %2
}
`);
  });

  it('ends a nested op printed alone with its comment, numbered as in the whole print', () => {
    const module = parse(text);
    const region = module.getRegion(0).front!.back!.getRegion(0);
    expect(printOperation(region.front!.front!, { valueUsers: true })).toBe(
      '"t.d"(%arg0, %0) : (i32, i32) -> () // id: %3',
    );
  });
});

describe('uniqueSSAIds (--mlir-print-unique-ssa-ids)', () => {
  const text = `"t.r"() ({
  %0 = "t.a"() : () -> i32
  "t.use"(%0) : (i32) -> ()
}, {
  %0 = "t.b"() : () -> i32
  "t.use"(%0) : (i32) -> ()
}) : () -> ()
`;

  it('numbers sibling regions on from each other (the last one first) instead of from 0', () => {
    expect(print(text, { uniqueSSAIds: true })).toBe(`module {
  "t.r"() ({
    %1 = "t.a"() : () -> i32
    "t.use"(%1) : (i32) -> ()
  }, {
    %0 = "t.b"() : () -> i32
    "t.use"(%0) : (i32) -> ()
  }) : () -> ()
}
`);
    expect(print(text, {})).toContain('    %0 = "t.a"() : () -> i32\n');
  });
});

describe('nameLocAsPrefix (--mlir-use-nameloc-as-prefix)', () => {
  it('names values after the first NameLoc of their location', () => {
    const text = `"t.r"() ({
^bb0(%a: i32 loc("input"), %b: i32):
  %0 = "t.a"() : () -> i32 loc(fused["f.c":1:1, "x"("f.c":2:2)])
  %1 = "t.b"() : () -> i32 loc("x")
  %2:2 = "t.c"() : () -> (i32, i32) loc(callsite("y" at "z"))
  "t.use"(%0, %1, %2#1) : (i32, i32, i32) -> ()
}) : () -> ()
`;
    expect(print(text, { nameLocAsPrefix: true })).toBe(`module {
  "t.r"() ({
  ^bb0(%input: i32, %arg1: i32):
    %x = "t.a"() : () -> i32
    %x_0 = "t.b"() : () -> i32
    %y:2 = "t.c"() : () -> (i32, i32)
    "t.use"(%x, %x_0, %y#1) : (i32, i32, i32) -> ()
  }) : () -> ()
}
`);
  });
});

describe('resourceStringLimit (--mlir-elide-resource-strings-if-larger)', () => {
  const text = `"test.op"() : () -> ()
{-#
  external_resources: {
    g1: {
      s: "hello world"
    },
    g2: {
      a: "abcdefgh",
      f: false,
      s2: "hello world"
    },
    g3: {
      z: "z"
    }
  }
#-}
`;

  it('leaves out longer values and the groups they leave empty', () => {
    expect(print(text, { resourceStringLimit: 10 })).toBe(`module {
  "test.op"() : () -> ()
}

{-#
  external_resources: {
    g2: {
      a: "abcdefgh",
      f: false
    },
    g3: {
      z: "z"
    }
  }
#-}
`);
  });

  it('keeps the section braces when nothing is left', () => {
    expect(print(text, { resourceStringLimit: 0 })).toBe(`module {
  "test.op"() : () -> ()
}

{-#

#-}
`);
  });
});
