import { describe, expect, test } from 'vitest';
import type { Attribute } from '../../src/attributes/attribute.js';
import { Block } from '../../src/ir/block.js';
import { IRMapping } from '../../src/ir/mapping.js';
import { Operation } from '../../src/ir/operation.js';
import type { OperationInfo } from '../../src/ir/operation-name.js';
import { Region } from '../../src/ir/region.js';
import { CoreTraits } from '../../src/ir/traits.js';
import { f32, i32, setup } from './helpers.js';

const attr = (name: string) => ({ name }) as unknown as Attribute;

describe('Operation', () => {
  test('create builds results, operands, successors and regions', () => {
    const { op, loc } = setup();
    const def = op('test.def', { resultTypes: [i32, f32] });
    const dest = new Block();
    const user = op('test.use', {
      operands: [def.getResult(1), def.getResult(0)],
      successors: [dest],
      regions: 2,
    });
    expect(user.name.identifier).toBe('test.use');
    expect(user.name.dialectNamespace).toBe('test');
    expect(user.name.stripDialect()).toBe('use');
    expect(user.location).toBe(loc);
    expect(user.operands).toEqual([def.results[1], def.results[0]]);
    expect(user.getOperandTypes()).toEqual([f32, i32]);
    expect(def.getResultTypes()).toEqual([i32, f32]);
    expect(user.successors).toEqual([dest]);
    expect(user.numRegions).toBe(2);
    expect(user.regions[1]!.parentOp).toBe(user);
    expect(user.isRegistered).toBe(false);
    expect(user.constructor).toBe(Operation);
  });

  test('operation names are uniqued per context', () => {
    const { context, op } = setup();
    expect(op('a.b').name).toBe(op('a.b').name);
    expect(context.getOperationName('a.b')).toBe(op('a.b').name);
    expect(context.getOperationName('nodot').dialectNamespace).toBe('');
  });

  test('a registered name instantiates its class and answers its traits', () => {
    const { context, op } = setup();
    class TermOp extends Operation {}
    const info: OperationInfo = {
      opClass: TermOp,
      dialect: undefined as never,
      hasTrait: (t) => t === CoreTraits.IsTerminator,
      getInterface: () => null,
      inherentAttrNames: new Set(['value']),
      verifyInvariants: () => true,
      verifyRegionInvariants: () => true,
      regionKind: () => 'graph',
    };
    context.registerOperation('t.term', info);
    const term = op('t.term', {
      attributes: [
        ['value', attr('v')],
        ['other', attr('o')],
      ],
      regions: 1,
    });
    expect(term).toBeInstanceOf(TermOp);
    expect(term.hasTrait(CoreTraits.IsTerminator)).toBe(true);
    expect(term.hasTrait(CoreTraits.NoTerminator)).toBe(false);
    expect(term.getRegionKind(0)).toBe('graph');
    // `value` is inherent: it goes to the properties, `other` stays discardable.
    expect(term.getInherentAttr('value')).toEqual(attr('v'));
    expect(term.getDiscardableAttrs().map(([n]) => n)).toEqual(['other']);
    expect(() => context.registerOperation('t.term', { ...info })).toThrow(/already registered/);
    // Unregistered ops might have any trait.
    expect(op('t.unknown').mightHaveTrait(CoreTraits.IsTerminator)).toBe(true);
    expect(op('t.unknown').hasTrait(CoreTraits.IsTerminator)).toBe(false);
  });

  test('setOperands, insertOperands and eraseOperands keep numbering and use lists right', () => {
    const { op } = setup();
    const [a, b, c, d] = op('test.def', { resultTypes: [i32, i32, i32, i32] }).results;
    const user = op('test.use', { operands: [a!, b!] });
    user.insertOperands(1, [c!, d!]);
    expect(user.operands).toEqual([a, c, d, b]);
    expect(user.getOpOperands().map((o) => o.operandNumber)).toEqual([0, 1, 2, 3]);
    user.eraseOperands(0, 2);
    expect(user.operands).toEqual([d, b]);
    expect(a!.useEmpty()).toBe(true);
    expect(c!.useEmpty()).toBe(true);
    expect(user.getOpOperand(1).operandNumber).toBe(1);
    user.setOperands([c!]);
    expect(user.operands).toEqual([c]);
    expect(d!.useEmpty() && b!.useEmpty()).toBe(true);
    user.eraseOperand(0);
    expect(user.numOperands).toBe(0);
    expect(() => user.eraseOperand(0)).toThrow(RangeError);
    user.setOperands([a!, a!]);
    user.replaceUsesOfWith(a!, b!);
    expect(user.operands).toEqual([b, b]);
  });

  test('discardable attributes stay sorted; setAttr, removeAttr, getAttr', () => {
    const { op } = setup();
    const o = op('test.op', {
      attributes: new Map([
        ['zeta', attr('z')],
        ['alpha', attr('a')],
      ]),
    });
    o.setAttr('mid', attr('m'));
    o.setAttr('alpha', attr('a2'));
    expect(o.getDiscardableAttrs().map(([n]) => n)).toEqual(['alpha', 'mid', 'zeta']);
    expect(o.getAttr('alpha')).toEqual(attr('a2'));
    expect(o.removeAttr('mid')).toEqual(attr('m'));
    expect(o.removeAttr('mid')).toBeUndefined();
    expect(o.hasAttr('mid')).toBe(false);
    // Names that are Object.prototype members are ordinary keys.
    o.setAttr('__proto__', attr('p'));
    o.setAttr('constructor', attr('c'));
    expect(o.getAttr('__proto__')).toEqual(attr('p'));
    expect(o.getAttrs().map(([n]) => n)).toEqual(['__proto__', 'alpha', 'constructor', 'zeta']);
  });

  test('unregistered ops keep properties apart from discardable attributes', () => {
    const { op } = setup();
    const o = op('test.op', { properties: [['p', attr('1')]], attributes: [['d', attr('2')]] });
    expect(o.getInherentAttr('p')).toEqual(attr('1'));
    expect(o.getDiscardableAttr('p')).toBeUndefined();
    expect(o.getAttrs().map(([n]) => n)).toEqual(['d', 'p']);
    o.setAttr('p', attr('3'));
    expect(o.getInherentAttr('p')).toEqual(attr('3'));
    expect(o.getDiscardableAttrs().length).toBe(1);
  });

  test('parents, ancestors and getParentOfType', () => {
    const { op, withBody } = setup();
    class Outer extends Operation {}
    const [outer, outerBody] = withBody('test.outer');
    Object.setPrototypeOf(outer, Outer.prototype);
    const [inner, innerBody] = withBody('test.inner');
    outerBody.push(inner);
    const leaf = op('test.leaf');
    innerBody.push(leaf);
    expect(leaf.getParentOp()).toBe(inner);
    expect(leaf.getParentRegion()).toBe(inner.regions[0]);
    expect(leaf.getParentOfType(Outer)).toBe(outer);
    expect(outer.isProperAncestor(leaf)).toBe(true);
    expect(leaf.isProperAncestor(outer)).toBe(false);
    expect(leaf.isAncestor(leaf)).toBe(true);
    expect(outer.regions[0]!.isAncestor(inner.regions[0]!)).toBe(true);
    expect(inner.regions[0]!.isAncestor(outer.regions[0]!)).toBe(false);
    expect(outerBody.findAncestorOpInBlock(leaf)).toBe(inner);
  });

  test('isBeforeInBlock follows inserts, moves and renumbering', () => {
    const { op } = setup();
    const block = new Block();
    const ops = Array.from({ length: 4 }, (_, i) => op(`test.o${i}`));
    for (const o of ops) block.push(o);
    expect(ops[0]!.isBeforeInBlock(ops[3]!)).toBe(true);
    expect(ops[3]!.isBeforeInBlock(ops[0]!)).toBe(false);
    // Many inserts at the same point exhaust the gap and force renumbering.
    const inserted: Operation[] = [];
    for (let i = 0; i < 20; i++) {
      const o = op('test.ins');
      block.insertAfter(ops[1]!, o);
      inserted.push(o);
      expect(ops[1]!.isBeforeInBlock(o)).toBe(true);
      expect(o.isBeforeInBlock(ops[2]!)).toBe(true);
      if (i > 0) expect(o.isBeforeInBlock(inserted[i - 1]!)).toBe(true);
    }
    ops[0]!.moveAfter(ops[3]!);
    expect(ops[3]!.isBeforeInBlock(ops[0]!)).toBe(true);
    ops[0]!.moveBefore(ops[1]!);
    expect(ops[0]!.isBeforeInBlock(ops[1]!)).toBe(true);
    // Everything agrees with list order.
    const order = block.operations;
    for (let i = 0; i + 1 < order.length; i++)
      expect(order[i]!.isBeforeInBlock(order[i + 1]!)).toBe(true);
    expect(() => ops[0]!.isBeforeInBlock(op('test.loose'))).toThrow();
  });

  test('erase drops operands recursively and refuses used results', () => {
    const { op, withBody } = setup();
    const block = new Block();
    const def = op('test.def', { resultTypes: [i32] });
    block.push(def);
    const [holder, body] = withBody('test.holder');
    block.push(holder);
    const inner = op('test.inner', { operands: [def.results[0]!], resultTypes: [i32] });
    body.push(inner);
    body.push(op('test.innerUse', { operands: [inner.results[0]!] }));
    expect(def.results[0]!.hasOneUse()).toBe(true);
    holder.erase();
    expect(def.results[0]!.useEmpty()).toBe(true);
    expect(block.operations).toEqual([def]);
    const user = op('test.user', { operands: [def.results[0]!] });
    block.push(user);
    expect(() => def.erase()).toThrow(/still used by 'test.user'/);
  });

  test('remove unlinks without dropping; dropAllUses and dropAllReferences', () => {
    const { op } = setup();
    const block = new Block();
    const def = op('test.def', { resultTypes: [i32] });
    const user = op('test.user', { operands: [def.results[0]!] });
    block.push(def);
    block.push(user);
    user.remove();
    expect(user.parentBlock).toBeNull();
    expect(def.results[0]!.hasOneUse()).toBe(true);
    def.dropAllUses();
    expect(user.getOpOperand(0).get()).toBeNull();
    user.setOperand(0, def.results[0]!);
    user.dropAllReferences();
    expect(def.useEmpty()).toBe(true);
  });

  test('clone copies regions and remaps nested and forward references', () => {
    const { op, loc, withBody } = setup();
    const outsideDef = op('test.outside', { resultTypes: [i32] });
    const [root, entry] = withBody('test.root');
    const region = root.regions[0]!;
    const exit = new Block();
    region.push(exit);
    const arg = entry.addArgument(i32, loc);
    const first = op('test.first', { operands: [arg, outsideDef.results[0]!], resultTypes: [i32] });
    entry.push(first);
    entry.push(op('test.br', { successors: [exit], operands: [first.results[0]!] }));
    exit.push(op('test.end', { attributes: [['k', attr('v')]] }));

    const mapping = new IRMapping();
    const copy = root.clone(mapping);
    expect(copy).not.toBe(root);
    expect(mapping.lookup(root)).toBe(copy);
    const [newEntry, newExit] = copy.regions[0]!.blocks;
    expect(mapping.lookup(entry)).toBe(newEntry);
    const newFirst = newEntry!.front!;
    expect(newFirst.getOperand(0)).toBe(newEntry!.arguments[0]);
    expect(newFirst.getOperand(1)).toBe(outsideDef.results[0]); // defined outside: kept
    expect(newEntry!.back!.getSuccessor(0)).toBe(newExit);
    expect(newEntry!.back!.getOperand(0)).toBe(newFirst.results[0]);
    expect(newExit!.front!.getAttr('k')).toEqual(attr('v'));
    expect(outsideDef.results[0]!.getNumUses()).toBe(2);
    // The original is untouched.
    expect(first.getOperand(0)).toBe(arg);
    expect(exit.getSinglePredecessor()).toBe(entry);

    const bare = root.cloneWithoutRegions();
    expect(bare.numRegions).toBe(1);
    expect(bare.regions[0]!.empty()).toBe(true);
  });

  test('clone with a pre-filled mapping substitutes operands', () => {
    const { op } = setup();
    const [a, b] = op('test.def', { resultTypes: [i32, i32] }).results;
    const user = op('test.use', { operands: [a!] });
    const mapping = new IRMapping();
    mapping.map(a!, b!);
    expect(user.clone(mapping).operands).toEqual([b]);
  });

  test('regions given to create move their blocks into the new op', () => {
    const { op } = setup();
    const detached = new Region();
    const block = new Block();
    detached.push(block);
    const created = op('test.op', { regions: [detached] });
    expect(detached.empty()).toBe(true);
    expect(created.regions[0]!.front).toBe(block);
    expect(block.getParentOp()).toBe(created);
  });

  test('emitOpError prefixes the op name and routes through the engine', () => {
    const { context, op } = setup();
    const seen: string[] = [];
    context.diagnostics.registerHandler((d) => {
      seen.push(`${d.severity}: ${d.message} [${d.notes.map((n) => n.message).join('; ')}]`);
      return true;
    });
    const o = op('test.op');
    o.emitOpError('is wrong', (d) => d.attachNote('because'));
    o.emitWarning('careful');
    o.emitRemark('fyi');
    context.printOperationForDiagnostic = (x) => `"${x.name.identifier}"() : () -> ()`;
    o.emitError('again');
    expect(seen).toEqual([
      "error: 'test.op' op is wrong [because]",
      'warning: careful []',
      'remark: fyi []',
      'error: again [see current operation: "test.op"() : () -> ()]',
    ]);
  });
});

