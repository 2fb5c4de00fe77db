// Operand groups of sub-groups (variadicOfVariadic, MLIR's VariadicOfVariadic): the accessor, the
// builder, the derived size checks and their diagnostics (the messages mlir-opt 22 gives for
// cf.switch's case_operand_segments), malformed generic forms, and the definition-time checks.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DenseArrayAttr } from '../../src/attributes/elements-attributes.js';
import { FileLineColLoc } from '../../src/attributes/location.js';
import { loadBuiltinDialect } from '../../src/dialects/builtin/dialect.js';
import { Block } from '../../src/ir/block.js';
import { Operation } from '../../src/ir/operation.js';
import { AnySuccessor, optional, variadic, variadicOfVariadic } from '../../src/ods/constraint.js';
import { DenseI32ArrayAttr } from '../../src/ods/constraints/attrs.js';
import { AnyType, I32 } from '../../src/ods/constraints/types.js';
import { type BuildArgs, defineOp } from '../../src/ods/define-op.js';
import {
  BranchOpInterface,
  type SuccessorOperandGroup,
  successorOperandGroups,
} from '../../src/ods/interfaces/control-flow.js';
import { OpDefinitionError } from '../../src/ods/spec.js';
import { AttrSizedOperandSegments, makeSegmentSizesAttr } from '../../src/ods/traits/segments.js';
import { parseSourceString } from '../../src/text/source-parser.js';
import { IntegerType } from '../../src/types/builtin-types.js';
import { SwitchOp } from './branch-ops.js';
import { invariantErrors, setup } from './helpers.js';

/** An i32, then lists of i32 sized by `list_sizes`. */
class ListsOp extends defineOp({
  name: 'test.lists',
  operands: { head: I32, lists: variadicOfVariadic(I32, 'list_sizes') },
  properties: { list_sizes: DenseI32ArrayAttr },
}) {}

/** Its sizes property may be absent: then the derived check reports it. */
class MaybeListsOp extends defineOp({
  name: 'test.maybe_lists',
  operands: { lists: variadicOfVariadic(AnyType, 'sizes') },
  properties: { sizes: optional(DenseI32ArrayAttr) },
}) {}

/** Makes i32 values, for the generic forms below. */
class SourceOp extends defineOp({ name: 'test.source', results: { out: variadic(I32) } }) {}

function env() {
  const { context, loc, diagnostics } = setup([ListsOp, MaybeListsOp, SourceOp, SwitchOp]);
  const i32 = IntegerType.get(context, 32);
  const values = SourceOp.create(loc, { out: [i32, i32, i32, i32] }).out;
  const sizes = (...entries: number[]) => makeSegmentSizesAttr(context, entries);
  /** A `test.lists` over `count` operands after the head, with these sizes (or none). */
  const lists = (count: number, sizesAttr: DenseArrayAttr | null) =>
    Operation.create({
      name: 'test.lists',
      location: loc,
      operands: values.slice(0, count + 1),
      properties: new Map(sizesAttr === null ? [] : [['list_sizes', sizesAttr]]),
    });
  return { context, loc, diagnostics, i32, values, sizes, lists };
}

