// The verifier's precheck (verify-precheck.ts) settles counts, declared constraints and common
// traits at once and leaves the rest to the op's full verification when it is unsure. These tests
// compare `verifyInvariants` with a reference that runs each check on its own in MLIR's order
// (the trait hooks and `verifyDeclaredConstraints`, as verification worked before the precheck),
// over random ops, and pin down the cases where the precheck must step aside.
import { describe, expect, it } from 'vitest';
import { IntegerAttr } from '../../src/attributes/builtin-attributes.js';
import { Block } from '../../src/ir/block.js';
import { Operation, type OperationState } from '../../src/ir/operation.js';
import { AnyRegion, AnySuccessor, optional, variadic } from '../../src/ods/constraint.js';
import {
  BranchOpInterface,
  successorOperandGroups,
} from '../../src/ods/interfaces/control-flow.js';
import { TypedAttr } from '../../src/ods/constraints/attrs.js';
import { AnyType, SignlessIntegerLike } from '../../src/ods/constraints/types.js';
import { defineOp } from '../../src/ods/define-op.js';
import type { OpSpec } from '../../src/ods/spec.js';
import { defineTrait } from '../../src/ods/trait.js';
import { AttrSizedOperandSegments, makeSegmentSizesAttr } from '../../src/ods/traits/segments.js';
import { HasParent, Terminator } from '../../src/ods/traits/structure.js';
import {
  AllTypesMatch,
  Elementwise,
  SameOperandsAndResultShape,
  SameOperandsAndResultType,
  SameTypeOperands,
} from '../../src/ods/traits/types.js';
import { SatisfiedValues, verifyDeclaredConstraints } from '../../src/ods/verify-invariants.js';
import { FloatType, IndexType, IntegerType } from '../../src/types/builtin-types.js';
import { RankedTensorType, UnrankedTensorType, VectorType } from '../../src/types/shaped-types.js';
import type { Type } from '../../src/types/type.js';
import type { MLIRContext } from '../../src/context.js';
import type { Diagnostic } from '../../src/support/diagnostics.js';
import { CondBrOp, SwitchOp } from './branch-ops.js';
import { setup } from './helpers.js';

/** Records the ops it sees, so tests can tell whether it ran; fails on ops marked `reject`. */
const seen: string[] = [];
const Traced = defineTrait('Traced', {
  verify: (op) => {
    seen.push(op.name.identifier);
    if (op.hasAttr('reject')) {
      op.emitOpError('rejected by Traced');
      return false;
    }
    return true;
  },
});
const TracedStructural = defineTrait('TracedStructural', {
  structural: true,
  verify: (op) => {
    seen.push(`structural ${op.name.identifier}`);
    if (op.hasAttr('reject_structure')) {
      op.emitOpError('rejected by TracedStructural');
      return false;
    }
    return true;
  },
});

const Binary = defineOp({
  name: 'test.binary',
  operands: { lhs: SignlessIntegerLike, rhs: SignlessIntegerLike },
  results: { result: SignlessIntegerLike },
  traits: [SameOperandsAndResultType, Elementwise, Traced],
});
const Compare = defineOp({
  name: 'test.compare',
  operands: { lhs: AnyType, rhs: AnyType },
  results: { result: AnyType },
  properties: { predicate: optional(TypedAttr) },
  traits: [SameTypeOperands, Elementwise],
});
const Cast = defineOp({
  name: 'test.cast',
  operands: { in: AnyType },
  results: { out: AnyType },
  traits: [SameOperandsAndResultShape, Elementwise],
});
const Match = defineOp({
  name: 'test.match',
  operands: { a: AnyType, rest: variadic(AnyType), b: AnyType },
  results: { r: AnyType },
  traits: [AllTypesMatch('a', 'r'), TracedStructural],
});
const Constant = defineOp({
  name: 'test.constant',
  results: { result: AnyType },
  properties: { value: TypedAttr },
  traits: [AllTypesMatch('value', 'result')],
});
const Segmented = defineOp({
  name: 'test.segmented',
  operands: { first: optional(SignlessIntegerLike), many: variadic(AnyType), last: AnyType },
  traits: [AttrSizedOperandSegments],
});
const Yield = defineOp({
  name: 'test.yield',
  operands: { values: variadic(AnyType) },
  traits: [Terminator, HasParent('test.parent')],
});
const Parent = defineOp({ name: 'test.parent', regions: { body: AnyRegion } });
const Plain = defineOp({ name: 'test.plain' });