describe('Operation attribute dictionaries', () => {
  test('getAttrDictionary, getPropertiesAsAttribute and setPropertiesFromAttribute use builtin dictionaries', async () => {
    const { DictionaryAttr, NamedAttribute, StringAttr, UnitAttr } =
      await import('../../src/attributes/builtin-attributes.js');
    const { context, op } = setup();
    const s = (v: string) => StringAttr.get(context, v);
    const o = op('test.op', {
      attributes: DictionaryAttr.get(context, [
        new NamedAttribute('b', s('1')),
        new NamedAttribute('a', UnitAttr.get(context)),
      ]),
    });
    expect(o.getDiscardableAttrDictionary()).toBe(
      DictionaryAttr.get(context, [
        new NamedAttribute('a', UnitAttr.get(context)),
        new NamedAttribute('b', s('1')),
      ]),
    );
    expect(o.getPropertiesAsAttribute()).toBeNull();
    o.setPropertiesFromAttribute(DictionaryAttr.get(context, [new NamedAttribute('p', s('x'))]));
    expect(o.getInherentAttr('p')).toBe(s('x'));
    expect(o.getPropertiesAsAttribute()).toBe(
      DictionaryAttr.get(context, [new NamedAttribute('p', s('x'))]),
    );
    expect(o.getAttrDictionary().value.map((e) => e.name)).toEqual(['a', 'b', 'p']);
  });
});

