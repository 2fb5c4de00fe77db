import type { MLIRContext } from '../context.js';
import { APFloat } from '../support/apfloat.js';
import type { AttrTypePrinter } from '../text/attr-type-printer.js';
import { ComplexType, FloatType, IntegerType } from '../types/builtin-types.js';
import { ShapedType } from '../types/shaped-types.js';
import type { Type } from '../types/type.js';
import { Attribute, type TypeElision } from './attribute.js';
import { FloatAttr, IntegerAttr, integerStorageWidth } from './builtin-attributes.js';

/** `00` … `FF`, for printing raw buffers. */
const HEX_BYTES = Array.from({ length: 256 }, (_, byte) =>
  byte.toString(16).toUpperCase().padStart(2, '0'),
);

/** A scalar element as callers give it: integers as bigint/number/boolean, floats as number/APFloat. */
export type ElementValue = bigint | number | boolean | APFloat;

/** The integer or float type of one scalar inside elements of `elementType` (a complex's part type). */
function scalarTypeOf(elementType: Type): Type {
  return elementType instanceof ComplexType ? elementType.elementType : elementType;
}

/** Bytes one scalar occupies in MLIR's dense raw buffers (i1 is bit-packed instead). */
function storageBytes(scalar: Type): number {
  const width = scalar.isIndex() ? 64 : scalar.getIntOrFloatBitWidth();
  return Math.ceil(width / 8);
}

/** A scalar normalized as stored: integers wrapped to their width (signed unless unsigned), floats as bits. */
export function normalizeScalar(scalar: Type, value: ElementValue): bigint {
  if (scalar instanceof FloatType) {
    if (value instanceof APFloat) return value.convert(scalar.semantics).bits;
    if (typeof value === 'number') return APFloat.fromNumber(scalar.semantics, value).bits;
    throw new Error(`float element expected for ${scalar.toString()}`);
  }
  if (value instanceof APFloat)
    throw new Error(`integer element expected for ${scalar.toString()}`);
  const raw =
    typeof value === 'bigint'
      ? value
      : typeof value === 'boolean'
        ? value
          ? 1n
          : 0n
        : BigInt(value);
  const width = integerStorageWidth(scalar);
  return scalar.isUnsignedInteger() ? BigInt.asUintN(width, raw) : BigInt.asIntN(width, raw);
}

/**
 * Prints one stored scalar: `true`/`false` for a 1-bit integer of any signedness, the integer, or
 * the float as MLIR spells it.
 */
function printScalar(printer: AttrTypePrinter, scalar: Type, stored: bigint): void {
  if (scalar instanceof FloatType) printer.printFloat(new APFloat(scalar.semantics, stored));
  else if (scalar.isInteger(1)) printer.write(stored === 0n ? 'false' : 'true');
  else printer.write(stored.toString());
}

function allEqual<T>(values: readonly T[], stride: number): boolean {
  for (let i = stride; i < values.length; i++) if (values[i] !== values[i % stride]) return false;
  return true;
}

/**
 * Prints `count` elements as nested bracketed lists following `shape`, with an explicit loop over
 * positions instead of recursion (ranks are small, but element counts may be large).
 */
function printNestedElements(
  printer: AttrTypePrinter,
  shape: readonly number[],
  count: number,
  printElement: (index: number) => void,
): void {
  const rank = shape.length;
  if (rank === 0) {
    printElement(0);
    return;
  }
  const counters = new Array<number>(rank).fill(0);
  for (let i = 0; i < rank; i++) printer.write('[');
  for (let index = 0; index < count; index++) {
    printElement(index);
    // Advance the innermost counter, closing and reopening brackets as dimensions wrap.
    let dim = rank - 1;
    let closed = 0;
    while (dim >= 0 && ++counters[dim]! === shape[dim]!) {
      counters[dim] = 0;
      closed++;
      dim--;
    }
    printer.write(']'.repeat(closed));
    if (index + 1 < count) printer.write(', ' + '['.repeat(closed));
  }
}

