import { describe, expect, it } from 'vitest';
import { Block } from '../../src/ir/block.js';
import { Operation } from '../../src/ir/operation.js';
import type { Region } from '../../src/ir/region.js';
import { AnyRegion, AnySuccessor, variadic } from '../../src/ods/constraint.js';
import { AnyType, I1 } from '../../src/ods/constraints/types.js';
import { defineOp } from '../../src/ods/define-op.js';
import {
  BranchOpInterface,
  RegionBranchOpInterface,
  RegionBranchTerminatorOpInterface,
} from '../../src/ods/interfaces/control-flow.js';
import { Terminator } from '../../src/ods/traits/structure.js';
import { IntegerType } from '../../src/types/builtin-types.js';
import type { Diagnostic } from '../../src/support/diagnostics.js';
import { setup } from './helpers.js';

class BrOp extends defineOp({
  name: 'test.br',
  operands: { args: variadic(AnyType) },
  successors: { dest: AnySuccessor },
  interfaces: [
    BranchOpInterface.implement({
      getSuccessorOperands: (op) => ({ producedOperandCount: 0, forwardedOperands: op.operands }),
    }),
  ],
}) {}

class YieldOp extends defineOp({
  name: 'test.yield',
  operands: { values: variadic(AnyType) },
  traits: [Terminator],
  interfaces: [RegionBranchTerminatorOpInterface.implement({})],
}) {}

/** scf.if-like: from the parent into either region; from each region back to the parent. */
class IfOp extends defineOp({
  name: 'test.if',
  operands: { cond: I1 },
  results: { outs: variadic(AnyType) },
  regions: { thenRegion: AnyRegion, elseRegion: AnyRegion },
  interfaces: [
    RegionBranchOpInterface.implement({
      getSuccessorRegions: (op, from: Region | null) =>
        from === null
          ? op.regions.map((region) => ({ region, inputs: [] }))
          : [{ region: null, inputs: op.results }],
    }),
  ],
}) {}

function env() {
  const { context, loc, diagnostics } = setup([BrOp, YieldOp, IfOp]);
  const i1 = IntegerType.get(context, 1);
  const i32 = IntegerType.get(context, 32);
  const i64 = IntegerType.get(context, 64);
  const value = (type: IntegerType) =>
    Operation.create({ name: 'test.value', location: loc, resultTypes: [type] }).getResult(0);
  const run = (op: Operation, which: 'invariants' | 'regions'): Diagnostic[] => {
    diagnostics.length = 0;
    if (which === 'invariants') op.name.info!.verifyInvariants(op);
    else op.name.info!.verifyRegionInvariants(op);
    return [...diagnostics];
  };
  return { context, loc, i1, i32, i64, value, run };
}

describe('BranchOpInterface verification', () => {
  it('matches forwarded operands with the successor arguments, without the op prefix', () => {
    const { loc, i32, i64, value, run } = env();
    const dest = new Block();
    const x = value(i32);
    expect(run(BrOp.create(loc, { args: [x], dest }), 'invariants').map((d) => d.message)).toEqual([
      'branch has 1 operands for successor #0, but target block has 0',
    ]);
    dest.addArgument(i64, loc);
    expect(run(BrOp.create(loc, { args: [x], dest }), 'invariants').map((d) => d.message)).toEqual([
      'type mismatch for bb argument #0 of successor #0',
    ]);
    const good = new Block();
    good.addArgument(i32, loc);
    expect(run(BrOp.create(loc, { args: [x], dest: good }), 'invariants')).toEqual([]);
  });
});

describe('RegionBranchOpInterface verification', () => {
  it('checks the edges from terminators back to the parent, with a note at the branch point', () => {
    const { loc, i1, i32, i64, value, run } = env();
    const op = IfOp.create(loc, { cond: value(i1), outs: [i32] });
    const yields = op.regions.map((region) => {
      const block = new Block();
      region.push(block);
      return block;
    });
    const thenYield = YieldOp.create(loc, { values: [] });
    yields[0]!.push(thenYield);
    yields[1]!.push(YieldOp.create(loc, { values: [value(i32)] }));
    let diagnostics = run(op, 'regions');
    expect(diagnostics.map((d) => d.message)).toEqual([
      "'test.if' op along control flow edge from Operation test.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs",
    ]);
    expect(diagnostics[0]!.notes.map((n) => n.message)).toEqual(['region branch point']);
    expect(diagnostics[0]!.notes[0]!.location).toBe(thenYield.location);

    thenYield.erase();
    yields[0]!.push(YieldOp.create(loc, { values: [value(i64)] }));
    diagnostics = run(op, 'regions');
    expect(diagnostics.map((d) => d.message)).toEqual([
      "'test.if' op along control flow edge from Operation test.yield to parent: successor operand type #0 'i64' should match successor input type #0 'i32'",
    ]);
  });

  it('accepts consistent edges', () => {
    const { loc, i1, i32, value, run } = env();
    const op = IfOp.create(loc, { cond: value(i1), outs: [i32] });
    for (const region of op.regions) {
      const block = new Block();
      region.push(block);
      block.push(YieldOp.create(loc, { values: [value(i32)] }));
    }
    expect(run(op, 'regions')).toEqual([]);
  });
});