const Br = defineOp({
  name: 'test.br',
  operands: { args: variadic(AnyType) },
  successors: { dest: AnySuccessor },
  interfaces: [
    BranchOpInterface.implement({ getSuccessorOperands: successorOperandGroups('args') }),
  ],
});

const ops = [
  Binary,
  Compare,
  Cast,
  Match,
  Constant,
  Segmented,
  Yield,
  Parent,
  Plain,
  Br,
  CondBrOp,
  SwitchOp,
];

/** `op`'s diagnostics when each check runs on its own, in MLIR's order, up to the first failure. */
function referenceErrors(op: Operation, spec: OpSpec, diagnostics: Diagnostic[]): string[] {
  diagnostics.length = 0;
  const run = (): void => {
    const traits = spec.traits;
    for (let i = 0; i < spec.traitsBeforeConstraints; i++)
      if (traits[i]!.hooks.verify?.(op) === false) return;
    if (!verifyDeclaredConstraints(op, spec, new SatisfiedValues(spec), op.getOpOperands())) return;
    for (let i = spec.traitsBeforeConstraints; i < traits.length; i++)
      if (traits[i]!.hooks.verify?.(op) === false) return;
  };
  run();
  const messages = diagnostics.map((d) => d.message);
  diagnostics.length = 0;
  return messages;
}

/** A deterministic pseudo-random generator (so a failure can be replayed). */
function random(seed: number): (n: number) => number {
  let state = seed;
  return (n) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % n;
  };
}

function env() {
  const { context, loc, diagnostics } = setup(ops);
  const i1 = IntegerType.get(context, 1);
  const i32 = IntegerType.get(context, 32);
  const i64 = IntegerType.get(context, 64);
  const f32 = FloatType.getF32(context);
  const index = IndexType.get(context);
  const types: Type[] = [
    i1,
    i32,
    i32,
    i64,
    f32,
    index,
    VectorType.get(context, [4], i32),
    RankedTensorType.get(context, [4], i32),
    RankedTensorType.get(context, [RankedTensorType.kDynamic], i32),
    UnrankedTensorType.get(context, i32),
  ];
  const values = (...ts: Type[]) =>
    ts.map((t) =>
      Operation.create({ name: 'test.plain', location: loc, resultTypes: [t] }).getResult(0),
    );
  const make = (name: string, state: Omit<OperationState, 'name' | 'location'> = {}) =>
    Operation.create({ name: `test.${name}`, location: loc, ...state });
  const errors = (op: Operation) => {
    diagnostics.length = 0;
    const ok = op.name.info!.verifyInvariants(op);
    const messages = diagnostics.map((d) => d.message);
    expect(ok).toBe(messages.length === 0);
    return messages;
  };
  const integers: Type[] = [i1, i32, i64, index];
  return { context, diagnostics, i32, i64, f32, types, integers, values, make, errors };
}

