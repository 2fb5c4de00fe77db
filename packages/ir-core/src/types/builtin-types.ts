import type { MLIRContext } from '../context.js';
import { floatSemantics, type FloatSemantics } from '../support/float-semantics.js';
import type { AttrTypePrinter } from '../text/attr-type-printer.js';
import { Type } from './type.js';

/** Keys of composite types join their parts' uids; `,` cannot occur in a uid. */
function uidList(types: readonly Type[]): string {
  let key = '';
  for (const type of types) key += type.uid + ',';
  return key;
}

export type Signedness = 'signless' | 'signed' | 'unsigned';

/** Integer widths that pass this mask unchanged (0 to 4095) are uniqued in indexed tables. */
const SMALL_WIDTH_MASK = 0xfff;
const INTEGER_TABLE_KIND: Readonly<Record<Signedness, string>> = {
  signless: 'type-i',
  signed: 'type-si',
  unsigned: 'type-ui',
};

/** `iN`, `siN`, `uiN`: an integer of N bits (0 to 2^24-1, as MLIR allows). */
export class IntegerType extends Type {
  /** MLIR's limit on integer widths. */
  static readonly kMaxWidth = (1 << 24) - 1;

  private constructor(
    context: MLIRContext,
    uid: number,
    readonly width: number,
    readonly signedness: Signedness,
  ) {
    super(context, uid);
  }

  /** Why `width` is not a valid integer width, or null when it is. */
  static verifyWidth(width: number): string | null {
    if (!Number.isInteger(width) || width < 0) return 'invalid integer width';
    if (width > IntegerType.kMaxWidth)
      return `integer bitwidth is limited to ${IntegerType.kMaxWidth} bits`;
    return null;
  }

  static get(
    context: MLIRContext,
    width: number,
    signedness: Signedness = 'signless',
  ): IntegerType {
    // Widths up to 2^12 (nearly all) are looked up by index, one table per signedness.
    if ((width & SMALL_WIDTH_MASK) === width) {
      const uniquer = context.uniquer;
      const table = uniquer.indexedTable<IntegerType>(INTEGER_TABLE_KIND[signedness]);
      const found = table[width];
      if (found !== undefined) return found;
      const made = new IntegerType(context, uniquer.newSideUid(), width, signedness);
      table[width] = made;
      return made;
    }
    const problem = IntegerType.verifyWidth(width);
    if (problem) throw new Error(problem);
    return context.uniquer.get(
      `i|${width}|${signedness}`,
      (uid) => new IntegerType(context, uid, width, signedness),
    );
  }

  override isInteger(width?: number): boolean {
    return width === undefined || width === this.width;
  }

  override isSignlessInteger(width?: number): boolean {
    return this.signedness === 'signless' && this.isInteger(width);
  }

  override isSignedInteger(width?: number): boolean {
    return this.signedness === 'signed' && this.isInteger(width);
  }

  override isUnsignedInteger(width?: number): boolean {
    return this.signedness === 'unsigned' && this.isInteger(width);
  }

  override getIntOrFloatBitWidth(): number {
    return this.width;
  }

  get isSignless(): boolean {
    return this.signedness === 'signless';
  }

  get isSigned(): boolean {
    return this.signedness === 'signed';
  }

  get isUnsigned(): boolean {
    return this.signedness === 'unsigned';
  }

  print(printer: AttrTypePrinter): void {
    const prefix =
      this.signedness === 'signless' ? 'i' : this.signedness === 'signed' ? 'si' : 'ui';
    printer.write(prefix + this.width);
  }
}

/** `index`: a target-sized integer for sizes and subscripts (64 bits when stored in attributes). */
export class IndexType extends Type {
  /** Width used for index values held in attributes, as MLIR's `kInternalStorageBitWidth`. */
  static readonly kInternalStorageBitWidth = 64;

  static get(context: MLIRContext): IndexType {
    const uniquer = context.uniquer;
    const table = uniquer.indexedTable<IndexType>('type-index');
    return (table[0] ??= new IndexType(context, uniquer.newSideUid()));
  }

  override isIndex(): boolean {
    return true;
  }

  print(printer: AttrTypePrinter): void {
    printer.write('index');
  }
}

function newFloatTable(): Map<string, FloatType> {
  return new Map();
}

/** Every builtin float type, one class parameterized by its {@link FloatSemantics}. */
export class FloatType extends Type {
  private constructor(
    context: MLIRContext,
    uid: number,
    readonly semantics: FloatSemantics,
  ) {
    super(context, uid);
  }

  /** The float type spelled `name` (`f32`, `bf16`, `f8E4M3FN`, ...). */
  static get(context: MLIRContext, name: string): FloatType {
    const uniquer = context.uniquer;
    const table = uniquer.sideTable('type-float', '', newFloatTable);
    let type = table.get(name);
    if (type === undefined) {
      type = new FloatType(context, uniquer.newSideUid(), floatSemantics(name));
      table.set(name, type);
    }
    return type;
  }

  static getF16(context: MLIRContext): FloatType {
    return FloatType.get(context, 'f16');
  }