describe('variadicOfVariadic', () => {
  it('builds from lists of values, setting the sizes, and reads the lists back', () => {
    const {
      loc,
      diagnostics,
      values: [a, b, c, d],
    } = env();
    const op = ListsOp.create(loc, { head: a!, lists: [[b!], [], [c!, d!]] });
    expect(op.operands).toEqual([a, b, c, d]);
    expect(op.list_sizes.asNumbers()).toEqual([1, 0, 2]);
    expect(op.lists).toEqual([[b], [], [c, d]]);
    expect(invariantErrors(op, diagnostics)).toEqual([]);
    const none = ListsOp.create(loc, { head: a! });
    expect(none.list_sizes.asNumbers()).toEqual([]);
    expect(none.lists).toEqual([]);
  });

  it('takes the sizes property too when it agrees with the lists', () => {
    const {
      loc,
      sizes,
      values: [a, b],
    } = env();
    expect(ListsOp.create(loc, { head: a!, lists: [[b!]], list_sizes: sizes(1) }).lists).toEqual([
      [b],
    ]);
    expect(() => ListsOp.create(loc, { head: a!, lists: [[b!]], list_sizes: sizes(0, 1) })).toThrow(
      "'test.lists': 'list_sizes' disagrees with the operand lists it sizes",
    );
    // Without the lists, an explicit sizes property stands (every list empty).
    const empty = ListsOp.create(loc, { head: a!, list_sizes: sizes(0, 0) });
    expect(empty.lists).toEqual([[], []]);
    const flat = { head: a!, lists: [b!] } as unknown as BuildArgs<typeof ListsOp.definition>;
    expect(() => ListsOp.create(loc, flat)).toThrow(
      "'test.lists': operand 'lists' takes a list of value lists",
    );
  });

  it('reports a negative size, before the sum', () => {
    const { diagnostics, sizes, lists } = env();
    expect(invariantErrors(lists(3, sizes(-1, 4)), diagnostics)).toEqual([
      "'test.lists' op 'list_sizes' attribute cannot have negative elements",
    ]);
  });

  it('reports sizes that do not add up to the operands of the group', () => {
    const { diagnostics, sizes, lists } = env();
    expect(invariantErrors(lists(3, sizes(1, 1)), diagnostics)).toEqual([
      "'test.lists' op lists count (3) does not match with the total size (2) specified in attribute 'list_sizes'",
    ]);
    expect(invariantErrors(lists(0, sizes(2147483647, 2147483647, 2)), diagnostics)).toEqual([
      "'test.lists' op lists count (0) does not match with the total size (4294967296) specified in attribute 'list_sizes'",
    ]);
  });

  it('reports a missing or ill-typed sizes property', () => {
    const { context, loc, diagnostics, lists, values } = env();
    expect(invariantErrors(lists(0, null), diagnostics)).toEqual([
      "'test.lists' op requires attribute 'list_sizes'",
    ]);
    const i64Sizes = DenseArrayAttr.get(IntegerType.get(context, 64), [0]);
    expect(invariantErrors(lists(0, i64Sizes), diagnostics)).toEqual([
      "'test.lists' op attribute 'list_sizes' failed to satisfy constraint: i32 dense array attribute",
    ]);
    const maybe = Operation.create({ name: 'test.maybe_lists', location: loc, operands: values });
    expect(invariantErrors(maybe, diagnostics)).toEqual([
      "'test.maybe_lists' op requires dense i32 array attribute 'sizes'",
    ]);
    expect(maybe instanceof MaybeListsOp && maybe.lists).toEqual([]);
  });

  it('reads clamped lists from an op that does not verify', () => {
    const {
      sizes,
      lists,
      values: [, b, c, d],
    } = env();
    expect((lists(3, sizes(-1, 2, 5)) as ListsOp).lists).toEqual([[], [b, c], [d]]);
  });

  it('reports malformed generic forms at the op, without throwing', () => {
    const { context, diagnostics } = env();
    loadBuiltinDialect(context);
    const parse = (properties: string) => {
      diagnostics.length = 0;
      const text =
        `%v:3 = "test.source"() : () -> (i32, i32, i32)\n` +
        `"test.lists"(%v#0, %v#1, %v#2) <{${properties}}> : (i32, i32, i32) -> ()\n`;
      expect(parseSourceString(text, context, { filename: 'in.mlir' })).toBeNull();
      return diagnostics
        .filter((d) => d.severity === 'error')
        .map((d) => {
          const at = d.location as FileLineColLoc;
          return `${at.line}:${at.column}: ${d.message}`;
        });
    };
    expect(parse('list_sizes = array<i32: 3, -1>')).toEqual([
      "2:1: 'test.lists' op 'list_sizes' attribute cannot have negative elements",
    ]);
    expect(parse('list_sizes = array<i32: 1>')).toEqual([
      "2:1: 'test.lists' op lists count (2) does not match with the total size (1) specified in attribute 'list_sizes'",
    ]);
    expect(parse('')).toEqual(["2:1: 'test.lists' op requires attribute 'list_sizes'"]);
    expect(parse('list_sizes = array<i64: 2>')).toEqual([
      '2:1: invalid properties {list_sizes = array<i64: 2>} for op test.lists: ' +
        'Invalid attribute `list_sizes` in property conversion: array<i64: 2>',
    ]);
  });

  it('never throws on random sizes, and accepts exactly the sizes that split the group', () => {
    const { context, loc, values } = env();
    const successors = [new Block(), new Block(), new Block(), new Block()];
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -3, max: 4 }), { maxLength: 4 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        (entries, caseCount, caseOperands) => {
          const valid = entries.every((n) => n >= 0) && entries.reduce((s, n) => s + n, 0) === 3;
          const op = Operation.create({
            name: 'test.lists',
            location: loc,
            operands: values,
            properties: new Map([['list_sizes', makeSegmentSizesAttr(context, entries)]]),
          });
          expect(op.name.info!.verifyInvariants(op)).toBe(valid);
          expect((op as ListsOp).lists.flat().length).toBeLessThanOrEqual(3);
          // A branch over the same sizes: its interface verifier runs only on sizes that hold.
          const sw = Operation.create({
            name: 'test.switch',
            location: loc,
            operands: values.slice(0, 1 + caseOperands),
            successors: successors.slice(0, 1 + caseCount),
            properties: new Map([
              ['operandSegmentSizes', makeSegmentSizesAttr(context, [1, 0, caseOperands])],
              ['case_segments', makeSegmentSizesAttr(context, entries)],
            ]),
          });
          // Every successor takes no argument: each case forwards its entry's operands (none
          // past the end), and entries past the last case forward to no one.
          const fits =
            entries.every((n) => n >= 0) &&
            entries.reduce((s, n) => s + n, 0) === caseOperands &&
            entries.slice(0, caseCount).every((n) => n === 0);
          expect(sw.name.info!.verifyInvariants(sw)).toBe(fits);
        },
      ),
      { numRuns: 300, seed: 20261123 },
    );
  });
});

