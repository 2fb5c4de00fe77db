import { describe, expect, test } from 'vitest';
import { Block } from '../../src/ir/block.js';
import { i32, setup } from './helpers.js';

describe('use lists', () => {
  test('operands link into their value use list and unlink on set', () => {
    const { op } = setup();
    const def = op('test.def', { resultTypes: [i32, i32] });
    const [a, b] = def.results;
    const user = op('test.use', { operands: [a!, a!, b!] });
    expect(a!.getNumUses()).toBe(2);
    expect(a!.hasOneUse()).toBe(false);
    expect(b!.hasOneUse()).toBe(true);
    expect([...a!.uses].map((u) => u.operandNumber).sort()).toEqual([0, 1]);
    user.setOperand(0, b!);
    expect(a!.hasOneUse()).toBe(true);
    expect(b!.getNumUses()).toBe(2);
    expect([...b!.users()]).toEqual([user, user]);
    expect(a!.getDefiningOp()).toBe(def);
    expect(a!.resultNumber).toBe(0);
    expect(b!.resultNumber).toBe(1);
  });

  test('replaceAllUsesWith moves every use', () => {
    const { op } = setup();
    const [x, y] = op('test.def', { resultTypes: [i32, i32] }).results;
    const users = [op('test.u', { operands: [x!] }), op('test.u', { operands: [x!, x!] })];
    x!.replaceAllUsesWith(y!);
    expect(x!.useEmpty()).toBe(true);
    expect(y!.getNumUses()).toBe(3);
    expect(users[1]!.operands).toEqual([y, y]);
  });

  test('replaceUsesWithIf and replaceAllUsesExcept select uses', () => {
    const { op } = setup();
    const [x, y] = op('test.def', { resultTypes: [i32, i32] }).results;
    const u1 = op('test.u1', { operands: [x!, x!] });
    const u2 = op('test.u2', { operands: [x!] });
    x!.replaceUsesWithIf(y!, (use) => use.operandNumber === 1);
    expect(u1.operands).toEqual([x, y]);
    x!.replaceAllUsesExcept(y!, u1);
    expect(u2.operands).toEqual([y]);
    expect(u1.operands).toEqual([x, y]);
    x!.replaceAllUsesExcept(y!, new Set([u2]));
    expect(u1.operands).toEqual([y, y]);
    expect(x!.useEmpty()).toBe(true);
  });

  test('dropping uses while iterating the use list is safe', () => {
    const { op } = setup();
    const x = op('test.def', { resultTypes: [i32] }).results[0]!;
    for (let i = 0; i < 5; i++) op('test.u', { operands: [x] });
    let seen = 0;
    for (const use of x.uses) {
      use.drop();
      seen++;
    }
    expect(seen).toBe(5);
    expect(x.useEmpty()).toBe(true);
  });

  test('block arguments know their block, number and location', () => {
    const { loc, withBody } = setup();
    const [parent, block] = withBody('test.region');
    const a = block.addArgument(i32, loc);
    const c = block.addArgument(i32, loc);
    const b = block.insertArgument(1, i32, loc);
    expect(block.arguments).toEqual([a, b, c]);
    expect(c.argNumber).toBe(2);
    expect(b.owner).toBe(block);
    expect(b.location).toBe(loc);
    expect(b.getDefiningOp()).toBeNull();
    expect(b.getParentRegion()).toBe(parent.regions[0]);
    block.eraseArgument(0);
    expect(b.argNumber).toBe(0);
    expect(c.argNumber).toBe(1);
  });

  test('erasing a used block argument is refused', () => {
    const { loc, op } = setup();
    const block = new Block();
    const arg = block.addArgument(i32, loc);
    op('test.u', { operands: [arg] });
    expect(() => block.eraseArgument(0)).toThrow(/still has uses/);
  });

  test('successors are uses of blocks: predecessors follow them', () => {
    const { op, withBody } = setup();
    const [parent, entry] = withBody('test.region');
    const region = parent.regions[0]!;
    const target = new Block();
    const other = new Block();
    region.push(target);
    region.push(other);
    entry.push(op('test.br', { successors: [target, target] }));
    other.push(op('test.br', { successors: [target] }));
    expect([...target.predecessors()]).toEqual([other, entry, entry]);
    expect(target.getSinglePredecessor()).toBeNull();
    expect(target.getUniquePredecessor()).toBeNull();
    expect(entry.successors).toEqual([target, target]);
    other.back!.erase();
    expect(target.getUniquePredecessor()).toBe(entry);
    entry.back!.setSuccessor(other, 1);
    expect(other.getSinglePredecessor()).toBe(entry);
    expect(target.getSinglePredecessor()).toBe(entry);
  });
});
