// mem2reg's contracts with ops other than memref's: pointer users that erase themselves
// (PromotableOpInterface), their own users made blocking in turn, replaced values reported, and
// slots left untouched when one use cannot go.
import { describe, expect, test } from 'vitest';
import {
  AnyRegion,
  AnyType,
  defineOp,
  Dialect,
  DominanceInfo,
  IntegerType,
  MLIRContext,
  type Operation,
  parseSourceString,
  printOperation,
  PromotableAllocationOpInterface,
  PromotableMemOpInterface,
  PromotableOpInterface,
  registerOperations,
  Terminator,
  type Value,
  variadic,
} from '@strata/ir-core';
import { Mem2RegPass, tryToPromoteMemorySlots } from '@strata/transforms';

/** What `cell.note` ops were told about promoted stores: the store's name and the value stored. */
const reported: [string, Value][] = [];

class CellAlloc extends defineOp({
  name: 'cell.alloc',
  results: { ptr: AnyType },
  interfaces: [
    PromotableAllocationOpInterface.implement({
      getPromotableSlots: (op) => [
        { ptr: op.getResult(0), elemType: IntegerType.get(op.context, 32) },
      ],
      getDefaultValue: (op, slot, builder) =>
        builder.insert(CellUndef.create(op.location, { result: slot.elemType })).getResult(0),
      handleBlockArgument: () => {},
      // The default value is made for a first store even when unused: erased here if so.
      handlePromotionComplete: (op, _slot, defaultValue) => {
        if (defaultValue?.useEmpty()) defaultValue.getDefiningOp()!.erase();
        op.erase();
        return null;
      },
    }),
  ],
}) {}

class CellUndef extends defineOp({ name: 'cell.undef', results: { result: AnyType } }) {}

class CellLoad extends defineOp({
  name: 'cell.load',
  operands: { ptr: AnyType },
  results: { result: AnyType },
  interfaces: [
    PromotableMemOpInterface.implement({
      loadsFrom: (op, slot) => op.getOperand(0) === slot.ptr,
      storesTo: () => false,
      getStored: (_op, _slot, _builder, reachingDef) => reachingDef,
      canUsesBeRemoved: (_op, _slot, uses) => uses.size === 1,
      removeBlockingUses: (op, _slot, _uses, _builder, reachingDef) => {
        op.getResult(0).replaceAllUsesWith(reachingDef);
        return 'delete';
      },
    }),
  ],
}) {}

class CellStore extends defineOp({
  name: 'cell.store',
  operands: { value: AnyType, ptr: AnyType },
  interfaces: [
    PromotableMemOpInterface.implement({
      loadsFrom: () => false,
      storesTo: (op, slot) => op.getOperand(1) === slot.ptr,
      getStored: (op) => op.getOperand(0),
      canUsesBeRemoved: (_op, _slot, uses) => uses.size === 1,
      removeBlockingUses: () => 'delete',
    }),
  ],
}) {}

/** A view of the pointer: erases itself, so its own users must stop using it first. */
class CellView extends defineOp({
  name: 'cell.view',
  operands: { ptr: AnyType },
  results: { result: AnyType },
  interfaces: [
    PromotableOpInterface.implement({
      canUsesBeRemoved: (op, _uses, newBlockingUses) => {
        for (const use of op.getResult(0).uses) newBlockingUses.push(use);
        return true;
      },
      removeBlockingUses: () => 'delete',
    }),
  ],
}) {}

/** A debug note on the pointer: goes away, and asks to hear about each promoted store. */
class CellNote extends defineOp({
  name: 'cell.note',
  operands: { ptr: AnyType },
  interfaces: [
    PromotableOpInterface.implement({
      canUsesBeRemoved: () => true,
      removeBlockingUses: () => 'delete',
      requiresReplacedValues: () => true,
      visitReplacedValues: (_op, definitions) => {
        for (const [store, value] of definitions) reported.push([store.name.identifier, value]);
      },
    }),
  ],
}) {}

