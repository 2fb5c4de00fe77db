// Editable successor operands: MutableOperandRange, SuccessorOperands, the defineOp-based default
// (successorOperandGroups) and getEditableSuccessorOperands over new, legacy and read-only models.
import { describe, expect, it } from 'vitest';
import { DenseArrayAttr } from '../../src/attributes/elements-attributes.js';
import { Block } from '../../src/ir/block.js';
import type { Operation } from '../../src/ir/operation.js';
import type { Value } from '../../src/ir/value.js';
import { AnySuccessor, variadic } from '../../src/ods/constraint.js';
import { AnyType } from '../../src/ods/constraints/types.js';
import { defineOp } from '../../src/ods/define-op.js';
import {
  BranchOpInterface,
  getEditableSuccessorOperands,
  MutableOperandRange,
  SuccessorOperands,
  successorOperandGroups,
} from '../../src/ods/interfaces/control-flow.js';
import { IntegerType } from '../../src/types/builtin-types.js';
import { CondBrOp, SwitchOp } from './branch-ops.js';
import { invariantErrors, setup } from './helpers.js';

type BranchModelArg = Parameters<typeof BranchOpInterface.implement>[0];

/** An op forwarding all its operands to its one successor, with the given branch model (or none). */
function branchOp(name: string, model: BranchModelArg | null) {
  return defineOp({
    name,
    operands: { args: variadic(AnyType) },
    successors: { dest: AnySuccessor },
    interfaces: model === null ? [] : [BranchOpInterface.implement(model)],
  });
}

const readOnlyModel: BranchModelArg = {
  getSuccessorOperands: (op) => ({ producedOperandCount: 0, forwardedOperands: op.operands }),
};

class BrOp extends branchOp('test.br', { getSuccessorOperands: successorOperandGroups('args') }) {}
class ReadOnlyBrOp extends branchOp('test.readonly_br', readOnlyModel) {}
/** Has successors but does not implement BranchOpInterface. */
class PlainOp extends branchOp('test.plain', null) {}
function env() {
  const { context, loc, diagnostics } = setup([BrOp, CondBrOp, SwitchOp, ReadOnlyBrOp, PlainOp]);
  const i32 = IntegerType.get(context, 32);
  const entry = new Block();
  const values: Value[] = [];
  for (let i = 0; i < 6; i++) values.push(entry.addArgument(i32, loc));
  /** A successor block with `n` i32 arguments. */
  const block = (n: number) => {
    const b = new Block();
    for (let i = 0; i < n; i++) b.addArgument(i32, loc);
    return b;
  };
  const sizesOf = (op: Operation, name: string) =>
    (op.properties.get(name) as DenseArrayAttr).asNumbers();
  return { context, loc, diagnostics, values, block, sizesOf };
}

