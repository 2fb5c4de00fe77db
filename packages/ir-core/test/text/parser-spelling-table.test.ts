// The parser finds op names and keyword types by their source text (SpellingTable) instead of
// slicing each token: lookups must see exactly the characters of the range, and a spelling
// completed by a default dialect must not be reused where another default dialect applies.
import { describe, expect, it } from 'vitest';
import { MLIRContext } from '../../src/context.js';
import { loadBuiltinDialect } from '../../src/dialects/builtin/dialect.js';
import { Dialect } from '../../src/ir/dialect.js';
import { Region } from '../../src/ir/region.js';
import { AnyRegion, variadic } from '../../src/ods/constraint.js';
import { AnyType } from '../../src/ods/constraints/types.js';
import { defineOp } from '../../src/ods/define-op.js';
import { OpAsmOpInterface } from '../../src/ods/interfaces/op-asm.js';
import { registerOperations } from '../../src/ods/register.js';
import { NoTerminator } from '../../src/ods/traits/structure.js';
import { SpellingTable } from '../../src/text/parser-spelling-table.js';
import { printOperation } from '../../src/text/printer.js';
import { parseSourceString } from '../../src/text/source-parser.js';

describe('SpellingTable', () => {
  it('finds a value by a range of a larger text, and only for exactly those characters', () => {
    const table = new SpellingTable<number>();
    const text = 'xx arith.addi arith.add arith.addii i32 i3';
    table.set(text, 3, 13, 1); // arith.addi
    table.set(text, 36, 39, 2); // i32
    expect(table.get(text, 3, 13)).toBe(1);
    expect(table.get('arith.addi', 0, 10)).toBe(1);
    expect(table.get(text, 36, 39)).toBe(2);
    // Prefixes and extensions of a key are other keys.
    expect(table.get(text, 14, 23)).toBeUndefined(); // arith.add
    expect(table.get(text, 24, 35)).toBeUndefined(); // arith.addii
    expect(table.get(text, 40, 42)).toBeUndefined(); // i3
    table.set(text, 3, 13, 7);
    expect(table.get(text, 3, 13)).toBe(7);
  });

  it('keeps every entry while it grows, null values included', () => {
    const table = new SpellingTable<number | null>();
    const keys = Array.from({ length: 500 }, (_, i) => `k${i * 7919}`);
    const text = keys.join(' ');
    let offset = 0;
    const ranges: [number, number][] = [];
    for (const key of keys) {
      ranges.push([offset, offset + key.length]);
      offset += key.length + 1;
    }
    ranges.forEach(([start, end], i) => table.set(text, start, end, i % 3 === 0 ? null : i));
    ranges.forEach(([start, end], i) =>
      expect(table.get(text, start, end)).toBe(i % 3 === 0 ? null : i),
    );
    expect(table.get('k1', 0, 2)).toBeUndefined();
  });
});

/** `sp.scope { ... }`: a region whose ops may drop the `sp.` prefix (default dialect `sp`). */
class ScopeOp extends defineOp({
  name: 'sp.scope',
  regions: { body: AnyRegion },
  traits: [NoTerminator],
  interfaces: [OpAsmOpInterface.implement({ getDefaultDialect: () => 'sp' })],
  parse(parser, state): boolean {
    const body = new Region();
    state.regions.push(body);
    return parser.parseRegion(body);
  },
  print(op, p): void {
    p.write(' ');
    p.printRegion(op.getRegion(0), false);
  },
}) {}

class MarkOp extends defineOp({
  name: 'sp.mark',
  operands: { values: variadic(AnyType) },
  assemblyFormat: 'attr-dict ($values^ `:` type($values))?',
}) {}

class SpellingDialect extends Dialect {
  constructor(context: MLIRContext) {
    super('sp', context);
    registerOperations(this, [ScopeOp, MarkOp]);
  }
}

function parse(text: string) {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  loadBuiltinDialect(context);
  context.loadDialect(new SpellingDialect(context));
  const errors: string[] = [];
  context.diagnostics.registerHandler((d) => {
    errors.push(`${d.location.toString()}: ${d.message}`);
    return true;
  });
  const op = parseSourceString(text, context, { filename: 's.mlir' });
  return { printed: op === null ? null : printOperation(op, { generic: true }), errors };
}

describe('op names found by their spelling', () => {
  it('resolves a short spelling through the default dialect of each enclosing op', () => {
    const { printed, errors } = parse('sp.scope {\n  mark\n}\nsp.scope {\n  sp.mark\n  mark\n}\n');
    expect(errors).toEqual([]);
    expect(printed!.match(/"sp\.mark"/g)).toHaveLength(3);
  });

  it('does not reuse a short spelling where the default dialect is another one', () => {
    const { errors } = parse('sp.scope {\n  mark\n}\nmodule {\n  mark\n}\n');
    expect(errors).toEqual([
      "loc(\"s.mlir\":5:3): custom op 'mark' is unknown (tried 'builtin.mark' as well)",
    ]);
  });

  it('reports an unknown op on every spelling, also after known ones', () => {
    expect(parse('sp.scope {\n  sp.mark\n}\nsp.marks\n').errors).toEqual([
      'loc("s.mlir":4:1): custom op \'sp.marks\' is unknown',
    ]);
  });
});
