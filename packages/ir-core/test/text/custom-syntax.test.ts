/**
 * Custom op syntax end to end, on a small demo dialect: a declarative format with an attribute, a
 * type-inferring binary op, a hand-written function-like op that uses the OpAsmParser/OpAsmPrinter
 * API (symbol name, argument list, region with entry arguments, default dialect), a terminator,
 * and OpAsmOpInterface result names.
 */
import { describe, expect, it } from 'vitest';
import { StringAttr, type IntegerAttr } from '../../src/attributes/builtin-attributes.js';
import type { MLIRContext } from '../../src/context.js';
import { MLIRContext as Context } from '../../src/context.js';
import { loadBuiltinDialect } from '../../src/dialects/builtin/dialect.js';
import { Dialect } from '../../src/ir/dialect.js';
import type { Operation } from '../../src/ir/operation.js';
import { Region } from '../../src/ir/region.js';
import { VectorType } from '../../src/types/shaped-types.js';
import type { Type } from '../../src/types/type.js';
import type { Value } from '../../src/ir/value.js';
import { registerCustomDirective } from '../../src/text/custom-directives.js';
import { AnyRegion, SizedRegion1, variadic } from '../../src/ods/constraint.js';
import { I64Attr, SymbolNameAttr } from '../../src/ods/constraints/attrs.js';
import { AnyType, I32 } from '../../src/ods/constraints/types.js';
import { defineOp } from '../../src/ods/define-op.js';
import { OpAsmOpInterface } from '../../src/ods/interfaces/op-asm.js';
import { registerOperations } from '../../src/ods/register.js';
import {
  IsolatedFromAbove,
  SingleBlockImplicitTerminator,
  Terminator,
} from '../../src/ods/traits/structure.js';
import { SameOperandsAndResultType } from '../../src/ods/traits/types.js';
import { printOperation } from '../../src/text/printer.js';
import type { OpAsmPrinter } from '../../src/text/printer.js';
import { parseSourceString } from '../../src/text/source-parser.js';

class ConstantOp extends defineOp({
  name: 'demo.constant',
  properties: { value: I64Attr },
  results: { result: I32 },
  interfaces: [
    OpAsmOpInterface.implement({
      getAsmResultNames: (op, setName) => {
        const value = op.properties.get('value') as IntegerAttr;
        setName(op.getResult(0), `c${value.value}`);
      },
    }),
  ],
  assemblyFormat: '$value attr-dict `:` type($result)',
}) {}

class AddOp extends defineOp({
  name: 'demo.add',
  operands: { lhs: AnyType, rhs: AnyType },
  results: { result: AnyType },
  traits: [SameOperandsAndResultType],
  assemblyFormat: '$lhs `,` $rhs attr-dict `:` type($result)',
}) {}

class ReturnOp extends defineOp({
  name: 'demo.return',
  operands: { values: variadic(AnyType) },
  traits: [Terminator],
  assemblyFormat: 'attr-dict ($values^ `:` type($values))?',
}) {}

/** `demo.func @name(%a: i32, ...) { ... }`: hand-written syntax through the OpAsm API. */
class FuncOp extends defineOp({
  name: 'demo.func',
  properties: { sym_name: SymbolNameAttr },
  regions: { body: AnyRegion },
  traits: [IsolatedFromAbove],
  interfaces: [OpAsmOpInterface.implement({ getDefaultDialect: () => 'demo' })],
  // The hook gets the parser's own state (with `properties` as a map): no cast needed.
  parse(parser, state): boolean {
    const name = parser.parseSymbolName();
    if (name === null) return false;
    state.properties.set('sym_name', StringAttr.get(parser.context, name));
    const args = parser.parseArgumentList('paren', true);
    if (args === null || !parser.parseOptionalAttrDictWithKeyword(state.attributes)) return false;
    const body = new Region();
    state.regions.push(body);
    return parser.parseRegion(body, args, true);
  },
  print(op: Operation, p: OpAsmPrinter): void {
    p.write(' ');
    p.printSymbolName((op.properties.get('sym_name') as StringAttr).value);
    const entry = op.getRegion(0).front!;
    p.write('(');
    entry.arguments.forEach((arg, i) => {
      if (i > 0) p.write(', ');
      p.printRegionArgument(arg);
    });
    p.write(')');
    p.printOptionalAttrDictWithKeyword(op.getDiscardableAttrs());
    p.write(' ');
    p.printRegion(op.getRegion(0), false);
  },
}) {}