describe('Operation use queries and dialect', () => {
  test('hasOneUse counts uses over all results; getDialect finds the loaded dialect', async () => {
    const { Dialect } = await import('../../src/ir/dialect.js');
    const { context, op } = setup();
    const def = op('test.def', { resultTypes: [i32, i32] });
    expect(def.hasOneUse()).toBe(false);
    const user = op('test.use', { operands: [def.results[1]!] });
    expect(def.hasOneUse()).toBe(true);
    user.setOperands([def.results[0]!, def.results[1]!]);
    expect(def.hasOneUse()).toBe(false);
    expect(def.getDialect()).toBeUndefined();
    const dialect = context.loadDialect(new Dialect('test', context));
    expect(def.getDialect()).toBe(dialect);
  });

  test('Region.ops iterates the ops of every block', () => {
    const { op } = setup();
    const holder = op('test.h', { regions: 1 });
    const [b1, b2] = [holder.regions[0]!.emplaceBlock(), holder.regions[0]!.emplaceBlock()];
    const ops = [op('test.a'), op('test.b'), op('test.c')];
    b1.push(ops[0]!);
    b2.push(ops[1]!);
    b2.push(ops[2]!);
    expect([...holder.regions[0]!.ops()]).toEqual(ops);
  });
});

describe('Operation.moveTo', () => {
  test('moves into another block, before an op or at the end', () => {
    const { op } = setup();
    const [from, to] = [new Block(), new Block()];
    const [a, b, c] = [op('t.a'), op('t.b'), op('t.c')];
    from.push(a);
    to.push(b);
    to.push(c);
    a.moveTo(to, c);
    expect(to.operations).toEqual([b, a, c]);
    expect(from.empty()).toBe(true);
    b.moveTo(from);
    expect(from.operations).toEqual([b]);
    expect(() => c.moveTo(from, a)).toThrow(/not in the block/);
  });
});
