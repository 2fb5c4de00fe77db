/**
 * `llvm.call`: a direct call of an `llvm.func` (`@callee`) or an indirect one through a pointer
 * operand. As in MLIR, a call has no memory-effect model, so passes assume it may do anything:
 * CSE never merges calls and DCE never drops them.
 */
import {
  ArrayAttrConstraint,
  AttrSizedOperandSegments,
  attrOfClass,
  CallOpInterface,
  defaultValued,
  defineOp,
  DenseI32ArrayAttr,
  FlatSymbolRefAttrConstraint,
  type Operation,
  optional,
  type SymbolRefAttr,
  type SymbolTableCollection,
  SymbolUserOpInterface,
  type Type,
  TypeAttrOf,
  variadic,
  variadicOfVariadic,
} from '@strata/ir-core';
import { CConvAttr, TailCallKindAttr } from '../enum-attributes.js';
import { AnyLlvmType, isLlvmPointer, LlvmFunctionTypeConstraint } from '../type-constraints.js';
import { LLVMFunctionType, LLVMVoidType } from '../types.js';
import { fastmathFlags } from './arithmetic.js';
import { calleeOperands, parseCallOp, printCallOp } from './call-syntax.js';
import { CConvAttrConstraint, DictArrayAttr, LLVMFuncOp } from './function.js';
import { opaque, unit } from './global-value.js';

const TailCallKindConstraint = attrOfClass('LLVM Tail Call Kind', TailCallKindAttr);

/** The `callee` of a call, read generically (models are written before the class exists). */
function calleeOf(op: Operation): SymbolRefAttr | null {
  return (op.properties.get('callee') as SymbolRefAttr | undefined) ?? null;
}

/** The arguments a call passes: its callee operands without an indirect call's pointer. */
function argOperands(op: Operation) {
  return calleeOperands(op).slice(calleeOf(op) === null ? 1 : 0);
}

function failed(op: Operation, message: string): false {
  op.emitOpError(message);
  return false;
}

/**
 * MLIR's check of a call against the type it calls through, in its order: arguments (at least
 * the fixed ones of a variadic callee), then the result.
 */
function verifyAgainstCallee(op: Operation, type: LLVMFunctionType): boolean {
  const args = argOperands(op);
  if (!type.isVarArg && type.params.length !== args.length)
    return failed(
      op,
      `incorrect number of operands (${args.length}) for callee (expecting: ${type.params.length})`,
    );
  if (type.params.length > args.length)
    return failed(
      op,
      `incorrect number of operands (${args.length}) for varargs callee (expecting at least: ${type.params.length})`,
    );
  for (let i = 0; i < type.params.length; i++) {
    const actual = args[i]!.type;
    if (actual !== type.params[i])
      return failed(
        op,
        `operand type mismatch for operand ${i}: '${actual.toString()}' != '${type.params[i]!.toString()}'`,
      );
  }
  const isVoid = type.returnType instanceof LLVMVoidType;
  if (op.numResults === 0 && !isVoid)
    return failed(op, 'expected function call to produce a value');
  if (op.numResults !== 0 && isVoid)
    return failed(op, 'calling function with void result must not produce values');
  const result: Type | undefined = op.getResultTypes()[0];
  if (result !== undefined && result !== type.returnType)
    return failed(
      op,
      `result type mismatch: '${result.toString()}' != '${type.returnType.toString()}'`,
    );
  return true;
}

/** `var_callee_type` must be variadic and agree with the fixed arguments and the result. */
function verifyVarCalleeType(op: Operation, type: LLVMFunctionType): boolean {
  if (!type.isVarArg) return failed(op, 'expected var_callee_type to be a variadic function type');
  const args = argOperands(op);
  if (type.params.length > args.length)
    return failed(op, `expected var_callee_type to have at most ${args.length} parameters`);
  for (let i = 0; i < type.params.length; i++) {
    if (type.params[i] !== args[i]!.type)
      return failed(
        op,
        `var_callee_type parameter type mismatch: '${type.params[i]!.toString()}' != '${args[i]!.type.toString()}'`,
      );
  }
  const result = op.getResultTypes()[0];
  if (result === undefined)
    return (
      type.returnType instanceof LLVMVoidType ||
      failed(op, 'expected var_callee_type to return void')
    );
  return result === type.returnType || failed(op, 'var_callee_type return type mismatch');
}

export class CallOp extends defineOp({
  name: 'llvm.call',
  properties: {
    var_callee_type: optional(TypeAttrOf(LlvmFunctionTypeConstraint)),
    callee: optional(FlatSymbolRefAttrConstraint),
    fastmathFlags,
    CConv: defaultValued(CConvAttrConstraint, (context) => CConvAttr.get(context, 'ccc')),
    TailCallKind: defaultValued(TailCallKindConstraint, (context) =>
      TailCallKindAttr.get(context, 'none'),
    ),
    memory_effects: opaque,
    convergent: unit,
    no_unwind: unit,
    will_return: unit,
    op_bundle_sizes: DenseI32ArrayAttr,
    op_bundle_tags: optional(ArrayAttrConstraint),
    arg_attrs: optional(DictArrayAttr),
    res_attrs: optional(DictArrayAttr),
    no_inline: unit,
    always_inline: unit,
    inline_hint: unit,
    access_groups: opaque,
    alias_scopes: opaque,
    noalias_scopes: opaque,
    tbaa: opaque,
  },
  operands: {
    callee_operands: variadic(AnyLlvmType),
    op_bundle_operands: variadicOfVariadic(AnyLlvmType, 'op_bundle_sizes'),
  },
  results: { result: optional(AnyLlvmType) },
  traits: [AttrSizedOperandSegments],
  interfaces: [
    CallOpInterface.implement({
      // An unverified call may have neither a callee nor operands.
      getCallableForCallee: (op) => calleeOf(op) ?? (op.numOperands > 0 ? op.getOperand(0) : null),
      getArgOperands: (op) => argOperands(op),
    }),
    SymbolUserOpInterface.implement({
      verifySymbolUses(op: Operation, symbolTables: SymbolTableCollection): boolean {
        const callee = calleeOf(op);
        if (callee === null) {
          if (calleeOperands(op).length === 0)
            return failed(op, 'must have either a `callee` attribute or at least an operand');
          const pointer = op.getOperand(0).type;
          if (!isLlvmPointer(pointer))
            return failed(op, `indirect call expects a pointer as callee: '${pointer.toString()}'`);
          return true;
        }
        const fn = symbolTables.lookupNearestSymbolFrom(op, callee);
        const name = callee.rootReference;
        if (fn === null)
          return failed(op, `'${name}' does not reference a symbol in the current scope`);
        if (!(fn instanceof LLVMFuncOp))
          return failed(op, `'${name}' does not reference a valid LLVM function or IFunc`);
        const type = fn.functionType;
        if (type.isVarArg && op.properties.get('var_callee_type') === undefined)
          return failed(op, 'missing var_callee_type attribute for vararg call');
        return verifyAgainstCallee(op, type);
      },
    }),
  ],
  // MLIR's parser of this op is hand-written and does not check the dictionary's inherent attributes.
  verifyInherentAttrsOnParse: false,
  parse: parseCallOp,
  print: printCallOp,
}) {
  override verify(): boolean {
    const type = this.var_callee_type;
    return type === undefined || verifyVarCalleeType(this, type.value as LLVMFunctionType);
  }
}
