import type { Attribute } from '../attributes/attribute.js';
import { AffineMapAttr, StridedLayoutAttr } from '../attributes/affine-attributes.js';
import { IntegerAttr } from '../attributes/builtin-attributes.js';
import type { MLIRContext } from '../context.js';
import type { AttrTypePrinter } from '../text/attr-type-printer.js';
import { FunctionType, NoneType, TupleType } from './builtin-types.js';
import { DialectType } from './dialect-types.js';
import { kDynamic } from './dynamic-size.js';
import { Type } from './type.js';

export { kDynamic, isDynamicDim } from './dynamic-size.js';

function shapeKey(shape: readonly number[]): string {
  return shape.join('x');
}

/** Why `shape` is not a valid static-or-dynamic shape, or null. */
function verifyShape(shape: readonly number[], allowDynamic: boolean): string | null {
  for (const size of shape) {
    if (size === kDynamic) {
      if (!allowDynamic) return 'vector types must have static shape';
    } else if (!Number.isSafeInteger(size) || size < 0) return 'invalid dimension size';
  }
  return null;
}

/** A container type with an element type and, when ranked, a shape. */
export abstract class ShapedType extends Type {
  abstract readonly elementType: Type;
  /** The dimensions, or null for unranked types. */
  abstract readonly shape: readonly number[] | null;

  static readonly kDynamic = kDynamic;

  static isDynamic(size: number): boolean {
    return size === kDynamic;
  }

  get hasRank(): boolean {
    return this.shape !== null;
  }

  /** The rank of a ranked type; asking an unranked type is a bug. */
  get rank(): number {
    if (!this.shape) throw new Error(`rank of unranked type ${this.toString()}`);
    return this.shape.length;
  }

  get hasStaticShape(): boolean {
    return this.shape !== null && !this.shape.includes(kDynamic);
  }

  isDynamicDim(index: number): boolean {
    return this.getDimSize(index) === kDynamic;
  }

  getDimSize(index: number): number {
    const size = this.shape?.[index];
    if (size === undefined)
      throw new Error(`dimension ${index} out of range for ${this.toString()}`);
    return size;
  }

  get numDynamicDims(): number {
    let count = 0;
    for (const size of this.shape ?? []) if (size === kDynamic) count++;
    return count;
  }

  /** The product of the dimensions of a statically shaped type; asking any other is a bug. */
  get numElements(): number {
    if (!this.hasStaticShape) throw new Error(`numElements of non-static type ${this.toString()}`);
    let product = 1;
    for (const size of this.shape!) product *= size;
    return product;
  }

  /** This type with another shape and/or element type (kept in the same kind of container). */
  abstract cloneWith(shape: readonly number[] | null, elementType: Type): ShapedType;
}

/** The element type of a shaped type, or the type itself for any other type. */
export function getElementTypeOrSelf(type: Type): Type {
  return type instanceof ShapedType ? type.elementType : type;
}

function printDims(
  printer: AttrTypePrinter,
  shape: readonly number[],
  scalable?: readonly boolean[],
): void {
  for (let i = 0; i < shape.length; i++) {
    const size = shape[i]!;
    const text = size === kDynamic ? '?' : String(size);
    printer.write(scalable?.[i] ? `[${text}]x` : `${text}x`);
  }
}

/** `vector<4x[8]xf32>`: a fixed-size (or scalable) vector of integers, indices or floats. */
export class VectorType extends ShapedType {
  private constructor(
    context: MLIRContext,
    uid: number,
    readonly shape: readonly number[],
    readonly elementType: Type,
    /** Which dimensions are scalable (`[n]`): n times a hardware multiple. */
    readonly scalableDims: readonly boolean[],
  ) {
    super(context, uid);
  }

  static verify(
    shape: readonly number[],
    elementType: Type,
    scalableDims: readonly boolean[] = [],
  ): string | null {
    const shapeProblem = verifyShape(shape, false);
    if (shapeProblem) return shapeProblem;
    if (shape.some((size) => size <= 0))
      return 'vector types must have positive constant sizes but got ' + shape.join(', ');
    if (scalableDims.length !== 0 && scalableDims.length !== shape.length)
      return 'number of dims must match, got ' + scalableDims.length + ' and ' + shape.length;
    if (
      !elementType.isIntOrIndexOrFloat() &&
      !(elementType instanceof DialectType && elementType.isValidVectorElementType())
    )
      return "failed to verify 'elementType': VectorElementTypeInterface instance";
    return null;
  }

