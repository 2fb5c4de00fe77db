import { describe, expect, it } from 'vitest';
import { StringAttr } from '../../src/attributes/builtin-attributes.js';
import { Block } from '../../src/ir/block.js';
import { Operation, type OperationState } from '../../src/ir/operation.js';
import { CoreTraits } from '../../src/ir/traits.js';
import { AnyRegion, variadic } from '../../src/ods/constraint.js';
import { AnyType, I1 } from '../../src/ods/constraints/types.js';
import { TypedAttr } from '../../src/ods/constraints/attrs.js';
import { IntegerAttr } from '../../src/attributes/builtin-attributes.js';
import { defineOp } from '../../src/ods/define-op.js';
import type { OpTrait } from '../../src/ods/trait.js';
import { flattenTraits } from '../../src/ods/trait.js';
import {
  AutomaticAllocationScope,
  HasParent,
  NoRegionArguments,
  NoTerminator,
  ReturnLike,
  SingleBlock,
  SingleBlockImplicitTerminator,
  Terminator,
} from '../../src/ods/traits/structure.js';
import {
  AllTypesMatch,
  Elementwise,
  ElementwiseMappable,
  SameOperandsAndResultRank,
  Scalarizable,
  TypesMatchWith,
  SameOperandsAndResultElementType,
  SameOperandsAndResultShape,
  SameOperandsAndResultType,
  SameOperandsElementType,
  SameOperandsShape,
  SameTypeOperands,
} from '../../src/ods/traits/types.js';
import {
  AlwaysSpeculatable,
  isNoMemoryEffectModel,
  MemoryEffectOpInterface,
  NoMemoryEffect,
  Pure,
} from '../../src/ods/interfaces/side-effects.js';
import { FloatType, IntegerType } from '../../src/types/builtin-types.js';
import { RankedTensorType, VectorType } from '../../src/types/shaped-types.js';
import type { Type } from '../../src/types/type.js';
import { invariantErrors, setup } from './helpers.js';

/** An op class `test.<name>` with any operands/results/regions and the given traits. */
function opWith(name: string, traits: OpTrait<unknown>[]) {
  return defineOp({
    name: `test.${name}`,
    operands: { args: variadic(AnyType) },
    results: { res: variadic(AnyType) },
    regions: { rs: variadic(AnyRegion) },
    traits,
  });
}

const SameAll = opWith('same_all', [SameOperandsAndResultType]);
const SameOps = opWith('same_ops', [SameTypeOperands]);
const SameShape = opWith('same_shape', [SameOperandsShape]);
const SameAllShape = opWith('same_all_shape', [SameOperandsAndResultShape]);
const SameElt = opWith('same_elt', [SameOperandsElementType]);
const SameAllElt = opWith('same_all_elt', [SameOperandsAndResultElementType]);
const Elementwise_ = opWith('elementwise', [Elementwise]);
const Term = opWith('term', [Terminator]);
const Child = opWith('child', [HasParent('test.parent')]);
const Child2 = opWith('child2', [HasParent('test.parent', 'test.other')]);
const Parent = opWith('parent', []);
const Single = opWith('single', [SingleBlock, NoTerminator]);
const SingleNeedsTerm = opWith('single_term', [SingleBlock]);
const Implicit = opWith('implicit', [SingleBlockImplicitTerminator('test.term')]);
const Scope = opWith('scope', [AutomaticAllocationScope]);
const NoArgs = opWith('noargs', [NoRegionArguments]);
const TypedConst = defineOp({
  name: 'test.typed_const',
  results: { result: AnyType },
  properties: { value: TypedAttr },
  traits: [AllTypesMatch('value', 'result')],
});
const Splat = defineOp({
  name: 'test.splat',
  operands: { input: AnyType },
  results: { aggregate: AnyType },
  traits: [
    TypesMatchWith('operand type matches element type of result', 'aggregate', 'input', (t) =>
      t instanceof VectorType ? t.elementType : null,
    ),
  ],
});
const Match = defineOp({
  name: 'test.match',
  operands: { a: AnyType, b: AnyType },
  results: { r: AnyType },
  traits: [AllTypesMatch('a', 'b', 'r')],
});

const SameRank = opWith('same_rank', [SameOperandsAndResultRank]);
const Mappable = opWith('mappable', [ElementwiseMappable]);
const Condition = defineOp({
  name: 'test.condition',
  operands: { flag: I1 },
  traits: [HasParent('test.parent')],
});

