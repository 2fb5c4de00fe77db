import { describe, expect, expectTypeOf, it } from 'vitest';
import { IntegerAttr, StringAttr } from '../../src/attributes/builtin-attributes.js';
import { Operation } from '../../src/ir/operation.js';
import { Region } from '../../src/ir/region.js';
import type { OpResult, Value } from '../../src/ir/value.js';
import { AnyRegion, defaultValued, optional, variadic } from '../../src/ods/constraint.js';
import {
  I64Attr,
  integerAttr,
  StrAttr,
  UnitAttrConstraint,
} from '../../src/ods/constraints/attrs.js';
import { UnitAttr } from '../../src/attributes/builtin-attributes.js';
import { Block } from '../../src/ir/block.js';
import { OpBuilder } from '../../src/ir/builder.js';
import { OpInfo } from '../../src/ods/op-info.js';
import { AnyType, I32, Index, SignlessIntegerLike } from '../../src/ods/constraints/types.js';
import { defineOp } from '../../src/ods/define-op.js';
import { Pure } from '../../src/ods/interfaces/side-effects.js';
import { OpDefinitionError } from '../../src/ods/spec.js';
import { Commutative } from '../../src/ods/traits/structure.js';
import { OneResult, NOperands } from '../../src/ods/traits/counts.js';
import { AttrSizedOperandSegments, makeSegmentSizesAttr } from '../../src/ods/traits/segments.js';
import { SameOperandsAndResultType } from '../../src/ods/traits/types.js';
import { IndexType, IntegerType } from '../../src/types/builtin-types.js';
import { invariantErrors, setup } from './helpers.js';

class AddOp extends defineOp({
  name: 'test.add',
  operands: { lhs: SignlessIntegerLike, rhs: SignlessIntegerLike },
  results: { result: SignlessIntegerLike },
  properties: { tag: optional(StrAttr) },
  traits: [Pure, Commutative, SameOperandsAndResultType],
  assemblyFormat: '$lhs `,` $rhs attr-dict `:` type($result)',
}) {}

class SourceOp extends defineOp({
  name: 'test.source',
  results: { out: AnyType },
  properties: { value: I64Attr },
}) {}

class SegmentsOp extends defineOp({
  name: 'test.segments',
  operands: { first: variadic(AnyType), middle: I32, last: optional(Index) },
  results: { many: variadic(AnyType) },
  traits: [AttrSizedOperandSegments],
}) {}

class RegionOp extends defineOp({
  name: 'test.region',
  operands: { rest: variadic(AnyType), head: AnyType },
  regions: { body: AnyRegion },
}) {}

class FlagOp extends defineOp({
  name: 'test.flag',
  properties: { enabled: UnitAttrConstraint },
}) {}

class DefaultsOp extends defineOp({
  name: 'test.defaults',
  results: { out: AnyType },
  properties: { count: defaultValued(I64Attr, (context) => integerAttr(context, 64, 7)) },
}) {}

const ops = [AddOp, SourceOp, SegmentsOp, RegionOp, DefaultsOp, FlagOp];