/**
 * MLIR's raw buffer for stored scalars: little-endian, each scalar in whole bytes, except i1
 * (non-complex) which is bit-packed, and whose splat is one byte 0x00 or 0xFF.
 */
function encodeRawData(
  scalar: Type,
  stride: number,
  values: readonly bigint[],
  isSplat: boolean,
): Uint8Array {
  if (scalar.isInteger(1) && stride === 1) {
    if (isSplat) return Uint8Array.of(values[0] === 0n ? 0 : 0xff);
    const out = new Uint8Array(Math.ceil(values.length / 8));
    for (let i = 0; i < values.length; i++) if (values[i] !== 0n) out[i >> 3]! |= 1 << (i & 7);
    return out;
  }
  const bytes = storageBytes(scalar);
  const width = scalar.isIndex() ? 64 : scalar.getIntOrFloatBitWidth();
  const out = new Uint8Array(values.length * bytes);
  for (let i = 0; i < values.length; i++) {
    const raw = BigInt.asUintN(width, values[i]!);
    if (width <= 48) {
      // Small scalars fit a JS number exactly: no BigInt work per byte.
      let small = Number(raw);
      for (let b = 0; b < bytes; b++) {
        out[i * bytes + b] = small % 256;
        small = Math.floor(small / 256);
      }
      continue;
    }
    let big = raw;
    for (let b = 0; b < bytes; b++) {
      out[i * bytes + b] = Number(big & 0xffn);
      big >>= 8n;
    }
  }
  return out;
}

/** Decodes bytes one character each (windows-1252 decoding is injective), for uniquing keys. */
const keyDecoder = new TextDecoder('latin1');

function bytesToKey(bytes: Uint8Array): string {
  return keyDecoder.decode(bytes);
}

/** Base of `dense<...>` attributes: a statically shaped tensor or vector type and its elements. */
export abstract class DenseElementsAttr extends Attribute {
  abstract readonly type: ShapedType;
  /** True when every element is the same and only one is stored. */
  abstract readonly isSplat: boolean;

  get numElements(): number {
    return this.type.numElements;
  }

  override getType(): Type {
    return this.type;
  }

  /**
   * Writes the literal between `dense<` and `>`; `allowHex` lets large non-splat numeric data
   * print as a hex string (sparse indices never do).
   */
  abstract printLiteral(printer: AttrTypePrinter, allowHex?: boolean): void;

  print(printer: AttrTypePrinter, elision: TypeElision = 'never'): void {
    if (printer.shouldElideElements(this)) printer.printElidedElements();
    else {
      printer.write('dense<');
      this.printLiteral(printer);
      printer.write('>');
    }
    if (elision === 'must') return;
    printer.write(' : ');
    printer.printType(this.type);
  }
}

function verifyDenseType(type: ShapedType): void {
  if (!type.hasStaticShape)
    throw new Error(`dense elements need a static shape, got ${type.toString()}`);
}

/**
 * `dense<[1, 2]> : tensor<2xi32>`, `dense<1.0> : vector<4xf32>`, `dense<(1,2)> : tensor<complex<i8>>`:
 * integer, index, float or complex elements. Values are stored normalized (see {@link normalizeScalar});
 * a complex element is two consecutive scalars.
 */
export class DenseIntOrFPElementsAttr extends DenseElementsAttr {
  private constructor(
    context: MLIRContext,
    uid: number,
    readonly type: ShapedType,
    /** The stored scalars: one element if splat, else every element, in row-major order. */
    readonly values: readonly bigint[],
    readonly isSplat: boolean,
  ) {
    super(context, uid);
  }

  /** Whether elements of `elementType` can be held (int, index, float, or complex of int/float). */
  static isValidElementType(elementType: Type): boolean {
    return elementType.isIntOrIndexOrFloat() || elementType instanceof ComplexType;
  }

