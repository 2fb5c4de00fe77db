import { describe, expect, test } from 'vitest';
import {
  AffineExpr,
  AffineMap,
  AffineMapAttr,
  APFloat,
  ArrayAttr,
  BoolAttr,
  DenseArrayAttr,
  DenseIntOrFPElementsAttr,
  DenseResourceElementsAttr,
  DenseStringElementsAttr,
  DictionaryAttr,
  FlatSymbolRefAttr,
  FloatAttr,
  FloatType,
  IndexType,
  IntegerAttr,
  IntegerSet,
  IntegerSetAttr,
  IntegerType,
  MLIRContext,
  NamedAttribute,
  OpaqueAttr,
  OpaqueType,
  RankedTensorType,
  StringAttr,
  StridedLayoutAttr,
  SparseElementsAttr,
  SymbolRefAttr,
  TypeAttr,
  UnitAttr,
  VectorType,
  AttrTypePrinter,
  floatSemantics,
  getResourceBlobManager,
  kDynamic,
  parseAttribute,
  type Attribute,
  type Type,
} from './syntax/strata.js';

const ctx = () => new MLIRContext({ allowUnregisteredDialects: true });

describe('IntegerAttr and BoolAttr', () => {
  test('normalizes to the width, signed unless unsigned', () => {
    const c = ctx();
    const i8 = IntegerType.get(c, 8);
    expect(IntegerAttr.get(i8, 255).value).toBe(-1n);
    expect(IntegerAttr.get(i8, 255)).toBe(IntegerAttr.get(i8, -1));
    expect(IntegerAttr.get(IntegerType.get(c, 8, 'unsigned'), -1).value).toBe(255n);
    expect(IntegerAttr.get(IndexType.get(c), 2n ** 64n - 1n).value).toBe(-1n);
    expect(IntegerAttr.get(i8, 5).toString()).toBe('5 : i8');
    expect(() => IntegerAttr.get(FloatType.getF32(c), 1)).toThrow();
  });

  test('i1 prints as true/false and BoolAttr is that attribute', () => {
    const c = ctx();
    expect(BoolAttr.get(c, true).toString()).toBe('true');
    expect(BoolAttr.get(c, false).toString()).toBe('false');
    expect(BoolAttr.get(c, true)).toBe(IntegerAttr.get(IntegerType.get(c, 1), 1));
    expect(BoolAttr.is(BoolAttr.get(c, true))).toBe(true);
    expect(BoolAttr.is(IntegerAttr.get(IntegerType.get(c, 2), 1))).toBe(false);
  });

  test('i64 elides its type inside arrays only', () => {
    const c = ctx();
    const one = IntegerAttr.get(IntegerType.get(c, 64), 1);
    expect(one.toString()).toBe('1 : i64');
    expect(ArrayAttr.get(c, [one, IntegerAttr.get(IntegerType.get(c, 32), 2)]).toString()).toBe(
      '[1, 2 : i32]',
    );
    const printer = new AttrTypePrinter();
    printer.printAttributeWithoutType(IntegerAttr.get(IntegerType.get(c, 32), 7));
    expect(printer.toString()).toBe('7');
  });
});

