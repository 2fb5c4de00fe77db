/**
 * A string attribute in a declarative assembly format is parsed as ODS parses a `StrAttr`: with
 * its value type (none) given, so a `: type` after it belongs to the format, not to the string.
 */
import { describe, expect, it } from 'vitest';
import { StringAttr } from '../../src/attributes/builtin-attributes.js';
import type { MLIRContext } from '../../src/context.js';
import { MLIRContext as Context } from '../../src/context.js';
import { loadBuiltinDialect } from '../../src/dialects/builtin/dialect.js';
import { Dialect } from '../../src/ir/dialect.js';
import { StrAttr } from '../../src/ods/constraints/attrs.js';
import { AnyType } from '../../src/ods/constraints/types.js';
import { defineOp } from '../../src/ods/define-op.js';
import { registerOperations } from '../../src/ods/register.js';
import { NoneType } from '../../src/types/builtin-types.js';
import { printOperation } from '../../src/text/printer.js';
import { parseSourceString } from '../../src/text/source-parser.js';

class TagOp extends defineOp({
  name: 'strfmt.tag',
  operands: { x: AnyType },
  properties: { label: StrAttr },
  assemblyFormat: '$x `,` $label attr-dict `:` type($x)',
}) {}

class NoteOp extends defineOp({
  name: 'strfmt.note',
  operands: { x: AnyType },
  properties: { label: StrAttr },
  assemblyFormat: '$label $x attr-dict `:` type($x)',
}) {}

class StrFmtDialect extends Dialect {
  constructor(context: MLIRContext) {
    super('strfmt', context);
    registerOperations(this, [TagOp, NoteOp]);
  }
}

function parse(text: string) {
  const context = new Context({ allowUnregisteredDialects: true });
  loadBuiltinDialect(context);
  context.loadDialect(new StrFmtDialect(context));
  const errors: string[] = [];
  context.diagnostics.registerHandler((d) => {
    errors.push(`${d.location.toString()}: ${d.message}`);
    return true;
  });
  const op = parseSourceString(text, context, { filename: 'strfmt.mlir' });
  return { op, errors, printed: op === null ? null : printOperation(op) };
}

const source = `"test.use"() ({
^bb0(%a: i32):
  strfmt.tag %a, "hello" : i32
  strfmt.tag %a, "x" {extra} : i32
  strfmt.note "n" %a : i32
}) : () -> ()
`;

describe('string attributes in declarative formats', () => {
  it('leave the `: type` that follows them to the format', () => {
    const { op, errors, printed } = parse(source);
    expect(errors).toEqual([]);
    const ops = op!.getRegion(0).front!.operations[0]!.getRegion(0).front!.operations;
    expect(ops.map((o) => o.name.identifier)).toEqual(['strfmt.tag', 'strfmt.tag', 'strfmt.note']);
    const label = ops[0]!.properties.get('label');
    expect(label).toBeInstanceOf(StringAttr);
    expect((label as StringAttr).value).toBe('hello');
    expect((label as StringAttr).getType()).toBe(NoneType.get(op!.context));
    expect(printed).toContain('strfmt.tag %arg0, "hello" : i32');
    expect(printed).toContain('strfmt.tag %arg0, "x" {extra} : i32');
    expect(printed).toContain('strfmt.note "n" %arg0 : i32');
  });

  it('still report a string where the format wants one', () => {
    const { errors } = parse(
      '"test.use"() ({\n^bb0(%a: i32):\n  strfmt.tag %a, 7 : i32\n}) : () -> ()\n',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^loc\("strfmt.mlir":3:\d+\): /);
  });
});
