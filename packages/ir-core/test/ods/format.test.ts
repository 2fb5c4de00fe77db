import { describe, expect, it } from 'vitest';
import { optional, variadic, AnyRegion, AnySuccessor } from '../../src/ods/constraint.js';
import { AnyAttr, StrAttr, UnitAttrConstraint } from '../../src/ods/constraints/attrs.js';
import { IntegerAttr } from '../../src/attributes/builtin-attributes.js';
import { MLIRContext } from '../../src/context.js';
import {
  inferFormatTypes,
  inferSlotTypes,
  slotInferenceOf,
} from '../../src/ods/format/type-inference.js';
import { IntegerType } from '../../src/types/builtin-types.js';
import type { Type } from '../../src/types/type.js';
import { AnyType, I1, SignlessIntegerLike } from '../../src/ods/constraints/types.js';
import { defineOp } from '../../src/ods/define-op.js';
import type { FormatElement } from '../../src/ods/format/ast.js';
import { AssemblyFormatError, parseAssemblyFormat } from '../../src/ods/format/parse.js';
import { InferTypeOpInterface } from '../../src/ods/interfaces/infer-type.js';
import { AttrSizedOperandSegments } from '../../src/ods/traits/segments.js';
import {
  AllTypesMatch,
  SameOperandsAndResultType,
  SameTypeOperands,
} from '../../src/ods/traits/types.js';

describe('parseAssemblyFormat', () => {
  it('parses variables, literals, directives and spacing', () => {
    const format = parseAssemblyFormat(
      '$lhs `,` $rhs attr-dict `:` type($result) ` ` `` `\\n` `->`',
    );
    expect(format.elements).toEqual([
      { kind: 'variable', name: 'lhs', role: undefined },
      { kind: 'literal', spelling: ',' },
      { kind: 'variable', name: 'rhs', role: undefined },
      { kind: 'attr-dict', withKeyword: false },
      { kind: 'literal', spelling: ':' },
      { kind: 'type', argument: { kind: 'variable', name: 'result', role: undefined } },
      { kind: 'literal', spelling: ' ' },
      { kind: 'literal', spelling: '' },
      { kind: 'literal', spelling: '\n' },
      { kind: 'literal', spelling: '->' },
    ] satisfies FormatElement[]);
  });

  it('parses optional groups with an anchor and an else branch', () => {
    const format = parseAssemblyFormat(
      '(`overflow` `` $flags^)? ($x^ `:` type($x)) : (`none`)? attr-dict',
    );
    const [first, second] = format.elements;
    expect(first).toMatchObject({
      kind: 'optional',
      anchorIndex: 2,
      anchor: { name: 'flags' },
      elseElements: [],
    });
    expect(second).toMatchObject({
      kind: 'optional',
      anchorIndex: 0,
      anchor: { name: 'x' },
      elseElements: [{ kind: 'literal', spelling: 'none' }],
    });
  });

  it('parses the remaining directives', () => {
    const format = parseAssemblyFormat(
      'functional-type(operands, results) custom<Dims>($a, ref($a), type($b), attr-dict) qualified(type($c)) ' +
        'attr-dict-with-keyword prop-dict regions successors oilist(`lower` $l | `upper` $u)',
    );
    expect(format.elements.map((e) => e.kind)).toEqual([
      'functional-type',
      'custom',
      'qualified',
      'attr-dict',
      'prop-dict',
      'regions',
      'successors',
      'oilist',
    ]);
    expect(format.elements[1]).toMatchObject({
      name: 'Dims',
      arguments: [
        { kind: 'variable' },
        { kind: 'ref', inner: { kind: 'variable', name: 'a' } },
        { kind: 'type' },
        { kind: 'attr-dict' },
      ],
    });
    expect(format.elements[7]).toMatchObject({
      clauses: [{ keyword: 'lower' }, { keyword: 'upper' }],
    });
  });

  it.each([
    ['`unterminated', /unterminated literal/],
    ['`1abc`', /expected valid literal but got '1abc'/],
    ['$', /expected variable name/],
    ['frobnicate', /unknown directive 'frobnicate'/],
    ['($a)?', /optional group has no anchor element/],
    ['($a^ ($b^)?)?', /optional groups can only be used as top-level elements/],
    ['($a^ $b^)?', /only one element can be marked as the anchor/],
    ['$a^', /'\^' is only valid within an optional group/],
    ['(type($a)^)?', /first parsable element of an optional group/],
    ['type(attr-dict)', /expected a variable, 'operands' or 'results'/],
    ['ref($a)', /'ref' is only valid within a 'custom' directive/],
    ['custom<$x>($a)', /C\+\+-style identifier/],
    ['$a %', /unexpected character '%'/],
  ])('rejects %s', (source, message) => {
    expect(() => parseAssemblyFormat(source)).toThrow(AssemblyFormatError);
    expect(() => parseAssemblyFormat(source)).toThrow(message);
  });

  it('points at the offending offset', () => {
    try {
      parseAssemblyFormat('$a `,` bogus');
      expect.unreachable();
    } catch (error) {
      expect((error as AssemblyFormatError).offset).toBe(7);
    }
  });
});

