import { describe, expect, test } from 'vitest';
import {
  ArrayAttr,
  DictionaryAttr,
  NamedAttribute,
  StringAttr,
  SymbolRefAttr,
} from '../../src/attributes/builtin-attributes.js';
import { UnknownLoc } from '../../src/attributes/location.js';
import { MLIRContext } from '../../src/context.js';
import { Block } from '../../src/ir/block.js';
import { Dialect } from '../../src/ir/dialect.js';
import { Operation } from '../../src/ir/operation.js';
import type { OperationInfo } from '../../src/ir/operation-name.js';
import { SymbolTable, SymbolTableCollection } from '../../src/ir/symbol-table.js';
import type { SymbolUserModel } from '../../src/ir/traits.js';
import { verify } from '../../src/verifier.js';
import { CoreTraits, type TraitKey } from '../../src/ir/traits.js';

/** `sym.table` (a symbol table that may itself be a named symbol), `sym.func`, `sym.call`, `sym.ret`. */
function env() {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  const dialect = context.loadDialect(new Dialect('sym', context));
  const register = (name: string, traits: TraitKey[]) => {
    const set = new Set(traits);
    const info: OperationInfo = {
      opClass: Operation,
      dialect,
      hasTrait: (t) => set.has(t),
      getInterface: () => null,
      inherentAttrNames: new Set(),
      verifyInvariants: () => true,
      verifyRegionInvariants: () => true,
      regionKind: () => 'ssacfg',
    };
    context.registerOperation(name, info);
  };
  register('sym.table', [CoreTraits.SymbolTable, CoreTraits.Symbol, CoreTraits.NoTerminator]);
  register('sym.func', [CoreTraits.Symbol]);
  register('sym.ret', [CoreTraits.IsTerminator]);
  // `sym.call` checks that its `callee` names a symbol, as MLIR's call ops do.
  const callModel: SymbolUserModel = {
    verifySymbolUses: (op, tables) => {
      const callee = op.getAttr('callee');
      if (!(callee instanceof SymbolRefAttr) || tables.lookupNearestSymbolFrom(op, callee) !== null)
        return true;
      op.emitOpError(`'${callee.toString()}' does not reference a valid symbol`);
      return false;
    },
  };
  context.registerOperation('sym.call', {
    opClass: Operation,
    dialect,
    hasTrait: (t) => t === CoreTraits.SymbolUser,
    getInterface: <T>(t: TraitKey) => (t === CoreTraits.SymbolUser ? (callModel as T) : null),
    inherentAttrNames: new Set(),
    verifyInvariants: () => true,
    verifyRegionInvariants: () => true,
    regionKind: () => 'ssacfg',
  });
  const loc = UnknownLoc.get(context);
  const str = (v: string) => StringAttr.get(context, v);
  const table = (name?: string): [Operation, Block] => {
    const op = Operation.create({
      name: 'sym.table',
      location: loc,
      regions: 1,
      attributes: name ? [['sym_name', str(name)]] : [],
    });
    return [op, op.regions[0]!.emplaceBlock()];
  };
  const func = (name: string, visibility?: string): Operation =>
    Operation.create({
      name: 'sym.func',
      location: loc,
      regions: 1,
      attributes: [
        ['sym_name', str(name)],
        ...(visibility ? [['sym_visibility', str(visibility)] as const] : []),
      ],
    });
  const call = (ref: SymbolRefAttr | ArrayAttr | DictionaryAttr): Operation =>
    Operation.create({ name: 'sym.call', location: loc, attributes: [['callee', ref]] });
  const ref = (root: string, ...nested: string[]) => SymbolRefAttr.get(context, root, nested);
  return { context, table, func, call, ref, str, loc };
}

