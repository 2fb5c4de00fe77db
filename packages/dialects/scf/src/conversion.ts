/**
 * Structural type conversion of scf ops (MLIR's `populateSCFStructuralTypeConversionsAndLegality`):
 * when a conversion changes the types of the values that `scf.for`, `scf.if` and `scf.while`
 * carry, these patterns rebuild the ops with the converted types, convert the block arguments of
 * their regions, and update their `scf.yield` / `scf.condition` terminators. 1:N conversions
 * flatten: a value converted to several values is carried as all of them. A separate entry point
 * (`@strata/dialect-scf/conversion`), so that users of the dialect do not load the conversion
 * framework.
 */
import {
  type ConversionPatternRewriter,
  type ConversionTarget,
  type OpAdaptor,
  OpConversionPattern,
} from '@strata/dialect-conversion';
import { type Operation, Region, type Type } from '@strata/ir-core';
import type { RewritePatternSet } from '@strata/pattern-rewrite';
import type { TypeConverter } from '@strata/type-conversion';
import { ForOp } from './ops/for.js';
import { IfOp } from './ops/if.js';
import { ConditionOp, YieldOp } from './ops/terminators.js';
import { WhileOp } from './ops/while.js';

/** The single value an operand was converted to; structural ops need 1:1 bounds and conditions. */
function single(adaptor: OpAdaptor, index: number): ReturnType<OpAdaptor['getOperand']> | null {
  const range = adaptor.operandRanges[index]!;
  return range.length === 1 ? range[0]! : null;
}

/** Copies the properties and discardable attributes of `from` onto `to` (MLIR's `setAttrs`). */
function copyAttributes(from: Operation, to: Operation): void {
  for (const [name, value] of from.properties) to.properties.set(name, value);
  for (const [name, value] of from.getDiscardableAttrs()) to.setDiscardableAttr(name, value);
}

/**
 * Converts the result types of `op`, builds its replacement with `build` (given the converted
 * types), and replaces each result by the range of new results it converted to (MLIR's
 * `Structural1ToNConversionPattern`).
 */
function replaceWithConverted(
  op: Operation,
  converter: TypeConverter,
  rewriter: ConversionPatternRewriter,
  build: (resultTypes: Type[]) => Operation | null,
): boolean {
  const resultTypes: Type[] = [];
  const offsets = [0];
  for (const type of op.getResultTypes()) {
    if (!converter.convertType(type, resultTypes))
      return rewriter.notifyMatchFailure(op, 'could not convert result type');
    offsets.push(resultTypes.length);
  }
  const replacement = build(resultTypes);
  if (replacement === null) return rewriter.notifyMatchFailure(op, 'could not convert operation');
  const ranges = [];
  for (let i = 1; i < offsets.length; i++)
    ranges.push(replacement.results.slice(offsets[i - 1], offsets[i]));
  rewriter.replaceOpWithMultiple(op, ranges);
  return true;
}

/** `scf.for` with converted loop-carried types; the body moves over with converted arguments. */
class ConvertForOpTypes extends OpConversionPattern<ForOp> {
  override matchAndRewriteWithAdaptor(
    op: ForOp,
    adaptor: OpAdaptor<ForOp>,
    rewriter: ConversionPatternRewriter,
  ): boolean {
    const converter = this.typeConverter!;
    return replaceWithConverted(op, converter, rewriter, () => {
      const [lowerBound, upperBound, step] = [0, 1, 2].map((i) => single(adaptor, i));
      if (lowerBound == null || upperBound == null || step == null) return null;
      if (!rewriter.convertRegionTypes(op.region, converter)) return null;
      const initArgs = adaptor.operandRanges.slice(3).flat();
      const newOp = rewriter.create(
        ForOp.build(op.location, {
          lowerBound,
          upperBound,
          step,
          initArgs,
          outputs: initArgs.map((value) => value.type),
          region: new Region(),
        }),
      );
      copyAttributes(op, newOp);
      rewriter.inlineRegionBefore(op.region, newOp.getRegion(0), null);
      return newOp;
    });
  }
}

