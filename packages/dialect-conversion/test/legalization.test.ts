import { IntegerAttr, IntegerType, type Operation, UnitAttr } from '@strata/ir-core';
import { describe, expect, it } from 'vitest';
import {
  applyAnalysisConversion,
  applyFullConversion,
  applyPartialConversion,
  ConversionPattern,
  type ConversionPatternOptions,
  type ConversionPatternRewriter,
  ConversionTarget,
  type OpAdaptor,
} from '../src/index.js';
import { collectDiagnostics, makeContext, parse, print } from './helpers.js';

/** Replaces its root with an op named `to` (same operands, result types and attributes). */
class Rename extends ConversionPattern {
  constructor(
    from: string,
    private readonly to: string,
    private readonly calls: string[],
    options: ConversionPatternOptions = {},
  ) {
    super(from, { generatedOps: [to], debugName: `${from}->${to}`, ...options });
  }
  override matchAndRewriteWithAdaptor(
    op: Operation,
    adaptor: OpAdaptor,
    rewriter: ConversionPatternRewriter,
  ): boolean {
    this.calls.push(this.getDebugName());
    const created = rewriter.create({
      name: this.to,
      location: op.location,
      operands: adaptor.operands,
      resultTypes: op.getResultTypes(),
      attributes: new Map(op.getAttrs()),
    });
    rewriter.replaceOp(op, created);
    return true;
  }
}

const ADD = `%0 = "test.source"() : () -> i32
%1 = "bar.add"(%0, %0) : (i32, i32) -> i32
"test.use"(%1) : (i32) -> ()`;

function fooTarget(context: ReturnType<typeof makeContext>): ConversionTarget {
  return new ConversionTarget(context)
    .addLegalDialect('foo', 'test', 'builtin')
    .addIllegalDialect('bar', 'baz');
}

describe('multi-step legalization', () => {
  it('prefers the pattern with fewer steps to legal ops over a higher benefit', () => {
    const context = makeContext();
    const calls: string[] = [];
    const module = parse(context, ADD);
    const patterns = [
      new Rename('bar.add', 'baz.add', calls, { benefit: 10 }),
      new Rename('baz.add', 'foo.add', calls),
      new Rename('bar.add', 'foo.add', calls, { benefit: 1 }),
    ];
    expect(applyFullConversion(module, fooTarget(context), patterns)).toBe(true);
    expect(calls).toEqual(['bar.add->foo.add']);
  });

  it('orders patterns of the same depth by benefit, then by insertion', () => {
    const context = makeContext();
    const calls: string[] = [];
    const failing = new (class extends Rename {
      override matchAndRewriteWithAdaptor(op: Operation): boolean {
        calls.push('failing');
        void op;
        return false;
      }
    })('bar.add', 'foo.add', calls, { benefit: 5 });
    const module = parse(context, ADD);
    const patterns = [new Rename('bar.add', 'foo.add', calls, { benefit: 2 }), failing];
    expect(applyFullConversion(module, fooTarget(context), patterns)).toBe(true);
    expect(calls).toEqual(['failing', 'bar.add->foo.add']);
  });

  it('never tries a pattern whose generated ops cannot become legal', () => {
    const context = makeContext();
    const calls: string[] = [];
    const module = parse(context, ADD);
    const before = print(module);
    const diagnostics = collectDiagnostics(context);
    const patterns = [new Rename('bar.add', 'baz.add', calls)];
    expect(applyPartialConversion(module, fooTarget(context), patterns)).toBe(false);
    expect(calls).toEqual([]);
    expect(diagnostics).toEqual([
      "error: failed to legalize operation 'bar.add' that was explicitly marked illegal",
    ]);
    expect(print(module)).toBe(before);
  });

  it('rolls back a chain whose last step fails', () => {
    const context = makeContext();
    const calls: string[] = [];
    const module = parse(context, ADD);
    const before = print(module);
    const stuck = new (class extends Rename {
      override matchAndRewriteWithAdaptor(): boolean {
        calls.push('stuck');
        return false;
      }
    })('baz.add', 'foo.add', calls);
    const patterns = [new Rename('bar.add', 'baz.add', calls), stuck];
    expect(applyPartialConversion(module, fooTarget(context), patterns)).toBe(false);
    expect(calls).toEqual(['bar.add->baz.add', 'stuck']);
    expect(print(module)).toBe(before);
  });
});