describe('SymbolTable', () => {
  test('lookup, insert with unique renaming before a terminator, remove and erase', () => {
    const { table, func, loc } = env();
    const [module, body] = table();
    const f = func('f');
    body.push(f);
    const term = Operation.create({ name: 'sym.ret', location: loc });
    body.push(term);
    const symbols = new SymbolTable(module);
    expect(symbols.lookup('f')).toBe(f);
    expect(symbols.lookup('g')).toBeNull();
    const f2 = func('f');
    expect(symbols.insert(f2).value).toBe('f_0');
    expect(body.operations).toEqual([f, f2, term]);
    const f3 = func('f');
    expect(symbols.insert(f3, f).value).toBe('f_1');
    expect(body.front).toBe(f3);
    expect(SymbolTable.getSymbolName(f3)!.value).toBe('f_1');
    expect(symbols.insert(f)).toBe(SymbolTable.getSymbolName(f));
    symbols.erase(f2);
    expect(symbols.lookup('f_0')).toBeNull();
    expect(body.operations).toEqual([f3, f, term]);
    symbols.remove(f3);
    expect(symbols.lookup('f_1')).toBeNull();
    expect(f3.parentBlock).toBe(body);
    expect(() => new SymbolTable(f)).toThrow(/not a symbol table/);
  });

  test('visibility defaults to public and public removes the attribute', () => {
    const { func } = env();
    const f = func('f', 'private');
    expect(SymbolTable.getSymbolVisibility(f)).toBe('private');
    SymbolTable.setSymbolVisibility(f, 'nested');
    expect(SymbolTable.getSymbolVisibility(f)).toBe('nested');
    SymbolTable.setSymbolVisibility(f, 'public');
    expect(f.hasAttr('sym_visibility')).toBe(false);
    expect(SymbolTable.getSymbolVisibility(f)).toBe('public');
  });

  test('nearest symbol table, nested references and lookup from an op', () => {
    const { table, func, ref, call } = env();
    const [outer, outerBody] = table();
    const [inner, innerBody] = table('inner');
    outerBody.push(inner);
    const g = func('g');
    innerBody.push(g);
    const user = call(ref('inner', 'g'));
    g.regions[0]!.emplaceBlock().push(user);
    expect(SymbolTable.getNearestSymbolTable(user)).toBe(inner);
    expect(SymbolTable.getNearestSymbolTable(inner)).toBe(inner);
    expect(SymbolTable.lookupSymbolIn(outer, ref('inner', 'g'))).toBe(g);
    expect(SymbolTable.lookupSymbolPathIn(outer, ref('inner', 'g'))).toEqual([inner, g]);
    expect(SymbolTable.lookupSymbolIn(outer, ref('inner', 'missing'))).toBeNull();
    expect(SymbolTable.lookupSymbolIn(outer, ref('g'))).toBeNull();
    expect(SymbolTable.lookupNearestSymbolFrom(user, 'g')).toBe(g);
    expect(SymbolTable.lookupSymbolIn(outer, 'inner')).toBe(inner);
  });

  test('an unregistered op with one region hides what is inside it', () => {
    const { func, table, loc } = env();
    const unknown = Operation.create({ name: 'other.scope', location: loc, regions: 1 });
    const [, body] = table();
    body.push(unknown);
    const f = func('f');
    unknown.regions[0]!.emplaceBlock().push(f);
    expect(SymbolTable.getNearestSymbolTable(f)).toBeNull();
    expect(SymbolTable.getSymbolUses(body.parent!)).toBeNull();
  });

  test('symbol uses: in nested attributes, not inside nested symbol tables', () => {
    const { context, table, func, call, ref, str } = env();
    const [module, body] = table();
    const f = func('f');
    body.push(f);
    const [nested, nestedBody] = table('nested');
    body.push(nested);
    nestedBody.push(call(ref('f'))); // a different @f: the nested table's
    const caller = func('caller');
    body.push(caller);
    const callerBody = caller.regions[0]!.emplaceBlock();
    callerBody.push(call(ref('f')));
    callerBody.push(call(ArrayAttr.get(context, [str('x'), ref('nested', 'h')])));
    callerBody.push(call(DictionaryAttr.get(context, [new NamedAttribute('k', ref('f'))])));
    // As in MLIR, uses "within" a symbol-table op are those on the op itself; its body is a region.
    expect(SymbolTable.getSymbolUses(module)).toEqual([]);
    const all = SymbolTable.getSymbolUses(module.regions[0]!)!;
    expect(all.map((u) => u.symbolRef.toString())).toEqual(['@f', '@nested::@h', '@f']);
    const ofF = SymbolTable.getSymbolUsesOf(f, module)!;
    expect(ofF.length).toBe(2);
    expect(SymbolTable.symbolKnownUseEmpty(f, module)).toBe(false);
    expect(SymbolTable.symbolKnownUseEmpty(caller, module)).toBe(true);
    // `@nested::@h` uses the symbol `nested` (a prefix).
    expect(SymbolTable.getSymbolUsesOf(nested, module)!.length).toBe(1);
    expect(SymbolTable.getSymbolUsesOf('f', module)!.length).toBe(2);
  });

  test('replaceAllSymbolUses rewrites nested attributes; rename keeps the table consistent', () => {
    const { context, table, func, call, ref, str } = env();
    const [module, body] = table();
    const f = func('f');
    body.push(f);
    const [nested, nestedBody] = table('nested');
    body.push(nested);
    const h = func('h');
    nestedBody.push(h);
    const user = func('user');
    body.push(user);
    const userBody = user.regions[0]!.emplaceBlock();
    const direct = call(ref('f'));
    const inArray = call(ArrayAttr.get(context, [str('x'), ArrayAttr.get(context, [ref('f')])]));
    const toNested = call(ref('nested', 'h'));
    for (const c of [direct, inArray, toNested]) userBody.push(c);
    const symbols = new SymbolTable(module);
    expect(symbols.rename(f, 'g')).toBe(true);
    expect(symbols.lookup('g')).toBe(f);
    expect(symbols.lookup('f')).toBeNull();
    expect(direct.getAttr('callee')).toBe(ref('g'));
    expect(inArray.getAttr('callee')!.toString()).toBe('["x", [@g]]');
    // Renaming a symbol inside a nested table, seen from the outer one: the nested part changes.
    expect(SymbolTable.replaceAllSymbolUses(h, 'h2', module)).toBe(true);
    expect(toNested.getAttr('callee')).toBe(ref('nested', 'h2'));
    // Renaming the nested table itself rewrites the root.
    expect(SymbolTable.replaceAllSymbolUses(nested, 'n2', module)).toBe(true);
    expect(toNested.getAttr('callee')).toBe(ref('n2', 'h2'));
  });

  test('walkSymbolTables visits inner tables first with use visibility', () => {
    const { table, str } = env();
    const [outer, outerBody] = table();
    const [a, aBody] = table('a');
    a.setAttr('sym_visibility', str('private'));
    outerBody.push(a);
    const [b] = table('b');
    aBody.push(b);
    const seen: [string, boolean][] = [];
    SymbolTable.walkSymbolTables(outer, false, (t, visible) =>
      seen.push([SymbolTable.getSymbolName(t)?.value ?? '<outer>', visible]),
    );
    expect(seen).toEqual([
      ['b', true],
      ['a', true],
      ['<outer>', false],
    ]);
  });
});

