import { describe, expect, it } from 'vitest';
import { UnknownLoc } from '../../src/attributes/location.js';
import { MLIRContext } from '../../src/context.js';
import { Operation } from '../../src/ir/operation.js';
import type { Block } from '../../src/ir/block.js';
import type { Region } from '../../src/ir/region.js';
import type { Value } from '../../src/ir/value.js';
import { SSANameState } from '../../src/text/asm-names.js';
import { printOperation } from '../../src/text/printer.js';
import { IntegerType } from '../../src/types/builtin-types.js';

/** `t.outer` holding `%0 = t.a`, then `t.inner` whose region holds `%1 = t.b`, `%2 = t.c(%0, %1)`. */
function buildNest() {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  const loc = UnknownLoc.get(context);
  const i32 = IntegerType.get(context, 32);
  const outer = Operation.create({ name: 't.outer', location: loc, regions: 1 });
  const body = outer.getRegion(0).emplaceBlock();
  const a = Operation.create({ name: 't.a', location: loc, resultTypes: [i32] });
  body.push(a);
  const inner = Operation.create({ name: 't.inner', location: loc, regions: 1 });
  body.push(inner);
  const innerBody = inner.getRegion(0).emplaceBlock();
  const b = Operation.create({ name: 't.b', location: loc, resultTypes: [i32] });
  innerBody.push(b);
  const c = Operation.create({
    name: 't.c',
    location: loc,
    operands: [a.getResult(0), b.getResult(0)],
    resultTypes: [i32],
  });
  innerBody.push(c);
  return { outer, inner, a: a.getResult(0), b: b.getResult(0), c: c.getResult(0) };
}

const namesOf = (state: SSANameState, values: Value[]) => values.map((v) => state.getValueName(v));

describe('SSANameState', () => {
  it('keeps its names when a second naming of the same values starts while it is in use', () => {
    const { outer, inner, a, b, c } = buildNest();
    const whole = new SSANameState(outer, false);
    expect(namesOf(whole, [a, b, c])).toEqual(['%0', '%1', '%2']);
    // Naming `inner` alone numbers `b` and `c` from 0: it takes their slots over.
    const local = new SSANameState(inner, false);
    expect(namesOf(local, [b, c])).toEqual(['%0', '%1']);
    expect(local.getValueName(a)).toBe('<<UNKNOWN SSA VALUE>>');
    expect(namesOf(whole, [a, b, c])).toEqual(['%0', '%1', '%2']);
  });

  it('gives up the names of a released state', () => {
    const { outer, inner, b } = buildNest();
    const whole = new SSANameState(outer, false);
    whole.release();
    new SSANameState(inner, false);
    expect(whole.getValueName(b)).toBe('<<UNKNOWN SSA VALUE>>');
  });

  it('prints a value it never named, or a missing one, as unknown', () => {
    const { outer, inner, a } = buildNest();
    const local = new SSANameState(inner, false);
    expect(local.getValueName(a)).toBe('<<UNKNOWN SSA VALUE>>');
    expect(local.getValueName(undefined as unknown as Value)).toBe('<<UNKNOWN SSA VALUE>>');
    // A whole print after a local one names everything again.
    expect(printOperation(outer, { generic: true })).toContain('"t.c"(%0, %1) : (i32, i32) -> i32');
  });
});

/**
 * `t.root` with two regions; each region has an entry block with an argument and a second block
 * with an argument, each block holds a value-defining op and, down to `depth`, an op with two
 * such regions of its own: sibling regions, nested regions and non-entry blocks at every level.
 */