describe('variadicOfVariadic definitions', () => {
  it('need their sizes property declared in properties', () => {
    expect(() =>
      defineOp({ name: 'test.bad', operands: { lists: variadicOfVariadic(I32, 'sizes') } }),
    ).toThrow(
      new OpDefinitionError(
        'test.bad',
        "the sizes of 'lists' need 'sizes' declared in 'properties'",
      ),
    );
  });

  it('cannot be spelled by an assembly format yet', () => {
    expect(() =>
      defineOp({
        name: 'test.bad',
        operands: { lists: variadicOfVariadic(I32, 'sizes') },
        properties: { sizes: DenseI32ArrayAttr },
        assemblyFormat: '$lists attr-dict `:` type($lists)',
      }),
    ).toThrow(OpDefinitionError);
  });

  it('give successor operands their split, and must come last there', () => {
    const branch = (groups: SuccessorOperandGroup[]) => () =>
      defineOp({
        name: 'test.bad_switch',
        operands: {
          flag: AnyType,
          caseArgs: variadicOfVariadic(AnyType, 'case_segments'),
          rest: variadic(AnyType),
        },
        properties: { case_segments: DenseI32ArrayAttr },
        successors: { cases: variadic(AnySuccessor) },
        traits: [AttrSizedOperandSegments],
        interfaces: [
          BranchOpInterface.implement({ getSuccessorOperands: successorOperandGroups(...groups) }),
        ],
      });
    expect(branch(['rest', 'caseArgs'])).not.toThrow();
    expect(branch(['rest', { group: 'caseArgs', splitBy: 'case_segments' }])).not.toThrow();
    expect(branch(['caseArgs', 'rest'])).toThrow(
      "'caseArgs' has sub-groups, so it must be the last group of successor operands",
    );
    expect(branch(['flag', { group: 'rest', splitBy: 'case_segments' }])).toThrow(
      "successor operands split 'rest' by 'case_segments': declare it variadicOfVariadic(..., 'case_segments')",
    );
    expect(branch(['rest', { group: 'caseArgs', splitBy: 'other' }])).toThrow(OpDefinitionError);
    expect(branch(['missing'])).toThrow("successor operands name no operand group 'missing'");
  });
});
