// Discardable attributes and successors live on a side object that ops without them share: giving
// one op an attribute must not give it to any other, and the two parts must not disturb each other.
import { describe, expect, test } from 'vitest';
import type { Attribute } from '../../src/attributes/attribute.js';
import { Block } from '../../src/ir/block.js';
import { setup } from './helpers.js';

const attr = (name: string) => ({ name }) as unknown as Attribute;

describe('Operation discardable attributes and successors', () => {
  test('an attribute set on one op is on that op only', () => {
    const { op } = setup();
    const a = op('t.a');
    const b = op('t.b');
    a.setDiscardableAttr('x', attr('1'));
    expect(a.getDiscardableAttrs()).toEqual([['x', attr('1')]]);
    expect(b.hasDiscardableAttrs()).toBe(false);
    expect(b.getDiscardableAttr('x')).toBeUndefined();
    expect(op('t.c').getDiscardableAttrs()).toEqual([]);
    a.removeDiscardableAttr('x');
    expect(a.hasDiscardableAttrs()).toBe(false);
    a.setDiscardableAttr('y', attr('2'));
    expect(a.getDiscardableAttrs()).toEqual([['y', attr('2')]]);
    expect(b.hasDiscardableAttrs()).toBe(false);
  });

  test('successors and attributes of one op are independent', () => {
    const { op } = setup();
    const dest = new Block();
    const other = new Block();
    const branch = op('t.br', { successors: [dest], attributes: [['b', attr('b')]] });
    const plain = op('t.br', { successors: [other] });
    expect(branch.successors).toEqual([dest]);
    expect(branch.getDiscardableAttrs()).toEqual([['b', attr('b')]]);
    expect(plain.hasDiscardableAttrs()).toBe(false);
    plain.setDiscardableAttr('a', attr('a'));
    expect(plain.successors).toEqual([other]);
    expect(branch.getDiscardableAttrs()).toEqual([['b', attr('b')]]);
    // Replacing every attribute leaves the successors alone.
    branch.setAttrs([['c', attr('c')]]);
    expect(branch.getDiscardableAttrs()).toEqual([['c', attr('c')]]);
    expect(branch.successors).toEqual([dest]);
    branch.setSuccessor(other, 0);
    expect(branch.getSuccessor(0)).toBe(other);
    expect(plain.getDiscardableAttrs()).toEqual([['a', attr('a')]]);
  });

  test('clearing the attributes of an op that had none leaves every op without any', () => {
    const { op } = setup();
    const a = op('t.a');
    a.setAttrs([]);
    expect(a.hasDiscardableAttrs()).toBe(false);
    a.setAttrs([['k', attr('k')]]);
    expect(a.getDiscardableAttrs()).toEqual([['k', attr('k')]]);
    expect(op('t.b').hasDiscardableAttrs()).toBe(false);
  });
});
