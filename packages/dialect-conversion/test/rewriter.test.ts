import { ComplexType, type Operation, UnitAttr } from '@strata/ir-core';
import { SignatureConversion, type TypeConverter } from '@strata/type-conversion';
import { describe, expect, it } from 'vitest';
import {
  applyPartialConversion,
  ConversionPattern,
  type ConversionPatternRewriter,
  ConversionTarget,
  type OpAdaptor,
} from '../src/index.js';
import {
  FooAddOp,
  makeContext,
  makeConverter,
  parse,
  print,
  RegionOp,
  SourceOp,
} from './helpers.js';

/** A pattern whose body is a function (of the op, the adaptor and the rewriter). */
class Body extends ConversionPattern {
  constructor(
    root: string,
    private readonly body: (
      op: Operation,
      adaptor: OpAdaptor,
      rewriter: ConversionPatternRewriter,
    ) => boolean,
    converter: TypeConverter | null = null,
    generatedOps: string[] = [],
  ) {
    super(root, { typeConverter: converter, generatedOps });
  }
  override matchAndRewriteWithAdaptor(
    op: Operation,
    adaptor: OpAdaptor,
    rewriter: ConversionPatternRewriter,
  ): boolean {
    return this.body(op, adaptor, rewriter);
  }
}

const markSeen = (op: Operation, rewriter: ConversionPatternRewriter): void =>
  rewriter.modifyOpInPlace(op, () => op.setAttr('seen', UnitAttr.get(op.context)));

function regionTarget(context: ReturnType<typeof makeContext>): ConversionTarget {
  return new ConversionTarget(context)
    .addLegalDialect('builtin', 'foo')
    .addLegalOp('test.use', 'test.cast', 'test.source')
    .addDynamicallyLegalOp(RegionOp, (op) => op.hasAttr('seen'));
}

const BLOCK_ARGS = `"test.region"() ({
^bb0(%x: index, %z: complex<f32>, %flag: i1):
  "test.use"(%x, %z, %flag) : (index, complex<f32>, i1) -> ()
}) : () -> ()`;

describe('block signature conversion', () => {
  it('converts the arguments of a region and casts them back for unconverted users', () => {
    const context = makeContext();
    const converter = makeConverter(context);
    const module = parse(context, BLOCK_ARGS);
    const pattern = new Body(
      'test.region',
      (op, _adaptor, rewriter) => {
        if (!rewriter.convertRegionTypes(op.getRegion(0), converter)) return false;
        markSeen(op, rewriter);
        return true;
      },
      converter,
    );
    expect(applyPartialConversion(module, regionTarget(context), [pattern])).toBe(true);
    expect(print(module)).toBe(`module {
  "test.region"() ({
  ^bb0(%arg0: i64, %arg1: f32, %arg2: f32, %arg3: i1):
    %0 = "test.cast"(%arg1, %arg2) : (f32, f32) -> complex<f32>
    %1 = "test.cast"(%arg0) : (i64) -> index
    "test.use"(%1, %0, %arg3) : (index, complex<f32>, i1) -> ()
  }) {seen} : () -> ()
}
`);
  });

  it('rolls the conversion back, restoring the very same block, when the pattern fails', () => {
    const context = makeContext();
    const converter = makeConverter(context);
    const module = parse(context, BLOCK_ARGS);
    const region = module.getRegion(0).front!.front!.getRegion(0);
    const block = region.front!;
    const before = print(module);
    const pattern = new Body(
      'test.region',
      (op, _adaptor, rewriter) => {
        rewriter.convertRegionTypes(op.getRegion(0), converter);
        markSeen(op, rewriter);
        return false;
      },
      converter,
    );
    // The region op stays illegal (not marked seen), so the conversion fails as a whole.
    expect(applyPartialConversion(module, regionTarget(context), [pattern])).toBe(false);
    expect(print(module)).toBe(before);
    expect(region.front).toBe(block);
    expect(region.blocks.length).toBe(1);
    expect(block.getArgument(0).getNumUses()).toBe(1);
  });

  it('replaces dropped arguments with values from nothing and remapped ones with values', () => {
    const context = makeContext();
    const converter = makeConverter(context);
    const module = parse(
      context,
      `%v = "test.source"() : () -> index
"test.region"() ({
^bb0(%x: index, %y: index):
  "test.use"(%x, %y) : (index, index) -> ()
}) : () -> ()`,
    );
    const pattern = new Body('test.region', (op, _adaptor, rewriter) => {
      const block = op.getRegion(0).front!;
      // %x is dropped, %y is replaced by %v.
      const conversion = new SignatureConversion(2);
      conversion.remapInput(1, module.getRegion(0).front!.front!.getResult(0));
      rewriter.applySignatureConversion(block, conversion, converter);
      markSeen(op, rewriter);
      return true;
    });
    expect(
      applyPartialConversion(module, regionTarget(context), [pattern], {
        buildMaterializations: false,
      }),
    ).toBe(true);
    expect(print(module)).toBe(`module {
  %0 = "test.source"() : () -> index
  "test.region"() ({
    %1 = builtin.unrealized_conversion_cast to index
    "test.use"(%1, %0) : (index, index) -> ()
  }) {seen} : () -> ()
}
`);
  });
});

