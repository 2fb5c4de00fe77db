/**
 * Strides and offsets of memref layouts (MLIR's `getStridesAndOffset` for the layouts Strata
 * models: the identity layout and `strided<...>`), and the static/dynamic mixed lists that
 * `subview` and `reinterpret_cast` store as `static_*` arrays plus operands.
 */
import {
  type AffineExpr,
  AffineMapAttr,
  DenseArrayAttr,
  IntegerType,
  isDynamicDim,
  kDynamic,
  type MemRefType,
  type MLIRContext,
  StridedLayoutAttr,
} from '@strata/ir-core';

/** MLIR's `ShapedType::kDynamic` as stored in `static_*` arrays (INT64_MIN). */
export const DYNAMIC_I64 = -(2n ** 63n);

export interface StridesAndOffset {
  readonly strides: readonly number[];
  readonly offset: number;
}

/** The row-major strides of `shape`: dynamic from the first dynamic size outwards. */
export function identityStrides(shape: readonly number[]): number[] {
  const strides = new Array<number>(shape.length);
  let running = 1;
  for (let i = shape.length - 1; i >= 0; i--) {
    strides[i] = running;
    const size = shape[i]!;
    running = running === kDynamic || isDynamicDim(size) ? kDynamic : running * size;
  }
  return strides;
}

/** The strides and offset of a memref, or null for a layout that is not strided. */
export function getStridesAndOffset(type: MemRefType): StridesAndOffset | null {
  const layout = type.layout;
  if (layout === null) return { strides: identityStrides(type.shape), offset: 0 };
  if (layout instanceof StridedLayoutAttr)
    return { strides: layout.strides, offset: layout.offset };
  if (layout instanceof AffineMapAttr && layout.value.isIdentity())
    return { strides: identityStrides(type.shape), offset: 0 };
  return null;
}

/**
 * True if the memref's layout is strided (MLIR's `isStrided`): the layouts {@link
 * getStridesAndOffset} knows, and one-result affine maps that sum dims scaled by constants or
 * symbols, symbols and constants (e.g. `(d0, d1)[s0] -> (d0 * s0 + d1 + 4)`).
 */
export function isStrided(type: MemRefType): boolean {
  if (getStridesAndOffset(type) !== null) return true;
  const layout = type.layout;
  return (
    layout instanceof AffineMapAttr &&
    layout.value.numResults === 1 &&
    isStridedExpr(layout.value.results[0]!)
  );
}

/** MLIR's stride extraction succeeds on `expr`: no mod or division, every dim scaled by a symbolic factor. */
function isStridedExpr(expr: AffineExpr): boolean {
  switch (expr.kind) {
    case 'add':
      return isStridedExpr(expr.lhs!) && isStridedExpr(expr.rhs!);
    case 'mul': {
      const [lhs, rhs] = [expr.lhs!, expr.rhs!];
      if (lhs.kind === 'dim') return rhs.isSymbolicOrConstant;
      if (lhs.isSymbolicOrConstant) return isStridedExpr(rhs);
      return rhs.isSymbolicOrConstant && isStridedExpr(lhs);
    }
    case 'mod':
    case 'floordiv':
    case 'ceildiv':
      return false;
    default:
      return true;
  }
}

/** A `static_*` entry as a shape number (`kDynamic` for dynamic). */
export function staticValue(value: bigint): number {
  return value === DYNAMIC_I64 ? kDynamic : Number(BigInt.asIntN(64, value));
}

/** The entries of a `static_*` array as shape numbers. */
export function staticValues(attr: DenseArrayAttr): number[] {
  return attr.values.map((value) => staticValue(BigInt.asIntN(64, value)));
}

/** Shape numbers as a `static_*` array. */
export function staticArray(context: MLIRContext, values: readonly number[]): DenseArrayAttr {
  return DenseArrayAttr.get(
    IntegerType.get(context, 64),
    values.map((value) => (value === kDynamic ? DYNAMIC_I64 : BigInt(value))),
  );
}