describe('verifier precheck', () => {
  it('agrees with the checks run one by one, over random ops', () => {
    const { context, diagnostics, types, integers, values, make, errors } = env();
    const next = random(7);
    const pick = () => types[next(types.length)]!;
    // Mostly one type per op (else nearly every op would fail), sometimes a mix.
    let common = pick();
    const pickOne = () => (next(5) === 0 ? pick() : common);
    const pickTypes = (n: number) => Array.from({ length: n }, pickOne);
    const parent = make('parent', { regions: 1 });
    const body = new Block();
    parent.getRegion(0).push(body);
    let failures = 0;
    for (let round = 0; round < 3000; round++) {
      let op: Operation;
      common = integers[next(2) + 1]!;
      if (next(3) === 0) common = pick();
      const kind = next(7);
      if (kind === 0) {
        op = make('binary', { operands: values(...pickTypes(2)), resultTypes: pickTypes(1) });
      } else if (kind === 1) {
        const state: Omit<OperationState, 'name' | 'location'> = {
          operands: values(...pickTypes(2)),
          resultTypes: pickTypes(1),
        };
        op = make('compare', state);
        if (next(2) === 0) op.setInherentAttr('predicate', IntegerAttr.get(integers[next(4)]!, 1));
      } else if (kind === 2) {
        op = make('cast', { operands: values(...pickTypes(next(3))), resultTypes: pickTypes(1) });
      } else if (kind === 3) {
        op = make('match', { operands: values(...pickTypes(next(5))), resultTypes: pickTypes(1) });
      } else if (kind === 4) {
        op = make('constant', { resultTypes: pickTypes(next(2) + 1) });
        if (next(4) !== 0) op.setInherentAttr('value', IntegerAttr.get(integers[next(4)]!, 1));
      } else if (kind === 5) {
        const count = next(5);
        op = make('segmented', { operands: values(...pickTypes(count)) });
        const sizes = [next(3), next(3), next(3) - (next(5) === 0 ? 1 : 0)];
        if (next(6) !== 0)
          op.setInherentAttr('operandSegmentSizes', makeSegmentSizesAttr(context, sizes));
      } else {
        op = make('yield', { operands: values(...pickTypes(next(3))) });
        const where = next(3);
        if (where === 0) body.push(op);
        else if (where === 1) {
          body.push(op);
          body.push(make('plain'));
        }
      }
      if (next(16) === 0) op.setAttr('reject', IntegerAttr.get(types[1]!, 0));
      if (next(16) === 0) op.setAttr('reject_structure', IntegerAttr.get(types[1]!, 0));
      seen.length = 0;
      const expected = referenceErrors(
        op,
        (op.name.info as unknown as { spec: OpSpec }).spec,
        diagnostics,
      );
      const traced = [...seen];
      seen.length = 0;
      const actual = errors(op);
      expect(actual, `round ${round}: ${op.toString()}`).toEqual(expected);
      // The traced traits ran exactly as in the reference.
      expect(seen, `round ${round}`).toEqual(traced);
      if (expected.length !== 0) failures++;
      if (op.parentBlock !== null) op.erase();
    }
    // Both outcomes were exercised many times.
    expect(failures).toBeGreaterThan(500);
    expect(failures).toBeLessThan(2500);
  });

  it('steps aside for types that only the full checks accept', () => {
    const { context, i32, values, make, errors } = env();
    const t4 = RankedTensorType.get(context, [4], i32);
    const tDyn = RankedTensorType.get(context, [RankedTensorType.kDynamic], i32);
    // Compatible shapes, though not one type.
    expect(errors(make('binary', { operands: values(t4, tDyn), resultTypes: [t4] }))).toEqual([]);
    expect(errors(make('cast', { operands: values(tDyn), resultTypes: [t4] }))).toEqual([]);
    // Non-scalar operands and results of one shape are fine for Elementwise.
    const v4 = VectorType.get(context, [4], i32);
    expect(errors(make('compare', { operands: values(v4, v4), resultTypes: [v4] }))).toEqual([]);
  });

  it('reports a failure once, with the message of the first failing check', () => {
    const { i32, i64, f32, values, make, errors } = env();
    seen.length = 0;
    expect(errors(make('binary', { operands: values(f32, f32), resultTypes: [f32] }))).toEqual([
      "'test.binary' op operand #0 must be signless-integer-like, but got 'f32'",
    ]);
    // The constraint failed before Traced's turn: it did not run.
    expect(seen).toEqual([]);
    expect(errors(make('binary', { operands: values(i32, i64), resultTypes: [i32] }))).toEqual([
      "'test.binary' op requires the same type for all operands and results",
    ]);
    const match = make('match', { operands: values(i32, i64), resultTypes: [i64] });
    match.setAttr('reject_structure', IntegerAttr.get(i32, 0));
    // The structural trait comes before the declared constraints and the other traits.
    expect(errors(match)).toEqual(["'test.match' op rejected by TracedStructural"]);
  });

  it('checks every op against its own segment sizes, even when the sizes attribute repeats', () => {
    const { context, i32, values, make, errors } = env();
    const sizes = makeSegmentSizesAttr(context, [1, 1, 1]);
    const good = make('segmented', { operands: values(i32, i32, i32) });
    good.setInherentAttr('operandSegmentSizes', sizes);
    expect(errors(good)).toEqual([]);
    const short = make('segmented', { operands: values(i32, i32) });
    short.setInherentAttr('operandSegmentSizes', sizes);
    expect(errors(short)).toEqual([
      "'test.segmented' op operand count (2) does not match with the total size (3) specified in attribute 'operandSegmentSizes'",
    ]);
    const badType = make('segmented', { operands: values(FloatType.getF32(context), i32, i32) });
    badType.setInherentAttr('operandSegmentSizes', sizes);
    expect(errors(badType)).toEqual([
      "'test.segmented' op operand #0 must be signless-integer-like, but got 'f32'",
    ]);
  });
});

