/**
 * Inherent attributes spelled in an op's attribute dictionary: checked while parsing as MLIR's
 * ODS-generated parsers check them (at the dictionary, in ODS's order), unless the definition opts
 * out; dropped when the op is created if their property cannot hold them. The dialects' tests
 * compare real ops with mlir-opt; these pin the mechanism on ops of a test dialect.
 */
import { describe, expect, it } from 'vitest';
import { IntegerAttr } from '../../src/attributes/builtin-attributes.js';
import { MLIRContext } from '../../src/context.js';
import { loadBuiltinDialect } from '../../src/dialects/builtin/dialect.js';
import { Dialect } from '../../src/ir/dialect.js';
import type { Operation } from '../../src/ir/operation.js';
import { optional } from '../../src/ods/constraint.js';
import { I32Attr, StrAttr, UnitAttrConstraint } from '../../src/ods/constraints/attrs.js';
import { AnyType } from '../../src/ods/constraints/types.js';
import { defineOp } from '../../src/ods/define-op.js';
import { registerOperations } from '../../src/ods/register.js';
import type { OperationParser, ParsedOperationState } from '../../src/text/parser.js';
import { parseSourceString } from '../../src/text/source-parser.js';
import { verify } from '../../src/verifier.js';

class PickOp extends defineOp({
  name: 'inh.pick',
  operands: { x: AnyType },
  properties: { width: optional(I32Attr), label: optional(StrAttr) },
  assemblyFormat: '$x attr-dict `:` type($x)',
}) {}

class MarkOp extends defineOp({
  name: 'inh.mark',
  properties: { flag: UnitAttrConstraint },
  assemblyFormat: 'attr-dict-with-keyword',
}) {}

/** A hand-written parser that, like MLIR's `scf.for`, leaves the dictionary unchecked. */
class LooseOp extends defineOp({
  name: 'inh.loose',
  properties: { width: optional(I32Attr) },
  parse: (parser: OperationParser, state: ParsedOperationState) =>
    parser.parseOptionalAttrDict(state.attributes),
  verifyInherentAttrsOnParse: false,
  print: () => {},
}) {}

/** Inherent attributes kept in the dictionary (no properties): MLIR checks them only when verifying. */
class PlainOp extends defineOp({
  name: 'inh.plain',
  attributes: { width: optional(I32Attr) },
  assemblyFormat: 'attr-dict',
}) {}

class InhDialect extends Dialect {
  constructor(context: MLIRContext) {
    super('inh', context);
    registerOperations(this, [PickOp, MarkOp, LooseOp, PlainOp]);
  }
}

function parse(text: string): { module: Operation | null; errors: string[] } {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  loadBuiltinDialect(context);
  context.loadDialect(new InhDialect(context));
  const errors: string[] = [];
  context.diagnostics.registerHandler((d) => {
    errors.push(`${d.location.toString()}: ${d.message}`);
    return true;
  });
  const module = parseSourceString(text, context, { filename: 'inh.mlir' });
  if (module !== null) verify(module);
  return { module, errors };
}

function onlyOp(module: Operation | null): Operation {
  return module!.getRegion(0).front!.operations.at(-1)!;
}

describe('inherent attributes in the attribute dictionary', () => {
  it.each([
    [
      'are checked at the dictionary of a declarative format, in ODS order (by name)',
      '%v = "test.source"() : () -> i8\ninh.pick %v {width = 4 : i64, label = 2 : i32} : i8\n',
      "loc(\"inh.mlir\":2:13): custom op 'inh.pick' 'inh.pick' op attribute 'label' failed to satisfy constraint: string attribute",
    ],
    [
      'are reported at `attributes` for attr-dict-with-keyword',
      'inh.mark attributes {flag = 1 : i32}\n',
      "loc(\"inh.mlir\":1:10): custom op 'inh.mark' 'inh.mark' op attribute 'flag' failed to satisfy constraint: unit attribute",
    ],
    [
      'are left to the verifier by a parser that opts out when the property can hold them',
      'inh.loose {width = 5 : i64}\n',
      "loc(\"inh.mlir\":1:1): 'inh.loose' op attribute 'width' failed to satisfy constraint: 32-bit signless integer attribute",
    ],
    [
      'are not checked while parsing when they are stored in the dictionary',
      'inh.plain {width = "wide"}\n',
      "loc(\"inh.mlir\":1:1): 'inh.plain' op attribute 'width' failed to satisfy constraint: 32-bit signless integer attribute",
    ],
    [
      'are checked at the op in generic form without `<{...}>`',
      '"inh.loose"() {width = "wide"} : () -> ()\n',
      "loc(\"inh.mlir\":1:1): 'inh.loose' op attribute 'width' failed to satisfy constraint: 32-bit signless integer attribute",
    ],
  ])('%s', (_title, text, error) => {
    expect(parse(text).errors).toEqual([error]);
  });

  it('leave good values and discardable attributes alone', () => {
    const { module, errors } = parse('inh.mark attributes {flag, note = 3 : i32}\n');
    expect(errors).toEqual([]);
    const op = onlyOp(module);
    expect(op.properties.has('flag')).toBe(true);
    expect(op.getAttr('note')).toBeInstanceOf(IntegerAttr);
  });

  it('are not checked by a parser that opts out: an unstorable value is dropped', () => {
    const { module, errors } = parse('inh.loose {width = "wide"}\n');
    expect(errors).toEqual([]);
    expect(onlyOp(module).properties.has('width')).toBe(false);
  });

  it('are dropped in generic form with `<{...}>` when the property is set already', () => {
    const { module, errors } = parse(
      '"inh.loose"() <{width = 1 : i32}> {width = 2 : i32} : () -> ()\n',
    );
    expect(errors).toEqual([]);
    expect((onlyOp(module).properties.get('width') as IntegerAttr).value).toBe(1n);
  });

  it('are dropped in generic form with `<{...}>` when the property cannot hold them', () => {
    const { module, errors } = parse(
      '%v = "test.source"() : () -> i8\n"inh.pick"(%v) <{width = 1 : i32}> {label = 3 : i32} : (i8) -> ()\n',
    );
    expect(errors).toEqual([]);
    expect(onlyOp(module).properties.has('label')).toBe(false);
  });
});
