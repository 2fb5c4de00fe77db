/**
 * `llvm.func`, a function with LLVM's linkage, calling convention and attributes and an
 * `!llvm.func` type, and `llvm.return`, which ends its body.
 */
import {
  AffineScope,
  AnyRegion,
  attrOfClass,
  ArrayAttrConstraint,
  ArrayAttrOf,
  AutomaticAllocationScope,
  BoolAttrConstraint,
  CallableOpInterface,
  defaultValued,
  defineOp,
  DenseI32ArrayAttr,
  DictionaryAttrConstraint,
  FlatSymbolRefAttrConstraint,
  FunctionOpInterface,
  FunctionType,
  I32Attr,
  I64Attr,
  IsolatedFromAbove,
  type Operation,
  optional,
  Pure,
  ReturnLike,
  StrAttr,
  SymbolNameAttr,
  SymbolOpInterface,
  SymbolRefAttrConstraint,
  type TypeAttr,
  TypeAttrOf,
} from '@strata/ir-core';
import { CConvAttr } from '../enum-attributes.js';
import { AnyLlvmType, isCompatibleType, LlvmFunctionTypeConstraint } from '../type-constraints.js';
import { LLVMFunctionType, LLVMVoidType } from '../types.js';
import { parseLlvmFuncOp, printLlvmFuncOp } from './function-syntax.js';
import { linkage, opaque, unit, unnamedAddr, visibility } from './global-value.js';

/** MLIR's `DictArrayAttr`. */
export const DictArrayAttr = ArrayAttrOf(
  DictionaryAttrConstraint,
  'Array of dictionary attributes',
);

export const CConvAttrConstraint = attrOfClass('LLVM Calling Convention specification', CConvAttr);

/** The type of an `llvm.func`, read generically (models are written before the class exists). */
function llvmFunctionTypeOf(op: Operation): LLVMFunctionType {
  return (op.properties.get('function_type') as TypeAttr).value as LLVMFunctionType;
}

function callableRegion(op: Operation) {
  const body = op.getRegion(0);
  return body.empty() ? null : body;
}

const str = optional(StrAttr);

/**
 * `llvm.func @f(%arg0: i32) -> i32 {...}`: an LLVM function; without a body, a declaration.
 * Its properties are MLIR 22's inherent attributes of the op, so each prints where mlir-opt
 * prints it (`<{...}>` in generic form).
 */