describe('FloatAttr and APFloat', () => {
  test('holds values exactly at the type precision', () => {
    const c = ctx();
    const f32 = FloatType.getF32(c);
    const tenth = FloatAttr.get(f32, 0.1);
    expect(tenth.getValueAsDouble()).toBe(Math.fround(0.1));
    expect(tenth.value.bits).toBe(0x3dcccccdn);
    expect(FloatAttr.get(f32, Math.fround(0.1))).toBe(tenth);
    expect(tenth.toString()).toBe('1.000000e-01 : f32');
  });

  test.each([
    ['f64', 1, '1.000000e+00'],
    ['f64', 1e-7, '9.9999999999999995E-8'],
    ['f32', 12345678, '0x4B3C614E'],
    ['f32', Infinity, '0x7F800000'],
    ['f32', -Infinity, '0xFF800000'],
    ['f32', NaN, '0x7FC00000'],
    ['f16', 1e9, '0x7C00'],
    ['f64', -0, '-0.000000e+00'],
    ['f4E2M1FN', 100, '6.000000e+00'],
    ['f8E4M3FN', 1000, '0x7F'],
  ])('%s %d prints as %s', (name, value, text) => {
    const c = ctx();
    expect(FloatAttr.get(FloatType.get(c, name), value).toString()).toBe(`${text} : ${name}`);
  });

  test('decodes the special encodings of the small formats', () => {
    const e4m3fn = floatSemantics('f8E4M3FN');
    expect(new APFloat(e4m3fn, 0x7fn).isNaN).toBe(true);
    expect(new APFloat(e4m3fn, 0x7en).toNumber()).toBe(448);
    const fnuz = floatSemantics('f8E5M2FNUZ');
    expect(new APFloat(fnuz, 0x80n).isNaN).toBe(true);
    expect(APFloat.fromNumber(fnuz, -0).bits).toBe(0n);
    const e8m0 = floatSemantics('f8E8M0FNU');
    expect(new APFloat(e8m0, 0n).toNumber()).toBe(2 ** -127);
    expect(new APFloat(e8m0, 0xffn).isNaN).toBe(true);
    const f6 = floatSemantics('f6E2M3FN');
    expect(APFloat.fromNumber(f6, 1e6).toNumber()).toBe(7.5);
    const f80 = floatSemantics('f80');
    expect(APFloat.fromNumber(f80, 1.5).toHexLiteral()).toBe('0x3FFFC000000000000000');
    expect(APFloat.fromNumber(f80, Infinity).isInfinity).toBe(true);
    const f16 = floatSemantics('f16');
    expect(new APFloat(f16, 1n).toNumber()).toBe(2 ** -24);
  });

  test('rounds decimal text to nearest, ties to even', () => {
    const f32 = floatSemantics('f32');
    expect(APFloat.fromString(f32, '16777217')!.toNumber()).toBe(16777216);
    expect(APFloat.fromString(f32, '16777219')!.toNumber()).toBe(16777220);
    expect(APFloat.fromString(f32, '1e-50')!.isZero).toBe(true);
    expect(APFloat.fromString(f32, '1e999999999999')!.isInfinity).toBe(true);
    expect(APFloat.fromString(f32, 'abc')).toBeNull();
  });
});

describe('strings, arrays, dictionaries, symbols, types', () => {
  test('strings escape as MLIR prints them', () => {
    const c = ctx();
    expect(StringAttr.get(c, 'a\n"\\').toString()).toBe('"a\\0A\\22\\\\"');
    expect(StringAttr.get(c, 'é').toString()).toBe('"\\C3\\A9"');
    expect(StringAttr.get(c, 's', IntegerType.get(c, 32)).toString()).toBe('"s" : i32');
    expect(StringAttr.get(c, 's')).not.toBe(StringAttr.get(c, 's', IntegerType.get(c, 32)));
  });

  test('invalid UTF-8 bytes survive a round trip', () => {
    const c = ctx();
    const attr = parseAttribute('"\\FF\\00ok"', c) as StringAttr;
    expect(attr.toString()).toBe('"\\FF\\00ok"');
  });

  test('dictionaries sort, look up with Map semantics, and reject duplicates', () => {
    const c = ctx();
    const one = IntegerAttr.get(IntegerType.get(c, 32), 1);
    const dict = DictionaryAttr.get(c, [
      new NamedAttribute('z', UnitAttr.get(c)),
      new NamedAttribute('__proto__', one),
      new NamedAttribute('a b', one),
    ]);
    expect(dict.toString()).toBe('{__proto__ = 1 : i32, "a b" = 1 : i32, z}');
    expect(dict.get('__proto__')).toBe(one);
    expect(dict.get('constructor')).toBeUndefined();
    expect(dict.get('toString')).toBeUndefined();
    expect(dict.contains('z')).toBe(true);
    expect(DictionaryAttr.get(c, [...dict.value].reverse())).toBe(dict);
    expect(() =>
      DictionaryAttr.get(c, [new NamedAttribute('x', one), new NamedAttribute('x', one)]),
    ).toThrow(/duplicate/);
  });

  test('symbol references', () => {
    const c = ctx();
    const nested = SymbolRefAttr.get(c, 'a', ['b c', 'd']);
    expect(nested.toString()).toBe('@a::@"b c"::@d');
    expect(nested.leafReference).toBe('d');
    expect(FlatSymbolRefAttr.is(nested)).toBe(false);
    expect(FlatSymbolRefAttr.get(c, 'f').toString()).toBe('@f');
    expect(FlatSymbolRefAttr.get(c, 'f')).toBe(SymbolRefAttr.get(c, 'f'));
  });

  test('type attributes and opaque attributes', () => {
    const c = ctx();
    expect(TypeAttr.get(IndexType.get(c)).toString()).toBe('index');
    expect(OpaqueAttr.get(c, 'foo', 'bar<1>').toString()).toBe('#foo.bar<1>');
    expect(OpaqueAttr.get(c, 'foo', '"x"', IntegerType.get(c, 32)).toString()).toBe(
      '#foo<"x"> : i32',
    );
  });
});

