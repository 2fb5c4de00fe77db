import { describe, expect, it } from 'vitest';
import {
  Block,
  DominanceInfo,
  FileLineColLoc,
  IntegerAttr,
  Region,
  StringAttr,
} from '@strata/ir-core';
import { CSEPass, eliminateCommonSubexpressions } from '@strata/transforms';
import {
  AddOp,
  BrOp,
  FuncOp,
  LoadOp,
  RegionOp,
  setup,
  SourceOp,
  StoreOp,
  UseOp,
  YieldOp,
} from './helpers.js';

describe('cse', () => {
  it('replaces a pure op by an identical earlier one and erases it', () => {
    const { func, add, loc } = setup();
    const { func: f, entry, arg } = func();
    const a = add(entry, AddOp.create(loc, { lhs: arg, rhs: arg }));
    const b = add(entry, AddOp.create(loc, { lhs: arg, rhs: arg }));
    const use = add(entry, UseOp.create(loc, { inputs: [a.result, b.result] }));
    expect(eliminateCommonSubexpressions(f)).toEqual({ numCSE: 1, numDCE: 0 });
    expect(use.operands).toEqual([a.result, a.result]);
    expect(b.parentBlock).toBe(null);
  });

  it('merges commutative ops whose operands are the same multiset', () => {
    const { func, add, loc, constant } = setup();
    const { func: f, entry, arg } = func();
    const c = constant(entry, 3);
    const a = add(entry, AddOp.create(loc, { lhs: arg, rhs: c.result }));
    const b = add(entry, AddOp.create(loc, { lhs: c.result, rhs: arg }));
    const d = add(entry, AddOp.create(loc, { lhs: c.result, rhs: c.result }));
    const use = add(entry, UseOp.create(loc, { inputs: [a.result, b.result, d.result] }));
    expect(eliminateCommonSubexpressions(f).numCSE).toBe(1);
    expect(use.operands).toEqual([a.result, a.result, d.result]);
  });

  it('keeps ops that differ in operands, attributes or result types, and ops with unknown effects', () => {
    const { func, add, loc, constant, context } = setup();
    const { func: f, entry, arg } = func();
    const c = constant(entry, 1);
    const a = add(entry, AddOp.create(loc, { lhs: arg, rhs: arg }));
    const b = add(entry, AddOp.create(loc, { lhs: arg, rhs: c.result }));
    const tagged = add(
      entry,
      AddOp.create(loc, {
        lhs: arg,
        rhs: arg,
        attributes: [['tag', StringAttr.get(context, 'x')]],
      }),
    );
    const s1 = add(entry, SourceOp.create(loc, { result: c.result.type }));
    const s2 = add(entry, SourceOp.create(loc, { result: c.result.type }));
    add(
      entry,
      UseOp.create(loc, { inputs: [a.result, b.result, tagged.result, s1.result, s2.result] }),
    );
    expect(eliminateCommonSubexpressions(f)).toEqual({ numCSE: 0, numDCE: 0 });
  });

  it('merges reads unless something may write in between, and only within a block', () => {
    const { func, add, loc, i32 } = setup();
    const { func: f, entry, arg } = func();
    const l1 = add(entry, LoadOp.create(loc, { result: i32 }));
    const l2 = add(entry, LoadOp.create(loc, { result: i32 }));
    add(entry, StoreOp.create(loc, { value: arg }));
    const l3 = add(entry, LoadOp.create(loc, { result: i32 }));
    const use = add(entry, UseOp.create(loc, { inputs: [l1.result, l2.result, l3.result] }));
    eliminateCommonSubexpressions(f);
    expect(use.operands).toEqual([l1.result, l1.result, l3.result]);
  });

  it('follows dominance: a dominating block feeds its successors, siblings stay apart', () => {
    const { func, add, loc } = setup();
    const { func: f, entry, arg } = func();
    const [left, right] = [new Block(), new Block()];
    f.body.push(left);
    f.body.push(right);
    const top = add(entry, AddOp.create(loc, { lhs: arg, rhs: arg }));
    add(entry, BrOp.create(loc, { dest: [left, right] }));
    const l = add(left, AddOp.create(loc, { lhs: arg, rhs: arg }));
    const lx = add(left, AddOp.create(loc, { lhs: top.result, rhs: arg }));
    add(left, UseOp.create(loc, { inputs: [l.result, lx.result] }));
    const rx = add(right, AddOp.create(loc, { lhs: top.result, rhs: arg }));
    add(right, UseOp.create(loc, { inputs: [rx.result, top.result] }));
    expect(eliminateCommonSubexpressions(f).numCSE).toBe(1);
    expect(left.firstOp).toBe(lx);
    expect(lx.parentBlock).toBe(left);
    expect(rx.parentBlock).toBe(right);
  });

  it('sees outer values from non-isolated regions but not from isolated ones', () => {
    const { func, add, loc, i32 } = setup();
    const { func: f, entry, arg } = func();
    const outer = add(entry, AddOp.create(loc, { lhs: arg, rhs: arg }));
    const region = add(entry, RegionOp.create(loc, { result: i32, body: new Region() }));
    const body = region.body.emplaceBlock();
    const inner = add(body, AddOp.create(loc, { lhs: arg, rhs: arg }));
    add(body, YieldOp.create(loc, { inputs: [inner.result] }));
    const nested = add(entry, FuncOp.create(loc, { body: new Region() }));
    const nestedEntry = nested.body.emplaceBlock();
    const x = nestedEntry.addArgument(i32, loc);
    const n1 = add(nestedEntry, AddOp.create(loc, { lhs: x, rhs: x }));
    const n2 = add(nestedEntry, AddOp.create(loc, { lhs: x, rhs: x }));
    const nestedUse = add(nestedEntry, UseOp.create(loc, { inputs: [n1.result, n2.result] }));
    add(entry, UseOp.create(loc, { inputs: [outer.result, region.result] }));
    eliminateCommonSubexpressions(f);
    expect(body.firstOp!.name.identifier).toBe('t.yield');
    expect(body.firstOp!.getOperand(0)).toBe(outer.result);
    expect(nestedUse.operands).toEqual([n1.result, n1.result]);
  });

  /** A `t.region` appended to `entry` whose body yields constant `value`, after dead `t.constant`s of `dead`. */
  const regionYielding = (
    ir: ReturnType<typeof setup>,
    entry: Block,
    value: number,
    dead: number[] = [],
  ) => {
    const { add, loc, i32, constant } = ir;
    const op = add(entry, RegionOp.create(loc, { result: i32, body: new Region() }));
    const body = op.body.emplaceBlock();
    for (const d of dead) constant(body, d);
    const c = constant(body, value);
    add(body, YieldOp.create(loc, { inputs: [c.result] }));
    return op;
  };

  it('merges ops with structurally equal regions', () => {
    const ir = setup();
    const { add, loc } = ir;
    const { func: f, entry } = ir.func();
    const build = (value: number) => regionYielding(ir, entry, value);
    const [r1, r2, r3] = [build(1), build(1), build(2)];
    const use = add(entry, UseOp.create(loc, { inputs: [r1.result, r2.result, r3.result] }));
    eliminateCommonSubexpressions(f);
    expect(use.operands).toEqual([r1.result, r1.result, r3.result]);
  });

  it('compares regions with the dead ops in them still there, as MLIR erases them at the end', () => {
    const ir = setup();
    const { add, loc } = ir;
    const { func: f, entry } = ir.func();
    const [r1, r2] = [regionYielding(ir, entry, 1, [7]), regionYielding(ir, entry, 1)];
    const use = add(entry, UseOp.create(loc, { inputs: [r1.result, r2.result] }));
    expect(eliminateCommonSubexpressions(f)).toEqual({ numCSE: 0, numDCE: 1 });
    expect(use.operands).toEqual([r1.result, r2.result]);
    expect(r1.body.front!.operations.length).toBe(2);
  });

  it('erases trivially dead ops and gives an unlocated survivor the location of the duplicate', () => {
    const { func, add, loc, context } = setup();
    const { func: f, entry, arg } = func();
    add(entry, AddOp.create(loc, { lhs: arg, rhs: arg }));
    const a = add(entry, AddOp.create(loc, { lhs: arg, rhs: arg }));
    const located = FileLineColLoc.get(context, 'in.mlir', 2, 3);
    const b = add(entry, AddOp.create(located, { lhs: arg, rhs: arg }));
    add(entry, UseOp.create(loc, { inputs: [a.result, b.result] }));
    expect(eliminateCommonSubexpressions(f)).toEqual({ numCSE: 1, numDCE: 1 });
    expect(a.location).toBe(located);
    expect(entry.operations.map((op) => op.name.identifier)).toEqual(['t.add', 't.use']);
  });

  it('runs as the cse pass with statistics', () => {
    const { func, add, loc, constant } = setup();
    const { func: f, entry } = func();
    const c1 = constant(entry, 4);
    const c2 = constant(entry, 4);
    add(entry, UseOp.create(loc, { inputs: [c1.result, c2.result] }));
    const pass = new CSEPass();
    const first = pass.runOn(f);
    expect(first.failed).toBe(false);
    // It changed the IR, but not the blocks: dominance stays valid, nothing else does.
    expect(first.preserved.isAll()).toBe(false);
    expect(first.preserved.isPreserved(DominanceInfo)).toBe(true);
    expect(pass.statistics.map((s) => [s.name, s.value])).toEqual([
      ["num-cse'd", 1],
      ["num-dce'd", 0],
    ]);
    expect(pass.runOn(f).preserved.isAll()).toBe(true);
    expect((entry.firstOp as { value?: IntegerAttr }).value!.getInt()).toBe(4);
  });

  it('handles 10000 nested regions without recursion', () => {
    const { func, add, loc, i32 } = setup();
    const { func: f, entry, arg } = func();
    const top = add(entry, AddOp.create(loc, { lhs: arg, rhs: arg }));
    add(entry, UseOp.create(loc, { inputs: [top.result] }));
    let block = entry;
    for (let i = 0; i < 10000; i++) {
      const op = add(block, RegionOp.create(loc, { result: i32, body: new Region() }));
      add(block, UseOp.create(loc, { inputs: [op.result] }));
      block = op.body.emplaceBlock();
    }
    const deep = add(block, AddOp.create(loc, { lhs: arg, rhs: arg }));
    add(block, UseOp.create(loc, { inputs: [deep.result] }));
    expect(eliminateCommonSubexpressions(f).numCSE).toBe(1);
    expect(block.firstOp!.getOperand(0)).toBe(top.result);
  });
});
