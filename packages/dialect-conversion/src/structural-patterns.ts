import {
  ArrayAttr,
  BranchOpInterface,
  DictionaryAttr,
  FunctionOpInterface,
  FunctionType,
  getEditableSuccessorOperands,
  type Operation,
  TypeAttr,
  type Type,
  type Value,
} from '@strata/ir-core';
import { MatchInterfaceOpTypeTag, type RewritePatternSet } from '@strata/pattern-rewrite';
import { SignatureConversion, type TypeConverter } from '@strata/type-conversion';
import { ConversionPattern, type OpAdaptor } from './conversion-pattern.js';
import type { ConversionPatternRewriter } from './rewriter.js';

/** The attribute holding a function op's type (MLIR's `getFunctionTypeAttrName`). */
const FUNCTION_TYPE = 'function_type';

/**
 * Resizes a per-argument (or per-result) attribute array after the signature changed size, as MLIR's
 * `function_interface_impl::setFunctionType` does: dropped when there are none left, truncated, or
 * padded with empty dictionaries.
 */
function resizeArgResAttrs(op: Operation, name: string, oldCount: number, newCount: number): void {
  if (oldCount === newCount) return;
  const attrs = op.getAttr(name);
  if (!(attrs instanceof ArrayAttr)) return;
  if (newCount === 0) {
    op.removeAttr(name);
    return;
  }
  const entries = attrs.value.slice(0, newCount);
  const empty = DictionaryAttr.get(op.context);
  while (entries.length < newCount) entries.push(empty);
  op.setAttr(name, ArrayAttr.get(op.context, entries));
}

/** Sets the type of a function op, keeping its argument and result attributes in step. */
function setFunctionType(op: Operation, oldType: FunctionType, newType: FunctionType): void {
  op.setAttr(FUNCTION_TYPE, TypeAttr.get(newType));
  resizeArgResAttrs(op, 'arg_attrs', oldType.numInputs, newType.numInputs);
  resizeArgResAttrs(op, 'res_attrs', oldType.numResults, newType.numResults);
}

/**
 * Converts the signature of a function op (anything implementing `FunctionOpInterface`) and the
 * argument types of its body's blocks (MLIR's `FunctionOpInterfaceSignatureConversion`).
 */
class FunctionSignatureConversion extends ConversionPattern {
  override matchAndRewriteWithAdaptor(
    op: Operation,
    adaptor: OpAdaptor,
    rewriter: ConversionPatternRewriter,
  ): boolean {
    void adaptor;
    const model = FunctionOpInterface.get(op);
    const converter = this.typeConverter!;
    if (model === null) return rewriter.notifyMatchFailure(op, 'not a function op');
    const type = model.getFunctionType(op);
    const conversion = new SignatureConversion(type.numInputs);
    const results: Type[] = [];
    const body = model.getCallableRegion(op);
    if (
      !converter.convertSignatureArgs(type.inputs, conversion) ||
      !converter.convertTypes(type.results, results) ||
      (body !== null && !rewriter.convertRegionTypes(body, converter, conversion))
    )
      return rewriter.notifyMatchFailure(op, 'could not convert function type');
    const newType = FunctionType.get(op.context, conversion.getConvertedTypes(), results);
    rewriter.modifyOpInPlace(op, () => setFunctionType(op, type, newType));
    return true;
  }
}

/**
 * Adds the pattern converting function signatures with `converter` (MLIR's
 * `populateFunctionOpInterfaceTypeConversionPattern`): for ops named `functionOpName`, or, without
 * a name, for every op implementing `FunctionOpInterface` (MLIR's
 * `populateAnyFunctionOpInterfaceTypeConversionPattern`).
 */
export function populateFunctionOpInterfaceTypeConversionPattern(
  patterns: RewritePatternSet,
  converter: TypeConverter,
  functionOpName?: string,
): void {
  const root = functionOpName ?? new MatchInterfaceOpTypeTag(FunctionOpInterface);
  patterns.add(new FunctionSignatureConversion(root, { typeConverter: converter }));
}

/** Decides which forwarded operands (by operand index) of a branch op are converted. */
export type ShouldConvertBranchOperand = (op: Operation, operandIndex: number) => boolean;

/**
 * Converts the operands a branch op (anything implementing `BranchOpInterface`) forwards to its
 * successors (MLIR's `BranchOpInterfaceTypeConversion`).
 */
class BranchOperandTypeConversion extends ConversionPattern {
  constructor(
    converter: TypeConverter,
    private readonly shouldConvert: ShouldConvertBranchOperand | null,
  ) {
    super(new MatchInterfaceOpTypeTag(BranchOpInterface), { typeConverter: converter });
  }

  override matchAndRewriteWithAdaptor(
    op: Operation,
    adaptor: OpAdaptor,
    rewriter: ConversionPatternRewriter,
  ): boolean {
    // Where each successor's forwarded operands are, before any edit.
    const runs: { start: number; length: number }[] = [];
    for (let index = 0; index < op.numSuccessors; index++) {
      const forwarded = getEditableSuccessorOperands(op, index);
      if (forwarded === null)
        return rewriter.notifyMatchFailure(op, 'the branch does not expose its successor operands');
      runs.push({ start: forwarded.forwarded.start, length: forwarded.forwarded.length });
    }
    rewriter.modifyOpInPlace(op, () => {
      // Last successor first: editing a run (1:N may resize it) leaves earlier runs in place.
      for (let index = runs.length - 1; index >= 0; index--) {
        const { start, length } = runs[index]!;
        const values: Value[] = [];
        for (let i = start; i < start + length; i++) {
          if (this.shouldConvert === null || this.shouldConvert(op, i))
            values.push(...adaptor.operandRanges[i]!);
          else values.push(op.getOperand(i));
        }
        getEditableSuccessorOperands(op, index)!.forwarded.assign(values);
      }
    });
    return true;
  }
}

/**
 * Adds the pattern converting the operands branch ops forward to their successors (MLIR's
 * `populateBranchOpInterfaceTypeConversionPattern`); `shouldConvert` can restrict it to some
 * operands.
 */
export function populateBranchOpInterfaceTypeConversionPattern(
  patterns: RewritePatternSet,
  converter: TypeConverter,
  shouldConvert: ShouldConvertBranchOperand | null = null,
): void {
  patterns.add(new BranchOperandTypeConversion(converter, shouldConvert));
}

/**
 * Whether `op` is a branch whose forwarded operands all have legal types (MLIR's
 * `isLegalForBranchOpInterfaceTypeConversionPattern`); false for other ops.
 */
export function isLegalForBranchOpInterfaceTypeConversionPattern(
  op: Operation,
  converter: TypeConverter,
): boolean {
  const model = BranchOpInterface.get(op);
  if (model === null) return false;
  for (let index = 0; index < op.numSuccessors; index++)
    if (!converter.isLegal(model.getSuccessorOperands(op, index).forwardedOperands)) return false;
  return true;
}

/** Whether the signature and body block arguments of function op `op` are legal for `converter`. */
export function isFunctionSignatureLegal(op: Operation, converter: TypeConverter): boolean {
  const model = FunctionOpInterface.get(op);
  if (model === null) return false;
  if (!converter.isSignatureLegal(model.getFunctionType(op))) return false;
  const body = model.getCallableRegion(op);
  return body === null || converter.isLegal(body);
}
