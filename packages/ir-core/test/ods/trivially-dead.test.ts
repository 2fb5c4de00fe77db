import { describe, expect, it } from 'vitest';
import {
  AnyRegion,
  AnyType,
  Block,
  defineOp,
  Dialect,
  MemoryEffectOpInterface,
  memoryEffect,
  MLIRContext,
  type Operation,
  Pure,
  RecursiveMemoryEffects,
  Region,
  registerOperations,
  Terminator,
  UnknownLoc,
  IntegerType,
  isMemoryEffectFree,
  isOpTriviallyDead,
  variadic,
  wouldOpBeTriviallyDead,
} from '../../src/index.js';

class ReadOp extends defineOp({
  name: 'td.read',
  results: { result: AnyType },
  interfaces: [MemoryEffectOpInterface.implement({ getEffects: () => [memoryEffect('read')] })],
}) {}
class WriteOp extends defineOp({
  name: 'td.write',
  operands: { inputs: variadic(AnyType) },
  interfaces: [MemoryEffectOpInterface.implement({ getEffects: () => [memoryEffect('write')] })],
}) {}
/** Allocates its own result: dead when unused. */
class AllocOp extends defineOp({
  name: 'td.alloc',
  results: { result: AnyType },
  interfaces: [
    MemoryEffectOpInterface.implement({
      getEffects: (op: Operation) => [memoryEffect('allocate', op.getResult(0))],
    }),
  ],
}) {}
/** Allocates with no value named: an effect on the world, so never dead. */
class AllocAnyOp extends defineOp({
  name: 'td.alloc_any',
  interfaces: [MemoryEffectOpInterface.implement({ getEffects: () => [memoryEffect('allocate')] })],
}) {}
class UnknownOp extends defineOp({ name: 'td.unknown', results: { result: AnyType } }) {}
class PureOp extends defineOp({ name: 'td.pure', results: { result: AnyType }, traits: [Pure] }) {}
class NestOp extends defineOp({
  name: 'td.nest',
  results: { result: AnyType },
  regions: { body: AnyRegion },
  traits: [RecursiveMemoryEffects],
}) {}
class EndOp extends defineOp({ name: 'td.end', traits: [Terminator, Pure] }) {}

class TDDialect extends Dialect {
  constructor(context: MLIRContext) {
    super('td', context);
    registerOperations(this, [
      ReadOp,
      WriteOp,
      AllocOp,
      AllocAnyOp,
      UnknownOp,
      PureOp,
      NestOp,
      EndOp,
    ]);
  }
}

function setup() {
  const context = new MLIRContext({});
  context.loadDialect(new TDDialect(context));
  const loc = UnknownLoc.get(context);
  const i32 = IntegerType.get(context, 32);
  /** A `td.nest` whose body holds the ops `fill` creates, then `td.end`. */
  const nest = (fill: (block: Block) => void): NestOp => {
    const op = NestOp.create(loc, { body: new Region(), result: i32 });
    const block = new Block();
    op.body.push(block);
    fill(block);
    block.push(EndOp.create(loc, {}));
    return op;
  };
  return { loc, i32, nest };
}

function expectDead(op: Operation, dead: boolean): void {
  expect(wouldOpBeTriviallyDead(op)).toBe(dead);
}

describe('wouldOpBeTriviallyDead', () => {
  it('answers for single ops by their effects', () => {
    const { loc, i32 } = setup();
    expectDead(PureOp.create(loc, { result: i32 }), true);
    expectDead(ReadOp.create(loc, { result: i32 }), true);
    expectDead(AllocOp.create(loc, { result: i32 }), true);
    expectDead(WriteOp.create(loc, { inputs: [] }), false);
    expectDead(AllocAnyOp.create(loc, {}), false);
    expectDead(UnknownOp.create(loc, { result: i32 }), false);
    expectDead(EndOp.create(loc, {}), false);
  });

  it('looks through recursive-effect regions, stopping at the first live effect', () => {
    const { loc, i32, nest } = setup();
    expectDead(
      nest((b) => {
        b.push(ReadOp.create(loc, { result: i32 }));
        b.push(AllocOp.create(loc, { result: i32 }));
        b.push(nest((inner) => inner.push(PureOp.create(loc, { result: i32 }))));
      }),
      true,
    );
    expectDead(
      nest((b) => {
        b.push(ReadOp.create(loc, { result: i32 }));
        b.push(nest((inner) => inner.push(WriteOp.create(loc, { inputs: [] }))));
      }),
      false,
    );
    expectDead(
      nest((b) => b.push(UnknownOp.create(loc, { result: i32 }))),
      false,
    );
  });

  it('needs unused results for isOpTriviallyDead', () => {
    const { loc, i32 } = setup();
    const block = new Block();
    const read = ReadOp.create(loc, { result: i32 });
    block.push(read);
    expect(isOpTriviallyDead(read)).toBe(true);
    block.push(WriteOp.create(loc, { inputs: [read.result] }));
    expect(isOpTriviallyDead(read)).toBe(false);
  });

  it('answers isMemoryEffectFree, nested effects included', () => {
    const { loc, i32, nest } = setup();
    const cases: [Operation, boolean][] = [
      [PureOp.create(loc, { result: i32 }), true],
      [ReadOp.create(loc, { result: i32 }), false],
      [UnknownOp.create(loc, { result: i32 }), false],
      [nest((b) => b.push(PureOp.create(loc, { result: i32 }))), true],
      [
        nest((b) => b.push(nest((inner) => inner.push(ReadOp.create(loc, { result: i32 }))))),
        false,
      ],
    ];
    for (const [op, free] of cases) {
      expect(isMemoryEffectFree(op)).toBe(free);
    }
  });
});