  /**
   * Elements of `type` from `values`: one element (a splat), or all of them. A complex element is
   * given as two consecutive scalars. Equal elements are stored as a splat, as MLIR does.
   */
  static get(type: ShapedType, values: readonly ElementValue[]): DenseIntOrFPElementsAttr {
    verifyDenseType(type);
    const elementType = type.elementType;
    if (!DenseIntOrFPElementsAttr.isValidElementType(elementType))
      throw new Error(`invalid dense element type ${elementType.toString()}`);
    const scalar = scalarTypeOf(elementType);
    const stride = elementType instanceof ComplexType ? 2 : 1;
    const count = type.numElements;
    if (values.length !== stride && values.length !== count * stride)
      throw new Error(
        `expected ${count} elements (or one splat) for ${type.toString()}, got ${values.length / stride}`,
      );
    const stored = values.map((value) => normalizeScalar(scalar, value));
    const splat = count === 0 ? false : allEqual(stored, stride);
    return DenseIntOrFPElementsAttr.unique(type, splat ? stored.slice(0, stride) : stored, splat);
  }

  /** The attribute of `type` storing `kept` (normalized scalars), a splat or not. */
  private static unique(
    type: ShapedType,
    kept: bigint[],
    splat: boolean,
  ): DenseIntOrFPElementsAttr {
    const scalar = scalarTypeOf(type.elementType);
    const stride = type.elementType instanceof ComplexType ? 2 : 1;
    // The raw buffer identifies the values compactly (one key character per byte).
    const key = `dense|${type.uid}|${splat ? 's' : 'a'}|${bytesToKey(encodeRawData(scalar, stride, kept, splat))}`;
    return type.context.uniquer.get(
      key,
      (uid) => new DenseIntOrFPElementsAttr(type.context, uid, type, Object.freeze(kept), splat),
    );
  }

  /**
   * Elements from MLIR's raw little-endian buffer: each scalar in whole bytes, except i1 which is
   * bit-packed; a buffer of a single element (for i1: one byte 0x00 or 0xFF) is a splat. Returns
   * null when the size does not fit the type.
   */
  static getFromRawBuffer(type: ShapedType, data: Uint8Array): DenseIntOrFPElementsAttr | null {
    verifyDenseType(type);
    const elementType = type.elementType;
    const scalar = scalarTypeOf(elementType);
    const stride = elementType instanceof ComplexType ? 2 : 1;
    const count = type.numElements;
    if (scalar.isInteger(1) && stride === 1) {
      if (data.length === 1 && (data[0] === 0 || data[0] === 0xff) && count > 0)
        return DenseIntOrFPElementsAttr.get(type, [data[0] !== 0]);
      if (data.length !== Math.ceil(count / 8)) return null;
      const bits: boolean[] = [];
      for (let i = 0; i < count; i++) bits.push(((data[i >> 3]! >> (i & 7)) & 1) === 1);
      // MLIR takes a buffer with padding bits set as it is: no splat, even of equal elements.
      if (count % 8 !== 0 && data[data.length - 1]! >> (count % 8) !== 0)
        return DenseIntOrFPElementsAttr.unique(
          type,
          bits.map((bit) => normalizeScalar(scalar, bit)),
          false,
        );
      return DenseIntOrFPElementsAttr.get(type, bits);
    }
    const bytes = storageBytes(scalar);
    const scalars = data.length / bytes;
    if (!Number.isInteger(scalars) || (scalars !== stride && scalars !== count * stride))
      return null;
    const width = scalar.isIndex() ? 64 : scalar.getIntOrFloatBitWidth();
    const values: ElementValue[] = [];
    for (let i = 0; i < scalars; i++) {
      let raw: bigint;
      if (bytes <= 6) {
        // Up to 48 bits fit a JS number exactly: one BigInt per element, not one per byte.
        let small = 0;
        for (let b = bytes - 1; b >= 0; b--) small = small * 256 + data[i * bytes + b]!;
        raw = BigInt(small);
      } else {
        raw = 0n;
        for (let b = bytes - 1; b >= 0; b--) raw = (raw << 8n) | BigInt(data[i * bytes + b]!);
      }
      raw = BigInt.asUintN(width, raw);
      values.push(scalar instanceof FloatType ? new APFloat(scalar.semantics, raw) : raw);
    }
    return DenseIntOrFPElementsAttr.get(type, values);
  }