  static get(
    context: MLIRContext,
    shape: readonly number[],
    elementType: Type,
    scalableDims: readonly boolean[] = [],
  ): VectorType {
    const problem = VectorType.verify(shape, elementType, scalableDims);
    if (problem) throw new Error(problem);
    const scalable = shape.map((_, i) => scalableDims[i] === true);
    const key = `vector|${shapeKey(shape)}|${scalable.map((s) => (s ? 1 : 0)).join('')}|${elementType.uid}`;
    return context.uniquer.get(
      key,
      (uid) =>
        new VectorType(
          context,
          uid,
          Object.freeze([...shape]),
          elementType,
          Object.freeze(scalable),
        ),
    );
  }

  get isScalable(): boolean {
    return this.scalableDims.includes(true);
  }

  cloneWith(shape: readonly number[] | null, elementType: Type): VectorType {
    return VectorType.get(
      this.context,
      shape ?? this.shape,
      elementType,
      shape ? [] : this.scalableDims,
    );
  }

  print(printer: AttrTypePrinter): void {
    printer.write('vector<');
    printDims(printer, this.shape, this.scalableDims);
    printer.printType(this.elementType);
    printer.write('>');
  }
}

/** Element types a tensor or memref may not hold. */
function isInvalidContainerElement(elementType: Type): boolean {
  return (
    elementType instanceof NoneType ||
    elementType instanceof FunctionType ||
    elementType instanceof TupleType ||
    elementType instanceof TensorType
  );
}

/** Ranked and unranked tensors. */
export abstract class TensorType extends ShapedType {
  static verifyElementType(elementType: Type): string | null {
    return isInvalidContainerElement(elementType) || elementType instanceof BaseMemRefType
      ? 'invalid tensor element type'
      : null;
  }
}

/** `tensor<4x?xf32>` or, with an encoding attribute, `tensor<4xf32, #enc>`. */
export class RankedTensorType extends TensorType {
  private constructor(
    context: MLIRContext,
    uid: number,
    readonly shape: readonly number[],
    readonly elementType: Type,
    readonly encoding: Attribute | null,
  ) {
    super(context, uid);
  }

  static verify(shape: readonly number[], elementType: Type): string | null {
    return verifyShape(shape, true) ?? TensorType.verifyElementType(elementType);
  }

  static get(
    context: MLIRContext,
    shape: readonly number[],
    elementType: Type,
    encoding: Attribute | null = null,
  ): RankedTensorType {
    const problem = RankedTensorType.verify(shape, elementType);
    if (problem) throw new Error(problem);
    const key = `tensor|${shapeKey(shape)}|${elementType.uid}|${encoding?.uid ?? ''}`;
    return context.uniquer.get(
      key,
      (uid) => new RankedTensorType(context, uid, Object.freeze([...shape]), elementType, encoding),
    );
  }

  cloneWith(shape: readonly number[] | null, elementType: Type): TensorType {
    if (!shape) return UnrankedTensorType.get(this.context, elementType);
    return RankedTensorType.get(this.context, shape, elementType, this.encoding);
  }

  print(printer: AttrTypePrinter): void {
    printer.write('tensor<');
    printDims(printer, this.shape);
    printer.printType(this.elementType);
    if (this.encoding) {
      printer.write(', ');
      printer.printAttribute(this.encoding);
    }
    printer.write('>');
  }
}

/** `tensor<*xf32>`. */
export class UnrankedTensorType extends TensorType {
  readonly shape = null;

  private constructor(
    context: MLIRContext,
    uid: number,
    readonly elementType: Type,
  ) {
    super(context, uid);
  }

  static get(context: MLIRContext, elementType: Type): UnrankedTensorType {
    const problem = TensorType.verifyElementType(elementType);
    if (problem) throw new Error(problem);
    return context.uniquer.get(
      `utensor|${elementType.uid}`,
      (uid) => new UnrankedTensorType(context, uid, elementType),
    );
  }

  cloneWith(shape: readonly number[] | null, elementType: Type): TensorType {
    return shape
      ? RankedTensorType.get(this.context, shape, elementType)
      : UnrankedTensorType.get(this.context, elementType);
  }

  print(printer: AttrTypePrinter): void {
    printer.write('tensor<*x');
    printer.printType(this.elementType);
    printer.write('>');
  }
}

/** Memory space 0 is the default and, as in MLIR, is not stored. */
function canonicalMemorySpace(memorySpace: Attribute | null): Attribute | null {
  if (memorySpace instanceof IntegerAttr && memorySpace.value === 0n) return null;
  return memorySpace;
}

/** Ranked and unranked memrefs. */
export abstract class BaseMemRefType extends ShapedType {
  abstract readonly memorySpace: Attribute | null;