const all = [
  SameRank,
  Mappable,
  Condition,
  SameAll,
  SameOps,
  SameShape,
  SameAllShape,
  SameElt,
  SameAllElt,
  Elementwise_,
  Term,
  Child,
  Child2,
  Parent,
  Single,
  SingleNeedsTerm,
  Implicit,
  Scope,
  NoArgs,
  Match,
  TypedConst,
  Splat,
];

function env() {
  const { context, loc, diagnostics } = setup(all);
  const i32 = IntegerType.get(context, 32);
  const i64 = IntegerType.get(context, 64);
  const f32 = FloatType.getF32(context);
  const values = (...types: Type[]) =>
    types.map((t) =>
      Operation.create({ name: 'test.parent', location: loc, resultTypes: [t] }).getResult(0),
    );
  const make = (name: string, state: Omit<OperationState, 'name' | 'location'> = {}) =>
    Operation.create({ name: `test.${name}`, location: loc, ...state });
  const errors = (op: Operation) => invariantErrors(op, diagnostics);
  const regionErrors = (op: Operation) => {
    diagnostics.length = 0;
    op.name.info!.verifyRegionInvariants(op);
    return diagnostics.map((d) => d.message);
  };
  return {
    context,
    loc,
    i32,
    i64,
    f32,
    values,
    make,
    errors,
    regionErrors,
    diagnosticsOf: () => diagnostics,
  };
}

describe('type traits', () => {
  it('SameOperandsAndResultType', () => {
    const { i32, i64, values, make, errors } = env();
    expect(errors(make('same_all', { operands: values(i32, i32), resultTypes: [i32] }))).toEqual(
      [],
    );
    expect(errors(make('same_all', { operands: values(i32, i64), resultTypes: [i32] }))).toEqual([
      "'test.same_all' op requires the same type for all operands and results",
    ]);
    expect(errors(make('same_all', { operands: values(i32), resultTypes: [] }))).toEqual([
      "'test.same_all' op expected 1 or more results",
    ]);
  });

  it('SameOperandsAndResultType compares encodings of ranked tensors', () => {
    const { context, i32, values, make, errors } = env();
    const plain = RankedTensorType.get(context, [2], i32);
    const encoded = RankedTensorType.get(context, [2], i32, StringAttr.get(context, 'enc'));
    expect(errors(make('same_all', { operands: values(encoded), resultTypes: [encoded] }))).toEqual(
      [],
    );
    expect(errors(make('same_all', { operands: values(plain), resultTypes: [encoded] }))).toEqual([
      "'test.same_all' op requires the same encoding for all operands and results",
    ]);
    // As in MLIR, only the first result's encoding is the reference.
    expect(errors(make('same_all', { operands: values(encoded), resultTypes: [plain] }))).toEqual(
      [],
    );
  });

  it('SameTypeOperands', () => {
    const { i32, i64, values, make, errors } = env();
    expect(errors(make('same_ops', { operands: values(i32) }))).toEqual([]);
    expect(errors(make('same_ops', { operands: values(i32, i64) }))).toEqual([
      "'test.same_ops' op requires all operands to have the same type",
    ]);
  });

  it('SameOperandsShape and SameOperandsAndResultShape allow dynamic dims', () => {
    const { context, i32, f32, values, make, errors } = env();
    const t4 = RankedTensorType.get(context, [4], i32);
    const tDyn = RankedTensorType.get(context, [RankedTensorType.kDynamic], f32);
    const t5 = RankedTensorType.get(context, [5], i32);
    expect(errors(make('same_shape', { operands: values(t4, tDyn) }))).toEqual([]);
    expect(errors(make('same_shape', { operands: values(t4, t5) }))).toEqual([
      "'test.same_shape' op requires the same shape for all operands",
    ]);
    expect(errors(make('same_all_shape', { operands: values(t4), resultTypes: [t5] }))).toEqual([
      "'test.same_all_shape' op requires the same shape for all operands and results",
    ]);
  });

  it('element type traits look through shaped types', () => {
    const { context, i32, f32, values, make, errors } = env();
    const v = VectorType.get(context, [4], i32);
    expect(errors(make('same_elt', { operands: values(v, i32) }))).toEqual([]);
    expect(errors(make('same_elt', { operands: values(v, f32) }))).toEqual([
      "'test.same_elt' op requires the same element type for all operands",
    ]);
    expect(errors(make('same_all_elt', { operands: values(v), resultTypes: [f32] }))).toEqual([
      "'test.same_all_elt' op requires the same element type for all operands and results",
    ]);
  });

  it('Elementwise', () => {
    const { context, i32, values, make, errors } = env();
    const v4 = VectorType.get(context, [4], i32);
    const v8 = VectorType.get(context, [8], i32);
    const t4 = RankedTensorType.get(context, [4], i32);
    expect(errors(make('elementwise', { operands: values(i32, i32), resultTypes: [i32] }))).toEqual(
      [],
    );
    expect(errors(make('elementwise', { operands: values(v4, i32), resultTypes: [v4] }))).toEqual(
      [],
    );
    expect(errors(make('elementwise', { operands: values(i32), resultTypes: [v4] }))).toEqual([
      "'test.elementwise' op if a result is non-scalar, then at least one operand must be non-scalar",
    ]);
    expect(errors(make('elementwise', { operands: values(v4), resultTypes: [i32] }))).toEqual([
      "'test.elementwise' op if an operand is non-scalar, then there must be at least one non-scalar result",
    ]);
    expect(errors(make('elementwise', { operands: values(v4), resultTypes: [v4, i32] }))).toEqual([
      "'test.elementwise' op if an operand is non-scalar, then all results must be non-scalar",
    ]);
    for (const result of [v8, t4]) {
      expect(errors(make('elementwise', { operands: values(v4), resultTypes: [result] }))).toEqual([
        "'test.elementwise' op all non-scalar operands/results must have the same shape and base type",
      ]);
    }
  });

  it('SameOperandsAndResultRank ignores unranked and scalar types', () => {
    const { context, i32, f32, values, make, errors } = env();
    const r1 = RankedTensorType.get(context, [4], i32);
    const r2 = RankedTensorType.get(context, [4, 4], f32);
    expect(errors(make('same_rank', { operands: values(r1, i32), resultTypes: [r1] }))).toEqual([]);
    expect(errors(make('same_rank', { operands: values(r1, r2) }))).toEqual([
      "'test.same_rank' op operands don't have matching ranks",
    ]);
    expect(errors(make('same_rank', { operands: values(r1), resultTypes: [r2] }))).toEqual([
      "'test.same_rank' op result type has different rank than operands",
    ]);
  });

  it('ElementwiseMappable brings Elementwise and its markers', () => {
    const { context, i32, values, make, errors } = env();
    const op = make('mappable', {
      operands: values(i32),
      resultTypes: [VectorType.get(context, [2], i32)],
    });
    expect(op.hasTrait(Scalarizable.key)).toBe(true);
    expect(op.hasTrait(Elementwise.key)).toBe(true);
    expect(errors(op)).toEqual([
      "'test.mappable' op if a result is non-scalar, then at least one operand must be non-scalar",
    ]);
  });

  it('AllTypesMatch names the values it relates', () => {
    const { i32, i64, values, make, errors } = env();
    expect(errors(make('match', { operands: values(i32, i32), resultTypes: [i32] }))).toEqual([]);
    expect(errors(make('match', { operands: values(i32, i32), resultTypes: [i64] }))).toEqual([
      "'test.match' op failed to verify that all of {a, b, r} have same type",
    ]);
  });
});