describe('elements attributes', () => {
  const tensor = (c: MLIRContext, shape: number[], element: Type) =>
    RankedTensorType.get(c, shape, element);

  test('detect splats and print nested lists', () => {
    const c = ctx();
    const i32 = IntegerType.get(c, 32);
    const splat = DenseIntOrFPElementsAttr.get(tensor(c, [2, 2], i32), [7, 7, 7, 7]);
    expect(splat.isSplat).toBe(true);
    expect(splat.toString()).toBe('dense<7> : tensor<2x2xi32>');
    expect(DenseIntOrFPElementsAttr.get(tensor(c, [2, 2], i32), [7])).toBe(splat);
    const full = DenseIntOrFPElementsAttr.get(tensor(c, [2, 3], i32), [1, 2, 3, 4, 5, 6]);
    expect(full.toString()).toBe('dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>');
    expect(full.getValuesAsNumbers()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(() => DenseIntOrFPElementsAttr.get(tensor(c, [2], i32), [1, 2, 3])).toThrow();
  });

  test('raw buffers are little-endian and i1 is bit-packed', () => {
    const c = ctx();
    const i16 = IntegerType.get(c, 16);
    const attr = DenseIntOrFPElementsAttr.get(tensor(c, [2], i16), [1, 0x0203]);
    expect([...attr.getRawData()]).toEqual([1, 0, 3, 2]);
    expect(DenseIntOrFPElementsAttr.getFromRawBuffer(tensor(c, [2], i16), attr.getRawData())).toBe(
      attr,
    );
    const bits = DenseIntOrFPElementsAttr.get(tensor(c, [3], IntegerType.get(c, 1)), [
      true,
      false,
      true,
    ]);
    expect([...bits.getRawData()]).toEqual([0b101]);
    expect(
      DenseIntOrFPElementsAttr.getFromRawBuffer(tensor(c, [3], i16), Uint8Array.of(1)),
    ).toBeNull();
  });

  test('large non-splat elements print as hex like mlir-opt', () => {
    const c = ctx();
    const values = Array.from({ length: 101 }, (_, i) => i);
    const attr = DenseIntOrFPElementsAttr.get(tensor(c, [101], IntegerType.get(c, 8)), values);
    expect(attr.toString()).toMatch(/^dense<"0x000102/);
    const printer = new AttrTypePrinter({ elementsHexThreshold: -1 });
    printer.printAttribute(attr);
    expect(printer.toString()).toMatch(/^dense<\[0, 1, 2/);
  });

  test('elements above the elision limit print as an elided resource, splats never', () => {
    const c = ctx();
    const printed = (text: string, limit: number) => {
      const printer = new AttrTypePrinter({ elideElementsThreshold: limit });
      printer.printAttribute(parseAttribute(text, c)!);
      return printer.toString();
    };
    expect(printed('dense<[1, 2, 3]> : tensor<3xi32>', 2)).toBe(
      'dense_resource<__elided__> : tensor<3xi32>',
    );
    expect(printed('dense<[1, 2, 3]> : tensor<3xi32>', 3)).toBe('dense<[1, 2, 3]> : tensor<3xi32>');
    expect(printed('dense<7> : tensor<8xi32>', 0)).toBe('dense<7> : tensor<8xi32>');
    expect(printed('sparse<[[0], [1]], [5, 6]> : tensor<4xi32>', 1)).toBe(
      'dense_resource<__elided__> : tensor<4xi32>',
    );
    expect(printed('dense<[1, 2, 3]> : tensor<3xi32>', -1)).toBe(
      'dense<[1, 2, 3]> : tensor<3xi32>',
    );
  });

  test('complex, float, string and resource elements', () => {
    const c = ctx();
    const complex = DenseIntOrFPElementsAttr.get(
      RankedTensorType.get(c, [2], (parseAttribute('complex<f32>', c) as TypeAttr).value),
      [1, 2, 3, 4],
    );
    expect(complex.toString()).toBe(
      'dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00)]> : tensor<2xcomplex<f32>>',
    );
    const vector = VectorType.get(c, [2], FloatType.getF16(c));
    expect(DenseIntOrFPElementsAttr.get(vector, [0.5, -1]).toString()).toBe(
      'dense<[5.000000e-01, -1.000000e+00]> : vector<2xf16>',
    );
    const strType = tensor(c, [2], OpaqueType.get(c, 'foo', 'str'));
    expect(DenseStringElementsAttr.get(strType, ['a', 'b']).toString()).toBe(
      'dense<["a", "b"]> : tensor<2x!foo.str>',
    );
    expect(DenseStringElementsAttr.get(strType, ['a', 'a']).isSplat).toBe(true);
    getResourceBlobManager(c).insert('blob', Uint8Array.of(1, 2));
    const resource = DenseResourceElementsAttr.get(tensor(c, [2], IntegerType.get(c, 8)), 'blob');
    expect(resource.toString()).toBe('dense_resource<blob> : tensor<2xi8>');
    expect([...resource.getBlob()!]).toEqual([1, 2]);
  });

  test('dense arrays', () => {
    const c = ctx();
    const attr = DenseArrayAttr.get(IntegerType.get(c, 64), [1, 2]);
    expect(attr.toString()).toBe('array<i64: 1, 2>');
    expect(attr.asNumbers()).toEqual([1, 2]);
    expect(DenseArrayAttr.get(IntegerType.get(c, 1), [true, false]).toString()).toBe(
      'array<i1: true, false>',
    );
    expect(DenseArrayAttr.get(FloatType.getF32(c), []).toString()).toBe('array<f32>');
    expect(() => DenseArrayAttr.get(IndexType.get(c), [1])).toThrow();
  });
});

describe('affine maps, integer sets, strided layouts', () => {
  test('expressions simplify as MLIR builds them', () => {
    const c = ctx();
    const d0 = AffineExpr.dim(c, 0);
    const d1 = AffineExpr.dim(c, 1);
    const s0 = AffineExpr.symbol(c, 0);
    const show = (e: AffineExpr) =>
      AffineMap.get(c, 2, 1, [e]).toString().replace('(d0, d1)[s0] -> ', '');
    expect(show(d0.add(2).add(3))).toBe('(d0 + 5)');
    expect(show(AffineExpr.constant(c, 2).add(d0))).toBe('(d0 + 2)');
    expect(show(d0.mul(2).mul(3))).toBe('(d0 * 6)');
    expect(show(d0.sub(d1))).toBe('(d0 - d1)');
    expect(show(d0.neg())).toBe('(-d0)');
    expect(show(d0.mul(4).floorDiv(2))).toBe('(d0 * 2)');
    expect(show(d0.sub(d0.floorDiv(4).mul(4)))).toBe('(d0 mod 4)');
    expect(show(d0.mul(4).add(d1).mod(2))).toBe('(d1 mod 2)');
    expect(show(s0.add(d0))).toBe('(d0 + s0)');
    expect(show(d0.add(d1).mul(s0))).toBe('((d0 + d1) * s0)');
    expect(show(d0.mul(-3).add(7))).toBe('(d0 * -3 + 7)');
    expect(show(d1.add(d0.mul(-3)))).toBe('(d1 - d0 * 3)');
    expect(d0.add(1)).toBe(d0.add(1));
    expect(d0.mul(d1)).toBe(AffineExpr.binary('mul', d0, d1));
  });

  test('maps and sets print and compare by identity', () => {
    const c = ctx();
    const map = AffineMap.get(c, 2, 0, [AffineExpr.dim(c, 1), AffineExpr.dim(c, 0)]);
    expect(AffineMapAttr.get(map).toString()).toBe('affine_map<(d0, d1) -> (d1, d0)>');
    expect(map.isIdentity()).toBe(false);
    expect(AffineMap.getMultiDimIdentityMap(c, 2).isIdentity()).toBe(true);
    expect(parseAttribute('affine_map<(i, j) -> (j, i)>', c)).toBe(AffineMapAttr.get(map));
    const set = IntegerSet.get(c, 1, 0, [AffineExpr.dim(c, 0)], [false]);
    expect(IntegerSetAttr.get(set).toString()).toBe('affine_set<(d0) : (d0 >= 0)>');
  });

  test('strided layouts omit a zero offset', () => {
    const c = ctx();
    expect(StridedLayoutAttr.get(c, 0, [1]).toString()).toBe('strided<[1]>');
    expect(StridedLayoutAttr.get(c, kDynamic, [kDynamic, 1]).toString()).toBe(
      'strided<[?, 1], offset: ?>',
    );
  });

  test('deep affine expressions print without recursion', () => {
    const c = ctx();
    let e = AffineExpr.dim(c, 0);
    for (let i = 0; i < 30_000; i++) e = AffineExpr.binary('add', e, AffineExpr.symbol(c, 0));
    const out: string[] = [];
    AffineMap.get(c, 1, 1, [e]).printTo(out);
    expect(out.join('').length).toBeGreaterThan(150_000);
  });
});

describe('aliases', () => {
  test('the printer asks the alias hook for nested types and attributes', () => {
    const c = ctx();
    const map = parseAttribute('affine_map<(d0) -> (d0 + 1)>', c)!;
    const memref = parseAttribute('memref<4xf32, affine_map<(d0) -> (d0 + 1)>>', c) as TypeAttr;
    const printer = new AttrTypePrinter({
      aliases: {
        typeAlias: (type: Type) => (type === FloatType.getF32(c) ? 'float' : undefined),
        attributeAlias: (attr: Attribute) => (attr === map ? 'map' : undefined),
      },
    });
    printer.printAttribute(memref);
    expect(printer.toString()).toBe('memref<4x!float, #map>');
  });
});

describe('affine map utilities', () => {
  const c = new MLIRContext();
  const map = (text: string) => (parseAttribute(`affine_map<${text}>`, c) as AffineMapAttr).value;

  test('compose substitutes results and appends symbols after this map', () => {
    const composed = map('(d0, d1)[s0, s1] -> (d0 + 1 + s1, d1 - 1 - s0)').compose(
      map('(d0)[s0] -> (d0 + s0, d0 - s0)'),
    );
    expect(composed.numDims).toBe(1);
    expect(composed.numSymbols).toBe(3);
    expect(composed.toString()).toBe('(d0)[s0, s1, s2] -> (d0 + s2 + s1 + 1, d0 - s2 - s0 - 1)');
  });

  test('permutations, constants and sub-maps', () => {
    expect(AffineMap.getPermutationMap(c, [1, 0]).toString()).toBe('(d0, d1) -> (d1, d0)');
    expect(AffineMap.getPermutationMap(c, [1, 0]).isPermutation()).toBe(true);
    expect(map('(d0, d1) -> (d0, d0)').isPermutation()).toBe(false);
    expect(map('() -> (3, -1)').getConstantResults()).toEqual([3, -1]);
    expect(map('(d0, d1) -> (d0, d1 + 1, d0 * 2)').getSubMap([2, 0]).toString()).toBe(
      '(d0, d1) -> (d0 * 2, d0)',
    );
  });

  test('replaceDimsAndSymbols simplifies as it rebuilds', () => {
    const d0 = AffineExpr.dim(c, 0);
    const expr = map('(d0)[s0] -> (d0 * 4 + s0)').getResult(0);
    expect(
      expr.replaceDimsAndSymbols([AffineExpr.constant(c, 2)], [AffineExpr.constant(c, 1)]).value,
    ).toBe(9);
    expect(AffineMap.get(c, 1, 1, [expr.replaceDimsAndSymbols([d0.mul(2)], [])]).toString()).toBe(
      '(d0)[s0] -> (d0 * 8 + s0)',
    );
  });
});

describe('dense element access', () => {
  test('element and splat attributes', () => {
    const c = new MLIRContext();
    const attr = parseAttribute('dense<[1, -2]> : tensor<2xi8>', c) as DenseIntOrFPElementsAttr;
    expect(attr.getElementAttr(1)).toBe(IntegerAttr.get(IntegerType.get(c, 8), -2));
    expect(() => attr.getSplatValue()).toThrow();
    const splat = parseAttribute('dense<1.5> : tensor<4xf32>', c) as DenseIntOrFPElementsAttr;
    expect(splat.getSplatValue()).toBe(FloatAttr.get(FloatType.getF32(c), 1.5));
    expect(splat.getElementAttr(3)).toBe(splat.getSplatValue());
  });
});

describe('sparse elements', () => {
  test('indices and values are dense attributes of the written shapes', () => {
    const c = new MLIRContext();
    const sparse = parseAttribute(
      'sparse<[[0, 1], [2, 3]], [7, 8]> : tensor<3x4xi32>',
      c,
    ) as SparseElementsAttr;
    expect(sparse).toBeInstanceOf(SparseElementsAttr);
    expect(sparse.indices.type.toString()).toBe('tensor<2x2xi64>');
    expect(sparse.values.type.toString()).toBe('tensor<2xi32>');
    expect(sparse.toString()).toBe('sparse<[[0, 1], [2, 3]], [7, 8]> : tensor<3x4xi32>');
    const splat = parseAttribute('sparse<[[1, 1]], 5> : tensor<3x4xi32>', c) as SparseElementsAttr;
    expect(splat.indices.type.toString()).toBe('tensor<1x2xi64>');
    expect(splat.values.type.toString()).toBe('tensor<1xi32>');
  });
});
