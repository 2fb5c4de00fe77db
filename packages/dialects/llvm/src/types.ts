/**
 * The llvm dialect's types (MLIR's LLVMTypes.td): pointers, arrays, structs, functions, target
 * extension types and the keyword types LLVM IR has and the builtin dialect lacks. Integers,
 * floats and vectors stay builtin types.
 *
 * Inside the body of an llvm type, nested llvm types are written without `!llvm.` (the dialect's
 * type system is closed), so `!llvm.array<4 x ptr>`; any other type keeps its full spelling.
 */
import { type AttrTypePrinter, DialectType, type MLIRContext, type Type } from '@strata/ir-core';

/** Base of every type of the llvm dialect. */
export abstract class LLVMType extends DialectType {
  readonly dialectNamespace = 'llvm';

  /** Whether the type may be an element of a builtin `vector` (MLIR's VectorElementTypeInterface). */
  override isValidVectorElementType(): boolean {
    return false;
  }

  /** No llvm type implements MLIR's MemRefElementTypeInterface. */
  override isValidMemRefElementType(): boolean {
    return false;
  }
}

/** Prints `type` nested in an llvm type's body: the shorthand for llvm types, in full otherwise. */
export function printNestedType(printer: AttrTypePrinter, type: Type): void {
  if (type instanceof LLVMType) type.printBody(printer);
  else printer.printType(type);
}

/** An llvm type without parameters, uniqued by its keyword (a static field of each subclass). */
abstract class KeywordType extends LLVMType {
  static readonly keyword: string;

  /** The type of the class it is called on (`LLVMVoidType.get(context)`). */
  static get<T extends KeywordType>(
    this: { new (context: MLIRContext, uid: number): T; readonly keyword: string },
    context: MLIRContext,
  ): T {
    const make = this;
    return context.uniquer.get(`llvm.${make.keyword}`, (uid) => new make(context, uid));
  }

  printBody(printer: AttrTypePrinter): void {
    printer.write((this.constructor as typeof KeywordType).keyword);
  }
}

/** `!llvm.void`: the result type of a function that returns nothing. */
export class LLVMVoidType extends KeywordType {
  static override readonly keyword = 'void';
}

/** `!llvm.ppc_fp128`: PowerPC's 128-bit double-double float, which has no builtin type. */
export class LLVMPPCFP128Type extends KeywordType {
  static override readonly keyword = 'ppc_fp128';

  override isValidVectorElementType(): boolean {
    return true;
  }
}

/** `!llvm.token`: an opaque value tied to the instruction that made it. */
export class LLVMTokenType extends KeywordType {
  static override readonly keyword = 'token';
}

/** `!llvm.label`: the type of a basic block's address in LLVM IR. */
export class LLVMLabelType extends KeywordType {
  static override readonly keyword = 'label';
}

/** `!llvm.metadata`: the type of metadata operands of intrinsics. */
export class LLVMMetadataType extends KeywordType {
  static override readonly keyword = 'metadata';
}

/** `!llvm.x86_amx`: an x86 AMX tile. */
export class LLVMX86AMXType extends KeywordType {
  static override readonly keyword = 'x86_amx';
}

/** The parameterless llvm types by their keyword. */
export const KEYWORD_TYPES: ReadonlyMap<string, { get(context: MLIRContext): Type }> = new Map<
  string,
  { get(context: MLIRContext): Type }
>([
  ['void', LLVMVoidType],
  ['ppc_fp128', LLVMPPCFP128Type],
  ['token', LLVMTokenType],
  ['label', LLVMLabelType],
  ['metadata', LLVMMetadataType],
  ['x86_amx', LLVMX86AMXType],
]);

/** `!llvm.ptr` or `!llvm.ptr<N>`: an opaque pointer into address space N (0 is not printed). */
export class LLVMPointerType extends LLVMType {
  private constructor(
    context: MLIRContext,
    uid: number,
    /** An unsigned 32-bit address space. */
    readonly addressSpace: number,
  ) {
    super(context, uid);
  }

  static get(context: MLIRContext, addressSpace = 0): LLVMPointerType {
    if (!Number.isInteger(addressSpace) || addressSpace < 0 || addressSpace > 0xffffffff)
      throw new RangeError(`invalid address space ${addressSpace}`);
    return context.uniquer.get(
      `llvm.ptr|${addressSpace}`,
      (uid) => new LLVMPointerType(context, uid, addressSpace),
    );
  }

  override isValidVectorElementType(): boolean {
    return true;
  }

  printBody(printer: AttrTypePrinter): void {
    printer.write(this.addressSpace === 0 ? 'ptr' : `ptr<${this.addressSpace}>`);
  }
}

/** Why `type` cannot be an array element, or null when it can. */
export function verifyArrayElementType(type: Type): string | null {
  return type instanceof LLVMVoidType ||
    type instanceof LLVMLabelType ||
    type instanceof LLVMMetadataType ||
    type instanceof LLVMFunctionType ||
    type instanceof LLVMTokenType
    ? `invalid array element type: '${type.toString()}'`
    : null;
}

