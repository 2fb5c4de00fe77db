import { describe, expect, it } from 'vitest';
import { MLIRContext } from '../../src/context.js';
import { loadBuiltinDialect } from '../../src/dialects/builtin/dialect.js';
import { printOperation } from '../../src/text/printer.js';
import { parseSourceString } from '../../src/text/source-parser.js';

function print(text: string, flags = {}): string {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  loadBuiltinDialect(context);
  const op = parseSourceString(text, context, { filename: 'scan.mlir' });
  if (op === null) throw new Error('parse failed');
  return printOperation(op, flags);
}

// The printer skips its collecting pass when no stored attribute or type can get an alias; these
// inputs hide aliasable values in each place that scan must find them. Expected texts: mlir-opt 22's.
describe('printer aliases found where the IR stores them', () => {
  it('finds a map nested in a block argument type', () => {
    const text = `"t.op"() ({
^bb0(%a: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>):
  "t.end"() : () -> ()
}) : () -> ()
`;
    expect(print(text)).toBe(`#map = affine_map<(d0) -> (d0 + 1)>
module {
  "t.op"() ({
  ^bb0(%arg0: memref<4xf32, #map>):
    "t.end"() : () -> ()
  }) : () -> ()
}
`);
  });

  it('finds a map nested in a result type', () => {
    const text = `%0 = "t.a"() : () -> memref<2xf32, affine_map<(d0) -> (d0 + 3)>>\n`;
    expect(print(text)).toBe(`#map = affine_map<(d0) -> (d0 + 3)>
module {
  %0 = "t.a"() : () -> memref<2xf32, #map>
}
`);
  });

  it('finds a set in a discardable attribute', () => {
    const text = `"t.b"() {s = affine_set<(d0) : (d0 >= 0)>} : () -> ()\n`;
    expect(print(text)).toBe(`#set = affine_set<(d0) : (d0 >= 0)>
module {
  "t.b"() {s = #set} : () -> ()
}
`);
  });

  it('finds maps in result types, properties and discardable attributes', () => {
    const text = `%0 = "t.a"() <{m = affine_map<(d0) -> (d0 * 2)>}> : () -> memref<2xf32, affine_map<(d0) -> (d0 + 3)>>
"t.b"() {s = affine_set<(d0) : (d0 >= 0)>} : () -> ()
`;
    // As mlir-opt, the `<{...}>` of an unregistered op gets no alias.
    expect(print(text)).toBe(`#map = affine_map<(d0) -> (d0 + 3)>
#set = affine_set<(d0) : (d0 >= 0)>
module {
  %0 = "t.a"() <{m = affine_map<(d0) -> (d0 * 2)>}> : () -> memref<2xf32, #map>
  "t.b"() {s = #set} : () -> ()
}
`);
  });

  it('prints no alias definitions when there is nothing to alias', () => {
    const text = `"t.a"() {x = [1, 2], y = dense<1> : tensor<2xi32>} : () -> memref<2xf32, strided<[1]>>\n`;
    expect(print(text)).toBe(`module {
  %0 = "t.a"() {x = [1, 2], y = dense<1> : tensor<2xi32>} : () -> memref<2xf32, strided<[1]>>
}
`);
  });
});

// Expected texts: mlir-opt 22 with --mlir-print-skip-regions (and --mlir-print-op-generic).
describe('skipRegions', () => {
  const text = `"t.a"() ({
  %0 = "t.b"() : () -> memref<4xf32, affine_map<(d0) -> (d0 + 1)>>
}, {
}) : () -> ()
`;

  it('prints every region as {...}, without the aliases of what they hold', () => {
    expect(print(text, { skipRegions: true })).toBe('module {...}\n');
    expect(print(text, { skipRegions: true, generic: true })).toBe(
      '"builtin.module"() ({...}) : () -> ()\n',
    );
  });
});
