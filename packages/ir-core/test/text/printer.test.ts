import { describe, expect, it } from 'vitest';
import { AffineMapAttr } from '../../src/attributes/affine-attributes.js';
import { IntegerAttr, UnitAttr } from '../../src/attributes/builtin-attributes.js';
import { FileLineColLoc, UnknownLoc } from '../../src/attributes/location.js';
import { MLIRContext } from '../../src/context.js';
import { Operation } from '../../src/ir/operation.js';
import { printOperation } from '../../src/text/printer.js';
import { IntegerType } from '../../src/types/builtin-types.js';
import { AffineMap } from '../../src/attributes/affine-map.js';

function setUp() {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  const loc = UnknownLoc.get(context);
  const i32 = IntegerType.get(context, 32);
  const i64 = IntegerType.get(context, 64);
  return { context, loc, i32, i64 };
}

describe('printOperation (generic form, hand-built IR)', () => {
  it('names values, blocks and result groups as MLIR does', () => {
    const { loc, i32, i64 } = setUp();
    const top = Operation.create({ name: 't.top', location: loc, regions: 1 });
    const entry = top.getRegion(0).emplaceBlock();
    const a = entry.addArgument(i32, loc);
    const second = top.getRegion(0).emplaceBlock();
    const pair = Operation.create({
      name: 't.pair',
      location: loc,
      operands: [a],
      resultTypes: [i32, i64],
    });
    entry.push(pair);
    entry.push(
      Operation.create({
        name: 't.br',
        location: loc,
        operands: [pair.getResult(1), pair.getResult(0)],
        successors: [second],
      }),
    );
    const arg = second.addArgument(i64, loc);
    const inner = Operation.create({
      name: 't.inner',
      location: loc,
      resultTypes: [i32],
      regions: 1,
    });
    second.push(inner);
    const innerBlock = inner.getRegion(0).emplaceBlock();
    innerBlock.push(
      Operation.create({
        name: 't.use',
        location: loc,
        operands: [arg, inner.getResult(0)],
        resultTypes: [i64],
      }),
    );
    second.push(
      Operation.create({
        name: 't.end',
        location: loc,
        operands: [inner.getResult(0)],
        attributes: [['u', UnitAttr.get(i32.context)]],
      }),
    );
    expect(printOperation(top)).toBe(
      [
        '"t.top"() ({',
        '^bb0(%arg0: i32):',
        '  %0:2 = "t.pair"(%arg0) : (i32) -> (i32, i64)',
        '  "t.br"(%0#1, %0#0)[^bb1] : (i64, i32) -> ()',
        '^bb1(%1: i64):  // pred: ^bb0',
        '  %2 = "t.inner"() ({',
        '    %3 = "t.use"(%1, %2) : (i64, i32) -> i64',
        '  }) : () -> i32',
        '  "t.end"(%2) {u} : (i32) -> ()',
        '}) : () -> ()',
        '',
      ].join('\n'),
    );
  });

  it('prints properties, empty regions and affine map aliases', () => {
    const { context, loc, i64 } = setUp();
    const top = Operation.create({ name: 't.top', location: loc, regions: 1 });
    const block = top.getRegion(0).emplaceBlock();
    const map = AffineMapAttr.get(AffineMap.getMultiDimIdentityMap(context, 1));
    block.push(
      Operation.create({
        name: 't.a',
        location: loc,
        properties: [['p', IntegerAttr.get(i64, 1n)]],
        attributes: [['m', map]],
        regions: 1,
      }),
    );
    expect(printOperation(top)).toBe(
      [
        '#map = affine_map<(d0) -> (d0)>',
        '"t.top"() ({',
        '  "t.a"() <{p = 1 : i64}> ({',
        '  }) {m = #map} : () -> ()',
        '}) : () -> ()',
        '',
      ].join('\n'),
    );
    expect(printOperation(top, { localScope: true })).toContain('{m = affine_map<(d0) -> (d0)>}');
  });

  it('prints trailing locations and deferred location aliases with debug info', () => {
    const { context } = setUp();
    const fileLoc = FileLineColLoc.get(context, 'f.mlir', 2, 3);
    const top = Operation.create({
      name: 't.top',
      location: FileLineColLoc.get(context, 'f.mlir', 1, 1),
      regions: 1,
    });
    const block = top.getRegion(0).emplaceBlock();
    block.addArgument(IntegerType.get(context, 8), fileLoc);
    block.push(Operation.create({ name: 't.a', location: fileLoc }));
    expect(printOperation(top, { debugInfo: true })).toBe(
      [
        '#loc1 = loc("f.mlir":2:3)',
        '"t.top"() ({',
        '^bb0(%arg0: i8 loc("f.mlir":2:3)):',
        '  "t.a"() : () -> () loc(#loc1)',
        '}) : () -> () loc(#loc)',
        '#loc = loc("f.mlir":1:1)',
        '',
      ].join('\n'),
    );
  });
});

describe('printOperation of a nested op', () => {
  it('numbers values from the root, or with localScope from the closest isolated ancestor', () => {
    const { loc, i32 } = setUp();
    const top = Operation.create({ name: 't.top', location: loc, regions: 1 });
    const block = top.getRegion(0).emplaceBlock();
    const def = Operation.create({ name: 't.def', location: loc, resultTypes: [i32] });
    block.push(def);
    const use = Operation.create({ name: 't.use', location: loc, operands: [def.getResult(0)] });
    block.push(use);
    expect(printOperation(use)).toBe('"t.use"(%0) : (i32) -> ()');
    // Unregistered ops are not isolated from above: local scope falls back to the root here too.
    expect(printOperation(use, { localScope: true })).toBe('"t.use"(%0) : (i32) -> ()');
  });
});