/** A note that refuses to give up its use. */
class CellPin extends defineOp({
  name: 'cell.pin',
  operands: { ptr: AnyType },
  interfaces: [
    PromotableOpInterface.implement({
      canUsesBeRemoved: () => false,
      removeBlockingUses: () => 'keep',
    }),
  ],
}) {}

class CellBody extends defineOp({ name: 'cell.body', regions: { body: AnyRegion } }) {}
class CellYield extends defineOp({
  name: 'cell.yield',
  operands: { values: variadic(AnyType) },
  traits: [Terminator],
}) {}

class CellDialect extends Dialect {
  constructor(context: MLIRContext) {
    super('cell', context);
    registerOperations(this, [
      CellAlloc,
      CellUndef,
      CellLoad,
      CellStore,
      CellView,
      CellNote,
      CellPin,
      CellBody,
      CellYield,
    ]);
  }
}

function parse(body: string): Operation {
  const context = new MLIRContext();
  context.loadDialect(new CellDialect(context));
  const op = parseSourceString(`"cell.body"() ({\n${body}\n}) : () -> ()`, context);
  if (op === null) throw new Error('test input does not parse');
  return op.regions[0]!.firstBlock!.firstOp!;
}

function promoteAll(root: Operation): boolean {
  const allocators: Operation[] = [];
  root.regions[0]!.walk((op) => {
    if (op instanceof CellAlloc) allocators.push(op);
  });
  return tryToPromoteMemorySlots(allocators, new DominanceInfo(root));
}

describe('mem2reg with custom slot ops', () => {
  test('users of a self-erasing view become blocking uses too, and go with it', () => {
    const root = parse(`
      %p = "cell.alloc"() : () -> i64
      %v = "cell.view"(%p) : (i64) -> i64
      "cell.note"(%v) : (i64) -> ()
      %x = "cell.undef"() : () -> i32
      "cell.store"(%x, %p) : (i32, i64) -> ()
      %y = "cell.load"(%p) : (i64) -> i32
      "cell.yield"(%y) : (i32) -> ()`);
    reported.length = 0;
    expect(promoteAll(root)).toBe(true);
    expect(printOperation(root, { generic: true })).toBe(
      [
        '"cell.body"() ({',
        '  %0 = "cell.undef"() : () -> i32',
        '  "cell.yield"(%0) : (i32) -> ()',
        '}) : () -> ()',
      ].join('\n'),
    );
    // The note heard of the one store, with the value it stored.
    expect(reported.map(([name, value]) => [name, value.type.toString()])).toEqual([
      ['cell.store', 'i32'],
    ]);
  });

  test('a load with no store before it reads the allocation default value', () => {
    const root = parse(`
      %p = "cell.alloc"() : () -> i64
      %y = "cell.load"(%p) : (i64) -> i32
      "cell.yield"(%y) : (i32) -> ()`);
    expect(promoteAll(root)).toBe(true);
    expect(printOperation(root, { generic: true })).toContain(
      '%0 = "cell.undef"() : () -> i32\n  "cell.yield"(%0)',
    );
  });

  test('one use that cannot go keeps the slot and every access, and reports no change', () => {
    const text = `
      %p = "cell.alloc"() : () -> i64
      %v = "cell.view"(%p) : (i64) -> i64
      "cell.pin"(%v) : (i64) -> ()
      %y = "cell.load"(%p) : (i64) -> i32
      "cell.yield"(%y) : (i32) -> ()`;
    const root = parse(text);
    const before = printOperation(root, { generic: true });
    expect(promoteAll(root)).toBe(false);
    expect(printOperation(root, { generic: true })).toBe(before);
  });

  test('the pass promotes the slots nested in the op it runs on', () => {
    const root = parse(`
      %p = "cell.alloc"() : () -> i64
      %x = "cell.undef"() : () -> i32
      "cell.store"(%x, %p) : (i32, i64) -> ()
      %y = "cell.load"(%p) : (i64) -> i32
      "cell.yield"(%y) : (i32) -> ()`);
    new Mem2RegPass().runOn(root);
    expect(printOperation(root, { generic: true })).not.toContain('cell.alloc');
  });
});
