import type { Operation } from '@strata/ir-core';
import type { TypeConverter } from '@strata/type-conversion';
import { describe, expect, it } from 'vitest';
import {
  applyPartialConversion,
  ConversionPattern,
  type ConversionPatternRewriter,
  ConversionTarget,
  type OpAdaptor,
} from '../src/index.js';
import {
  collectDiagnostics,
  FooAddOp,
  makeContext,
  makeConverter,
  parse,
  print,
  SourceOp,
} from './helpers.js';

/** `bar.add` -> `foo.add` on the converted operand types. */
class AddToFoo extends ConversionPattern {
  constructor(converter: TypeConverter | null) {
    super('bar.add', { generatedOps: ['foo.add'], typeConverter: converter });
  }
  override matchAndRewriteWithAdaptor(
    op: Operation,
    adaptor: OpAdaptor,
    rewriter: ConversionPatternRewriter,
  ): boolean {
    const [lhs, rhs] = adaptor.operands;
    rewriter.replaceOpWithNewOp(op, FooAddOp, { lhs: lhs!, rhs: rhs!, result: lhs!.type });
    return true;
  }
}

/** `test.source` with convertible result types -> `test.source` with the converted types. */
class ConvertSource extends ConversionPattern {
  constructor(converter: TypeConverter) {
    super('test.source', { typeConverter: converter });
  }
  override matchAndRewriteWithAdaptor(
    op: Operation,
    adaptor: OpAdaptor,
    rewriter: ConversionPatternRewriter,
  ): boolean {
    void adaptor;
    const types = this.typeConverter!.convertTypes(op.getResultTypes());
    if (types === null) return false;
    const created = rewriter.createOp(SourceOp, op.location, { outputs: types });
    rewriter.replaceOp(op, created);
    return true;
  }
}

/** `test.use` -> erased, whatever its operands. */
class EraseSource extends ConversionPattern {
  constructor() {
    super('test.source');
  }
  override matchAndRewriteWithAdaptor(
    op: Operation,
    adaptor: OpAdaptor,
    rewriter: ConversionPatternRewriter,
  ): boolean {
    void adaptor;
    rewriter.eraseOp(op);
    return true;
  }
}

function sourceTarget(context: ReturnType<typeof makeContext>, converter: TypeConverter) {
  const target = new ConversionTarget(context);
  target.addLegalDialect('foo', 'builtin');
  target.addLegalOp('test.use', 'test.region', 'test.cast');
  target.addIllegalDialect('bar');
  target.addDynamicallyLegalOp('test.source', (op) => converter.isLegal(op));
  return target;
}

