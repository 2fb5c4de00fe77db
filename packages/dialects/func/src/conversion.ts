/**
 * Type conversion of calls and returns across function boundaries (MLIR's `FuncConversions`),
 * for use with `@strata/dialect-conversion` together with its function-signature pattern. A
 * separate entry point (`@strata/dialect-func/conversion`), so that users of the dialect do not
 * load the conversion framework.
 */
import {
  type ConversionPatternRewriter,
  type OpAdaptor,
  OpConversionPattern,
} from '@strata/dialect-conversion';
import { type Operation, ReturnLike, type Type, type Value } from '@strata/ir-core';
import type { RewritePatternSet } from '@strata/pattern-rewrite';
import type { TypeConverter } from '@strata/type-conversion';
import { CallOp, ReturnOp } from './ops.js';

/**
 * Rebuilds a `func.call` with converted operand and result types (MLIR's
 * `CallOpSignatureConversion`). 1:N conversions flatten: an operand converted to several values
 * passes them all, and a result converted to several types becomes several results, which together
 * replace the original one. Like MLIR, the new call carries only the callee.
 */
class CallOpSignatureConversion extends OpConversionPattern<CallOp> {
  override matchAndRewriteWithAdaptor(
    op: CallOp,
    adaptor: OpAdaptor<CallOp>,
    rewriter: ConversionPatternRewriter,
  ): boolean {
    const converter = this.typeConverter!;
    const resultTypes: Type[] = [];
    const counts: number[] = [];
    for (const type of op.getResultTypes()) {
      const before = resultTypes.length;
      if (!converter.convertType(type, resultTypes))
        return rewriter.notifyMatchFailure(op, `could not convert result type ${type}`);
      counts.push(resultTypes.length - before);
    }
    const call = rewriter.create(
      CallOp.build(op.location, {
        callee: op.callee,
        argOperands: adaptor.operandRanges.flat(),
        callResults: resultTypes,
      }),
    );
    const replacements: Value[][] = [];
    let offset = 0;
    for (const count of counts) {
      replacements.push(call.results.slice(offset, offset + count));
      offset += count;
    }
    rewriter.replaceOpWithMultiple(op, replacements);
    return true;
  }
}

/** Returns the converted operands (flattened for 1:N) from `func.return` (MLIR's `ReturnOpTypeConversion`). */
class ReturnOpTypeConversion extends OpConversionPattern<ReturnOp> {
  override matchAndRewriteWithAdaptor(
    op: ReturnOp,
    adaptor: OpAdaptor<ReturnOp>,
    rewriter: ConversionPatternRewriter,
  ): boolean {
    rewriter.modifyOpInPlace(op, () => op.setOperands(adaptor.operandRanges.flat()));
    return true;
  }
}

/** Adds the pattern converting `func.call` (MLIR's `populateCallOpTypeConversionPattern`). */
export function populateCallOpTypeConversionPattern(
  patterns: RewritePatternSet,
  converter: TypeConverter,
): void {
  patterns.add(new CallOpSignatureConversion(CallOp, { typeConverter: converter }));
}

/** Adds the pattern converting `func.return` (MLIR's `populateReturnOpTypeConversionPattern`). */
export function populateReturnOpTypeConversionPattern(
  patterns: RewritePatternSet,
  converter: TypeConverter,
): void {
  patterns.add(new ReturnOpTypeConversion(ReturnOp, { typeConverter: converter }));
}

/**
 * Legality for conversions across function boundaries (MLIR's
 * `isLegalForReturnOpTypeConversionPattern`): a `func.return` is legal when its operand types are
 * (or always, with `returnOpAlwaysLegal`); other return-like ops are legalized with their parent.
 */
export function isLegalForReturnOpTypeConversionPattern(
  op: Operation,
  converter: TypeConverter,
  returnOpAlwaysLegal = false,
): boolean {
  if (op instanceof ReturnOp && !returnOpAlwaysLegal) return converter.isLegal(op);
  return op.hasTrait(ReturnLike.key);
}