  /** The element scalar type (the part type for complex elements). */
  get scalarType(): Type {
    return scalarTypeOf(this.type.elementType);
  }

  /** Scalars per element: 2 for complex, else 1. */
  get stride(): number {
    return this.type.elementType instanceof ComplexType ? 2 : 1;
  }

  /** The stored scalar(s) of element `index` (splats repeat their one element). */
  getScalar(index: number, part = 0): bigint {
    const element = this.isSplat ? 0 : index;
    return this.values[element * this.stride + part]!;
  }

  /** Every element as a JS number (integers) or float value, expanding splats; complex gives parts. */
  getValuesAsNumbers(): number[] {
    const scalar = this.scalarType;
    const out: number[] = [];
    const total = this.numElements * this.stride;
    for (let i = 0; i < total; i++) {
      const stored = this.values[this.isSplat ? i % this.stride : i]!;
      out.push(
        scalar instanceof FloatType
          ? new APFloat(scalar.semantics, stored).toNumber()
          : Number(stored),
      );
    }
    return out;
  }

  /** The attribute of element `index` (splats repeat their one element); not for complex elements. */
  getElementAttr(index: number): IntegerAttr | FloatAttr {
    if (this.stride !== 1) throw new Error('getElementAttr on complex elements');
    if (index < 0 || index >= this.numElements) throw new Error(`element ${index} out of range`);
    const stored = this.values[this.isSplat ? 0 : index]!;
    const scalar = this.scalarType;
    if (scalar instanceof FloatType)
      return FloatAttr.get(scalar, new APFloat(scalar.semantics, stored));
    return IntegerAttr.get(scalar, stored);
  }

  /** The one element of a splat, as an attribute; asking a non-splat is a bug. */
  getSplatValue(): IntegerAttr | FloatAttr {
    if (!this.isSplat) throw new Error('getSplatValue on a non-splat elements attribute');
    return this.getElementAttr(0);
  }

  /** MLIR's raw buffer of the stored values (one element when splat); see {@link getFromRawBuffer}. */
  getRawData(): Uint8Array {
    return encodeRawData(this.scalarType, this.stride, this.values, this.isSplat);
  }

  private printElement(printer: AttrTypePrinter, index: number): void {
    const scalar = this.scalarType;
    if (this.stride === 2) {
      printer.write('(');
      printScalar(printer, scalar, this.values[index * 2]!);
      printer.write(',');
      printScalar(printer, scalar, this.values[index * 2 + 1]!);
      printer.write(')');
    } else printScalar(printer, scalar, this.values[index]!);
  }

  printLiteral(printer: AttrTypePrinter, allowHex = true): void {
    if (this.isSplat) {
      this.printElement(printer, 0);
      return;
    }
    const count = this.numElements;
    if (count === 0) return;
    if (allowHex && printer.shouldPrintElementsWithHex(count)) {
      const data = this.getRawData();
      const parts = new Array<string>(data.length);
      for (let i = 0; i < data.length; i++) parts[i] = HEX_BYTES[data[i]!]!;
      printer.write('"0x' + parts.join('') + '"');
      return;
    }
    printNestedElements(printer, this.type.shape!, count, (index) =>
      this.printElement(printer, index),
    );
  }
}

/** `dense<["a", "b"]> : tensor<2x!foo.string>`: string elements. */
export class DenseStringElementsAttr extends DenseElementsAttr {
  private constructor(
    context: MLIRContext,
    uid: number,
    readonly type: ShapedType,
    readonly values: readonly string[],
    readonly isSplat: boolean,
  ) {
    super(context, uid);
  }

  static get(type: ShapedType, values: readonly string[]): DenseStringElementsAttr {
    verifyDenseType(type);
    const count = type.numElements;
    if (values.length !== 1 && values.length !== count)
      throw new Error(
        `expected ${count} strings (or one splat) for ${type.toString()}, got ${values.length}`,
      );
    const splat = count > 0 && allEqual(values, 1);
    const kept = splat ? values.slice(0, 1) : [...values];
    let key = `dense-str|${type.uid}|${splat ? 's' : 'a'}`;
    for (const value of kept) key += `|${value.length}:${value}`;
    return type.context.uniquer.get(
      key,
      (uid) => new DenseStringElementsAttr(type.context, uid, type, Object.freeze(kept), splat),
    );
  }