describe('validateAssemblyFormat (through defineOp)', () => {
  const binary = {
    name: 'test.bin',
    operands: { lhs: SignlessIntegerLike, rhs: SignlessIntegerLike },
    results: { result: SignlessIntegerLike },
  } as const;

  it('accepts a format whose types are printed or inferred, and resolves variable roles', () => {
    const op = defineOp({
      ...binary,
      traits: [SameOperandsAndResultType],
      assemblyFormat: '$lhs `,` $rhs attr-dict `:` type($result)',
    });
    expect(op.assemblyFormat!.elements[0]).toMatchObject({ kind: 'variable', role: 'operand' });
    expect(op.assemblyFormat!.elements[5]).toMatchObject({
      kind: 'type',
      argument: { role: 'result' },
    });
    // Buildable result type (i1) needs no type directive.
    defineOp({
      name: 'test.cmp',
      operands: { lhs: AnyType, rhs: AnyType },
      results: { result: I1 },
      traits: [SameTypeOperands],
      assemblyFormat: '$lhs `,` $rhs attr-dict `:` type($lhs)',
    });
    // AllTypesMatch and InferTypeOpInterface propagate types.
    defineOp({
      name: 'test.sel',
      operands: { cond: I1, a: AnyType, b: AnyType },
      results: { r: AnyType },
      traits: [AllTypesMatch('a', 'b', 'r')],
      assemblyFormat: '$cond `,` $a `,` $b attr-dict `:` type($r)',
    });
    defineOp({
      name: 'test.inf',
      operands: { a: AnyType },
      results: { r: AnyType },
      interfaces: [InferTypeOpInterface.implement({ inferReturnTypes: () => null })],
      assemblyFormat: '$a attr-dict `:` type($a)',
    });
    defineOp({
      name: 'test.all',
      operands: { a: variadic(AnyType) },
      results: { r: variadic(AnyType) },
      regions: { body: AnyRegion },
      successors: { dest: AnySuccessor },
      assemblyFormat:
        'operands regions successors attr-dict `:` functional-type(operands, results)',
    });
  });

  it.each([
    ['$lhs `,` $rhs `:` type($result)', /'attr-dict' directive not found/],
    ['$lhs attr-dict `:` type($result)', /operand #1, named 'rhs', not found/],
    [
      '$lhs `,` $rhs attr-dict',
      /type of operand #0, named 'lhs', is not buildable and a buildable type cannot be inferred/,
    ],
    [
      '$lhs $rhs attr-dict `:` type($lhs) type($rhs)',
      /type of result #0, named 'result', is not buildable/,
    ],
    ['$lhs $lhs $rhs attr-dict type(operands) type(results)', /'\$lhs' is already bound/],
    ['$lhs $rhs attr-dict type($lhs) type($lhs)', /'type\(\$lhs\)' is already bound/],
    ['$lhs $rhs $nope attr-dict', /'\$nope' to refer to an argument, region, result, or successor/],
    ['$lhs $rhs $result attr-dict', /result '\$result' can only be used within a 'type' directive/],
    [
      '($lhs^)? $rhs attr-dict type(operands) type(results)',
      /anchor '\$lhs' must be an optional or variadic part/,
    ],
    [
      '(`x` attr-dict $lhs^)? $rhs type(operands) type(results)',
      /'attr-dict' directive can only be used as a top-level directive/,
    ],
  ])('rejects %s', (assemblyFormat, message) => {
    expect(() => defineOp({ ...binary, assemblyFormat })).toThrow(message);
  });

  it('accepts optional attributes, unit attributes and optional operands as anchors', () => {
    defineOp({
      name: 'test.opt',
      operands: { a: optional(AnyType), b: variadic(AnyType) },
      properties: { flag: optional(UnitAttrConstraint), label: optional(StrAttr) },
      traits: [AttrSizedOperandSegments],
      assemblyFormat:
        '($a^ `:` type($a))? (`flag` $flag^)? ($label^)? ($b^ `:` type($b))? attr-dict',
    });
  });
});

describe('inferFormatTypes', () => {
  const context = new MLIRContext();
  const i1 = IntegerType.get(context, 1);
  const i32 = IntegerType.get(context, 32);

  it('fills buildable types and equality classes, counting variadic groups', () => {
    const Select = defineOp({
      name: 'test.select',
      operands: { cond: I1, a: AnyType, b: AnyType, rest: variadic(AnyType) },
      results: { r: AnyType },
      traits: [AllTypesMatch('a', 'b', 'r', 'rest')],
    });
    const types = new Map([['b', [i32]]]);
    const missing = inferFormatTypes(
      Select.spec,
      context,
      types,
      new Map([['rest', 2]]),
      new Map(),
    );
    expect(missing).toEqual([]);
    expect(types.get('cond')).toEqual([i1]);
    expect(types.get('a')).toEqual([i32]);
    expect(types.get('r')).toEqual([i32]);
    expect(types.get('rest')).toEqual([i32, i32]);
  });

  it('takes known types from typed attributes and reports what stays unknown', () => {
    const Const = defineOp({
      name: 'test.constant',
      results: { result: AnyType },
      properties: { value: AnyAttr },
      traits: [AllTypesMatch('value', 'result')],
    });
    const types = new Map<string, Type[]>();
    expect(
      inferFormatTypes(
        Const.spec,
        context,
        types,
        new Map(),
        new Map([['value', IntegerAttr.get(i32, 3)]]),
      ),
    ).toEqual([]);
    expect(types.get('result')).toEqual([i32]);
    expect(inferFormatTypes(Const.spec, context, new Map(), new Map(), new Map())).toEqual([
      'result',
    ]);
  });

  it('fills slots by index: operand groups first, variadic groups only with a known count', () => {
    const Pick = defineOp({
      name: 'test.pick',
      operands: { cond: I1, rest: variadic(AnyType), other: variadic(AnyType) },
      results: { r: AnyType },
      traits: [AttrSizedOperandSegments, AllTypesMatch('rest', 'other', 'r')],
    });
    const inference = slotInferenceOf(Pick.spec);
    expect(inference.names).toEqual(['cond', 'rest', 'other', 'r']);
    const slots: (readonly Type[] | null)[] = [null, null, null, [i32]];
    inferSlotTypes(inference, context, slots, [-1, 3, -1, -1], null, new Map());
    expect(slots).toEqual([[i1], [i32, i32, i32], null, [i32]]);
  });
});