describe('defineOp', () => {
  it('creates instances of the op class with typed accessors', () => {
    const { context, loc } = setup(ops);
    const i32 = IntegerType.get(context, 32);
    const a = SourceOp.create(loc, {
      out: i32,
      value: IntegerAttr.get(IntegerType.get(context, 64), 1),
    });
    const b = SourceOp.create(loc, {
      out: i32,
      value: IntegerAttr.get(IntegerType.get(context, 64), 2),
    });
    const add = AddOp.create(loc, { lhs: a.out, rhs: b.out });
    expect(add).toBeInstanceOf(AddOp);
    expect(add).toBeInstanceOf(Operation);
    expect(add.lhs).toBe(a.getResult(0));
    expect(add.rhs).toBe(b.getResult(0));
    // The result type is inferred from SameOperandsAndResultType.
    expect(add.result.type).toBe(i32);
    expect(add.tag).toBeUndefined();
    expectTypeOf(add.tag).toEqualTypeOf<StringAttr | undefined>();
    add.tag = StringAttr.get(context, 'x');
    expect(add.properties.get('tag')).toBe(StringAttr.get(context, 'x'));
    expectTypeOf(add.lhs).toEqualTypeOf<Value>();
    expectTypeOf(add.result).toEqualTypeOf<OpResult>();
    expectTypeOf(a.value).toEqualTypeOf<IntegerAttr>();
  });

  it('types the build arguments from the definition', () => {
    const { context, loc } = setup(ops);
    const i32 = IntegerType.get(context, 32);
    const x = SourceOp.create(loc, {
      out: i32,
      value: IntegerAttr.get(IntegerType.get(context, 64), 1),
    }).out;
    // Required operands must be given, as values; optional attributes may be left out.
    // @ts-expect-error rhs is missing
    expect(() => AddOp.create(loc, { lhs: x })).toThrow(/operand 'rhs' is required/);
    // @ts-expect-error a variadic group takes a list
    expect(() => SegmentsOp.create(loc, { first: x, middle: x, many: [] })).toThrow(
      /not a list|takes/,
    );
    // @ts-expect-error value must be an attribute
    expect(() => SourceOp.create(loc, { out: i32, value: 3 })).toThrow();
    expectTypeOf(RegionOp.create(loc, { rest: [], head: x }).body).toEqualTypeOf<Region>();
  });

  it('makes Operation.create build the registered class, and generic ops elsewhere', () => {
    const { context, loc } = setup(ops);
    const i32 = IntegerType.get(context, 32);
    const generic = Operation.create({ name: 'test.source', location: loc, resultTypes: [i32] });
    expect(generic).toBeInstanceOf(SourceOp);
    const unknown = Operation.create({ name: 'other.op', location: loc });
    expect(unknown).not.toBeInstanceOf(SourceOp);
    expect(unknown.isRegistered).toBe(false);
  });

  it('declares counting traits and the declared traits with implied ones', () => {
    const { context, loc } = setup(ops);
    const i32 = IntegerType.get(context, 32);
    const a = SourceOp.create(loc, {
      out: i32,
      value: IntegerAttr.get(IntegerType.get(context, 64), 1),
    });
    const add = AddOp.create(loc, { lhs: a.out, rhs: a.out });
    expect(add.hasTrait(OneResult.key)).toBe(true);
    expect(add.hasTrait(NOperands.key)).toBe(true);
    expect(add.hasTrait(Commutative.key)).toBe(true);
    expect(add.hasTrait(Pure.key)).toBe(true);
    expect(a.hasTrait(Commutative.key)).toBe(false);
  });

  it('splits operands by operandSegmentSizes and fills the property when building', () => {
    const { context, loc } = setup(ops);
    const i32 = IntegerType.get(context, 32);
    const index = IndexType.get(context);
    const v = (t: typeof i32 | typeof index) =>
      SourceOp.create(loc, { out: t, value: IntegerAttr.get(IntegerType.get(context, 64), 0) }).out;
    const x = v(i32);
    const y = v(i32);
    const z = v(index);
    const op = SegmentsOp.create(loc, { first: [x, y], middle: y, last: z, many: [i32] });
    expect(op.properties.get('operandSegmentSizes')!.toString()).toBe('array<i32: 2, 1, 1>');
    expect(op.first).toEqual([x, y]);
    expect(op.middle).toBe(y);
    expect(op.last).toBe(z);
    const none = SegmentsOp.create(loc, { middle: x, many: [] });
    expect(none.first).toEqual([]);
    expect(none.last).toBeNull();
    expectTypeOf(op.first).toEqualTypeOf<Value[]>();
    expectTypeOf(op.last).toEqualTypeOf<Value | null>();
  });

  it('splits a single variadic group without a segment property, and builds empty regions', () => {
    const { context, loc } = setup(ops);
    const i32 = IntegerType.get(context, 32);
    const vals = [1, 2, 3].map(
      (n) =>
        SourceOp.create(loc, { out: i32, value: IntegerAttr.get(IntegerType.get(context, 64), n) })
          .out,
    );
    const op = RegionOp.create(loc, { rest: [vals[0]!, vals[1]!], head: vals[2]! });
    expect(op.rest).toEqual([vals[0], vals[1]]);
    expect(op.head).toBe(vals[2]);
    expect(op.body).toBeInstanceOf(Region);
    expect(op.numRegions).toBe(1);
  });

  it('fills in default-valued properties when building, and works with OpBuilder.createOp', () => {
    const { context, loc } = setup(ops);
    const i32 = IntegerType.get(context, 32);
    const builder = new OpBuilder(context);
    const block = new Block();
    builder.setInsertionPointToEnd(block);
    const op = builder.createOp(DefaultsOp, loc, { out: i32 });
    expect(op).toBeInstanceOf(DefaultsOp);
    expect(block.front).toBe(op);
    expect((op as DefaultsOp).count).toBe(IntegerAttr.get(IntegerType.get(context, 64), 7));
    expect(op.properties.get('count')).toBe(IntegerAttr.get(IntegerType.get(context, 64), 7));
    // The op parser fills defaults the same way for ops it reads.
    const info = op.name.info;
    expect(info).toBeInstanceOf(OpInfo);
    const props = new Map();
    (info as OpInfo).populateDefaultProperties(props, context);
    expect([...props.keys()]).toEqual(['count']);
  });

  it('treats unit attributes as flags that may be absent', () => {
    const { context, loc, diagnostics } = setup(ops);
    const off = FlagOp.create(loc, {});
    expectTypeOf(off.enabled).toEqualTypeOf<UnitAttr | undefined>();
    expect(off.enabled).toBeUndefined();
    expect(invariantErrors(off, diagnostics)).toEqual([]);
    const on = FlagOp.create(loc, { enabled: UnitAttr.get(context) });
    expect(on.enabled).toBe(UnitAttr.get(context));
  });

  it('rejects malformed definitions', () => {
    expect(() => defineOp({ name: 'nodot' })).toThrow(OpDefinitionError);
    expect(() =>
      defineOp({ name: 'test.x', operands: { a: variadic(AnyType), b: variadic(AnyType) } }),
    ).toThrow(/more than one variadic/);
    expect(() =>
      defineOp({ name: 'test.x', operands: { a: AnyType }, results: { a: AnyType } }),
    ).toThrow(/'a' is defined more than once/);
    expect(() => defineOp({ name: 'test.x', operands: { operands: AnyType } })).toThrow(
      /hide a member/,
    );
    expect(() =>
      defineOp({ name: 'test.x', operands: { a: AnyType }, assemblyFormat: 'attr-dict' }),
    ).toThrow(/operand #0, named 'a', not found/);
  });

  it('refuses to create an op whose dialect is not loaded', () => {
    const { loc } = setup([]);
    expect(() =>
      SourceOp.create(loc, {
        out: IndexType.get(loc.context),
        value: IntegerAttr.get(IndexType.get(loc.context), 0),
      }),
    ).toThrow(/not registered/);
  });
});

describe('derived verification', () => {
  it('reports constraint failures with MLIR messages', () => {
    const { context, loc, diagnostics } = setup(ops);
    const i32 = IntegerType.get(context, 32);
    const i64 = IntegerType.get(context, 64);
    const a = SourceOp.create(loc, { out: i32, value: IntegerAttr.get(i64, 1) });
    const b = SourceOp.create(loc, { out: i64, value: IntegerAttr.get(i64, 1) });
    const mismatched = AddOp.create(loc, { lhs: a.out, rhs: b.out, result: i32 });
    expect(invariantErrors(mismatched, diagnostics)).toEqual([
      "'test.add' op requires the same type for all operands and results",
    ]);
    const ok = AddOp.create(loc, { lhs: a.out, rhs: a.out });
    expect(invariantErrors(ok, diagnostics)).toEqual([]);
    const missing = Operation.create({ name: 'test.source', location: loc, resultTypes: [i32] });
    expect(invariantErrors(missing, diagnostics)).toEqual([
      "'test.source' op requires attribute 'value'",
    ]);
    const wrongAttr = Operation.create({
      name: 'test.source',
      location: loc,
      resultTypes: [i32],
      properties: [['value', IntegerAttr.get(i32, 1)]],
    });
    expect(invariantErrors(wrongAttr, diagnostics)).toEqual([
      "'test.source' op attribute 'value' failed to satisfy constraint: 64-bit signless integer attribute",
    ]);
    const counts = Operation.create({
      name: 'test.add',
      location: loc,
      operands: [a.out],
      resultTypes: [i32],
    });
    expect(invariantErrors(counts, diagnostics)).toEqual([
      "'test.add' op expected 2 operands, but found 1",
    ]);
    const noResult = Operation.create({
      name: 'test.add',
      location: loc,
      operands: [a.out, a.out],
    });
    expect(invariantErrors(noResult, diagnostics)).toEqual(["'test.add' op requires one result"]);
  });

  it('reports the first failing count in trait order, between ops of one name that pass', () => {
    // test.region: regions, then results, then operands (at least one) are checked, in that order.
    const { context, loc, diagnostics } = setup(ops);
    const i32 = IntegerType.get(context, 32);
    const a = SourceOp.create(loc, {
      out: i32,
      value: IntegerAttr.get(IntegerType.get(context, 64), 1),
    });
    const regionOp = (operands: Value[], regions: number, results: number) =>
      Operation.create({
        name: 'test.region',
        location: loc,
        operands,
        resultTypes: new Array(results).fill(i32),
        regions,
      });
    expect(invariantErrors(regionOp([a.out], 1, 0), diagnostics)).toEqual([]);
    expect(invariantErrors(regionOp([], 2, 1), diagnostics)).toEqual([
      "'test.region' op requires one region",
    ]);
    expect(invariantErrors(regionOp([], 1, 1), diagnostics)).toEqual([
      "'test.region' op requires zero results",
    ]);
    expect(invariantErrors(regionOp([], 1, 0), diagnostics)).toEqual([
      "'test.region' op expected 1 or more operands, but found 0",
    ]);
    expect(invariantErrors(regionOp([a.out, a.out], 1, 0), diagnostics)).toEqual([]);
  });

  it('checks operand types, naming the flat operand index and the variadic summary', () => {
    const { context, loc, diagnostics } = setup(ops);
    const i32 = IntegerType.get(context, 32);
    const i64 = IntegerType.get(context, 64);
    const x = SourceOp.create(loc, { out: i64, value: IntegerAttr.get(i64, 1) }).out;
    const y = SourceOp.create(loc, { out: i32, value: IntegerAttr.get(i64, 1) }).out;
    const badMiddle = SegmentsOp.create(loc, { first: [y], middle: x, many: [] });
    expect(invariantErrors(badMiddle, diagnostics)).toEqual([
      "'test.segments' op operand #1 must be 32-bit signless integer, but got 'i64'",
    ]);
    const badLast = SegmentsOp.create(loc, { middle: y, last: x, many: [] });
    expect(invariantErrors(badLast, diagnostics)).toEqual([
      "'test.segments' op operand #1 must be index, but got 'i64'",
    ]);
  });

  it('checks operandSegmentSizes as MLIR does', () => {
    const { context, loc, diagnostics } = setup(ops);
    const i32 = IntegerType.get(context, 32);
    const y = SourceOp.create(loc, {
      out: i32,
      value: IntegerAttr.get(IntegerType.get(context, 64), 1),
    }).out;
    const op = SegmentsOp.create(loc, { middle: y, many: [] });
    const sizes = (values: number[]) =>
      op.properties.set('operandSegmentSizes', makeSegmentSizesAttr(context, values));
    sizes([0, 1]);
    expect(invariantErrors(op, diagnostics)).toEqual([
      "'test.segments' op 'operandSegmentSizes' attribute for specifying operand segments must have 3 elements, but got 2",
    ]);
    sizes([0, 2, 0]);
    expect(invariantErrors(op, diagnostics)).toEqual([
      "'test.segments' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'",
    ]);
    sizes([-1, 2, 0]);
    expect(invariantErrors(op, diagnostics)).toEqual([
      "'test.segments' op 'operandSegmentSizes' attribute cannot have negative elements",
    ]);
    op.properties.delete('operandSegmentSizes');
    expect(invariantErrors(op, diagnostics)).toEqual([
      "'test.segments' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'",
    ]);
  });
});
