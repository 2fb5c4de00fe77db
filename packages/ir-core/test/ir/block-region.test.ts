import { describe, expect, test } from 'vitest';
import { Block } from '../../src/ir/block.js';
import { IRMapping } from '../../src/ir/mapping.js';
import { Operation } from '../../src/ir/operation.js';
import { Region } from '../../src/ir/region.js';
import { CoreTraits } from '../../src/ir/traits.js';
import { i32, setup } from './helpers.js';

describe('Block', () => {
  test('push, pushFront, insertBefore/After and iteration that survives erasure', () => {
    const { op } = setup();
    const block = new Block();
    const b = op('t.b');
    block.push(b);
    const a = op('t.a');
    block.pushFront(a);
    const d = op('t.d');
    block.insertAfter(b, d);
    const c = op('t.c');
    block.insertBefore(d, c);
    expect(block.operations).toEqual([a, b, c, d]);
    expect(block.front).toBe(a);
    expect(block.back).toBe(d);
    expect([...block.reversed()]).toEqual([d, c, b, a]);
    for (const o of block) if (o === b || o === c) o.erase();
    expect(block.operations).toEqual([a, d]);
    expect(() => block.push(a)).toThrow(/already in a block/);
  });

  test('getTerminator answers for terminators and unregistered ops only', () => {
    const { context, op } = setup();
    const block = new Block();
    expect(block.getTerminator()).toBeNull();
    block.push(op('t.unknown'));
    expect(block.getTerminator()).toBe(block.back);
    context.registerOperation('t.plain', {
      opClass: Operation,
      dialect: undefined as never,
      hasTrait: (t) => t !== CoreTraits.IsTerminator,
      getInterface: () => null,
      inherentAttrNames: new Set(),
      verifyInvariants: () => true,
      verifyRegionInvariants: () => true,
      regionKind: () => 'ssacfg',
    });
    block.push(op('t.plain'));
    expect(block.getTerminator()).toBeNull();
  });

  test('splitBlock moves the tail into a new block after this one', () => {
    const { op, withBody } = setup();
    const [parent, block] = withBody('t.p');
    const ops = ['t.a', 't.b', 't.c'].map((n) => op(n));
    for (const o of ops) block.push(o);
    const tail = block.splitBlock(ops[1]!);
    expect(block.operations).toEqual([ops[0]]);
    expect(tail.operations).toEqual([ops[1], ops[2]]);
    expect(ops[2]!.parentBlock).toBe(tail);
    expect(parent.regions[0]!.blocks).toEqual([block, tail]);
    expect(ops[1]!.isBeforeInBlock(ops[2]!)).toBe(true);
    expect(tail.isEntryBlock()).toBe(false);
    expect(block.isEntryBlock()).toBe(true);
    const whole = tail.splitBlock(ops[1]!);
    expect(tail.empty()).toBe(true);
    expect(whole.operations).toEqual([ops[1], ops[2]]);
  });

  test('dropAllDefinedValueUses clears uses of arguments and nested results', () => {
    const { op, loc } = setup();
    const block = new Block();
    const arg = block.addArgument(i32, loc);
    const def = op('t.def', { resultTypes: [i32] });
    block.push(def);
    const outsideUser = op('t.user', { operands: [arg, def.results[0]!] });
    block.dropAllDefinedValueUses();
    expect(arg.useEmpty()).toBe(true);
    expect(def.useEmpty()).toBe(true);
    expect(outsideUser.getOpOperand(0).get()).toBeNull();
  });
});

describe('Region', () => {
  test('block list, ancestors, region numbers', () => {
    const { op } = setup();
    const parent = op('t.p', { regions: 2 });
    const region = parent.regions[1]!;
    const b1 = region.emplaceBlock();
    const b0 = new Block();
    region.pushFront(b0);
    const b2 = new Block();
    region.insertAfter(b1, b2);
    expect(region.blocks).toEqual([b0, b1, b2]);
    expect(region.getRegionNumber()).toBe(1);
    expect(region.hasOneBlock()).toBe(false);
    expect(b1.getParentOp()).toBe(parent);
    b1.erase();
    expect(region.blocks).toEqual([b0, b2]);
    b2.moveBefore(b0);
    expect(region.front).toBe(b2);
    expect(region.back).toBe(b0);
    expect(region.location).toBe(parent.location);
  });

  test('takeBody moves all blocks, replacing the current ones', () => {
    const { op } = setup();
    const source = new Region();
    const [x, y] = [new Block(), new Block()];
    source.push(x);
    source.push(y);
    const owner = op('t.o', { regions: 1 });
    const old = owner.regions[0]!.emplaceBlock();
    old.push(op('t.old'));
    owner.regions[0]!.takeBody(source);
    expect(source.empty()).toBe(true);
    expect(owner.regions[0]!.blocks).toEqual([x, y]);
    expect(x.parent).toBe(owner.regions[0]);
    expect(old.parent).toBeNull();
  });

  test('cloneInto copies blocks before a given block', () => {
    const { op, loc } = setup();
    const source = new Region();
    const block = new Block();
    source.push(block);
    const arg = block.addArgument(i32, loc);
    block.push(op('t.use', { operands: [arg] }));
    const owner = op('t.o', { regions: 1 });
    const existing = owner.regions[0]!.emplaceBlock();
    const mapping = new IRMapping();
    source.cloneInto(owner.regions[0]!, mapping, existing);
    const [copy, last] = owner.regions[0]!.blocks;
    expect(last).toBe(existing);
    expect(copy!.front!.getOperand(0)).toBe(copy!.arguments[0]);
    expect(mapping.lookup(arg)).toBe(copy!.arguments[0]);
  });
});

describe('Block.erase', () => {
  test('refuses a block that is still a branch target, and erases one that is not', () => {
    const { op, withBody } = setup();
    const [parent, entry] = withBody('t.p');
    const target = parent.regions[0]!.emplaceBlock();
    target.push(op('t.inside'));
    const branch = op('t.br', { successors: [target] });
    entry.push(branch);
    expect(() => target.erase()).toThrow(/still the successor/);
    branch.erase();
    target.erase();
    expect(parent.regions[0]!.blocks).toEqual([entry]);
  });
});
