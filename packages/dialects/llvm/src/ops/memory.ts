/**
 * Memory ops: `llvm.alloca` (stack memory freed when the function returns), `llvm.load` and
 * `llvm.store`. Their memory effects are MLIR's, so CSE and DCE treat them as mlir-opt does: an
 * unused alloca is dead, plain loads of one address merge when nothing writes in between, and a
 * volatile or (at least monotonic) atomic access may read and write any memory.
 */
import {
  AnySignlessInteger,
  AutomaticAllocationScopeResource,
  defaultValued,
  defineOp,
  I64Attr,
  IntegerAttr,
  type MemoryEffectInstance,
  MemoryEffectOpInterface,
  memoryEffect,
  type Operation,
  optional,
  StrAttr,
  type Type,
  TypeAttrConstraint,
  TypeConstraint,
} from '@strata/ir-core';
import { isCompatibleFloat, isCompatibleType, isLlvmPointer } from '../type-constraints.js';
import { LLVMFunctionType, LLVMPointerType, LLVMStructType, LLVMVoidType } from '../types.js';
import { i64Enum, opaque, unit } from './global-value.js';
import {
  AtomicOrderingAttr,
  parseAllocaOp,
  parseLoadOp,
  parseStoreOp,
  printAllocaOp,
  printLoadOp,
  printStoreOp,
} from './memory-syntax.js';

const LlvmPointer = new TypeConstraint('LLVM pointer type', isLlvmPointer);

/** MLIR's `LLVM_LoadableType`: a compatible type with a size (no void, function or opaque struct). */
const LoadableType = new TypeConstraint(
  'LLVM type with size',
  (type) =>
    isCompatibleType(type) &&
    !(type instanceof LLVMVoidType || type instanceof LLVMFunctionType) &&
    !(type instanceof LLVMStructType && type.isOpaque),
);

const ordering = defaultValued(
  i64Enum(AtomicOrderingAttr.summary, (value) => AtomicOrderingAttr.stringify(value) !== undefined),
  (context) => AtomicOrderingAttr.get(context, 'not_atomic'),
);
/**
 * The properties loads and stores share: alignment, flags, atomic ordering and sync scope, and
 * aliasing metadata (which Strata does not model yet).
 */
const accessProperties = {
  alignment: optional(I64Attr),
  volatile_: unit,
  nontemporal: unit,
  invariantGroup: unit,
  ordering,
  syncscope: optional(StrAttr),
  access_groups: opaque,
  alias_scopes: opaque,
  noalias_scopes: opaque,
  tbaa: opaque,
};

/** `llvm.alloca %n x T : (i64) -> !llvm.ptr`: stack space for `%n` values of type T. */
export class AllocaOp extends defineOp({
  name: 'llvm.alloca',
  operands: { arraySize: AnySignlessInteger },
  results: { res: LlvmPointer },
  properties: {
    alignment: optional(I64Attr),
    elem_type: TypeAttrConstraint,
    inalloca: unit,
  },
  interfaces: [
    MemoryEffectOpInterface.implement({
      getEffects: (op) => [
        memoryEffect('allocate', op.getResult(0), AutomaticAllocationScopeResource),
      ],
    }),
  ],
  // MLIR's parser of this op is hand-written and does not check the dictionary's inherent attributes.
  verifyInherentAttrsOnParse: false,
  parse: parseAllocaOp,
  print: printAllocaOp,
}) {}

/** The ordering of an access, by name. */
function orderingOf(op: Operation): string {
  const value = op.getAttr('ordering');
  return (
    (value instanceof IntegerAttr && AtomicOrderingAttr.stringify(value.value)) || 'not_atomic'
  );
}

/**
 * An access reads (or writes) its address; a volatile one, or an atomic one at least monotonic,
 * may also touch any memory (it synchronizes), as MLIR's `getEffects` of loads and stores says.
 */
function accessEffects(op: Operation, kind: 'read' | 'write', address: number) {
  const effects: MemoryEffectInstance[] = [memoryEffect(kind, op.getOperand(address))];
  const order = orderingOf(op);
  if (op.getAttr('volatile_') !== undefined || (order !== 'not_atomic' && order !== 'unordered'))
    effects.push(memoryEffect('write'), memoryEffect('read'));
  return effects;
}

/** Whether an atomic access may be of `type`: a pointer, integer or float of 2^n >= 8 bits. */
function isAtomicType(type: Type): boolean {
  if (type instanceof LLVMPointerType) return true;
  if (!type.isSignlessInteger() && !isCompatibleFloat(type)) return false;
  const bits = type.getIntOrFloatBitWidth();
  return bits >= 8 && (bits & (bits - 1)) === 0;
}

/** MLIR's `verifyAtomicMemOp`: what an atomic access needs, and no syncscope without one. */
function verifyAtomicAccess(op: Operation, type: Type, unsupported: readonly string[]): boolean {
  const order = orderingOf(op);
  let message: string | null = null;
  if (order === 'not_atomic') {
    if (op.getAttr('syncscope') !== undefined)
      message = 'expected syncscope to be null for non-atomic access';
  } else if (!isAtomicType(type))
    message = `unsupported type '${type.toString()}' for atomic access`;
  else if (unsupported.includes(order)) message = `unsupported ordering '${order}'`;
  else if (op.getAttr('alignment') === undefined) message = 'expected alignment for atomic access';
  if (message === null) return true;
  op.emitOpError(message);
  return false;
}

/** `llvm.load %p : !llvm.ptr -> i32`. */
export class LoadOp extends defineOp({
  name: 'llvm.load',
  operands: { addr: LlvmPointer },
  results: { res: LoadableType },
  properties: { ...accessProperties, invariant: unit, dereferenceable: opaque },
  interfaces: [
    MemoryEffectOpInterface.implement({ getEffects: (op) => accessEffects(op, 'read', 0) }),
  ],
  parse: parseLoadOp,
  print: printLoadOp,
}) {
  override verify(): boolean {
    return verifyAtomicAccess(this, this.res.type, ['release', 'acq_rel']);
  }
}

/** `llvm.store %v, %p : i32, !llvm.ptr`. */
export class StoreOp extends defineOp({
  name: 'llvm.store',
  operands: { value: LoadableType, addr: LlvmPointer },
  properties: accessProperties,
  interfaces: [
    MemoryEffectOpInterface.implement({ getEffects: (op) => accessEffects(op, 'write', 1) }),
  ],
  parse: parseStoreOp,
  print: printStoreOp,
}) {
  override verify(): boolean {
    return verifyAtomicAccess(this, this.value.type, ['acquire', 'acq_rel']);
  }
}