class YieldOp extends defineOp({
  name: 'demo.yield',
  operands: { values: variadic(AnyType) },
  traits: [Terminator],
  assemblyFormat: 'attr-dict ($values^ `:` type($values))?',
}) {}

/** A region op whose `demo.yield` terminator the custom form may leave out. */
class ScopeOp extends defineOp({
  name: 'demo.scope',
  regions: { body: SizedRegion1 },
  traits: [SingleBlockImplicitTerminator('demo.yield')],
  assemblyFormat: '$body attr-dict',
}) {}

/** `custom<DemoPair>($a, $b)` spells two operands as `<%a | %b>`. */
registerCustomDirective('DemoPair', {
  print(printer, _op, [a, b]) {
    printer.write('<');
    printer.printOperands(a as readonly Value[]);
    printer.write(' | ');
    printer.printOperands(b as readonly Value[]);
    printer.write('>');
  },
  parse(parser, _state, slots) {
    if (!parser.parseLess()) return false;
    const a = parser.parseOperand();
    if (a === null || !parser.expect('vertical_bar', "expected '|'")) return false;
    const b = parser.parseOperand();
    if (b === null || !parser.parseGreater()) return false;
    slots[0]!.value = [a];
    slots[1]!.value = [b];
    return true;
  },
});

class PairOp extends defineOp({
  name: 'demo.pair',
  operands: { a: AnyType, b: AnyType },
  assemblyFormat: 'custom<DemoPair>($a, $b) `:` type($a) `,` type($b) attr-dict',
}) {}

/** Three results named in two groups: `%lo:2, %hi = demo.split`. */
class SplitOp extends defineOp({
  name: 'demo.split',
  results: { lo: AnyType, mid: AnyType, hi: AnyType },
  interfaces: [
    OpAsmOpInterface.implement({
      getAsmResultNames: (op, setName) => {
        setName(op.getResult(0), 'lo');
        setName(op.getResult(2), 'hi');
      },
    }),
  ],
  assemblyFormat: 'attr-dict `:` type($lo) `,` type($mid) `,` type($hi)',
}) {}

class DemoDialect extends Dialect {
  constructor(context: MLIRContext) {
    super('demo', context);
    registerOperations(this, [
      ConstantOp,
      AddOp,
      ReturnOp,
      FuncOp,
      YieldOp,
      ScopeOp,
      PairOp,
      SplitOp,
    ]);
  }

  /** Aliases every vector type, as a dialect's `OpAsmDialectInterface::getAlias` may. */
  getTypeAlias(type: Type): string | null {
    return type instanceof VectorType ? `vec${type.shape.length}d` : null;
  }
}

function roundTrip(text: string, flags = {}) {
  const context = new Context({ allowUnregisteredDialects: true });
  loadBuiltinDialect(context);
  context.loadDialect(new DemoDialect(context));
  const errors: string[] = [];
  context.diagnostics.registerHandler((d) => {
    errors.push(`${d.location.toString()}: ${d.message}`);
    return true;
  });
  const op = parseSourceString(text, context, { filename: 'demo.mlir' });
  return { printed: op === null ? null : printOperation(op, flags), errors, op };
}

const source = `demo.func @sum(%a: i32, %b: i32) attributes {demo.tag} {
  %c7 = demo.constant 7 : i32
  %c7_0 = demo.constant 7 : i32
  %0 = add %a, %c7 : i32
  %1 = demo.add %0, %b {demo.flag} : i32
  return %1, %c7_0 : i32, i32
}
`;