/** `scf.if` with converted result types; both regions move over unchanged. */
class ConvertIfOpTypes extends OpConversionPattern<IfOp> {
  override matchAndRewriteWithAdaptor(
    op: IfOp,
    adaptor: OpAdaptor<IfOp>,
    rewriter: ConversionPatternRewriter,
  ): boolean {
    return replaceWithConverted(op, this.typeConverter!, rewriter, (outputs) => {
      const condition = single(adaptor, 0);
      if (condition === null) return null;
      const newOp = rewriter.create(
        IfOp.build(op.location, {
          condition,
          outputs,
          thenRegion: new Region(),
          elseRegion: new Region(),
        }),
      );
      copyAttributes(op, newOp);
      rewriter.inlineRegionBefore(op.thenRegion, newOp.getRegion(0), null);
      rewriter.inlineRegionBefore(op.elseRegion, newOp.getRegion(1), null);
      return newOp;
    });
  }
}

/** `scf.while` with converted types; both regions move over with converted arguments. */
class ConvertWhileOpTypes extends OpConversionPattern<WhileOp> {
  override matchAndRewriteWithAdaptor(
    op: WhileOp,
    adaptor: OpAdaptor<WhileOp>,
    rewriter: ConversionPatternRewriter,
  ): boolean {
    const converter = this.typeConverter!;
    return replaceWithConverted(op, converter, rewriter, (outputs) => {
      const newOp = rewriter.create(
        WhileOp.build(op.location, {
          inits: adaptor.operandRanges.flat(),
          outputs,
          before: new Region(),
          after: new Region(),
        }),
      );
      for (const index of [0, 1]) {
        const region = op.getRegion(index);
        if (!rewriter.convertRegionTypes(region, converter)) return null;
        rewriter.inlineRegionBefore(region, newOp.getRegion(index), null);
      }
      return newOp;
    });
  }
}

/** `scf.yield` of the converted (flattened) values, so they match the rebuilt parent. */
class ConvertYieldOpTypes extends OpConversionPattern<YieldOp> {
  override matchAndRewriteWithAdaptor(
    op: YieldOp,
    adaptor: OpAdaptor<YieldOp>,
    rewriter: ConversionPatternRewriter,
  ): boolean {
    rewriter.replaceOpWithNewOp(op, YieldOp, { values: adaptor.operandRanges.flat() });
    return true;
  }
}

/** `scf.condition` forwarding the converted (flattened) values. */
class ConvertConditionOpTypes extends OpConversionPattern<ConditionOp> {
  override matchAndRewriteWithAdaptor(
    op: ConditionOp,
    adaptor: OpAdaptor<ConditionOp>,
    rewriter: ConversionPatternRewriter,
  ): boolean {
    rewriter.modifyOpInPlace(op, () => op.setOperands(adaptor.operandRanges.flat()));
    return true;
  }
}

/** Adds the structural patterns (MLIR's `populateSCFStructuralTypeConversions`). */
export function populateSCFStructuralTypeConversions(
  converter: TypeConverter,
  patterns: RewritePatternSet,
): void {
  const options = { typeConverter: converter };
  patterns.add(
    new ConvertForOpTypes(ForOp, options),
    new ConvertIfOpTypes(IfOp, options),
    new ConvertYieldOpTypes(YieldOp, options),
    new ConvertWhileOpTypes(WhileOp, options),
    new ConvertConditionOpTypes(ConditionOp, options),
  );
}

/**
 * Marks the structural ops legal exactly when their types are (MLIR's
 * `populateSCFStructuralTypeConversionTarget`): `scf.for` / `scf.if` by their result types,
 * `scf.yield` by its operand types when its parent is one of the converted ops, `scf.while` and
 * `scf.condition` by all their types.
 */
export function populateSCFStructuralTypeConversionTarget(
  converter: TypeConverter,
  target: ConversionTarget,
): void {
  target.addDynamicallyLegalOp([ForOp, IfOp], (op) => converter.isLegal(op.getResultTypes()));
  target.addDynamicallyLegalOp(YieldOp, (op) => {
    const parent = op.getParentOp();
    if (!(parent instanceof ForOp || parent instanceof IfOp || parent instanceof WhileOp))
      return true;
    return converter.isLegal(op.getOperandTypes());
  });
  target.addDynamicallyLegalOp([WhileOp, ConditionOp], (op) => converter.isLegal(op));
}

/** Both of the above (MLIR's `populateSCFStructuralTypeConversionsAndLegality`). */
export function populateSCFStructuralTypeConversionsAndLegality(
  converter: TypeConverter,
  patterns: RewritePatternSet,
  target: ConversionTarget,
): void {
  populateSCFStructuralTypeConversions(converter, patterns);
  populateSCFStructuralTypeConversionTarget(converter, target);
}
