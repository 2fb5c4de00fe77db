import { describe, expect, test } from 'vitest';
import { Block } from '../../src/ir/block.js';
import { IRMapping } from '../../src/ir/mapping.js';
import { i32, setup } from './helpers.js';

describe('IRMapping', () => {
  test('keeps values, blocks and operations apart', () => {
    const { op, loc } = setup();
    const [a, b] = [op('t.a', { resultTypes: [i32] }), op('t.b', { resultTypes: [i32] })];
    const [x, y] = [new Block(), new Block()];
    const arg = x.addArgument(i32, loc);
    const mapping = new IRMapping();
    mapping.map(a.results[0]!, b.results[0]!);
    mapping.map(x, y);
    mapping.map(a, b);
    expect(mapping.lookup(a.results[0]!)).toBe(b.results[0]);
    expect(mapping.lookup(x)).toBe(y);
    expect(mapping.lookup(a)).toBe(b);
    expect(mapping.lookupOrNull(arg)).toBeUndefined();
    expect(mapping.lookupOrDefault(arg)).toBe(arg);
    expect(() => mapping.lookup(arg)).toThrow(/no mapping/);
    expect(mapping.contains(x)).toBe(true);
    mapping.erase(x);
    expect(mapping.contains(x)).toBe(false);
    expect(mapping.getValueMap().size).toBe(1);
    expect(mapping.getOperationMap().get(a)).toBe(b);
    mapping.clear();
    expect(mapping.contains(a)).toBe(false);
  });
});

describe('Operation.replaceAllUsesWith', () => {
  test('takes values or another op with as many results', () => {
    const { op } = setup();
    const old = op('t.old', { resultTypes: [i32, i32] });
    const fresh = op('t.new', { resultTypes: [i32, i32] });
    const user = op('t.use', { operands: [old.results[1]!, old.results[0]!] });
    old.replaceAllUsesWith(fresh);
    expect(user.operands).toEqual([fresh.results[1], fresh.results[0]]);
    fresh.replaceAllUsesWith([old.results[0]!, old.results[0]!]);
    expect(user.operands).toEqual([old.results[0], old.results[0]]);
    expect(() => old.replaceAllUsesWith([fresh.results[0]!])).toThrow(RangeError);
    expect(old.useEmpty()).toBe(false);
    old.dropAllUses();
    expect(old.useEmpty()).toBe(true);
  });
});
