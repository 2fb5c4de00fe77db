/**
 * Strides and offsets of memref layouts (MLIR's `getStridesAndOffset`: the identity layout,
 * `strided<...>` and strided one-result affine maps), and the static/dynamic mixed lists that
 * `subview` and `reinterpret_cast` store as `static_*` arrays plus operands.
 */
import {
  AffineExpr,
  AffineMap,
  AffineMapAttr,
  DenseArrayAttr,
  IntegerType,
  isDynamicDim,
  kDynamic,
  MemRefType,
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

/**
 * MLIR's `makeStridedLinearLayoutMap`: `offset + d0 * stride0 + ...`, where each dynamic value
 * (the offset first, then the strides in order) is a new symbol.
 */
export function stridedLinearLayoutMap(
  context: MLIRContext,
  strides: readonly number[],
  offset: number,
): AffineMap {
  let numSymbols = 0;
  const valueOrSymbol = (value: number) =>
    isDynamicDim(value)
      ? AffineExpr.symbol(context, numSymbols++)
      : AffineExpr.constant(context, value);
  let expr = valueOrSymbol(offset);
  strides.forEach((stride, i) => {
    expr = expr.add(AffineExpr.dim(context, i).mul(valueOrSymbol(stride)));
  });
  return AffineMap.get(context, strides.length, numSymbols, [expr]);
}

/**
 * MLIR's `makeCanonicalStridedLayoutExpr`: the row-major layout of `shape`, where every stride
 * outside a dynamic (or zero) size is a new symbol.
 */
function canonicalStridedLayoutExpr(context: MLIRContext, shape: readonly number[]): AffineExpr {
  let expr: AffineExpr | null = null;
  let numSymbols = 0;
  let running = 1;
  let dynamic = false;
  for (let i = shape.length - 1; i >= 0; i--) {
    const stride = dynamic
      ? AffineExpr.symbol(context, numSymbols++)
      : AffineExpr.constant(context, running);
    const term = AffineExpr.dim(context, i).mul(stride);
    expr = expr === null ? term : expr.add(term);
    const size = shape[i]!;
    if (!isDynamicDim(size) && size > 0) running *= size;
    else dynamic = true;
  }
  return simplifyLayoutExpr(expr ?? AffineExpr.constant(context, 0), shape.length, numSymbols);
}

/**
 * One term of a flattened layout expression: a dim, a symbol or a dim times a symbol, with MLIR's
 * sort key for semi-affine sums (dims before the symbol and products of the same position).
 */
interface Term {
  readonly expr: AffineExpr;
  readonly key: readonly [number, number];
  coefficient: number;
}

/**
 * MLIR's `simplifyAffineExpr` for the expressions layouts are made of: a sum of dims, symbols and
 * dim-times-symbol products, each times a constant, plus a constant. It is rebuilt as
 * `d0 * c0 + ... + s0 * k0 + ... + products + c`; with products, MLIR keeps the expression when
 * it already reads so, and otherwise orders the terms by dim or symbol position (a dim first).
 * Any other expression is returned as it is.
 */
function simplifyLayoutExpr(expr: AffineExpr, numDims: number, numSymbols: number): AffineExpr {
  const terms = new Map<AffineExpr, Term>();
  const constant = flattenInto(expr, 1, terms, numDims, numSymbols);
  if (constant === null) return expr;
  const nonZero = [...terms.values()].filter((term) => term.coefficient !== 0);
  // Products come after the dims and symbols, in the order they were met.
  const kindRank = { dim: 0, symbol: 1 } as Record<string, number>;
  const flatOrder = rebuild(expr, constant, nonZero, (term, index) => [
    kindRank[term.expr.kind] ?? 2,
    term.expr.kind === 'mul' ? index : term.expr.value,
  ]);
  if (!nonZero.some((term) => term.expr.kind === 'mul') || flatOrder === expr) return flatOrder;
  return rebuild(expr, constant, nonZero, (term) => term.key);
}

/** `terms` sorted by `rank`, summed with their coefficients, plus `constant`. */
function rebuild(
  expr: AffineExpr,
  constant: number,
  terms: readonly Term[],
  rank: (term: Term, index: number) => readonly [number, number],
): AffineExpr {
  const ranked = terms.map((term, index) => ({ term, rank: rank(term, index) }));
  ranked.sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1]);
  let result = AffineExpr.constant(expr.context, 0);
  for (const { term } of ranked) result = result.add(term.expr.mul(term.coefficient));
  return constant === 0 ? result : result.add(constant);
}

/** Adds `factor` times `expr` to `terms`; returns its constant part, or null if it has other parts. */
function flattenInto(
  expr: AffineExpr,
  factor: number,
  terms: Map<AffineExpr, Term>,
  numDims: number,
  numSymbols: number,
): number | null {
  const addTerm = (key: readonly [number, number]) => {
    const term = terms.get(expr) ?? { expr, key, coefficient: 0 };
    term.coefficient += factor;
    terms.set(expr, term);
    return 0;
  };
  switch (expr.kind) {
    case 'constant':
      return expr.value * factor;
    case 'dim':
      return addTerm([expr.value, -1]);
    case 'symbol':
      return addTerm([expr.value, Math.max(numDims, numSymbols)]);
    case 'add': {
      const lhs = flattenInto(expr.lhs!, factor, terms, numDims, numSymbols);
      const rhs = flattenInto(expr.rhs!, factor, terms, numDims, numSymbols);
      return lhs === null || rhs === null ? null : lhs + rhs;
    }
    case 'mul': {
      // Affine expressions keep a constant factor on the right, and a symbol right of a dim.
      const [lhs, rhs] = [expr.lhs!, expr.rhs!];
      if (rhs.kind === 'constant')
        return flattenInto(lhs, factor * rhs.value, terms, numDims, numSymbols);
      if (lhs.kind === 'dim' && rhs.kind === 'symbol') return addTerm([lhs.value, rhs.value]);
      return null;
    }
    default:
      return null;
  }
}

/**
 * MLIR's `MemRefType::canonicalizeStridedLayout`: the type with its layout as a one-result affine
 * map, or with no layout when that map is the row-major layout of its shape. Types whose layout
 * has several results, or is already the identity, stay as they are.
 */
export function canonicalizeStridedLayout(type: MemRefType): MemRefType {
  const layout = type.layout;
  let map: AffineMap;
  if (layout instanceof StridedLayoutAttr)
    map = stridedLinearLayoutMap(type.context, layout.strides, layout.offset);
  else if (layout instanceof AffineMapAttr) map = layout.value;
  else return type;
  if (map.isIdentity() || map.numResults !== 1) return type;
  if (map.numInputs === 0) return map.results[0]!.isConstant(0) ? withLayout(type, null) : type;
  if (type.rank === 0) return type;
  const expr = simplifyLayoutExpr(map.results[0]!, map.numDims, map.numSymbols);
  if (expr === canonicalStridedLayoutExpr(type.context, type.shape)) return withLayout(type, null);
  const simplified = AffineMap.get(type.context, map.numDims, map.numSymbols, [expr]);
  return withLayout(type, AffineMapAttr.get(simplified));
}

function withLayout(type: MemRefType, layout: AffineMapAttr | null): MemRefType {
  return MemRefType.get(type.context, type.shape, type.elementType, layout, type.memorySpace);
}
