import { describe, expect, it } from 'vitest';
import {
  ArrayAttr,
  BoolAttr,
  FloatAttr,
  IntegerAttr,
  StringAttr,
  SymbolRefAttr,
  TypeAttr,
  UnitAttr,
} from '../../src/attributes/builtin-attributes.js';
import { DenseArrayAttr } from '../../src/attributes/elements-attributes.js';
import { MLIRContext } from '../../src/context.js';
import { groupSummary } from '../../src/ods/constraint.js';
import {
  AnyAttr,
  AnyIntegerAttr,
  ArrayAttrOf,
  attrOfClass,
  BoolAttrConstraint,
  confined,
  DenseI32ArrayAttr,
  FlatSymbolRefAttrConstraint,
  I32Attr,
  I64Attr,
  IndexAttr,
  StrAttr,
  SymbolRefAttrConstraint,
  TypeAttrOf,
  TypedAttr,
  UnitAttrConstraint,
} from '../../src/ods/constraints/attrs.js';
import { IntegerEnumAttr } from '../../src/ods/constraints/enum.js';
import {
  AnyFloat,
  AnyInteger,
  AnySignlessIntegerOrIndex,
  AnyType,
  AnyTypeOf,
  BoolLike,
  F32,
  FloatLike,
  I1,
  I32,
  Index,
  MemRefOf,
  RankedTensorOf,
  SI,
  SignlessIntegerLike,
  TensorOf,
  typeOfClass,
  UI,
  VectorOf,
} from '../../src/ods/constraints/types.js';
import { FloatType, IndexType, IntegerType } from '../../src/types/builtin-types.js';
import {
  MemRefType,
  RankedTensorType,
  UnrankedTensorType,
  VectorType,
} from '../../src/types/shaped-types.js';

const context = new MLIRContext();
const i1 = IntegerType.get(context, 1);
const i32 = IntegerType.get(context, 32);
const si32 = IntegerType.get(context, 32, 'signed');
const ui8 = IntegerType.get(context, 8, 'unsigned');
const i64 = IntegerType.get(context, 64);
const index = IndexType.get(context);
const f32 = FloatType.getF32(context);
const f64 = FloatType.getF64(context);
const vi32 = VectorType.get(context, [4], i32);
const vf32 = VectorType.get(context, [4], f32);
const ti32 = RankedTensorType.get(context, [2, 3], i32);
const ui32Tensor = UnrankedTensorType.get(context, i32);
const mf32 = MemRefType.get(context, [4], f32);

describe('type constraints', () => {
  it.each([
    [AnyType, 'any type', [i32, f32, mf32], []],
    [AnyInteger, 'integer', [i32, si32, ui8], [index, f32]],
    [I32, '32-bit signless integer', [i32], [si32, i64, index]],
    [I1, '1-bit signless integer', [i1], [i32]],
    [SI(32), '32-bit signed integer', [si32], [i32]],
    [UI(8), '8-bit unsigned integer', [ui8], [IntegerType.get(context, 8)]],
    [Index, 'index', [index], [i64]],
    [AnySignlessIntegerOrIndex, 'signless integer or index', [i32, index], [si32, f32]],
    [AnyFloat, 'floating-point', [f32, f64], [i32]],
    [F32, '32-bit float', [f32], [f64, i32]],
    [
      SignlessIntegerLike,
      'signless-integer-like',
      [i32, index, vi32, ti32, ui32Tensor],
      [f32, vf32, si32, mf32],
    ],
    [FloatLike, 'floating-point-like', [f32, vf32], [i32, vi32]],
    [BoolLike, 'bool-like', [i1, VectorType.get(context, [2], i1)], [i32]],
    [VectorOf([I32]), 'vector of 32-bit signless integer values', [vi32], [vf32, i32, ti32]],
    [TensorOf([AnyType]), 'tensor of any type values', [ti32, ui32Tensor], [vi32]],
    [RankedTensorOf([AnyType]), 'ranked tensor of any type values', [ti32], [ui32Tensor]],
    [MemRefOf([F32]), 'memref of 32-bit float values', [mf32], [ti32]],
    [AnyTypeOf([I32, F32]), '32-bit signless integer or 32-bit float', [i32, f32], [i64]],
  ] as const)('%#: %s', (constraint, summary, accepted, rejected) => {
    expect(constraint.summary).toBe(summary);
    for (const type of accepted) expect(constraint.isSatisfiedBy(type), type.toString()).toBe(true);
    for (const type of rejected)
      expect(constraint.isSatisfiedBy(type), type.toString()).toBe(false);
  });

  it('makes constraints from type classes', () => {
    const AnyVectorType = typeOfClass('vector', VectorType);
    expect(AnyVectorType.isSatisfiedBy(vi32)).toBe(true);
    expect(AnyVectorType.isSatisfiedBy(ti32)).toBe(false);
    expect(AnyVectorType.summary).toBe('vector');
  });

  it('builds the single type of buildable constraints', () => {
    expect(I32.buildType!(context)).toBe(i32);
    expect(Index.buildType!(context)).toBe(index);
    expect(F32.buildType!(context)).toBe(f32);
    expect(SignlessIntegerLike.isBuildable).toBe(false);
  });

  it('describes variadic groups as MLIR does', () => {
    expect(groupSummary('variadic', Index.summary)).toBe('variadic of index');
    expect(groupSummary('optional', Index.summary)).toBe('index');
  });
});