  static getBF16(context: MLIRContext): FloatType {
    return FloatType.get(context, 'bf16');
  }

  static getF32(context: MLIRContext): FloatType {
    return FloatType.get(context, 'f32');
  }

  static getF64(context: MLIRContext): FloatType {
    return FloatType.get(context, 'f64');
  }

  get name(): string {
    return this.semantics.name;
  }

  get width(): number {
    return this.semantics.bitWidth;
  }

  /** Significand bits including the integer bit, as MLIR's `getFPMantissaWidth`. */
  get fpMantissaWidth(): number {
    return this.semantics.precision;
  }

  override isFloat(): boolean {
    return true;
  }

  override getIntOrFloatBitWidth(): number {
    return this.semantics.bitWidth;
  }

  isF16(): boolean {
    return this.semantics.name === 'f16';
  }

  isBF16(): boolean {
    return this.semantics.name === 'bf16';
  }

  isF32(): boolean {
    return this.semantics.name === 'f32';
  }

  isF64(): boolean {
    return this.semantics.name === 'f64';
  }

  print(printer: AttrTypePrinter): void {
    printer.write(this.semantics.name);
  }
}

/** `none`: the unit type. */
export class NoneType extends Type {
  static get(context: MLIRContext): NoneType {
    return context.uniquer.get('none', (uid) => new NoneType(context, uid));
  }

  print(printer: AttrTypePrinter): void {
    printer.write('none');
  }
}

/** `(inputs) -> results`. */
export class FunctionType extends Type {
  private constructor(
    context: MLIRContext,
    uid: number,
    readonly inputs: readonly Type[],
    readonly results: readonly Type[],
  ) {
    super(context, uid);
  }

  static get(
    context: MLIRContext,
    inputs: readonly Type[],
    results: readonly Type[],
  ): FunctionType {
    const key = `fn|${uidList(inputs)}|${uidList(results)}`;
    return context.uniquer.get(
      key,
      (uid) =>
        new FunctionType(context, uid, Object.freeze([...inputs]), Object.freeze([...results])),
    );
  }

  get numInputs(): number {
    return this.inputs.length;
  }

  get numResults(): number {
    return this.results.length;
  }

  /** A copy with other inputs and/or results. */
  clone(
    inputs: readonly Type[] = this.inputs,
    results: readonly Type[] = this.results,
  ): FunctionType {
    return FunctionType.get(this.context, inputs, results);
  }

  print(printer: AttrTypePrinter): void {
    printFunctionalType(printer, this.inputs, this.results);
  }
}

/**
 * `(inputs) -> results`, as MLIR prints function types and generic op signatures: a single result
 * goes without parentheses unless it is itself a function type.
 */
export function printFunctionalType(
  printer: AttrTypePrinter,
  inputs: readonly Type[],
  results: readonly Type[],
): void {
  printer.write('(');
  printer.printTypeList(inputs);
  printer.write(') -> ');
  if (results.length === 1 && !(results[0] instanceof FunctionType)) {
    printer.printType(results[0]!);
    return;
  }
  printer.write('(');
  printer.printTypeList(results);
  printer.write(')');
}

/** `tuple<T...>`. */
export class TupleType extends Type {
  private constructor(
    context: MLIRContext,
    uid: number,
    readonly types: readonly Type[],
  ) {
    super(context, uid);
  }

  static get(context: MLIRContext, types: readonly Type[]): TupleType {
    return context.uniquer.get(
      `tuple|${uidList(types)}`,
      (uid) => new TupleType(context, uid, Object.freeze([...types])),
    );
  }

  get size(): number {
    return this.types.length;
  }

  /** The leaf types, with nested tuples expanded, as MLIR's `getFlattenedTypes`. */
  getFlattenedTypes(): Type[] {
    const out: Type[] = [];
    const stack: Type[] = [...this.types].reverse();
    while (stack.length > 0) {
      const type = stack.pop()!;
      if (type instanceof TupleType) {
        for (let i = type.types.length - 1; i >= 0; i--) stack.push(type.types[i]!);
      } else out.push(type);
    }
    return out;
  }

  print(printer: AttrTypePrinter): void {
    printer.write('tuple<');
    printer.printTypeList(this.types);
    printer.write('>');
  }
}

/** `complex<T>` of an integer or float element type. */
export class ComplexType extends Type {
  private constructor(
    context: MLIRContext,
    uid: number,
    readonly elementType: Type,
  ) {
    super(context, uid);
  }

  /** Why `elementType` cannot be a complex element, or null. */
  static verify(elementType: Type): string | null {
    return elementType.isIntOrFloat() ? null : 'invalid element type for complex';
  }

  static get(context: MLIRContext, elementType: Type): ComplexType {
    const problem = ComplexType.verify(elementType);
    if (problem) throw new Error(problem);
    return context.uniquer.get(
      `complex|${elementType.uid}`,
      (uid) => new ComplexType(context, uid, elementType),
    );
  }

  print(printer: AttrTypePrinter): void {
    printer.write('complex<');
    printer.printType(this.elementType);
    printer.write('>');
  }
}