  getString(index: number): string {
    return this.values[this.isSplat ? 0 : index]!;
  }

  printLiteral(printer: AttrTypePrinter): void {
    if (this.isSplat) {
      printer.printEscapedString(this.values[0]!);
      return;
    }
    const count = this.numElements;
    if (count === 0) return;
    printNestedElements(printer, this.type.shape!, count, (index) =>
      printer.printEscapedString(this.values[index]!),
    );
  }
}

/**
 * `sparse<indices, values> : tensor<...>`: the listed positions hold the listed values, all others
 * zero. `indices` is an i64 tensor of shape [N, rank] (or [N]); `values` holds N elements.
 */
export class SparseElementsAttr extends Attribute {
  private constructor(
    context: MLIRContext,
    uid: number,
    readonly type: ShapedType,
    readonly indices: DenseIntOrFPElementsAttr,
    readonly values: DenseElementsAttr,
  ) {
    super(context, uid);
  }

  /** Why the parts do not form a sparse attribute (MLIR's checks and messages), or null. */
  static verify(
    type: ShapedType,
    indices: DenseIntOrFPElementsAttr,
    values: DenseElementsAttr,
  ): string | null {
    const valuesShape = values.type.shape!;
    if (valuesShape.length !== 1) return 'expected 1-d tensor for sparse element values';
    const rank = type.rank;
    const indicesShape = indices.type.shape!;
    const shapeError = () =>
      `expected shape ([${type.shape!.join(', ')}]); inferred shape of indices literal ([${indicesShape.join(', ')}]); ` +
      `inferred shape of values literal ([${valuesShape.join(', ')}])`;
    if (
      indicesShape.length === 2 ? indicesShape[1] !== rank : indicesShape.length !== 1 || rank !== 1
    )
      return shapeError();
    const count = indicesShape[0]!;
    if (count !== valuesShape[0]) return shapeError();
    // Each index must lie inside the shape; a splat index list repeats one coordinate.
    for (let i = 0; i < (indices.isSplat ? 1 : count); i++) {
      const index = Array.from({ length: rank }, (_, d) =>
        BigInt.asUintN(64, indices.getScalar(indices.isSplat ? 0 : i * rank + d)),
      );
      if (index.some((coordinate, d) => coordinate >= BigInt(type.shape![d]!)))
        return `sparse index #${i} is not contained within the value shape, with index=[${index.join(', ')}], and type='${type.toString()}'`;
    }
    return null;
  }

  static get(
    type: ShapedType,
    indices: DenseIntOrFPElementsAttr,
    values: DenseElementsAttr,
  ): SparseElementsAttr {
    const problem = SparseElementsAttr.verify(type, indices, values);
    if (problem) throw new Error(problem);
    const context = type.context;
    return context.uniquer.get(
      `sparse|${type.uid}|${indices.uid}|${values.uid}`,
      (uid) => new SparseElementsAttr(context, uid, type, indices, values),
    );
  }

  override getType(): Type {
    return this.type;
  }

  print(printer: AttrTypePrinter, elision: TypeElision = 'never'): void {
    if (printer.shouldElideElements(this.indices) || printer.shouldElideElements(this.values))
      printer.printElidedElements();
    else if (this.indices.numElements === 0) printer.write('sparse<>');
    else {
      printer.write('sparse<');
      this.indices.printLiteral(printer, false);
      printer.write(', ');
      this.values.printLiteral(printer, true);
      printer.write('>');
    }
    if (elision === 'must') return;
    printer.write(' : ');
    printer.printType(this.type);
  }
}

/** Named blobs of bytes that `dense_resource<name>` attributes refer to, one store per context. */
export class ResourceBlobManager {
  private readonly blobs = new Map<string, Uint8Array>();

