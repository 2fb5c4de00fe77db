/**
 * Strides and offsets of memref layouts (MLIR's `getStridesAndOffset`: the identity layout,
 * `strided<...>` and strided one-result affine maps), and the static/dynamic mixed lists that
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
  if (layout instanceof AffineMapAttr) {
    const map = layout.value;
    if (map.isIdentity()) return { strides: identityStrides(type.shape), offset: 0 };
    if (map.numResults === 1) return affineStridesAndOffset(map.results[0]!, map.numDims);
  }
  return null;
}

function addOrDynamic(a: number, b: number): number {
  return isDynamicDim(a) || isDynamicDim(b) ? kDynamic : a + b;
}

/** `a * b` where either may be dynamic: a static zero makes the product zero, as in MLIR. */
export function timesOrDynamic(a: number, b: number): number {
  if (a === 0 || b === 0) return 0;
  return isDynamicDim(a) || isDynamicDim(b) ? kDynamic : a * b;
}

/**
 * The strides and offset of a one-result affine layout (MLIR's stride extraction): the expression
 * must be a sum of dims times factors plus an offset, with no mod or division. Factors and offset
 * terms other than constants (symbols) are dynamic. `(d0, d1)[s0] -> (d0 * s0 + d1 + 2)` has
 * strides `[?, 1]` and offset 2.
 */
function affineStridesAndOffset(expr: AffineExpr, numDims: number): StridesAndOffset | null {
  const strides = new Array<number>(numDims).fill(0);
  let offset = 0;
  const valueOf = (e: AffineExpr) => (e.kind === 'constant' ? e.value : kDynamic);
  const extract = (e: AffineExpr, factor: number): boolean => {
    switch (e.kind) {
      case 'dim':
        strides[e.value] = addOrDynamic(strides[e.value]!, factor);
        return true;
      case 'symbol':
      case 'constant':
        offset = addOrDynamic(offset, timesOrDynamic(valueOf(e), factor));
        return true;
      case 'add':
        return extract(e.lhs!, factor) && extract(e.rhs!, factor);
      case 'mul': {
        const [lhs, rhs] = [e.lhs!, e.rhs!];
        if (lhs.kind === 'dim') {
          strides[lhs.value] = addOrDynamic(
            strides[lhs.value]!,
            timesOrDynamic(valueOf(rhs), factor),
          );
          return true;
        }
        if (lhs.isSymbolicOrConstant) return extract(rhs, timesOrDynamic(valueOf(lhs), factor));
        return extract(lhs, timesOrDynamic(valueOf(rhs), factor));
      }
      default:
        return false;
    }
  };
  return extract(expr, 1) ? { strides, offset } : null;
}

/**
 * MLIR's `isIdentity` of a memref layout. A strided layout is the identity when its affine form is
 * `(d0) -> (d0)`: `strided<[1]>` on a 1-D memref (`strided<[]>` is `() -> (0)`, not the identity).
 */
export function hasIdentityLayout(type: MemRefType): boolean {
  const layout = type.layout;
  if (layout instanceof StridedLayoutAttr)
    return layout.offset === 0 && layout.strides.length === 1 && layout.strides[0] === 1;
  return (
    layout === null ||
    ('isIdentity' in layout && (layout as { isIdentity(): boolean }).isIdentity())
  );
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