describe('attribute constraints', () => {
  const str = StringAttr.get(context, 's');
  const int32 = IntegerAttr.get(i32, 1);
  const int64 = IntegerAttr.get(i64, 1);
  const flat = SymbolRefAttr.get(context, 'f');
  const nested = SymbolRefAttr.get(context, 'a', ['b']);

  it.each([
    [AnyAttr, 'any attribute', [str, int32], []],
    [StrAttr, 'string attribute', [str], [int32]],
    [UnitAttrConstraint, 'unit attribute', [UnitAttr.get(context)], [str]],
    [I32Attr, '32-bit signless integer attribute', [int32], [int64, str]],
    [I64Attr, '64-bit signless integer attribute', [int64], [int32]],
    [IndexAttr, 'index attribute', [IntegerAttr.get(index, 3)], [int64]],
    [AnyIntegerAttr, 'arbitrary integer attribute', [int32, int64], [str]],
    [BoolAttrConstraint, 'bool attribute', [BoolAttr.get(context, true)], [int32]],
    [SymbolRefAttrConstraint, 'symbol reference attribute', [flat, nested], [str]],
    [FlatSymbolRefAttrConstraint, 'flat symbol reference attribute', [flat], [nested]],
    [
      TypeAttrOf(I32),
      'type attribute of 32-bit signless integer',
      [TypeAttr.get(i32)],
      [TypeAttr.get(f32)],
    ],
    [
      ArrayAttrOf(StrAttr),
      'array attribute of string attribute',
      [ArrayAttr.get(context, [str])],
      [ArrayAttr.get(context, [int32])],
    ],
    [
      DenseI32ArrayAttr,
      'i32 dense array attribute',
      [DenseArrayAttr.get(i32, [1, 2])],
      [DenseArrayAttr.get(i64, [1])],
    ],
    [TypedAttr, 'TypedAttr instance', [int32, FloatAttr.get(f32, 1.5)], [UnitAttr.get(context)]],
  ] as const)('%#: %s', (constraint, summary, accepted, rejected) => {
    expect(constraint.summary).toBe(summary);
    for (const attr of accepted) expect(constraint.isSatisfiedBy(attr), attr.toString()).toBe(true);
    for (const attr of rejected)
      expect(constraint.isSatisfiedBy(attr), attr.toString()).toBe(false);
  });

  it('separates the storage check (property conversion) from the constraint', () => {
    // An i32 integer converts into an I64Attr property; the verifier then rejects it.
    expect(I64Attr.storageAccepts(int32)).toBe(true);
    expect(I64Attr.storageAccepts(str)).toBe(false);
    // A nested reference does not even convert into a flat symbol reference property.
    expect(FlatSymbolRefAttrConstraint.storageAccepts(nested)).toBe(false);
    expect(AnyAttr.storageAccepts(str)).toBe(true);
  });

  it('makes constraints (with their storage check) from attribute classes', () => {
    const Strings = attrOfClass('string attribute', StringAttr);
    expect(Strings.isSatisfiedBy(str)).toBe(true);
    expect(Strings.isSatisfiedBy(int32)).toBe(false);
    expect(Strings.storageAccepts(int32)).toBe(false);
  });

  it('confines a constraint with an extra predicate and its own summary', () => {
    const positive = confined(
      I64Attr,
      '64-bit signless integer attribute whose value is positive',
      (a) => a.value > 0n,
    );
    expect(positive.isSatisfiedBy(int64)).toBe(true);
    expect(positive.isSatisfiedBy(IntegerAttr.get(i64, -1))).toBe(false);
    expect(positive.storageAccepts(int32)).toBe(true);
  });

  it('maps enum cases to strings and back', () => {
    const Predicate = new IntegerEnumAttr('CmpIPredicate', 64, { eq: 0, ne: 1, slt: 2 });
    expect(Predicate.summary).toBe('allowed 64-bit signless integer cases: 0, 1, 2');
    expect(Predicate.symbolize('ne')).toBe(1);
    expect(Predicate.symbolize('constructor')).toBeUndefined();
    expect(Predicate.stringify(2)).toBe('slt');
    expect(Predicate.stringify(9)).toBeUndefined();
    const attr = Predicate.get(context, 'slt');
    expect(attr).toBe(IntegerAttr.get(i64, 2));
    expect(Predicate.isSatisfiedBy(attr)).toBe(true);
    expect(Predicate.isSatisfiedBy(IntegerAttr.get(i64, 7))).toBe(false);
    expect(Predicate.isSatisfiedBy(IntegerAttr.get(i32, 1))).toBe(false);
  });
});