describe('SymbolTableCollection and symbol users', () => {
  test('cached lookups follow nested references and see invalidation', () => {
    const { table, func, ref } = env();
    const [outer, outerBody] = table();
    const [inner, innerBody] = table('inner');
    outerBody.push(inner);
    const g = func('g');
    innerBody.push(g);
    const tables = new SymbolTableCollection();
    expect(tables.lookupSymbolIn(outer, ref('inner', 'g'))).toBe(g);
    expect(tables.getSymbolTable(inner)).toBe(tables.getSymbolTable(inner));
    const h = func('h');
    innerBody.push(h);
    expect(tables.lookupSymbolIn(inner, 'h')).toBeNull();
    tables.invalidateSymbolTable(inner);
    expect(tables.lookupSymbolIn(inner, 'h')).toBe(h);
    expect(tables.lookupNearestSymbolFrom(h, 'g')).toBe(g);
  });

  test('the symbol-table verifier runs symbol users', () => {
    const { context, table, func, call, ref } = env();
    const messages: string[] = [];
    context.diagnostics.registerHandler((d) => (messages.push(d.message), true));
    const [module, body] = table();
    body.push(func('f'));
    const caller = func('caller');
    body.push(caller);
    const callerBody = caller.regions[0]!.emplaceBlock();
    callerBody.push(call(ref('f')));
    callerBody.push(Operation.create({ name: 'sym.ret', location: caller.location }));
    expect(verify(module)).toBe(true);
    callerBody.pushFront(call(ref('missing')));
    expect(verify(module)).toBe(false);
    expect(messages).toEqual(["'sym.call' op '@missing' does not reference a valid symbol"]);
  });
});
