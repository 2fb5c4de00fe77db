/**
 * LLVM IR's casts as ops: `llvm.sext`/`llvm.zext`/`llvm.trunc` between integers, `llvm.fpext`/
 * `llvm.fptrunc` between floats, the four int <-> float conversions and `llvm.bitcast`. Each is
 * pure and reads `%x : T to U`; vectors convert element by element.
 */
import {
  defineOp,
  type Operation,
  Pure,
  type Type,
  type TypeConstraint,
  UnitAttrConstraint,
  VectorType,
} from '@strata/ir-core';
import { FloatLike, IntegerLike, NonAggregateType } from '../type-constraints.js';
import { LLVMPointerType } from '../types.js';
import { overflowFlags, withOverflowFlags } from './overflow-flags.js';

const CAST_FORMAT = '$arg attr-dict `:` type($arg) `to` type($res)';

/** `llvm.<name> %x : T to U`. */
function castOp(name: string, from: TypeConstraint, to: TypeConstraint) {
  return defineOp({
    name: `llvm.${name}`,
    operands: { arg: from },
    results: { res: to },
    traits: [Pure],
    assemblyFormat: CAST_FORMAT,
  });
}

/** `llvm.<name> nneg %x : T to U`: `nneg` promises a non-negative operand (the `nonNeg` flag). */
function nonNegCastOp(name: string, to: TypeConstraint) {
  return defineOp({
    name: `llvm.${name}`,
    operands: { arg: IntegerLike },
    results: { res: to },
    properties: { nonNeg: UnitAttrConstraint },
    traits: [Pure],
    assemblyFormat: '(`nneg` $nonNeg^)? ' + CAST_FORMAT,
  });
}

/**
 * MLIR's check of an integer extension: scalar to scalar or vector to vector of one shape, and a
 * wider result. The messages carry no op prefix, as in MLIR.
 */
function verifyExtension(op: Operation): boolean {
  const from = op.getOperand(0).type;
  const to = op.getResult(0).type;
  if (from instanceof VectorType !== to instanceof VectorType) {
    op.emitError(
      from instanceof VectorType
        ? 'input type is a vector but output type is an integer'
        : 'input type is an integer but output type is a vector',
    );
    return false;
  }
  if (
    from instanceof VectorType &&
    to instanceof VectorType &&
    (from.shape[0] !== to.shape[0] || from.scalableDims[0] !== to.scalableDims[0])
  ) {
    op.emitError('input and output vectors are of incompatible shape');
    return false;
  }
  const width = (type: typeof from) =>
    (type instanceof VectorType ? type.elementType : type).getIntOrFloatBitWidth();
  if (width(to) <= width(from)) {
    op.emitError(
      'integer width of the output type is smaller or equal to the integer width of the input type',
    );
    return false;
  }
  return true;
}

/** `llvm.sext %x : i8 to i32`: sign extension. */
export class SExtOp extends castOp('sext', IntegerLike, IntegerLike) {
  override verify(): boolean {
    return verifyExtension(this);
  }
}

/** `llvm.zext nneg %x : i8 to i32`: zero extension. */
export class ZExtOp extends nonNegCastOp('zext', IntegerLike) {
  override verify(): boolean {
    return verifyExtension(this);
  }
}

/** `llvm.trunc %x overflow<nuw> : i32 to i8`: the low bits; the flags promise none are lost. */
export class TruncOp extends withOverflowFlags(
  defineOp({
    name: 'llvm.trunc',
    operands: { arg: IntegerLike },
    results: { res: IntegerLike },
    properties: { overflowFlags },
    traits: [Pure],
    assemblyFormat:
      '$arg `` custom<LLVMOverflowFlags>($overflowFlags) attr-dict `:` type($arg) `to` type($res)',
  }),
) {}

export class FPExtOp extends castOp('fpext', FloatLike, FloatLike) {}
export class FPTruncOp extends castOp('fptrunc', FloatLike, FloatLike) {}
export class FPToSIOp extends castOp('fptosi', FloatLike, IntegerLike) {}
export class FPToUIOp extends castOp('fptoui', FloatLike, IntegerLike) {}
export class SIToFPOp extends castOp('sitofp', IntegerLike, FloatLike) {}
export class UIToFPOp extends nonNegCastOp('uitofp', FloatLike) {}
/**
 * `llvm.bitcast %x : T to U`: the same bits seen as another type. Pointers only become pointers
 * of the same address space, a vector of pointers only a vector of them (MLIR's checks, in order).
 */
export class BitcastOp extends castOp('bitcast', NonAggregateType, NonAggregateType) {
  override verify(): boolean {
    const from = this.arg.type;
    const to = this.res.type;
    const fromPointer = vectorElementOf(from);
    const toPointer = vectorElementOf(to);
    if (fromPointer instanceof LLVMPointerType !== toPointer instanceof LLVMPointerType)
      return this.failed('can only cast pointers from and to pointers');
    if (!(fromPointer instanceof LLVMPointerType && toPointer instanceof LLVMPointerType))
      return true;
    if (to instanceof VectorType && !(from instanceof VectorType))
      return this.failed('cannot cast pointer to vector of pointers');
    if (from instanceof VectorType && !(to instanceof VectorType))
      return this.failed('cannot cast vector of pointers to pointer');
    if (fromPointer.addressSpace !== toPointer.addressSpace)
      return this.failed(
        "cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead",
      );
    return true;
  }

  private failed(message: string): false {
    this.emitOpError(message);
    return false;
  }
}

/** A vector's element type, or `type` itself. */
function vectorElementOf(type: Type): Type {
  return type instanceof VectorType ? type.elementType : type;
}

/** The cast ops, in the order the dialect registers them. */
export const castOps = [
  SExtOp,
  ZExtOp,
  TruncOp,
  FPExtOp,
  FPTruncOp,
  FPToSIOp,
  FPToUIOp,
  SIToFPOp,
  UIToFPOp,
  BitcastOp,
];