describe('deferred replacement and 1:N', () => {
  it('keeps replaced ops in place while the conversion runs', () => {
    const context = makeContext();
    const module = parse(
      context,
      `%0 = "test.source"() : () -> i32
%1 = "bar.add"(%0, %0) : (i32, i32) -> i32
%2 = "baz.add"(%1, %1) : (i32, i32) -> i32`,
    );
    const seen: string[] = [];
    const patterns = [
      new Body(
        'bar.add',
        (op, adaptor, rewriter) => {
          const [lhs, rhs] = adaptor.operands;
          rewriter.replaceOpWithNewOp(op, FooAddOp, { lhs: lhs!, rhs: rhs!, result: lhs!.type });
          return true;
        },
        null,
        ['foo.add'],
      ),
      new Body(
        'baz.add',
        (op, adaptor, rewriter) => {
          // The original operand still comes from bar.add; the adaptor has its replacement.
          seen.push(op.getOperand(0).getDefiningOp()!.name.identifier);
          seen.push(adaptor.operands[0]!.getDefiningOp()!.name.identifier);
          seen.push(rewriter.getRemappedValue(op.getOperand(1))!.getDefiningOp()!.name.identifier);
          const [lhs, rhs] = adaptor.operands;
          rewriter.replaceOpWithNewOp(op, FooAddOp, { lhs: lhs!, rhs: rhs!, result: lhs!.type });
          return true;
        },
        null,
        ['foo.add'],
      ),
    ];
    const target = new ConversionTarget(context)
      .addLegalDialect('foo', 'test', 'builtin')
      .addIllegalDialect('bar', 'baz');
    expect(applyPartialConversion(module, target, patterns)).toBe(true);
    expect(seen).toEqual(['bar.add', 'foo.add', 'foo.add']);
    expect(print(module)).toBe(`module {
  %0 = "test.source"() : () -> i32
  %1 = "foo.add"(%0, %0) : (i32, i32) -> i32
  %2 = "foo.add"(%1, %1) : (i32, i32) -> i32
}
`);
  });

  it('replaces a result with several values and gives them to converting patterns', () => {
    const context = makeContext();
    const converter = makeConverter(context);
    const module = parse(
      context,
      `%0 = "test.source"() : () -> complex<f32>
%1 = "bar.add"(%0, %0) : (complex<f32>, complex<f32>) -> complex<f32>
"test.use"(%1) : (complex<f32>) -> ()`,
    );
    const ranges: number[][] = [];
    const patterns = [
      new Body(
        'test.source',
        (op, _adaptor, rewriter) => {
          if (!(op.getResult(0).type instanceof ComplexType)) return false;
          const [re, im] = rewriter.createOp(SourceOp, op.location, {
            outputs: converter.convertTypes(op.getResultTypes())!,
          }).results;
          rewriter.replaceOpWithMultiple(op, [[re!, im!]]);
          return true;
        },
        converter,
      ),
      new Body(
        'bar.add',
        (op, adaptor, rewriter) => {
          ranges.push(adaptor.operandRanges.map((r) => r.length));
          const [[a, b], [c, d]] = adaptor.operandRanges as [
            typeof adaptor.operands,
            typeof adaptor.operands,
          ];
          const re = rewriter.createOp(FooAddOp, op.location, {
            lhs: a!,
            rhs: c!,
            result: a!.type,
          });
          const im = rewriter.createOp(FooAddOp, op.location, {
            lhs: b!,
            rhs: d!,
            result: b!.type,
          });
          rewriter.replaceOpWithMultiple(op, [[re.result, im.result]]);
          return true;
        },
        converter,
        ['foo.add'],
      ),
    ];
    const target = new ConversionTarget(context)
      .addLegalDialect('foo', 'builtin')
      .addLegalOp('test.use', 'test.cast')
      .addIllegalDialect('bar')
      .addDynamicallyLegalOp('test.source', (op) => converter.isLegal(op));
    expect(applyPartialConversion(module, target, patterns)).toBe(true);
    expect(ranges).toEqual([[2, 2]]);
    expect(print(module)).toBe(`module {
  %0:2 = "test.source"() : () -> (f32, f32)
  %1 = "foo.add"(%0#0, %0#0) : (f32, f32) -> f32
  %2 = "foo.add"(%0#1, %0#1) : (f32, f32) -> f32
  %3 = "test.cast"(%1, %2) : (f32, f32) -> complex<f32>
  "test.use"(%3) : (complex<f32>) -> ()
}
`);
  });

  it('refuses the 1:1 view of operands replaced by several values', () => {
    const context = makeContext();
    const converter = makeConverter(context);
    const module = parse(
      context,
      `%0 = "test.source"() : () -> complex<f32>
"bar.add"(%0, %0) : (complex<f32>, complex<f32>) -> complex<f32>`,
    );
    const pattern = new Body('bar.add', (_op, adaptor) => adaptor.operands.length > 0, converter);
    pattern.setDebugName('OneToOnly');
    const target = new ConversionTarget(context).addIllegalDialect('bar');
    expect(() => applyPartialConversion(module, target, [pattern])).toThrow(
      "pattern 'OneToOnly' does not support 1:N conversion",
    );
  });
});

