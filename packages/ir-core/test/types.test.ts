import { describe, expect, test } from 'vitest';
import {
  ComplexType,
  FloatType,
  FunctionType,
  IndexType,
  IntegerAttr,
  IntegerType,
  MLIRContext,
  MemRefType,
  NoneType,
  OpaqueType,
  RankedTensorType,
  ShapedType,
  StridedLayoutAttr,
  StringAttr,
  TupleType,
  UnrankedMemRefType,
  UnrankedTensorType,
  VectorType,
  AffineMap,
  AffineMapAttr,
  getElementTypeOrSelf,
  kDynamic,
  parseType,
} from './syntax/strata.js';

const ctx = () => new MLIRContext({ allowUnregisteredDialects: true });

describe('IntegerType', () => {
  test('is uniqued per width and signedness', () => {
    const c = ctx();
    expect(IntegerType.get(c, 32)).toBe(IntegerType.get(c, 32));
    expect(IntegerType.get(c, 32)).not.toBe(IntegerType.get(c, 32, 'signed'));
    expect(IntegerType.get(c, 32)).not.toBe(IntegerType.get(c, 64));
    expect(IntegerType.get(c, 32)).not.toBe(IntegerType.get(ctx(), 32));
  });

  test('prints i/si/ui spellings', () => {
    const c = ctx();
    expect(IntegerType.get(c, 1).toString()).toBe('i1');
    expect(IntegerType.get(c, 8, 'signed').toString()).toBe('si8');
    expect(IntegerType.get(c, 16, 'unsigned').toString()).toBe('ui16');
  });

  test('classifies itself', () => {
    const c = ctx();
    const i8 = IntegerType.get(c, 8);
    expect(i8.isSignlessInteger()).toBe(true);
    expect(i8.isSignlessInteger(8)).toBe(true);
    expect(i8.isSignlessInteger(16)).toBe(false);
    expect(i8.isSignedInteger()).toBe(false);
    expect(i8.isIntOrIndex()).toBe(true);
    expect(i8.isFloat()).toBe(false);
    expect(i8.getIntOrFloatBitWidth()).toBe(8);
    expect(IntegerType.get(c, 8, 'unsigned').isUnsignedInteger(8)).toBe(true);
  });

  test('limits the width to 2^24-1 bits', () => {
    const c = ctx();
    expect(IntegerType.get(c, IntegerType.kMaxWidth).width).toBe(16777215);
    expect(() => IntegerType.get(c, IntegerType.kMaxWidth + 1)).toThrow(/limited to 16777215/);
    expect(IntegerType.verifyWidth(-1)).not.toBeNull();
  });
});

describe('IndexType, NoneType, FloatType', () => {
  test('index and none are singletons', () => {
    const c = ctx();
    expect(IndexType.get(c)).toBe(IndexType.get(c));
    expect(IndexType.get(c).isIndex()).toBe(true);
    expect(IndexType.get(c).isIntOrIndex()).toBe(true);
    expect(IndexType.get(c).isInteger()).toBe(false);
    expect(NoneType.get(c).toString()).toBe('none');
  });

  test.each([
    ['f16', 16, 11],
    ['bf16', 16, 8],
    ['f32', 32, 24],
    ['f64', 64, 53],
    ['f80', 80, 64],
    ['f128', 128, 113],
    ['tf32', 19, 11],
    ['f8E5M2', 8, 3],
    ['f8E4M3', 8, 4],
    ['f8E4M3FN', 8, 4],
    ['f8E5M2FNUZ', 8, 3],
    ['f8E4M3FNUZ', 8, 4],
    ['f8E4M3B11FNUZ', 8, 4],
    ['f8E3M4', 8, 5],
    ['f8E8M0FNU', 8, 1],
    ['f6E2M3FN', 6, 4],
    ['f6E3M2FN', 6, 3],
    ['f4E2M1FN', 4, 2],
  ])('%s has width %d and precision %d and round-trips', (name, width, precision) => {
    const c = ctx();
    const type = FloatType.get(c, name);
    expect(type.width).toBe(width);
    expect(type.getIntOrFloatBitWidth()).toBe(width);
    expect(type.fpMantissaWidth).toBe(precision);
    expect(type.isFloat()).toBe(true);
    expect(type.toString()).toBe(name);
    expect(parseType(name, c)).toBe(type);
  });
});

describe('composite types', () => {
  test('function types print single non-function results bare', () => {
    const c = ctx();
    const i32 = IntegerType.get(c, 32);
    const f = FunctionType.get(c, [i32], [i32]);
    expect(f.toString()).toBe('(i32) -> i32');
    expect(FunctionType.get(c, [], []).toString()).toBe('() -> ()');
    expect(FunctionType.get(c, [i32], [f]).toString()).toBe('(i32) -> ((i32) -> i32)');
    expect(FunctionType.get(c, [i32], [i32, i32]).toString()).toBe('(i32) -> (i32, i32)');
    expect(FunctionType.get(c, [i32], [i32])).toBe(f);
    expect(f.clone([], [i32]).toString()).toBe('() -> i32');
  });

  test('tuples flatten', () => {
    const c = ctx();
    const i1 = IntegerType.get(c, 1);
    const inner = TupleType.get(c, [i1, IndexType.get(c)]);
    const outer = TupleType.get(c, [inner, i1]);
    expect(outer.toString()).toBe('tuple<tuple<i1, index>, i1>');
    expect(outer.getFlattenedTypes().map(String)).toEqual(['i1', 'index', 'i1']);
  });

  test('complex needs an integer or float element', () => {
    const c = ctx();
    expect(ComplexType.get(c, FloatType.getF32(c)).toString()).toBe('complex<f32>');
    expect(() => ComplexType.get(c, IndexType.get(c))).toThrow();
  });
});