describe('type relations with attributes and transforms', () => {
  it('AllTypesMatch relates a typed attribute to a result', () => {
    const { i32, i64, make, errors } = env();
    const good = make('typed_const', {
      resultTypes: [i32],
      properties: [['value', IntegerAttr.get(i32, 1)]],
    });
    expect(errors(good)).toEqual([]);
    const bad = make('typed_const', {
      resultTypes: [i32],
      properties: [['value', IntegerAttr.get(i64, 1)]],
    });
    // mlir-opt: 'arith.constant' op failed to verify that all of {value, result} have same type
    expect(errors(bad)).toEqual([
      "'test.typed_const' op failed to verify that all of {value, result} have same type",
    ]);
  });

  it('TypesMatchWith applies its transform', () => {
    const { context, i32, i64, values, make, errors } = env();
    const v = VectorType.get(context, [4], i32);
    expect(errors(make('splat', { operands: values(i32), resultTypes: [v] }))).toEqual([]);
    expect(errors(make('splat', { operands: values(i64), resultTypes: [v] }))).toEqual([
      "'test.splat' op failed to verify that operand type matches element type of result",
    ]);
  });
});

describe('structural traits', () => {
  it('Terminator must end its block, and is the IR model trait', () => {
    const { make, errors } = env();
    const block = new Block();
    const term = make('term');
    const after = make('parent');
    block.push(term);
    block.push(after);
    expect(errors(term)).toEqual(["'test.term' op must be the last operation in the parent block"]);
    after.erase();
    expect(errors(term)).toEqual([]);
    expect(term.hasTrait(CoreTraits.IsTerminator)).toBe(true);
    expect(flattenTraits([ReturnLike]).map((t) => t.name)).toEqual(['ReturnLike', 'IsTerminator']);
  });

  it('checks structural traits before the declared constraints, as MLIR does', () => {
    const { i32, values, make, errors } = env();
    // mlir-opt on a misplaced `"scf.condition"(%i32)`: 'scf.condition' op expects parent op 'scf.while'
    expect(errors(make('condition', { operands: values(i32) }))).toEqual([
      "'test.condition' op expects parent op 'test.parent'",
    ]);
  });

  it('HasParent / ParentOneOf', () => {
    const { make, errors } = env();
    const orphan = make('child');
    expect(errors(orphan)).toEqual(["'test.child' op expects parent op 'test.parent'"]);
    expect(errors(make('child2'))).toEqual([
      "'test.child2' op expects parent op to be one of 'test.parent, test.other'",
    ]);
    const parent = make('parent', { regions: 1 });
    const block = new Block();
    parent.getRegion(0).push(block);
    block.push(orphan);
    expect(errors(orphan)).toEqual([]);
  });

  it('SingleBlock and SingleBlockImplicitTerminator', () => {
    const { make, errors, regionErrors, diagnosticsOf } = env();
    const single = make('single', { regions: 1 });
    expect(errors(single)).toEqual([]);
    single.getRegion(0).push(new Block());
    single.getRegion(0).push(new Block());
    expect(errors(single)).toEqual(["'test.single' op expects region #0 to have 0 or 1 blocks"]);
    const needsTerm = make('single_term', { regions: 1 });
    needsTerm.getRegion(0).push(new Block());
    expect(errors(needsTerm)).toEqual(["'test.single_term' op expects a non-empty block"]);

    const implicit = make('implicit', { regions: 1 });
    const body = new Block();
    implicit.getRegion(0).push(body);
    body.push(make('parent'));
    // The terminator check is a region check (after nested ops), as in MLIR.
    expect(errors(implicit)).toEqual([]);
    expect(regionErrors(implicit)).toEqual([
      "'test.implicit' op expects regions to end with 'test.term', found 'test.parent'",
    ]);
    expect(
      diagnosticsOf()
        .at(-1)!
        .notes.map((n) => n.message),
    ).toEqual(["in custom textual format, the absence of terminator implies 'test.term'"]);
    body.push(make('term'));
    expect(regionErrors(implicit)).toEqual([]);
  });

  it('AutomaticAllocationScope and NoRegionArguments', () => {
    const { i32, loc, make, errors } = env();
    expect(errors(make('scope'))).toEqual(["'test.scope' op is expected to have regions"]);
    const withArgs = make('noargs', { regions: 2 });
    const block = new Block();
    block.addArgument(i32, loc);
    withArgs.getRegion(1).push(block);
    expect(errors(withArgs)).toEqual(["'test.noargs' op region #1 should have no arguments"]);
  });
});