describe('blocks moved into a converted region', () => {
  it("get their arguments converted by the region's type converter", () => {
    const context = makeContext();
    const converter = makeConverter(context);
    const module = parse(
      context,
      `"test.region"() ({
^bb0(%a: index):
  "qux.inline"() ({
  ^bb0(%x: index):
    "test.use"(%x) : (index) -> ()
  }) : () -> ()
}) : () -> ()`,
    );
    const patterns = [
      new Body(
        'test.region',
        (op, _adaptor, rewriter) => {
          if (!rewriter.convertRegionTypes(op.getRegion(0), converter)) return false;
          markSeen(op, rewriter);
          return true;
        },
        converter,
      ),
      // Moves its body's block to the end of the enclosing region, then erases itself.
      new Body('qux.inline', (op, _adaptor, rewriter) => {
        rewriter.inlineRegionBefore(op.getRegion(0), op.parentBlock!.parent!, null);
        rewriter.eraseOp(op);
        return true;
      }),
    ];
    const target = regionTarget(context).addIllegalOp('qux.inline');
    expect(applyPartialConversion(module, target, patterns)).toBe(true);
    expect(print(module)).toBe(`module {
  "test.region"() ({
  ^bb0(%arg0: i64):
  ^bb1(%0: i64):  // no predecessors
    %1 = "test.cast"(%0) : (i64) -> index
    "test.use"(%1) : (index) -> ()
  }) {seen} : () -> ()
}
`);
  });
});

describe('materializations of values from several blocks', () => {
  it('go where all the values are defined', () => {
    const context = makeContext();
    const converter = makeConverter(context);
    const module = parse(
      context,
      `"other.region"() ({
^bb0(%a: f32):
  "test.br"()[^bb1] : () -> ()
^bb1:
  %b = "test.source"() : () -> f32
  %c = "qux.make"() : () -> complex<f32>
  "test.use"(%c) : (complex<f32>) -> ()
  "test.return"() : () -> ()
}) : () -> ()`,
    );
    const pattern = new Body(
      'qux.make',
      (op, _adaptor, rewriter) => {
        const entry = op.parentBlock!.parent!.front!;
        rewriter.replaceOpWithMultiple(op, [[entry.getArgument(0), op.prevNode!.getResult(0)]]);
        return true;
      },
      converter,
    );
    const target = new ConversionTarget(context)
      .addLegalDialect('test', 'builtin', 'other')
      .addIllegalDialect('qux');
    expect(applyPartialConversion(module, target, [pattern])).toBe(true);
    expect(print(module)).toBe(`module {
  "other.region"() ({
  ^bb0(%arg0: f32):
    "test.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %0 = "test.source"() : () -> f32
    %1 = "test.cast"(%arg0, %0) : (f32, f32) -> complex<f32>
    "test.use"(%1) : (complex<f32>) -> ()
    "test.return"() : () -> ()
  }) : () -> ()
}
`);
  });
});