  /** Dialect types say whether they implement MLIR's `MemRefElementTypeInterface`. */
  static verifyElementType(elementType: Type): string | null {
    return isInvalidContainerElement(elementType) ||
      (elementType instanceof DialectType && !elementType.isValidMemRefElementType())
      ? 'invalid memref element type'
      : null;
  }
}

/**
 * `memref<4x?xf32, layout, memspace>`. The layout is null for the identity layout (an identity
 * `affine_map` is normalized to null, so it prints as MLIR prints it: omitted).
 */
export class MemRefType extends BaseMemRefType {
  private constructor(
    context: MLIRContext,
    uid: number,
    readonly shape: readonly number[],
    readonly elementType: Type,
    readonly layout: Attribute | null,
    readonly memorySpace: Attribute | null,
  ) {
    super(context, uid);
  }

  static verify(shape: readonly number[], elementType: Type): string | null {
    return verifyShape(shape, true) ?? BaseMemRefType.verifyElementType(elementType);
  }

  /**
   * Why `layout` cannot lay out a memref of `shape`, or null when it can: an affine map needs one
   * dimension per dimension of the shape, a strided layout one stride per dimension. (Checked by
   * the parser; {@link get} trusts its callers.)
   */
  static verifyLayout(shape: readonly number[], layout: Attribute): string | null {
    if (layout instanceof AffineMapAttr && layout.value.numDims !== shape.length)
      return `memref layout mismatch between rank and affine map: ${shape.length} != ${layout.value.numDims}`;
    if (layout instanceof StridedLayoutAttr && layout.strides.length !== shape.length)
      return 'expected the number of strides to match the rank';
    return null;
  }

  static get(
    context: MLIRContext,
    shape: readonly number[],
    elementType: Type,
    layout: Attribute | null = null,
    memorySpace: Attribute | null = null,
  ): MemRefType {
    const problem = MemRefType.verify(shape, elementType);
    if (problem) throw new Error(problem);
    const canonicalLayout =
      layout instanceof AffineMapAttr && layout.value.isIdentity() ? null : layout;
    const space = canonicalMemorySpace(memorySpace);
    const key = `memref|${shapeKey(shape)}|${elementType.uid}|${canonicalLayout?.uid ?? ''}|${space?.uid ?? ''}`;
    return context.uniquer.get(
      key,
      (uid) =>
        new MemRefType(
          context,
          uid,
          Object.freeze([...shape]),
          elementType,
          canonicalLayout,
          space,
        ),
    );
  }

  cloneWith(shape: readonly number[] | null, elementType: Type): BaseMemRefType {
    if (!shape) return UnrankedMemRefType.get(this.context, elementType, this.memorySpace);
    return MemRefType.get(this.context, shape, elementType, this.layout, this.memorySpace);
  }

  print(printer: AttrTypePrinter): void {
    printer.write('memref<');
    printDims(printer, this.shape);
    printer.printType(this.elementType);
    if (this.layout) {
      printer.write(', ');
      printer.printAttribute(this.layout);
    }
    if (this.memorySpace) {
      printer.write(', ');
      printer.printAttribute(this.memorySpace, 'may');
    }
    printer.write('>');
  }
}

/** `memref<*xf32, memspace>`. */
export class UnrankedMemRefType extends BaseMemRefType {
  readonly shape = null;

  private constructor(
    context: MLIRContext,
    uid: number,
    readonly elementType: Type,
    readonly memorySpace: Attribute | null,
  ) {
    super(context, uid);
  }

  static get(
    context: MLIRContext,
    elementType: Type,
    memorySpace: Attribute | null = null,
  ): UnrankedMemRefType {
    const problem = BaseMemRefType.verifyElementType(elementType);
    if (problem) throw new Error(problem);
    const space = canonicalMemorySpace(memorySpace);
    return context.uniquer.get(
      `umemref|${elementType.uid}|${space?.uid ?? ''}`,
      (uid) => new UnrankedMemRefType(context, uid, elementType, space),
    );
  }

  cloneWith(shape: readonly number[] | null, elementType: Type): BaseMemRefType {
    return shape
      ? MemRefType.get(this.context, shape, elementType, null, this.memorySpace)
      : UnrankedMemRefType.get(this.context, elementType, this.memorySpace);
  }

  print(printer: AttrTypePrinter): void {
    printer.write('memref<*x');
    printer.printType(this.elementType);
    if (this.memorySpace) {
      printer.write(', ');
      printer.printAttribute(this.memorySpace, 'may');
    }
    printer.write('>');
  }
}