describe('shaped types', () => {
  test('vector with scalable dimensions', () => {
    const c = ctx();
    const v = VectorType.get(c, [4, 8], FloatType.getF32(c), [true, false]);
    expect(v.toString()).toBe('vector<[4]x8xf32>');
    expect(v.isScalable).toBe(true);
    expect(v.numElements).toBe(32);
    expect(VectorType.get(c, [4, 8], FloatType.getF32(c), [true, false])).toBe(v);
    expect(VectorType.get(c, [4, 8], FloatType.getF32(c))).not.toBe(v);
    expect(VectorType.get(c, [], FloatType.getF32(c)).toString()).toBe('vector<f32>');
    expect(() => VectorType.get(c, [kDynamic], FloatType.getF32(c))).toThrow();
    expect(() => VectorType.get(c, [0], FloatType.getF32(c))).toThrow();
  });

  test('ranked and unranked tensors', () => {
    const c = ctx();
    const f32 = FloatType.getF32(c);
    const t = RankedTensorType.get(c, [2, kDynamic], f32);
    expect(t.toString()).toBe('tensor<2x?xf32>');
    expect(t.rank).toBe(2);
    expect(t.hasStaticShape).toBe(false);
    expect(t.isDynamicDim(1)).toBe(true);
    expect(t.numDynamicDims).toBe(1);
    expect(ShapedType.isDynamic(t.getDimSize(1))).toBe(true);
    expect(() => t.numElements).toThrow();
    const encoded = RankedTensorType.get(c, [4], f32, StringAttr.get(c, 'enc'));
    expect(encoded.toString()).toBe('tensor<4xf32, "enc">');
    expect(encoded).not.toBe(RankedTensorType.get(c, [4], f32));
    const u = UnrankedTensorType.get(c, f32);
    expect(u.toString()).toBe('tensor<*xf32>');
    expect(u.hasRank).toBe(false);
    expect(() => u.rank).toThrow();
    expect(t.cloneWith([3], IndexType.get(c)).toString()).toBe('tensor<3xindex>');
    expect(getElementTypeOrSelf(t)).toBe(f32);
    expect(getElementTypeOrSelf(f32)).toBe(f32);
  });

  test('memref normalizes identity layouts and memory space 0', () => {
    const c = ctx();
    const f32 = FloatType.getF32(c);
    const plain = MemRefType.get(c, [4], f32);
    const identity = AffineMapAttr.get(AffineMap.getMultiDimIdentityMap(c, 1));
    expect(MemRefType.get(c, [4], f32, identity)).toBe(plain);
    expect(MemRefType.get(c, [4], f32, null, IntegerAttr.get(IntegerType.get(c, 64), 0))).toBe(
      plain,
    );
    const spaced = MemRefType.get(c, [4], f32, null, IntegerAttr.get(IntegerType.get(c, 64), 1));
    expect(spaced.toString()).toBe('memref<4xf32, 1>');
    const strided = MemRefType.get(
      c,
      [kDynamic, 4],
      f32,
      StridedLayoutAttr.get(c, kDynamic, [4, 1]),
    );
    expect(strided.toString()).toBe('memref<?x4xf32, strided<[4, 1], offset: ?>>');
    expect(UnrankedMemRefType.get(c, f32).toString()).toBe('memref<*xf32>');
  });

  test('opaque types keep their body text', () => {
    const c = ctx();
    expect(OpaqueType.get(c, 'foo', 'bar<1>').toString()).toBe('!foo.bar<1>');
    expect(OpaqueType.get(c, 'foo', '"x y"').toString()).toBe('!foo<"x y">');
    expect(OpaqueType.get(c, 'foo', 'bar')).toBe(OpaqueType.get(c, 'foo', 'bar'));
  });
});

describe('type parsing', () => {
  test.each([
    'i32',
    'si1',
    'ui64',
    'index',
    'none',
    '(i32, f32) -> (index)',
    'tuple<>',
    'complex<f64>',
    'vector<1x[2]xi1>',
    'tensor<?x?xf32>',
    'tensor<0xf32>',
    'memref<4x?xf32, affine_map<(d0, d1) -> (d1, d0)>, 2>',
    'memref<*xi8, 3>',
    '!foo.bar<"x">',
  ])('%s parses to a type that prints back to itself (modulo canonical spelling)', (text) => {
    const c = ctx();
    const type = parseType(text, c);
    expect(type).not.toBeNull();
    expect(parseType(type!.toString(), c)).toBe(type);
  });

  test('splits dimension lists the way MLIR lexes them', () => {
    const c = ctx();
    expect(parseType('tensor<4x0xf32>', c)!.toString()).toBe('tensor<4x0xf32>');
    expect(parseType('tensor<0xf32>', c)!.toString()).toBe('tensor<0xf32>');
    expect(parseType('memref<2x?x4xi8>', c)!.toString()).toBe('memref<2x?x4xi8>');
  });
});