function buildTree(depth: number) {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  const loc = UnknownLoc.get(context);
  const i32 = IntegerType.get(context, 32);
  const values: Value[] = [];
  const blocks: Block[] = [];
  const fill = (op: Operation, level: number) => {
    for (const region of op.regions) {
      for (let b = 0; b < 2; b++) {
        const block = region.emplaceBlock();
        blocks.push(block);
        values.push(block.addArgument(i32, loc));
        const def = Operation.create({ name: 't.def', location: loc, resultTypes: [i32, i32] });
        block.push(def);
        values.push(...def.results);
        if (level < depth) {
          const nest = Operation.create({
            name: 't.nest',
            location: loc,
            resultTypes: [i32],
            regions: 2,
          });
          block.push(nest);
          values.push(nest.getResult(0));
          fill(nest, level + 1);
        }
      }
    }
  };
  const root = Operation.create({ name: 't.root', location: loc, regions: 2 });
  fill(root, 1);
  return { root, values, blocks };
}

describe('SSANameState, naming lazily', () => {
  const eagerNames = (root: Operation, values: Value[], blocks: Block[]) => {
    const eager = new SSANameState(root, true);
    const names = [...namesOf(eager, values), ...blocks.map((b) => eager.getBlockInfo(b).name)];
    eager.release();
    return names;
  };
  const lazyNames = (lazy: SSANameState, values: Value[], blocks: Block[], order: number[]) => {
    const names: string[] = [];
    for (const i of order)
      names[i] =
        i < values.length
          ? lazy.getValueName(values[i]!)
          : lazy.getBlockInfo(blocks[i - values.length]!).name;
    return names;
  };

  it('gives the names of the whole-tree walk when regions are entered in print order', () => {
    const { root, values, blocks } = buildTree(3);
    const expected = eagerNames(root, values, blocks);
    // Sibling regions restart from the same numbers: some names repeat, as in MLIR.
    expect(new Set(expected).size).toBeLessThan(expected.length);
    const lazy = new SSANameState(root, true, false, true);
    // Entering each region before asking for its names, depth first, as the printer does.
    const enter = (op: Operation) => {
      for (const region of op.regions) {
        lazy.enterRegion(region);
        for (const block of blocksOf(region))
          for (let o = block.firstOp; o !== null; o = o.nextNode) enter(o);
      }
    };
    enter(root);
    const order = expected.map((_, i) => i);
    expect(lazyNames(lazy, values, blocks, order)).toEqual(expected);
  });

  it('gives the same names when asked in any order (a region out of print order)', () => {
    const { root, values, blocks } = buildTree(3);
    const expected = eagerNames(root, values, blocks);
    const reversed = expected.map((_, i) => expected.length - 1 - i);
    expect(lazyNames(new SSANameState(root, true, false, true), values, blocks, reversed)).toEqual(
      expected,
    );
    // Every other one, from the start then from the end.
    const interleaved = reversed.flatMap((i, k) => (k % 2 === 0 ? [k, i] : []));
    const lazy = new SSANameState(root, true, false, true);
    const names = lazyNames(lazy, values, blocks, interleaved);
    expect(names.length).toBe(expected.length);
    expect(names).toEqual(expected);
  });

  it('prints a module with the names of the whole-tree naming', () => {
    const { root } = buildTree(2);
    // A top-level print in custom form names lazily.
    const printed = printOperation(root);
    const names = new SSANameState(root, true);
    // Results in print order (depth first), named by the whole-tree walk.
    const expected: string[] = [];
    const visit = (op: Operation) => {
      for (const region of op.regions)
        for (const block of blocksOf(region))
          for (let o = block.firstOp; o !== null; o = o.nextNode) {
            expected.push(names.getValueName(o.getResult(0)).replace(/#0$/, ''));
            visit(o);
          }
    };
    visit(root);
    names.release();
    const defined = [...printed.matchAll(/(%\w+)(?::2)? = "t\./g)].map((m) => m[1]);
    expect(defined).toEqual(expected);
    expect(new Set(defined).size).toBeLessThan(defined.length);
  });
});

function blocksOf(region: Region): Block[] {
  const out: Block[] = [];
  for (let b = region.front; b !== null; b = b.nextNode) out.push(b);
  return out;
}