describe('bounded rewrite recursion', () => {
  /** Rebuilds `bar.add` with its `n` attribute incremented; legal once n reaches 3. */
  class Increment extends ConversionPattern {
    constructor(bounded: boolean) {
      super('bar.add', { generatedOps: ['bar.add'], hasBoundedRewriteRecursion: bounded });
    }
    override matchAndRewriteWithAdaptor(
      op: Operation,
      adaptor: OpAdaptor,
      rewriter: ConversionPatternRewriter,
    ): boolean {
      const n = (op.getAttr('n') as IntegerAttr | undefined)?.value ?? 0n;
      const created = rewriter.create({
        name: 'bar.add',
        location: op.location,
        operands: adaptor.operands,
        resultTypes: op.getResultTypes(),
        attributes: new Map([['n', IntegerAttr.get(IntegerType.get(op.context, 64), n + 1n)]]),
      });
      rewriter.replaceOp(op, created);
      return true;
    }
  }

  function target(context: ReturnType<typeof makeContext>): ConversionTarget {
    return new ConversionTarget(context)
      .addLegalDialect('test', 'builtin')
      .addDynamicallyLegalOp('bar.add', (op) => {
        const n = op.getAttr('n');
        return n instanceof IntegerAttr && n.value >= 3n;
      });
  }

  it('applies a pattern to its own result when it declares bounded recursion', () => {
    const context = makeContext();
    const module = parse(context, ADD);
    expect(applyFullConversion(module, target(context), [new Increment(true)])).toBe(true);
    expect(print(module)).toContain('"bar.add"(%0, %0) {n = 3 : i64}');
  });

  it('rejects the reapplication otherwise', () => {
    const context = makeContext();
    const module = parse(context, ADD);
    const before = print(module);
    const diagnostics = collectDiagnostics(context);
    expect(applyFullConversion(module, target(context), [new Increment(false)])).toBe(false);
    expect(diagnostics).toEqual(["error: failed to legalize operation 'bar.add'"]);
    expect(print(module)).toBe(before);
  });
});

describe('conversion modes', () => {
  const INPUT = `%0 = "test.source"() : () -> i32
%1 = "bar.add"(%0, %0) : (i32, i32) -> i32
%2 = "other.op"(%1) : (i32) -> i32
"test.use"(%2) : (i32) -> ()`;

  it('partial conversion leaves unknown ops and records them', () => {
    const context = makeContext();
    const module = parse(context, INPUT);
    const unlegalized = new Set<Operation>();
    const patterns = [new Rename('bar.add', 'foo.add', [])];
    expect(
      applyPartialConversion(module, fooTarget(context), patterns, {
        unlegalizedOps: unlegalized,
      }),
    ).toBe(true);
    expect([...unlegalized].map((op) => op.name.identifier)).toEqual(['other.op']);
    expect(print(module)).toBe(`module {
  %0 = "test.source"() : () -> i32
  %1 = "foo.add"(%0, %0) : (i32, i32) -> i32
  %2 = "other.op"(%1) : (i32) -> i32
  "test.use"(%2) : (i32) -> ()
}
`);
  });

  it('full conversion fails on an unknown op and changes nothing', () => {
    const context = makeContext();
    const module = parse(context, INPUT);
    const before = print(module);
    const diagnostics = collectDiagnostics(context);
    const patterns = [new Rename('bar.add', 'foo.add', [])];
    const target = fooTarget(context).addLegalOp('builtin.module');
    expect(applyFullConversion(module, target, patterns)).toBe(false);
    expect(diagnostics).toEqual(["error: failed to legalize operation 'other.op'"]);
    expect(print(module)).toBe(before);
  });

  it('analysis conversion reports the legalizable ops and changes nothing', () => {
    const context = makeContext();
    const module = parse(context, INPUT);
    const before = print(module);
    const legalizable = new Set<Operation>();
    const patterns = [new Rename('bar.add', 'foo.add', [])];
    expect(
      applyAnalysisConversion(module, fooTarget(context), patterns, {
        legalizableOps: legalizable,
      }),
    ).toBe(true);
    expect([...legalizable].map((op) => op.name.identifier)).toEqual([
      'builtin.module',
      'test.source',
      'bar.add',
      'test.use',
    ]);
    expect(print(module)).toBe(before);
  });

  it('legalizes by folding before trying patterns', () => {
    const context = makeContext();
    const calls: string[] = [];
    const module = parse(
      context,
      `%0 = "test.source"() : () -> i32
%1 = "test.identity"(%0) : (i32) -> i32
"test.use"(%1) : (i32) -> ()`,
    );
    const target = new ConversionTarget(context)
      .addLegalDialect('test', 'builtin')
      .addIllegalOp('test.identity');
    const patterns = [new Rename('test.identity', 'foo.add', calls)];
    expect(applyFullConversion(module, target, patterns)).toBe(true);
    expect(calls).toEqual([]);
    expect(print(module)).toBe(`module {
  %0 = "test.source"() : () -> i32
  "test.use"(%0) : (i32) -> ()
}
`);
  });

  it('skips the bodies of recursively legal ops, and converts ops before their regions', () => {
    const context = makeContext();
    const calls: string[] = [];
    const module = parse(
      context,
      `"test.region"() ({
  "qux.op"() {name = "in-legal"} : () -> ()
}) : () -> ()
"qux.op"() ({
  "qux.op"() {name = "inner"} : () -> ()
}) {name = "outer"} : () -> ()`,
    );
    const target = new ConversionTarget(context)
      .addLegalDialect('builtin')
      .addDynamicallyLegalOp('test.region', () => true)
      .markOpRecursivelyLegal('test.region')
      .addDynamicallyLegalOp('qux.op', (op) => op.hasAttr('seen'));
    const mark = new (class extends ConversionPattern {
      override matchAndRewriteWithAdaptor(
        op: Operation,
        adaptor: OpAdaptor,
        rewriter: ConversionPatternRewriter,
      ): boolean {
        void adaptor;
        calls.push(op.getAttr('name')!.toString());
        rewriter.modifyOpInPlace(op, () => op.setAttr('seen', UnitAttr.get(op.context)));
        return true;
      }
    })('qux.op');
    expect(applyPartialConversion(module, target, [mark])).toBe(true);
    expect(calls).toEqual(['"outer"', '"inner"']);
  });
});