/** `!llvm.array<4 x i32>`: a fixed number of elements of one type. */
export class LLVMArrayType extends LLVMType {
  private constructor(
    context: MLIRContext,
    uid: number,
    readonly elementType: Type,
    /** An unsigned 64-bit count. */
    readonly numElements: bigint,
  ) {
    super(context, uid);
  }

  /** Throws on an invalid element type; parsers check {@link verifyArrayElementType} first. */
  static get(elementType: Type, numElements: number | bigint): LLVMArrayType {
    const problem = verifyArrayElementType(elementType);
    if (problem) throw new TypeError(problem);
    const count = BigInt(numElements);
    if (count < 0n || count >= 1n << 64n) throw new RangeError(`invalid array size ${count}`);
    const context = elementType.context;
    return context.uniquer.get(
      `llvm.array|${count}|${elementType.uid}`,
      (uid) => new LLVMArrayType(context, uid, elementType, count),
    );
  }

  printBody(printer: AttrTypePrinter): void {
    printer.write(`array<${this.numElements} x `);
    printNestedType(printer, this.elementType);
    printer.write('>');
  }
}

/** Why `type` cannot be a struct element, or null when it can. */
export function verifyStructElementType(type: Type): string | null {
  return type instanceof LLVMVoidType ||
    type instanceof LLVMLabelType ||
    type instanceof LLVMMetadataType ||
    type instanceof LLVMFunctionType ||
    type instanceof LLVMTokenType
    ? `invalid LLVM structure element type: '${type.toString()}'`
    : null;
}

/** Names of the identified structs being printed, innermost last: a nested reference prints its name only. */
const structsBeingPrinted: string[] = [];

/**
 * `!llvm.struct<(i32, f64)>` (literal, uniqued by its body), `!llvm.struct<packed (i8, i32)>`, or
 * identified by a name: `!llvm.struct<"node", (i32, ptr)>`, `!llvm.struct<"handle", opaque>`. As in
 * LLVM, an identified struct is one object per name in a context whose body is set once, so it can
 * contain itself (`!llvm.struct<"list", (struct<"list">)>` prints the inner reference by name).
 */
export class LLVMStructType extends LLVMType {
  private bodyTypes: readonly Type[] = [];
  private packedBody = false;
  private initialized: boolean;
  private opaqueBody = false;

  private constructor(
    context: MLIRContext,
    uid: number,
    /** The name of an identified struct, null for a literal one. */
    readonly name: string | null,
    body: readonly Type[],
    packed: boolean,
  ) {
    super(context, uid);
    this.bodyTypes = body;
    this.packedBody = packed;
    this.initialized = name === null;
  }

  /** A literal struct; throws on an invalid element type (see {@link verifyStructElementType}). */
  static getLiteral(context: MLIRContext, body: readonly Type[], packed = false): LLVMStructType {
    for (const type of body) {
      const problem = verifyStructElementType(type);
      if (problem) throw new TypeError(problem);
    }
    const key = `llvm.struct|${packed ? 'p' : ''}|${body.map((type) => type.uid).join(',')}`;
    return context.uniquer.get(key, (uid) => new LLVMStructType(context, uid, null, body, packed));
  }

  /** The identified struct `name`, without a body until {@link setBody} or {@link setOpaque}. */
  static getIdentified(context: MLIRContext, name: string): LLVMStructType {
    return context.uniquer.get(
      `llvm.struct.identified|${name}`,
      (uid) => new LLVMStructType(context, uid, name, [], false),
    );
  }

  /** The identified struct `name` marked opaque; null when it already has a body. */
  static getOpaque(context: MLIRContext, name: string): LLVMStructType | null {
    const type = LLVMStructType.getIdentified(context, name);
    return type.setOpaque() ? type : null;
  }

  get isIdentified(): boolean {
    return this.name !== null;
  }

  /** Whether the struct has a body (always for literal structs). */
  get isInitialized(): boolean {
    return this.initialized;
  }

  /** An identified struct declared opaque or not (yet) given a body. */
  get isOpaque(): boolean {
    return this.opaqueBody || !this.initialized;
  }

  get isPacked(): boolean {
    return this.packedBody;
  }

  get body(): readonly Type[] {
    return this.bodyTypes;
  }

  /**
   * Gives an identified struct its body. Answers false (and changes nothing) when it already has a
   * different one or is opaque, as LLVM's `StructType::setBody` may not redefine a struct.
   */
  setBody(body: readonly Type[], packed = false): boolean {
    if (this.name === null) throw new Error('a literal struct has no settable body');
    if (this.initialized)
      return (
        !this.opaqueBody &&
        packed === this.packedBody &&
        body.length === this.bodyTypes.length &&
        body.every((type, i) => type === this.bodyTypes[i])
      );
    for (const type of body) {
      const problem = verifyStructElementType(type);
      if (problem) throw new TypeError(problem);
    }
    this.bodyTypes = body;
    this.packedBody = packed;
    this.initialized = true;
    return true;
  }

