/**
 * The type constraints of the llvm ops, with MLIR's summaries (the words of "operand #0 must be
 * ..."). LLVM-compatible builtin types are signless integers, the float types LLVM IR has, and
 * one-dimensional vectors of those; every type of the llvm dialect itself is compatible too.
 */
import { FloatType, IntegerType, type Type, TypeConstraint, VectorType } from '@strata/ir-core';
import {
  LLVMArrayType,
  LLVMFunctionType,
  LLVMPointerType,
  LLVMPPCFP128Type,
  LLVMStructType,
  LLVMType,
} from './types.js';

/** The builtin float types with an LLVM IR counterpart (MLIR's `isCompatibleFloatingPointType`). */
const LLVM_FLOATS = new Set(['bf16', 'f16', 'f32', 'f64', 'f80', 'f128']);

export function isCompatibleFloat(type: Type): boolean {
  return (
    (type instanceof FloatType && LLVM_FLOATS.has(type.toString())) ||
    type instanceof LLVMPPCFP128Type
  );
}

/** `!llvm.ptr`, in any address space. */
export function isLlvmPointer(type: Type): boolean {
  return type instanceof LLVMPointerType;
}

function isCompatibleVectorElement(type: Type): boolean {
  return type.isSignlessInteger() || isCompatibleFloat(type) || isLlvmPointer(type);
}

/** MLIR's `LLVM::isCompatibleType`. */
export function isCompatibleType(type: Type): boolean {
  if (type instanceof IntegerType) return type.isSignless;
  if (type instanceof VectorType)
    return type.shape.length === 1 && isCompatibleVectorElement(type.elementType);
  if (type instanceof LLVMType) return true;
  return isCompatibleFloat(type);
}

/** MLIR's `LLVM_ScalarOrVectorOf<element>`: `element`, or a 1-D vector of it. */
function scalarOrVectorOf(summary: string, element: (type: Type) => boolean): TypeConstraint {
  return new TypeConstraint(
    `${summary} or LLVM dialect-compatible vector of ${summary}`,
    (type) =>
      element(type) ||
      (type instanceof VectorType && type.shape.length === 1 && element(type.elementType)),
  );
}

export const IntegerLike = scalarOrVectorOf('signless integer', (type) => type.isSignlessInteger());
export const FloatLike = scalarOrVectorOf('floating point LLVM type', isCompatibleFloat);
export const BoolLike = scalarOrVectorOf('1-bit signless integer', (type) =>
  type.isSignlessInteger(1),
);
/** What `llvm.icmp` compares: integers or pointers, scalar or vector. */
export const IntegerOrPointerLike = new TypeConstraint(
  `${IntegerLike.summary} or ${scalarOrVectorOf('LLVM pointer type', isLlvmPointer).summary}`,
  (type) =>
    IntegerLike.isSatisfiedBy(type) ||
    isLlvmPointer(type) ||
    (type instanceof VectorType && type.shape.length === 1 && isLlvmPointer(type.elementType)),
);
export const AnyLlvmType = new TypeConstraint('LLVM dialect-compatible type', isCompatibleType);

/** What `llvm.bitcast` converts: any compatible type but a struct or an array. */
export const NonAggregateType = new TypeConstraint(
  'LLVM-compatible non-aggregate type',
  (type) =>
    isCompatibleType(type) && !(type instanceof LLVMStructType || type instanceof LLVMArrayType),
);

/** `!llvm.func<...>`, the type of a function or a call's callee. */
export const LlvmFunctionTypeConstraint = new TypeConstraint(
  'LLVM function type',
  (type) => type instanceof LLVMFunctionType,
);
