import { describe, expect, it } from 'vitest';
import { type Dialect, IntegerAttr, Region, StringAttr, UnknownLoc } from '@strata/ir-core';
import {
  foldOperation,
  getConstantInsertionRegion,
  OperationFolder,
} from '@strata/pattern-rewrite';
import {
  AddOp,
  ConstantOp,
  FuncOp,
  OpaqueFoldOp,
  RecordingListener,
  setup,
  SourceOp,
  TaggedOp,
  UseOp,
  WrapOp,
} from './helpers.js';

function fixture() {
  const env = setup();
  const { func: f, entry } = env.func([env.i32]);
  const listener = new RecordingListener();
  const folder = new OperationFolder(env.context, listener);
  return { ...env, f, entry, listener, folder, x: entry.getArgument(0) };
}

describe('OperationFolder', () => {
  it('replaces a folded op by a uniqued constant at the start of the entry block', () => {
    const { loc, append, entry, folder, listener, constant } = fixture();
    const source = append(entry, SourceOp.create(loc, { result: constant(entry, 0).result.type }));
    const wrap = append(entry, WrapOp.create(loc, { body: new Region() }));
    const inner = wrap.body.emplaceBlock();
    const a = constant(inner, 2);
    const b = constant(inner, 3);
    const add = append(inner, AddOp.create(loc, { lhs: a.result, rhs: b.result }));
    const use = append(inner, UseOp.create(loc, { inputs: [add.result, source.result] }));
    expect(folder.tryToFold(add)).toBe('replaced');
    const five = use.getOperand(0).getDefiningOp() as ConstantOp;
    expect(five.value).toBe(IntegerAttr.get(a.result.type, 5));
    expect(entry.firstOp).toBe(five);
    expect(folder.isFolderOwnedConstant(five)).toBe(true);
    expect(listener.events).toEqual([
      'insert test.constant',
      'replace test.add',
      'modify test.use',
      'erase test.add',
    ]);
    // A second fold to the same value reuses the constant.
    const again = append(inner, AddOp.create(loc, { lhs: a.result, rhs: b.result }));
    append(inner, UseOp.create(loc, { inputs: [again.result] }));
    expect(folder.tryToFold(again)).toBe('replaced');
    expect(inner.lastOp!.getOperand(0)).toBe(five.result);
    // A folder-owned constant is not folded again.
    expect(folder.tryToFold(five)).toBe(null);
  });

  it('reports in-place folds and leaves unfoldable ops alone', () => {
    const { loc, append, entry, folder, listener, x, context } = fixture();
    const tagged = append(
      entry,
      TaggedOp.create(loc, { input: x, tag: StringAttr.get(context, 't') }),
    );
    expect(folder.tryToFold(tagged)).toBe('in-place');
    expect(listener.events).toEqual(['modify test.tagged']);
    expect(folder.tryToFold(tagged)).toBe(null);
    const opaque = append(entry, OpaqueFoldOp.create(loc, { input: x }));
    expect(folder.tryToFold(opaque)).toBe(null);
  });

  it('does not fold when a constant cannot be materialized', () => {
    const { loc, append, entry, folder, constant } = fixture();
    const opaque = append(entry, OpaqueFoldOp.create(loc, { input: constant(entry, 1).result }));
    append(entry, UseOp.create(loc, { inputs: [opaque.result] }));
    expect(foldOperation(opaque)).toEqual([UnknownLoc.get(opaque.context)]);
    expect(folder.tryToFold(opaque)).toBe(null);
    expect(opaque.parentBlock).toBe(entry);
  });

  it('creates and uniques constants on request, and forgets removed ones', () => {
    const { entry, folder, i32, context, append, loc } = fixture();
    const dialect = context.getLoadedDialect('test')!;
    const seven = IntegerAttr.get(i32, 7);
    const wrap = append(entry, WrapOp.create(loc, { body: new Region() }));
    const inner = wrap.body.emplaceBlock();
    const v1 = folder.getOrCreateConstant(inner, dialect, seven, i32)!;
    const v2 = folder.getOrCreateConstant(entry, dialect, seven, i32)!;
    expect(v1).toBe(v2);
    expect(entry.firstOp).toBe(v1.getDefiningOp());
    expect(folder.getOrCreateConstant(entry, dialect, StringAttr.get(context, 's'), i32)).toBe(
      null,
    );
    folder.notifyRemoval(v1.getDefiningOp()!);
    expect(folder.isFolderOwnedConstant(v1.getDefiningOp())).toBe(false);
    expect(folder.getOrCreateConstant(entry, dialect, seven, i32)).not.toBe(v1);
  });

  it('registers existing constants: the first is kept and hoisted, later equal ones are merged into it', () => {
    const { entry, folder, constant, append, loc } = fixture();
    append(entry, SourceOp.create(loc, { result: constant(entry, 1).result.type }));
    const c1 = constant(entry, 4);
    const c2 = constant(entry, 4);
    const use = append(entry, UseOp.create(loc, { inputs: [c2.result] }));
    expect(folder.insertKnownConstant(c1)).toBe(true);
    expect(entry.firstOp).toBe(c1);
    expect(folder.insertKnownConstant(c2)).toBe(false);
    expect(use.getOperand(0)).toBe(c1.result);
    expect(c2.parentBlock).toBe(null);
    expect(folder.insertKnownConstant(c1)).toBe(true);
    folder.clear();
    expect(folder.isFolderOwnedConstant(c1)).toBe(false);
  });
});

describe('getConstantInsertionRegion', () => {
  it('climbs to the nearest isolated (or top-level) region', () => {
    const { f, entry, append, loc } = fixture();
    const wrap = append(entry, WrapOp.create(loc, { body: new Region() }));
    const inner = wrap.body.emplaceBlock();
    expect(getConstantInsertionRegion(inner)).toBe(f.body);
    const nested = append(inner, FuncOp.create(loc, { body: new Region() }));
    expect(getConstantInsertionRegion(nested.body.emplaceBlock())).toBe(nested.body);
  });

  it("stops where the parent op's dialect asks constants to be materialized", () => {
    const { f, entry, append, loc, context } = fixture();
    const dialect = context.getLoadedDialect('test')!;
    const wrap = append(entry, WrapOp.create(loc, { body: new Region() }));
    const inner = wrap.body.emplaceBlock();
    // An own property shadows the prototype's default (which answers false) for this test only.
    dialect.shouldMaterializeInto = (region: Region) => region === wrap.body;
    try {
      expect(getConstantInsertionRegion(inner)).toBe(wrap.body);
    } finally {
      delete (dialect as Partial<Dialect>).shouldMaterializeInto;
    }
    expect(getConstantInsertionRegion(inner)).toBe(f.body);
  });
});