export class LLVMFuncOp extends defineOp({
  name: 'llvm.func',
  properties: {
    sym_name: SymbolNameAttr,
    sym_visibility: str,
    function_type: TypeAttrOf(LlvmFunctionTypeConstraint),
    linkage,
    dso_local: unit,
    CConv: defaultValued(CConvAttrConstraint, (context) => CConvAttr.get(context, 'ccc')),
    comdat: optional(SymbolRefAttrConstraint),
    convergent: unit,
    personality: optional(FlatSymbolRefAttrConstraint),
    garbageCollector: str,
    passthrough: optional(ArrayAttrConstraint),
    arg_attrs: optional(DictArrayAttr),
    res_attrs: optional(DictArrayAttr),
    function_entry_count: opaque,
    memory_effects: opaque,
    visibility_: visibility,
    arm_streaming: unit,
    arm_locally_streaming: unit,
    arm_streaming_compatible: unit,
    arm_new_za: unit,
    arm_in_za: unit,
    arm_out_za: unit,
    arm_inout_za: unit,
    arm_preserves_za: unit,
    section: str,
    unnamed_addr: unnamedAddr,
    alignment: optional(I64Attr),
    vscale_range: opaque,
    frame_pointer: opaque,
    target_cpu: str,
    tune_cpu: str,
    reciprocal_estimates: str,
    prefer_vector_width: str,
    target_features: opaque,
    no_infs_fp_math: optional(BoolAttrConstraint),
    no_nans_fp_math: optional(BoolAttrConstraint),
    no_signed_zeros_fp_math: optional(BoolAttrConstraint),
    fp_contract: str,
    instrument_function_entry: str,
    instrument_function_exit: str,
    no_inline: unit,
    always_inline: unit,
    inline_hint: unit,
    no_unwind: unit,
    will_return: unit,
    optimize_none: unit,
    vec_type_hint: opaque,
    work_group_size_hint: optional(DenseI32ArrayAttr),
    reqd_work_group_size: optional(DenseI32ArrayAttr),
    intel_reqd_sub_group_size: optional(I32Attr),
    uwtable_kind: opaque,
  },
  regions: { body: AnyRegion },
  traits: [AffineScope, AutomaticAllocationScope, IsolatedFromAbove],
  interfaces: [
    CallableOpInterface.implement({
      getCallableRegion: (op) => callableRegion(op),
      getArgumentTypes: (op) => llvmFunctionTypeOf(op).params,
      getResultTypes: (op) => llvmFunctionTypeOf(op).returnTypes,
    }),
    // The interface speaks builtin function types: the LLVM signature without `void` and `...`.
    FunctionOpInterface.implement({
      getFunctionType: (op) => {
        const type = llvmFunctionTypeOf(op);
        return FunctionType.get(op.context, type.params, type.returnTypes);
      },
      getCallableRegion: (op) => callableRegion(op),
    }),
    // Unlike `func.func`, a body-less `llvm.func` is no declaration to the symbol interface:
    // MLIR lets it be public.
    SymbolOpInterface.implement({}),
  ],
  parse: parseLlvmFuncOp,
  // MLIR's parser of this op is hand-written and does not check the dictionary's inherent attributes.
  verifyInherentAttrsOnParse: false,
  print: printLlvmFuncOp,
}) {
  get functionType(): LLVMFunctionType {
    return this.function_type.value as LLVMFunctionType;
  }

  get isExternal(): boolean {
    return this.body.empty();
  }

  /** MLIR's checks of linkage against the body, in its order. */
  override verify(): boolean {
    const linkage = this.linkage.value;
    if (linkage === 'common') {
      this.emitOpError("functions cannot have 'common' linkage");
      return false;
    }
    if (this.isExternal) {
      if (linkage === 'external' || linkage === 'extern_weak') return true;
      this.emitOpError("external functions must have 'external' or 'extern_weak' linkage");
      return false;
    }
    if (this.no_inline !== undefined && this.always_inline !== undefined) {
      this.emitError('no_inline and always_inline attributes are incompatible');
      return false;
    }
    return true;
  }

  /** The entry block's arguments must be LLVM types (checked after the body verified). */
  override verifyRegions(): boolean {
    const entry = this.body.front;
    if (entry === null) return true;
    const count = Math.min(this.functionType.params.length, entry.numArguments);
    for (let i = 0; i < count; i++) {
      if (!isCompatibleType(entry.getArgument(i).type)) {
        this.emitOpError(`entry block argument #${i} is not of LLVM type`);
        return false;
      }
    }
    return true;
  }
}

/**
 * `llvm.return %v : i32` (or bare `llvm.return` in a `void` function): returns from the
 * enclosing `llvm.func`, whose result type the operand must have.
 */
export class ReturnOp extends defineOp({
  name: 'llvm.return',
  operands: { arg: optional(AnyLlvmType) },
  traits: [Pure, ReturnLike],
  assemblyFormat: 'attr-dict ($arg^ `:` type($arg))?',
}) {
  override verify(): boolean {
    const parent = this.getParentOfType(LLVMFuncOp);
    if (parent === null) return true;
    const expected = parent.functionType.returnType;
    const arg = this.arg;
    let message: string | null = null;
    if (expected instanceof LLVMVoidType) {
      if (arg !== undefined && arg !== null) message = 'expected no operands';
    } else if (arg === undefined || arg === null) message = 'expected 1 operand';
    else if (arg.type !== expected) message = 'mismatching result types';
    if (message === null) return true;
    this.emitOpError(message, (d) => d.attachNote('when returning from function', parent.location));
    return false;
  }
}

/** The function ops, in the order the dialect registers them. */
export const functionOps = [LLVMFuncOp, ReturnOp];