  insert(name: string, blob: Uint8Array): void {
    this.blobs.set(name, blob);
  }

  lookup(name: string): Uint8Array | undefined {
    return this.blobs.get(name);
  }

  get names(): string[] {
    return [...this.blobs.keys()];
  }
}

const blobManagers = new WeakMap<MLIRContext, ResourceBlobManager>();

/** The resource blob store of `context` (created on first use). */
export function getResourceBlobManager(context: MLIRContext): ResourceBlobManager {
  let manager = blobManagers.get(context);
  if (!manager) {
    manager = new ResourceBlobManager();
    blobManagers.set(context, manager);
  }
  return manager;
}

/** `dense_resource<name> : tensor<4xi32>`: elements kept in a named blob outside the IR text. */
export class DenseResourceElementsAttr extends Attribute {
  private constructor(
    context: MLIRContext,
    uid: number,
    readonly type: ShapedType,
    readonly handle: string,
  ) {
    super(context, uid);
  }

  static get(type: ShapedType, handle: string): DenseResourceElementsAttr {
    return type.context.uniquer.get(
      `dense-res|${type.uid}|${handle}`,
      (uid) => new DenseResourceElementsAttr(type.context, uid, type, handle),
    );
  }

  override getType(): Type {
    return this.type;
  }

  /** The blob's bytes, if the context's {@link ResourceBlobManager} holds them. */
  getBlob(): Uint8Array | undefined {
    return getResourceBlobManager(this.context).lookup(this.handle);
  }

  print(printer: AttrTypePrinter, elision: TypeElision = 'never'): void {
    printer.write('dense_resource<');
    printer.printKeywordOrString(this.handle);
    printer.write('>');
    if (elision === 'must') return;
    printer.write(' : ');
    printer.printType(this.type);
  }
}

/**
 * `array<i64: 1, 2>`: a flat array of integer or float scalars whose width is a whole number of
 * bytes (or one bit: `i1`), as MLIR accepts.
 */
export class DenseArrayAttr extends Attribute {
  /** {@link asNumbers}, made on first use: segment sizes are read per op by accessors and verifiers. */
  private numbers: readonly number[] | null;

  private constructor(
    context: MLIRContext,
    uid: number,
    readonly elementType: Type,
    /** Stored scalars (see {@link normalizeScalar}). */
    readonly values: readonly bigint[],
  ) {
    super(context, uid);
    this.numbers = null;
  }

  static isValidElementType(elementType: Type): boolean {
    if (elementType instanceof IntegerType)
      return elementType.width === 1 || elementType.width % 8 === 0;
    return elementType instanceof FloatType && elementType.width % 8 === 0;
  }

  static get(elementType: Type, values: readonly ElementValue[]): DenseArrayAttr {
    if (!DenseArrayAttr.isValidElementType(elementType))
      throw new Error(`invalid dense array element type ${elementType.toString()}`);
    const stored = values.map((value) => normalizeScalar(elementType, value));
    const context = elementType.context;
    return context.uniquer.get(
      `dense-array|${elementType.uid}|${stored.join(',')}`,
      (uid) => new DenseArrayAttr(context, uid, elementType, Object.freeze(stored)),
    );
  }

  get size(): number {
    return this.values.length;
  }

  /** The elements as JS numbers (integers, booleans as 0/1, or floats). */
  asNumbers(): readonly number[] {
    if (this.numbers !== null) return this.numbers;
    const type = this.elementType;
    const numbers = this.values.map((v) =>
      type instanceof FloatType ? new APFloat(type.semantics, v).toNumber() : Number(v),
    );
    this.numbers = Object.freeze(numbers);
    return this.numbers;
  }

  print(printer: AttrTypePrinter): void {
    printer.write('array<');
    printer.printType(this.elementType);
    if (this.values.length > 0) {
      printer.write(': ');
      for (let i = 0; i < this.values.length; i++) {
        if (i > 0) printer.write(', ');
        printScalar(printer, this.elementType, this.values[i]!);
      }
    }
    printer.write('>');
  }
}