describe('trait identity', () => {
  it('Pure implies NoMemoryEffect and AlwaysSpeculatable', () => {
    expect(flattenTraits([Pure]).map((t) => t.key)).toEqual([
      Pure.key,
      NoMemoryEffect.key,
      AlwaysSpeculatable.key,
    ]);
  });

  it("isNoMemoryEffectModel knows NoMemoryEffect's model (also through Pure), not a look-alike", () => {
    const PureOp = defineOp({ name: 'test.pure_model', traits: [Pure] });
    const OwnOp = defineOp({
      name: 'test.own_model',
      interfaces: [MemoryEffectOpInterface.implement({ getEffects: () => [] })],
    });
    const { context } = setup([PureOp, OwnOp]);
    const model = (name: string) =>
      context.getOperationName(name).info!.getInterface<unknown>(MemoryEffectOpInterface.key);
    expect(isNoMemoryEffectModel(model('test.pure_model'))).toBe(true);
    expect(isNoMemoryEffectModel(model('test.own_model'))).toBe(false);
    expect(isNoMemoryEffectModel(null)).toBe(false);
  });

  it('parametric traits share their family key and keep their parameters', () => {
    const a = HasParent('x.y');
    const b = HasParent('z.w');
    expect(a.key).toBe(HasParent.key);
    expect(b.key).toBe(HasParent.key);
    expect(a.params).toEqual(['x.y']);
  });
});
