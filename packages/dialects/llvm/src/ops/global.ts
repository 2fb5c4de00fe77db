/**
 * `llvm.mlir.global`, a global variable (its value an attribute or computed by an initializer
 * region), and `llvm.mlir.addressof`, which gives the address of a global or a function.
 */
import {
  AnyAttr,
  AnyRegion,
  confined,
  ConstantLike,
  defaultValued,
  defineOp,
  FlatSymbolRefAttrConstraint,
  type FoldResult,
  I32Attr,
  I64Attr,
  IntegerAttr,
  IntegerType,
  IsolatedFromAbove,
  MemoryEffectOpInterface,
  type Operation,
  optional,
  Pure,
  SingleBlockImplicitTerminator,
  StrAttr,
  StringAttr,
  SymbolNameAttr,
  SymbolOpInterface,
  SymbolRefAttrConstraint,
  type SymbolRefAttr,
  type SymbolTableCollection,
  SymbolUserOpInterface,
  TypeAttrConstraint,
  TypeConstraint,
  encodeString,
} from '@strata/ir-core';
import { isCompatibleType, isLlvmPointer } from '../type-constraints.js';
import {
  LLVMArrayType,
  LLVMLabelType,
  LLVMMetadataType,
  LLVMPointerType,
  LLVMTokenType,
  LLVMVoidType,
} from '../types.js';
import { LLVMFuncOp } from './function.js';
import { parseGlobalOp, printGlobalOp } from './global-syntax.js';
import { linkage, opaque, unit, unnamedAddr, visibility } from './global-value.js';

/** MLIR's `ConfinedAttr<I32Attr, [IntNonNegative]>`. */
const AddressSpace = confined(
  I32Attr,
  '32-bit signless integer attribute whose value is non-negative',
  (attr) => attr.value >= 0n,
);

/** Whether `value` is an integer zero (what a `common` global may hold; MLIR also takes float and elements zeros). */
function isZero(value: unknown): boolean {
  return value instanceof IntegerAttr ? value.value === 0n : false;
}

function failed(op: Operation, message: string): false {
  op.emitOpError(message);
  return false;
}

export class GlobalOp extends defineOp({
  name: 'llvm.mlir.global',
  properties: {
    global_type: TypeAttrConstraint,
    constant: unit,
    sym_name: SymbolNameAttr,
    linkage,
    dso_local: unit,
    thread_local_: unit,
    externally_initialized: unit,
    value: optional(AnyAttr),
    alignment: optional(I64Attr),
    addr_space: defaultValued(AddressSpace, (context) =>
      IntegerAttr.get(IntegerType.get(context, 32), 0),
    ),
    unnamed_addr: unnamedAddr,
    section: optional(StrAttr),
    comdat: optional(SymbolRefAttrConstraint),
    dbg_exprs: opaque,
    visibility_: visibility,
    target_specific_attrs: opaque,
  },
  regions: { initializer: AnyRegion },
  traits: [IsolatedFromAbove, SingleBlockImplicitTerminator('llvm.return')],
  interfaces: [SymbolOpInterface.implement({})],
  // MLIR's parser of this op is hand-written and does not check the dictionary's inherent attributes.
  verifyInherentAttrsOnParse: false,
  parse: parseGlobalOp,
  print: printGlobalOp,
}) {
  /** MLIR's checks, in its order: the type, a string value's type, linkage, alignment. */
  override verify(): boolean {
    const type = this.global_type.value;
    if (
      !isCompatibleType(type) ||
      type instanceof LLVMVoidType ||
      type instanceof LLVMTokenType ||
      type instanceof LLVMMetadataType ||
      type instanceof LLVMLabelType
    )
      return failed(this, 'expects type to be a valid element type for an LLVM global');
    const value = this.value;
    if (value instanceof StringAttr) {
      const bytes = encodeString(value.value).length;
      const fits =
        type instanceof LLVMArrayType &&
        type.elementType.isSignlessInteger(8) &&
        type.numElements === BigInt(bytes);
      if (!fits)
        return failed(
          this,
          'requires an i8 array type of the length equal to that of the string attribute',
        );
    }
    const kind = this.linkage.value;
    if (kind === 'common' && value !== undefined && !isZero(value))
      return failed(this, "expected zero value for 'common' linkage");
    if (kind === 'appending' && !(type instanceof LLVMArrayType))
      return failed(this, "expected array type for 'appending' linkage");
    const alignment = this.alignment?.value;
    if (alignment !== undefined && (alignment <= 0n || (alignment & (alignment - 1n)) !== 0n)) {
      this.emitError('alignment attribute is not a power of 2');
      return false;
    }
    return true;
  }

  /** The initializer returns a value of the global's type, without side effects. */
  override verifyRegions(): boolean {
    const block = this.initializer.front;
    if (block === null) return true;
    const returned = block.getTerminator()?.getOperandTypes()[0];
    if (returned === undefined) return failed(this, 'initializer region cannot return void');
    const type = this.global_type.value;
    if (returned !== type)
      return failed(
        this,
        `initializer region type '${returned.toString()}' does not match global type '${type.toString()}'`,
      );
    for (const op of block) {
      const effects = MemoryEffectOpInterface.get(op);
      if (effects === null || effects.getEffects(op).length > 0) {
        op.emitError('ops with side effects not allowed in global initializers');
        return false;
      }
    }
    if (this.value !== undefined)
      return failed(this, 'cannot have both initializer value and region');
    return true;
  }
}

/**
 * `llvm.mlir.addressof @g : !llvm.ptr`: the address of a global or a function. A constant (its
 * value is the symbol), so the canonicalizer hoists and merges equal ones as mlir-opt does.
 */
export class AddressOfOp extends defineOp({
  name: 'llvm.mlir.addressof',
  properties: { global_name: FlatSymbolRefAttrConstraint },
  results: { res: new TypeConstraint('LLVM pointer type', isLlvmPointer) },
  traits: [ConstantLike, Pure],
  interfaces: [
    SymbolUserOpInterface.implement({
      verifySymbolUses(op: Operation, symbolTables: SymbolTableCollection): boolean {
        const name = op.properties.get('global_name') as SymbolRefAttr;
        const symbol = symbolTables.lookupNearestSymbolFrom(op, name);
        if (!(symbol instanceof GlobalOp || symbol instanceof LLVMFuncOp))
          return failed(
            op,
            "must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'",
          );
        const type = op.getResult(0).type as LLVMPointerType;
        if (symbol instanceof GlobalOp && Number(symbol.addr_space.value) !== type.addressSpace)
          return failed(
            op,
            'pointer address space must match address space of the referenced global or alias',
          );
        return true;
      },
    }),
  ],
  assemblyFormat: '$global_name attr-dict `:` qualified(type($res))',
}) {
  fold(): FoldResult {
    return this.global_name;
  }
}

/** The global-variable ops, in the order the dialect registers them. */
export const globalOps = [GlobalOp, AddressOfOp];