describe('successorOperandGroups', () => {
  it('edits the operands of a branch whose only variadic group is its successor operands', () => {
    const {
      loc,
      values: [a, b, c],
      block,
      diagnostics,
    } = env();
    const br = BrOp.create(loc, { args: [a!, b!], dest: block(2) });
    const operands = getEditableSuccessorOperands(br, 0)!;
    expect(operands.forwardedOperands).toEqual([a, b]);
    operands.erase(0);
    expect(br.operands).toEqual([b]);
    operands.append([c!]);
    expect(br.operands).toEqual([b, c]);
    expect(operands.size).toBe(2);
    expect(invariantErrors(br, diagnostics)).toEqual([]);
  });

  it('keeps operandSegmentSizes in step when editing attribute-sized groups', () => {
    const {
      loc,
      values: [cond, a, b, c, d],
      block,
      sizesOf,
      diagnostics,
    } = env();
    const br = CondBrOp.create(loc, {
      cond: cond!,
      trueArgs: [a!, b!],
      falseArgs: [c!],
      t: block(1),
      f: block(2),
    });
    const onTrue = getEditableSuccessorOperands(br, 0)!;
    const onFalse = getEditableSuccessorOperands(br, 1)!;
    expect(onFalse.forwardedOperands).toEqual([c]);
    expect(onFalse.getOperandIndex(0)).toBe(3);
    onTrue.erase(0);
    expect(sizesOf(br, 'operandSegmentSizes')).toEqual([1, 1, 1]);
    expect(br.trueArgs).toEqual([b]);
    // A fresh view sees the shifted position; the old one is a snapshot.
    getEditableSuccessorOperands(br, 1)!.append([d!]);
    expect(br.falseArgs).toEqual([c, d]);
    expect(sizesOf(br, 'operandSegmentSizes')).toEqual([1, 1, 2]);
    expect(invariantErrors(br, diagnostics)).toEqual([]);
  });

  it('splits a group of sub-groups among the remaining successors', () => {
    const {
      loc,
      values: [flag, a, b, c, d],
      block,
      sizesOf,
    } = env();
    const sw = SwitchOp.create(loc, {
      flag: flag!,
      defaultArgs: [a!],
      caseArgs: [[b!], [c!, d!]],
      byDefault: block(1),
      cases: [block(1), block(2)],
    });
    expect(getEditableSuccessorOperands(sw, 0)!.forwardedOperands).toEqual([a]);
    expect(getEditableSuccessorOperands(sw, 1)!.forwardedOperands).toEqual([b]);
    const second = getEditableSuccessorOperands(sw, 2)!;
    expect(second.forwardedOperands).toEqual([c, d]);
    second.erase(1);
    expect(sw.operands).toEqual([flag, a, b, c]);
    expect(sizesOf(sw, 'operandSegmentSizes')).toEqual([1, 1, 2]);
    expect(sizesOf(sw, 'case_segments')).toEqual([1, 1]);
    getEditableSuccessorOperands(sw, 0)!.erase(0);
    expect(sizesOf(sw, 'operandSegmentSizes')).toEqual([1, 0, 2]);
    expect(getEditableSuccessorOperands(sw, 2)!.forwardedOperands).toEqual([c]);
  });
});

describe('SuccessorOperands', () => {
  it('indexes block arguments, the produced ones first', () => {
    const {
      loc,
      values: [a, b],
      block,
    } = env();
    const br = BrOp.create(loc, { args: [a!, b!], dest: block(3) });
    const operands = new SuccessorOperands(new MutableOperandRange(br, 0, 2), 1);
    expect(operands.size).toBe(3);
    expect(operands.isOperandProduced(0)).toBe(true);
    expect(operands.get(0)).toBeNull();
    expect(operands.get(2)).toBe(b);
    expect(operands.getOperandIndex(2)).toBe(1);
    expect(() => operands.erase(0)).toThrow('block argument #0 is produced by the op');
    operands.erase(1);
    expect(br.operands).toEqual([b]);
  });

  it('rejects edits outside the range', () => {
    const {
      loc,
      values: [a],
      block,
    } = env();
    const br = BrOp.create(loc, { args: [a!], dest: block(1) });
    expect(() => new MutableOperandRange(br, 0, 1).erase(1)).toThrow(RangeError);
  });
});

describe('getEditableSuccessorOperands', () => {
  it('answers null for read-only models and for ops that are not branches', () => {
    const {
      loc,
      values: [a],
      block,
    } = env();
    expect(
      getEditableSuccessorOperands(ReadOnlyBrOp.create(loc, { args: [a!], dest: block(1) }), 0),
    ).toBeNull();
    expect(
      getEditableSuccessorOperands(PlainOp.create(loc, { args: [a!], dest: block(1) }), 0),
    ).toBeNull();
    const br = BrOp.create(loc, { args: [a!], dest: block(1) });
    expect(getEditableSuccessorOperands(br, 0)!.forwardedOperands).toEqual([a]);
  });
});