describe('branch operands check', () => {
  function branchEnv() {
    const { context, i32, i64, values, make, errors } = env();
    const location = make('plain').location;
    /** A block with arguments of these types. */
    const block = (...types: Type[]) => {
      const b = new Block();
      for (const type of types) b.addArgument(type, location);
      return b;
    };
    const segments = (...sizes: number[]) => makeSegmentSizesAttr(context, sizes);
    return { context, i32, i64, values, make, errors, block, segments };
  }

  it('accepts operands that fit the successor arguments and reports those that do not', () => {
    const { i32, i64, values, make, errors, block } = branchEnv();
    expect(
      errors(make('br', { operands: values(i32, i64), successors: [block(i32, i64)] })),
    ).toEqual([]);
    expect(errors(make('br', { operands: values(i32), successors: [block()] }))).toEqual([
      'branch has 1 operands for successor #0, but target block has 0',
    ]);
    expect(
      errors(make('br', { operands: values(i32, i32), successors: [block(i32, i64)] })),
    ).toEqual(['type mismatch for bb argument #1 of successor #0']);
  });

  it('reads each successor its own group of segment-sized operands', () => {
    const { i32, i64, values, make, errors, block, segments } = branchEnv();
    const condBr = (operandTypes: Type[], sizes: number[], t: Block, f: Block) => {
      const op = make('cond_br', { operands: values(...operandTypes), successors: [t, f] });
      op.setInherentAttr('operandSegmentSizes', segments(...sizes));
      return op;
    };
    expect(errors(condBr([i32, i64, i32, i32], [1, 1, 2], block(i64), block(i32, i32)))).toEqual(
      [],
    );
    // The same sizes attribute again, for operands that no longer fit.
    expect(errors(condBr([i32, i64, i32, i64], [1, 1, 2], block(i64), block(i32, i32)))).toEqual([
      'type mismatch for bb argument #1 of successor #1',
    ]);
    expect(errors(condBr([i32, i64, i32], [1, 2, 0], block(i64), block()))).toEqual([
      'branch has 2 operands for successor #0, but target block has 1',
    ]);
  });

  it('checks split operand groups in full', () => {
    const { context, i32, i64, values, make, errors, block, segments } = branchEnv();
    const op = make('switch', {
      operands: values(i32, i64, i32, i64),
      successors: [block(i64), block(i32), block()],
    });
    op.setInherentAttr('operandSegmentSizes', segments(1, 1, 2));
    op.setInherentAttr('case_segments', DenseArrayAttrOf(context, [1, 1]));
    expect(errors(op)).toEqual(['branch has 1 operands for successor #2, but target block has 0']);
    op.setInherentAttr('case_segments', DenseArrayAttrOf(context, [2, 0]));
    expect(errors(op)).toEqual(['branch has 2 operands for successor #1, but target block has 1']);
    op.getSuccessor(1).addArgument(i64, make('plain').location);
    expect(errors(op)).toEqual([]);
  });
});

/** An `array<i32: ...>` attribute. */
function DenseArrayAttrOf(context: MLIRContext, values: number[]) {
  return makeSegmentSizesAttr(context, values);
}
