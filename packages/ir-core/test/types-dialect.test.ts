// Dialect-defined types and attributes: the parse hooks receive an AttrTypeParser positioned at the
// mnemonic (or inside `<...>` for the `!ns<...>` form), and DialectType/DialectAttribute print in
// MLIR's pretty form.
import { describe, expect, test } from 'vitest';
import { Dialect } from '../src/ir/dialect.js';
import {
  DialectAttribute,
  DialectType,
  IntegerAttr,
  MLIRContext,
  OpaqueType,
  parseAttribute,
  parseType,
  type AttrTypeParser,
  type AttrTypePrinter,
  type Attribute,
  type Diagnostic,
  type Type,
} from './syntax/strata.js';

class PairType extends DialectType {
  readonly dialectNamespace = 'test';

  private constructor(
    context: MLIRContext,
    uid: number,
    readonly first: Type,
    readonly second: Type,
  ) {
    super(context, uid);
  }

  static get(first: Type, second: Type): PairType {
    const context = first.context;
    return context.uniquer.get(
      `test.pair|${first.uid}|${second.uid}`,
      (uid) => new PairType(context, uid, first, second),
    );
  }

  printBody(printer: AttrTypePrinter): void {
    printer.write('pair<');
    printer.printType(this.first);
    printer.write(', ');
    printer.printType(this.second);
    printer.write('>');
  }
}

/** A type whose body is not an identifier: printed in the `!test<"...">` form. */
class NoteType extends DialectType {
  readonly dialectNamespace = 'test';

  private constructor(
    context: MLIRContext,
    uid: number,
    readonly note: string,
  ) {
    super(context, uid);
  }

  static get(context: MLIRContext, note: string): NoteType {
    return context.uniquer.get(`test.note|${note}`, (uid) => new NoteType(context, uid, note));
  }

  printBody(printer: AttrTypePrinter): void {
    printer.printEscapedString(this.note);
  }
}

class RangeAttr extends DialectAttribute {
  readonly dialectNamespace = 'test';

  private constructor(
    context: MLIRContext,
    uid: number,
    readonly lo: bigint,
    readonly hi: bigint,
  ) {
    super(context, uid);
  }

  static get(context: MLIRContext, lo: bigint, hi: bigint): RangeAttr {
    return context.uniquer.get(
      `test.range|${lo}|${hi}`,
      (uid) => new RangeAttr(context, uid, lo, hi),
    );
  }

  printBody(printer: AttrTypePrinter): void {
    printer.write(`range<${this.lo} to ${this.hi}>`);
  }
}

class TestDialect extends Dialect {
  override parseType(parser: AttrTypeParser): Type | null {
    if (parser.peek().kind === 'string') {
      const note = parser.parseString();
      return note === null ? null : NoteType.get(this.context, note);
    }
    const location = parser.currentLocation();
    const mnemonic = parser.parseKeyword();
    if (mnemonic !== 'pair') {
      parser.emitError(location, `unknown test type '${mnemonic}'`);
      return null;
    }
    if (!parser.parseLess()) return null;
    const first = parser.parseType();
    if (!first || !parser.parseComma()) return null;
    const second = parser.parseType();
    if (!second || !parser.parseGreater()) return null;
    return PairType.get(first, second);
  }

  override parseAttribute(parser: AttrTypeParser, type: Type | null): Attribute | null {
    void type;
    if (parser.parseKeyword('range') === null || !parser.parseLess()) return null;
    const lo = parser.parseInteger();
    if (lo === null || parser.parseKeyword('to') === null) return null;
    const hi = parser.parseInteger();
    if (hi === null || !parser.parseGreater()) return null;
    return RangeAttr.get(this.context, lo, hi);
  }
}

function setup(): { context: MLIRContext; errors: Diagnostic[] } {
  const context = new MLIRContext();
  context.loadDialect(new TestDialect('test', context));
  const errors: Diagnostic[] = [];
  context.diagnostics.registerHandler((d) => {
    errors.push(d);
    return true;
  });
  return { context, errors };
}

describe('dialect types and attributes', () => {
  test('a dialect type parses through its hook and prints in pretty form', () => {
    const { context } = setup();
    const pair = parseType('!test.pair<i32, !test.pair<f32, index>>', context);
    expect(pair).toBeInstanceOf(PairType);
    expect(pair!.toString()).toBe('!test.pair<i32, !test.pair<f32, index>>');
    expect(parseType(pair!.toString(), context)).toBe(pair);
    expect(parseType('tensor<2x!test.pair<i1, i1>>', context)!.toString()).toBe(
      'tensor<2x!test.pair<i1, i1>>',
    );
  });

  test('bodies that are not identifiers use the !ns<...> form', () => {
    const { context } = setup();
    const note = NoteType.get(context, 'hello world');
    expect(note.toString()).toBe('!test<"hello world">');
    expect(parseType('!test<"hello world">', context)).toBe(note);
  });

  test('dialect attributes parse with their hook', () => {
    const { context } = setup();
    const range = parseAttribute('#test.range<-1 to 5>', context);
    expect(range).toBe(RangeAttr.get(context, -1n, 5n));
    expect(range!.toString()).toBe('#test.range<-1 to 5>');
    const dict = parseAttribute('{r = #test.range<0 to 1>, i = 3 : i8}', context);
    expect(dict!.toString()).toBe('{i = 3 : i8, r = #test.range<0 to 1>}');
    expect(
      (parseAttribute('[3 : i8]', context)! as unknown as { value: IntegerAttr[] }).value[0]!.value,
    ).toBe(3n);
  });

  test('errors inside a dialect body are located in the original text', () => {
    const { context, errors } = setup();
    expect(parseType('tuple<!test.pair<i32 f32>>', context)).toBeNull();
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toBe("expected ','");
    expect(errors[0]!.location.toString()).toBe('loc("<string>":1:21)');
  });

  test('a hook that leaves part of the body unparsed is an error', () => {
    const { context, errors } = setup();
    expect(parseType('!test<"a">', context)).not.toBeNull();
    expect(parseType('!test<"a" extra>', context)).toBeNull();
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/trailing characters/);
    expect(errors[0]!.location.toString()).toBe('loc("<string>":1:11)');
  });

  test('unloaded dialects become opaque only when allowed', () => {
    const allowed = new MLIRContext({ allowUnregisteredDialects: true });
    expect(parseType('!other.thing<1>', allowed)).toBe(
      OpaqueType.get(allowed, 'other', 'thing<1>'),
    );
    const { context, errors } = setup();
    expect(parseType('!other.thing<1>', context)).toBeNull();
    expect(errors[0]!.message).toMatch(/dialect 'other'/);
  });
});
