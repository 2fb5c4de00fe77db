import {
  AnyRegion,
  AnyType,
  Block,
  Dialect,
  defineOp,
  MemoryEffectOpInterface,
  MLIRContext,
  memoryEffect,
  type Operation,
  Pure,
  RecursiveMemoryEffects,
  Region,
  registerOperations,
  IntegerType,
  Terminator,
  UnknownLoc,
  variadic,
  wouldOpBeTriviallyDead,
} from '@strata/ir-core';
import { describe, expect, it } from 'vitest';
import {
  DEAD_ALWAYS,
  DEAD_ASK,
  DEAD_NEVER,
  deadByName,
  wouldBeTriviallyDead,
} from '../src/dead-by-name.js';

/** `dead.pure`: no effects. */
class PureOp extends defineOp({ name: 'dead.pure', results: { r: AnyType }, traits: [Pure] }) {}

/** `dead.unknown`: no effect model, so unknown effects. */
class UnknownOp extends defineOp({ name: 'dead.unknown', results: { r: AnyType } }) {}

/** `dead.read`: reads when it has an operand, else has no effect (the answer depends on the op). */
class ReadOp extends defineOp({
  name: 'dead.read',
  operands: { inputs: variadic(AnyType) },
  results: { r: AnyType },
  interfaces: [
    MemoryEffectOpInterface.implement({
      getEffects: (op) => (op.numOperands === 0 ? [] : [memoryEffect('write')]),
    }),
  ],
}) {}

/** `dead.overridden`: `Pure`, but its own effect model (a write) replaces the trait's. */
class OverriddenOp extends defineOp({
  name: 'dead.overridden',
  results: { r: AnyType },
  traits: [Pure],
  interfaces: [MemoryEffectOpInterface.implement({ getEffects: () => [memoryEffect('write')] })],
}) {}

/** `dead.scope`: the effects of its body. */
class ScopeOp extends defineOp({
  name: 'dead.scope',
  regions: { body: AnyRegion },
  traits: [RecursiveMemoryEffects],
}) {}

/** `dead.end`: a pure terminator. */
class EndOp extends defineOp({ name: 'dead.end', traits: [Terminator, Pure] }) {}

class DeadDialect extends Dialect {
  constructor(context: MLIRContext) {
    super('dead', context);
    registerOperations(this, [PureOp, UnknownOp, ReadOp, OverriddenOp, ScopeOp, EndOp]);
  }
}

function setup() {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  context.loadDialect(new DeadDialect(context));
  return { context, loc: UnknownLoc.get(context), i32: IntegerType.get(context, 32) };
}

describe('deadByName', () => {
  it('classifies by traits and effect models', () => {
    const { context } = setup();
    const byName = (name: string) => deadByName(context.getOperationName(name));
    expect(byName('dead.pure')).toBe(DEAD_ALWAYS);
    expect(byName('dead.unknown')).toBe(DEAD_NEVER);
    expect(byName('dead.end')).toBe(DEAD_NEVER);
    expect(byName('dead.read')).toBe(DEAD_ASK);
    expect(byName('dead.overridden')).toBe(DEAD_ASK);
    expect(byName('dead.scope')).toBe(DEAD_ASK);
    // Unregistered ops might be terminators.
    expect(byName('other.op')).toBe(DEAD_NEVER);
  });

  it('answers as wouldOpBeTriviallyDead on ops of every kind', () => {
    const { loc, i32 } = setup();
    const pure = PureOp.create(loc, { r: i32 });
    const source = pure.getResult(0);
    const scope = ScopeOp.create(loc, { body: new Region() });
    const body = new Block();
    scope.body.push(body);
    body.push(ReadOp.create(loc, { inputs: [source], r: i32 }));
    const ops: Operation[] = [
      pure,
      UnknownOp.create(loc, { r: i32 }),
      ReadOp.create(loc, { inputs: [], r: i32 }),
      ReadOp.create(loc, { inputs: [source], r: i32 }),
      OverriddenOp.create(loc, { r: i32 }),
      ScopeOp.create(loc, { body: new Region() }),
      scope,
      EndOp.create(loc, {}),
    ];
    const answers = ops.map((op) => wouldBeTriviallyDead(op, deadByName(op.name)));
    expect(answers).toEqual(ops.map((op) => wouldOpBeTriviallyDead(op)));
    // Both answers occur, so the comparison is not vacuous.
    expect(answers).toEqual([true, false, true, false, false, true, false, false]);
  });
});