describe('materializations', () => {
  it('casts a converted result back for a user that stays (source materialization)', () => {
    const context = makeContext();
    const converter = makeConverter(context);
    const module = parse(
      context,
      `%0 = "test.source"() : () -> index
"test.use"(%0) : (index) -> ()`,
    );
    expect(
      applyPartialConversion(module, sourceTarget(context, converter), [
        new ConvertSource(converter),
      ]),
    ).toBe(true);
    expect(print(module)).toBe(`module {
  %0 = "test.source"() : () -> i64
  %1 = "test.cast"(%0) : (i64) -> index
  "test.use"(%1) : (index) -> ()
}
`);
  });

  it('casts an unconverted operand for a pattern (target materialization), once per value', () => {
    const context = makeContext();
    const converter = makeConverter(context);
    const module = parse(
      context,
      `%0 = "test.source"() : () -> index
%1 = "bar.add"(%0, %0) : (index, index) -> index
"test.use"(%1) : (index) -> ()`,
    );
    const target = sourceTarget(context, converter);
    target.addLegalOp('test.source');
    expect(applyPartialConversion(module, target, [new AddToFoo(converter)])).toBe(true);
    expect(print(module)).toBe(`module {
  %0 = "test.source"() : () -> index
  %1 = "test.cast"(%0) : (index) -> i64
  %2 = "foo.add"(%1, %1) : (i64, i64) -> i64
  %3 = "test.cast"(%2) : (i64) -> index
  "test.use"(%3) : (index) -> ()
}
`);
  });

  it('uses the converted value directly when the producer was converted first', () => {
    const context = makeContext();
    const converter = makeConverter(context);
    const module = parse(
      context,
      `%0 = "test.source"() : () -> index
%1 = "bar.add"(%0, %0) : (index, index) -> index
"test.use"(%1) : (index) -> ()`,
    );
    const target = sourceTarget(context, converter);
    expect(
      applyPartialConversion(module, target, [
        new ConvertSource(converter),
        new AddToFoo(converter),
      ]),
    ).toBe(true);
    expect(print(module)).toBe(`module {
  %0 = "test.source"() : () -> i64
  %1 = "foo.add"(%0, %0) : (i64, i64) -> i64
  %2 = "test.cast"(%1) : (i64) -> index
  "test.use"(%2) : (index) -> ()
}
`);
  });

  it('without a type converter, a pattern sees the replacement values as they are', () => {
    const context = makeContext();
    const converter = makeConverter(context);
    const module = parse(
      context,
      `%0 = "test.source"() : () -> index
%1 = "bar.add"(%0, %0) : (index, index) -> index`,
    );
    const target = sourceTarget(context, converter);
    expect(
      applyPartialConversion(module, target, [new ConvertSource(converter), new AddToFoo(null)]),
    ).toBe(true);
    expect(print(module)).toBe(`module {
  %0 = "test.source"() : () -> i64
  %1 = "foo.add"(%0, %0) : (i64, i64) -> i64
}
`);
  });

  it('fails when a pattern without a type converter leaves a live use needing a cast', () => {
    const context = makeContext();
    const converter = makeConverter(context);
    const diagnostics = collectDiagnostics(context);
    const module = parse(
      context,
      `%0 = "test.source"() : () -> index
%1 = "bar.add"(%0, %0) : (index, index) -> index
"test.use"(%1) : (index) -> ()`,
    );
    const target = sourceTarget(context, converter);
    const before = print(module);
    expect(
      applyPartialConversion(module, target, [new ConvertSource(converter), new AddToFoo(null)]),
    ).toBe(false);
    expect(print(module)).toBe(before);
    expect(diagnostics[0]).toBe(
      'error: failed to legalize unresolved materialization from (i64) to (index) that remained live after conversion',
    );
  });

  it('keeps unrealized casts when buildMaterializations is false', () => {
    const context = makeContext();
    const converter = makeConverter(context);
    const module = parse(
      context,
      `%0 = "test.source"() : () -> index
"test.use"(%0) : (index) -> ()`,
    );
    expect(
      applyPartialConversion(
        module,
        sourceTarget(context, converter),
        [new ConvertSource(converter)],
        { buildMaterializations: false },
      ),
    ).toBe(true);
    expect(print(module)).toBe(`module {
  %0 = "test.source"() : () -> i64
  %1 = unrealized_conversion_cast %0 : i64 to index
  "test.use"(%1) : (index) -> ()
}
`);
  });

  it('reports a source materialization that cannot be built for a live use', () => {
    const context = makeContext();
    const converter = makeConverter(context, false);
    const diagnostics = collectDiagnostics(context);
    const module = parse(
      context,
      `%0 = "test.source"() : () -> index
"test.use"(%0) : (index) -> ()`,
    );
    const before = print(module);
    expect(
      applyPartialConversion(module, sourceTarget(context, converter), [
        new ConvertSource(converter),
      ]),
    ).toBe(false);
    // The failure comes after the rewrites were committed; unlike MLIR, the commit is undone.
    expect(print(module)).toBe(before);
    expect(diagnostics).toEqual([
      'error: failed to legalize unresolved materialization from (i64) to (index) that remained live after conversion',
      'note: see existing live user here: "test.use"(%1) : (index) -> ()',
    ]);
  });

  it('materializes the live result of an erased op from nothing, or fails without a materialization', () => {
    const context = makeContext();
    const diagnostics = collectDiagnostics(context);
    const module = parse(
      context,
      `%0 = "test.source"() : () -> index
"test.use"(%0) : (index) -> ()`,
    );
    const target = new ConversionTarget(context).addLegalOp('test.use').addIllegalOp('test.source');
    expect(
      applyPartialConversion(module, target, [new EraseSource()], { buildMaterializations: false }),
    ).toBe(true);
    expect(print(module)).toBe(`module {
  %0 = unrealized_conversion_cast to index
  "test.use"(%0) : (index) -> ()
}
`);
    const again = parse(
      context,
      `%0 = "test.source"() : () -> index
"test.use"(%0) : (index) -> ()`,
    );
    const againBefore = print(again);
    expect(applyPartialConversion(again, target, [new EraseSource()])).toBe(false);
    expect(print(again)).toBe(againBefore);
    expect(diagnostics[0]).toBe(
      'error: failed to legalize unresolved materialization from () to (index) that remained live after conversion',
    );
  });

  it('does not call a pattern whose operand types do not convert (type safety)', () => {
    const context = makeContext();
    const converter = makeConverter(context);
    converter.addConversion((type) => (type.toString() === 'f16' ? null : undefined));
    const diagnostics = collectDiagnostics(context);
    const module = parse(
      context,
      `%0 = "test.source"() : () -> f16
%1 = "bar.add"(%0, %0) : (f16, f16) -> f16`,
    );
    const before = print(module);
    const target = sourceTarget(context, converter);
    target.addLegalOp('test.source');
    let called = false;
    class Spy extends AddToFoo {
      override matchAndRewriteWithAdaptor(
        op: Operation,
        adaptor: OpAdaptor,
        rewriter: ConversionPatternRewriter,
      ): boolean {
        called = true;
        return super.matchAndRewriteWithAdaptor(op, adaptor, rewriter);
      }
    }
    const remarks: string[] = [];
    expect(
      applyPartialConversion(module, target, [new Spy(converter)], {
        notifyCallback: (d) => void remarks.push(d.message),
      }),
    ).toBe(false);
    expect(called).toBe(false);
    expect(remarks).toContain('unable to convert type for operand #0, type was f16');
    expect(diagnostics).toEqual([
      "error: failed to legalize operation 'bar.add' that was explicitly marked illegal",
    ]);
    expect(print(module)).toBe(before);
  });
});