describe('custom op syntax', () => {
  it('parses and prints formats, hand-written syntax, default dialects and result names', () => {
    const { printed, errors, op } = roundTrip(source);
    expect(errors).toEqual([]);
    expect(printed).toBe(
      [
        'module {',
        '  demo.func @sum(%arg0: i32, %arg1: i32) attributes {demo.tag} {',
        // Inside `demo.func` (default dialect `demo`) ops drop the `demo.` prefix, as MLIR prints them.
        '    %c7 = constant 7 : i32',
        '    %c7_0 = constant 7 : i32',
        '    %0 = add %arg0, %c7 : i32',
        '    %1 = add %0, %arg1 {demo.flag} : i32',
        '    return %1, %c7_0 : i32, i32',
        '  }',
        '}',
        '',
      ].join('\n'),
    );
    const add = op!.getRegion(0).front!.front!.getRegion(0).front!.operations[2]!;
    expect(add).toBeInstanceOf(AddOp);
    expect(add.getResult(0).type.toString()).toBe('i32');
  });

  it('prints registered ops in generic form with properties, without name hints', () => {
    const { printed } = roundTrip(source, { generic: true });
    expect(printed).toContain('%0 = "demo.constant"() <{value = 7 : i64}> : () -> i32');
    expect(printed).toContain(
      '"demo.func"() <{sym_name = "sum"}> ({\n  ^bb0(%arg0: i32, %arg1: i32):',
    );
    expect(printed).toContain('"demo.return"(%3, %1) : (i32, i32) -> ()');
  });

  it('reads its own output back to the same text', () => {
    const first = roundTrip(source).printed!;
    expect(roundTrip(first).printed).toBe(first);
    const generic = roundTrip(source, { generic: true }).printed!;
    expect(roundTrip(generic).printed).toBe(first);
  });

  it('reports custom-op errors with the op name prefix where MLIR adds it', () => {
    expect(roundTrip('demo.return %x : i32, i32\n').errors).toEqual([
      'loc("demo.mlir":1:13): custom op \'demo.return\' number of operands and types do not match: got 1 operands and 2 types',
    ]);
    expect(roundTrip('demo.func sum() {\n}\n').errors).toEqual([
      "loc(\"demo.mlir\":1:11): custom op 'demo.func' expected valid '@'-identifier for symbol name",
    ]);
    expect(roundTrip('demo.constant 1 i32\n').errors).toEqual([
      'loc("demo.mlir":1:16): expected \':\'',
    ]);
    expect(roundTrip('demo.nosuch\n').errors).toEqual([
      'loc("demo.mlir":1:1): custom op \'demo.nosuch\' is unknown',
    ]);
  });

  it('prints the aliases a dialect gives types, numbered per name', () => {
    const { printed, errors } = roundTrip(
      '"x.a"() : () -> (vector<4xf32>, vector<8xi1>, vector<2x2xf32>)\n',
    );
    expect(errors).toEqual([]);
    expect(printed).toBe(
      '!vec1d = vector<4xf32>\n!vec1d1 = vector<8xi1>\n!vec2d = vector<2x2xf32>\nmodule {\n' +
        '  %0:3 = "x.a"() : () -> (!vec1d, !vec1d1, !vec2d)\n}\n',
    );
  });

  it('adds an omitted implicit terminator and leaves it out when printing', () => {
    const text =
      'demo.scope {\n  "x.a"() : () -> ()\n}\ndemo.scope {\n  %0 = "x.b"() : () -> i32\n  demo.yield %0 : i32\n}\n';
    const { printed, errors } = roundTrip(text);
    expect(errors).toEqual([]);
    expect(printed).toBe(
      'module {\n  demo.scope {\n    "x.a"() : () -> ()\n  }\n  demo.scope {\n    %0 = "x.b"() : () -> i32\n    demo.yield %0 : i32\n  }\n}\n',
    );
    expect(roundTrip(text, { generic: true }).printed).toContain(
      '"x.a"() : () -> ()\n    "demo.yield"() : () -> ()\n',
    );
  });

  it('prints and parses custom directives registered by name', () => {
    const text =
      '%0 = "x.a"() : () -> i32\n%1 = "x.b"() : () -> f32\ndemo.pair <%0 | %1> : i32, f32 {x.k}\n';
    const { printed, errors, op } = roundTrip(text);
    expect(errors).toEqual([]);
    expect(printed).toContain('  demo.pair <%0 | %1> : i32, f32 {x.k}\n');
    const pair = op!.getRegion(0).front!.back!;
    expect(pair.getOperandTypes().map(String)).toEqual(['i32', 'f32']);
  });

  it('prints result groups when names split the results', () => {
    const text = '%a:3 = demo.split : i1, i2, i3\n"x.use"(%a#1, %a#2, %a#0) : (i2, i3, i1) -> ()\n';
    const { printed, errors } = roundTrip(text);
    expect(errors).toEqual([]);
    expect(printed).toBe(
      'module {\n  %lo:2, %hi = demo.split : i1, i2, i3\n  "x.use"(%lo#1, %hi, %lo#0) : (i2, i3, i1) -> ()\n}\n',
    );
    expect(roundTrip(printed!).printed).toBe(printed);
  });

  it('lets region arguments shadow outer names only in isolated regions', () => {
    const { errors } = roundTrip(
      '%a = demo.constant 1 : i32\ndemo.func @f(%a: i32) {\n  demo.return\n}\n',
    );
    expect(errors).toEqual([]);
  });
});
