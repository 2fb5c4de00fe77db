/**
 * Constants: `llvm.mlir.constant` (an integer, float, string or elements value), and the
 * placeholders `llvm.mlir.undef` and `llvm.mlir.poison`. All are constant-like and pure, so CSE
 * merges equal ones and the folder reads `llvm.mlir.constant`'s value.
 */
import {
  type Attribute,
  ArrayAttr,
  AnyAttr,
  ConstantLike,
  DenseElementsAttr,
  DenseResourceElementsAttr,
  DialectType,
  defineOp,
  FloatAttr,
  FloatType,
  type FoldResult,
  IntegerAttr,
  IntegerType,
  Pure,
  ShapedType,
  SparseElementsAttr,
  StringAttr,
  type Type,
  VectorType,
  encodeString,
} from '@strata/ir-core';
import { AnyLlvmType } from '../type-constraints.js';

/** An elements attribute of any storage (MLIR's `ElementsAttr` interface). */
type AnyElementsAttr = DenseElementsAttr | SparseElementsAttr | DenseResourceElementsAttr;

function isElements(value: Attribute): value is AnyElementsAttr {
  return (
    value instanceof DenseElementsAttr ||
    value instanceof SparseElementsAttr ||
    value instanceof DenseResourceElementsAttr
  );
}

/**
 * The spelling test for the llvm dialect's aggregate types, which are defined apart from these
 * ops: `!llvm.array<N x i8>` holds a string of N bytes; structs and arrays are checked there.
 */
function isLlvmAggregate(type: Type, kind: 'array' | 'struct'): boolean {
  return type instanceof DialectType && type.toString().startsWith(`!llvm.${kind}<`);
}

/** `llvm.mlir.constant(42 : i32) : i32`: a value of an LLVM-compatible type. */
export class ConstantOp extends defineOp({
  name: 'llvm.mlir.constant',
  properties: { value: AnyAttr },
  results: { res: AnyLlvmType },
  traits: [ConstantLike, Pure],
  assemblyFormat: '`(` $value `)` attr-dict `:` type($res)',
}) {
  /** MLIR's checks that the value fits the result type, with its messages and in its order. */
  override verify(): boolean {
    const message = this.mismatch(this.value, this.res.type);
    if (message === null) return true;
    this.emitOpError(message);
    return false;
  }

  /** Why `value` cannot be a constant of `type`, or null when it can. */
  private mismatch(value: Attribute, type: Type): string | null {
    if (value instanceof StringAttr) {
      const bytes = encodeString(value.value).length;
      return type.toString() === `!llvm.array<${bytes} x i8>`
        ? null
        : `expected array type of ${bytes} i8 elements for the string constant`;
    }
    // Struct constants (complex numbers, aggregates) are verified with the llvm dialect's types.
    if (isLlvmAggregate(type, 'struct')) return null;
    if (value instanceof IntegerAttr)
      return type instanceof IntegerType ? null : 'expected integer type';
    if (value instanceof FloatAttr) return floatMismatch(value.type, type);
    if (isElements(value)) return elementsMismatch(value, type);
    if (value instanceof ArrayAttr)
      return isLlvmAggregate(type, 'array')
        ? null
        : 'expected array or struct type for array attribute';
    return 'only supports integer, float, string or elements attributes';
  }

  fold(): FoldResult {
    return this.value;
  }
}

/**
 * A float of `floatType` as a constant of `type`: an integer of its width (its bits), the same
 * float type, or anything else (MLIR checks no further).
 */
function floatMismatch(floatType: FloatType, type: Type): string | null {
  const width = floatType.getIntOrFloatBitWidth();
  if (type instanceof IntegerType && type.width !== width)
    return `expected integer type of width ${width}`;
  if (type instanceof FloatType && type !== floatType)
    return 'attribute and type have different float semantics';
  return null;
}

/** An elements value as a vector (or `!llvm.array`) constant. */
function elementsMismatch(value: AnyElementsAttr, type: Type): string | null {
  if (isLlvmAggregate(type, 'array')) return null;
  if (!(type instanceof VectorType)) return 'expected vector or array type';
  const splat = value instanceof DenseElementsAttr && value.isSplat;
  const scalable = type.scalableDims.some(Boolean);
  if (scalable && !splat) return 'scalable vector type requires a splat attribute';
  const count = (value.type as ShapedType).numElements;
  if (!scalable && type.numElements !== count)
    return `type and attribute have a different number of elements: ${type.numElements} vs. ${count}`;
  const from = (value.type as ShapedType).elementType;
  const to = type.elementType;
  if (from instanceof FloatType) return floatMismatch(from, to);
  if (!splat && !(to instanceof IntegerType))
    return 'expected integer element type for integer elements attribute';
  return null;
}

/** `llvm.mlir.undef : T`: an undefined value. */
export class UndefOp extends defineOp({
  name: 'llvm.mlir.undef',
  results: { res: AnyLlvmType },
  traits: [ConstantLike, Pure],
  assemblyFormat: 'attr-dict `:` type($res)',
}) {}

/** `llvm.mlir.poison : T`: a poison value. */
export class PoisonOp extends defineOp({
  name: 'llvm.mlir.poison',
  results: { res: AnyLlvmType },
  traits: [ConstantLike, Pure],
  assemblyFormat: 'attr-dict `:` type($res)',
}) {}

/** The constant ops, in the order the dialect registers them. */
export const constantOps = [ConstantOp, UndefOp, PoisonOp];
