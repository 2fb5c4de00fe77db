import { type MLIRContext, OpBuilder, type Operation, UnitAttr, UnknownLoc } from '@strata/ir-core';
import { describe, expect, it } from 'vitest';
import {
  applyPartialConversion,
  ConversionPattern,
  type ConversionPatternRewriter,
  ConversionTarget,
  type OpAdaptor,
} from '../src/index.js';
import { makeContext, parse } from './helpers.js';

/** Marks ops `done`, except the innermost one: the conversion fails and everything rolls back. */
class MarkDone extends ConversionPattern {
  override matchAndRewriteWithAdaptor(
    op: Operation,
    adaptor: OpAdaptor,
    rewriter: ConversionPatternRewriter,
  ): boolean {
    void adaptor;
    if (op.hasAttr('innermost')) return false;
    rewriter.modifyOpInPlace(op, () => op.setAttr('done', UnitAttr.get(op.context)));
    return true;
  }
}

const DEPTH = 20_000;

/** `DEPTH` nested `a.x` ops, built directly (the parser stops at 512 levels, as MLIR's). */
function nested(context: MLIRContext): Operation {
  const module = parse(context, '');
  const builder = new OpBuilder(context);
  const location = UnknownLoc.get(context);
  builder.setInsertionPointToEnd(module.getRegion(0).front!);
  for (let i = 0; i < DEPTH; i++) {
    const op = builder.create({ name: 'a.x', location, regions: 1 });
    builder.createBlock(op.getRegion(0));
  }
  builder.create({ name: 'a.x', location }).setAttr('innermost', UnitAttr.get(context));
  return module;
}

/** What the nest looks like: the attribute names of each level. */
function fingerprint(module: Operation): string {
  const parts: string[] = [];
  module.walk(
    (op) =>
      void parts.push(
        op
          .getAttrs()
          .map(([name]) => name)
          .join(','),
      ),
  );
  return parts.join(';');
}

describe('deeply nested IR', () => {
  it(`converts and rolls back ${DEPTH} levels without running out of stack`, () => {
    const context = makeContext();
    const errors: string[] = [];
    context.diagnostics.registerHandler((d) => void errors.push(d.message));
    const module = nested(context);
    const before = fingerprint(module);
    const target = new ConversionTarget(context)
      .addLegalDialect('builtin')
      .addDynamicallyLegalOp('a.x', (op) => op.hasAttr('done'));
    expect(applyPartialConversion(module, target, [new MarkDone('a.x')])).toBe(false);
    expect(errors).toEqual([
      "failed to legalize operation 'a.x' that was explicitly marked illegal",
    ]);
    expect(fingerprint(module)).toBe(before);
    // Without the innermost op, every level converts.
    const inner = module.getRegion(0).front!.front!;
    let innermost: Operation = inner;
    while (innermost.numRegions > 0) innermost = innermost.getRegion(0).front!.front!;
    innermost.removeAttr('innermost');
    expect(applyPartialConversion(module, target, [new MarkDone('a.x')])).toBe(true);
    let count = 0;
    module.walk((op) => void (op.hasAttr('done') && count++));
    expect(count).toBe(DEPTH + 1);
  }, 60_000);
});