  /** Declares an identified struct opaque; false when it already has a body. */
  setOpaque(): boolean {
    if (this.name === null) throw new Error('a literal struct cannot be opaque');
    if (this.initialized) return this.opaqueBody;
    this.initialized = true;
    this.opaqueBody = true;
    return true;
  }

  printBody(printer: AttrTypePrinter): void {
    printer.write('struct<');
    const name = this.name;
    if (name !== null) {
      printer.printEscapedString(name);
      if (structsBeingPrinted.includes(name)) {
        printer.write('>');
        return;
      }
      if (this.isOpaque) {
        printer.write(', opaque>');
        return;
      }
      printer.write(', ');
    }
    printer.write(this.packedBody ? 'packed (' : '(');
    if (name !== null) structsBeingPrinted.push(name);
    try {
      const body = this.bodyTypes;
      for (let i = 0; i < body.length; i++) {
        if (i > 0) printer.write(', ');
        printNestedType(printer, body[i]!);
      }
    } finally {
      if (name !== null) structsBeingPrinted.pop();
    }
    printer.write(')>');
  }
}

/** Why `type` cannot be a function's result, or null when it can. */
export function verifyFunctionResultType(type: Type): string | null {
  return type instanceof LLVMFunctionType ||
    type instanceof LLVMMetadataType ||
    type instanceof LLVMLabelType
    ? `invalid function result type: '${type.toString()}'`
    : null;
}

/** Why `type` cannot be a function's parameter, or null when it can. */
export function verifyFunctionParamType(type: Type): string | null {
  return type instanceof LLVMVoidType || type instanceof LLVMFunctionType
    ? `invalid function argument type: '${type.toString()}'`
    : null;
}

/** `!llvm.func<i32 (ptr, ...)>`: a result (`void` for none), parameters, and whether it is variadic. */
export class LLVMFunctionType extends LLVMType {
  private constructor(
    context: MLIRContext,
    uid: number,
    readonly returnType: Type,
    readonly params: readonly Type[],
    readonly isVarArg: boolean,
  ) {
    super(context, uid);
  }

  /** Throws on an invalid result or parameter type (see the `verifyFunction*Type` checks). */
  static get(returnType: Type, params: readonly Type[], isVarArg = false): LLVMFunctionType {
    const problem =
      verifyFunctionResultType(returnType) ??
      params.map(verifyFunctionParamType).find((p) => p !== null);
    if (problem) throw new TypeError(problem);
    return LLVMFunctionType.getUnchecked(returnType, params, isVarArg);
  }

  /**
   * Without the checks: what MLIR's unchecked `get` builds where an op's syntax makes the type
   * (`llvm.func`'s signature takes `-> !llvm.metadata`, and mlir-opt prints it).
   */
  static getUnchecked(
    returnType: Type,
    params: readonly Type[],
    isVarArg: boolean,
  ): LLVMFunctionType {
    const context = returnType.context;
    const key = `llvm.func|${isVarArg ? 'v' : ''}|${returnType.uid}|${params.map((t) => t.uid).join(',')}`;
    return context.uniquer.get(
      key,
      (uid) => new LLVMFunctionType(context, uid, returnType, params, isVarArg),
    );
  }

  /** The result types as an op sees them: none for `void`. */
  get returnTypes(): readonly Type[] {
    return this.returnType instanceof LLVMVoidType ? [] : [this.returnType];
  }

  printBody(printer: AttrTypePrinter): void {
    printer.write('func<');
    printNestedType(printer, this.returnType);
    printer.write(' (');
    const params = this.params;
    for (let i = 0; i < params.length; i++) {
      if (i > 0) printer.write(', ');
      printNestedType(printer, params[i]!);
    }
    if (this.isVarArg) printer.write(params.length > 0 ? ', ...' : '...');
    printer.write(')>');
  }
}

/**
 * `!llvm.target<"name", types..., ints...>`: a target extension type of LLVM IR, opaque to the
 * compiler apart from its type and unsigned 32-bit integer parameters.
 */
export class LLVMTargetExtType extends LLVMType {
  private constructor(
    context: MLIRContext,
    uid: number,
    readonly extTypeName: string,
    readonly typeParams: readonly Type[],
    readonly intParams: readonly number[],
  ) {
    super(context, uid);
  }

  static get(
    context: MLIRContext,
    extTypeName: string,
    typeParams: readonly Type[] = [],
    intParams: readonly number[] = [],
  ): LLVMTargetExtType {
    const key = `llvm.target|${extTypeName.length}|${extTypeName}|${typeParams.map((t) => t.uid).join(',')}|${intParams.join(',')}`;
    return context.uniquer.get(
      key,
      (uid) => new LLVMTargetExtType(context, uid, extTypeName, typeParams, intParams),
    );
  }

  printBody(printer: AttrTypePrinter): void {
    printer.write('target<');
    printer.printEscapedString(this.extTypeName);
    // Unlike other llvm types, the type parameters print in full (`!llvm.ptr`).
    for (const type of this.typeParams) {
      printer.write(', ');
      printer.printType(type);
    }
    for (const value of this.intParams) printer.write(`, ${value}`);
    printer.write('>');
  }
}
