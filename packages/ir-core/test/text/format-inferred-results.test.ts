/**
 * A declarative format that leaves the result types out of an op with an InferTypeOpInterface
 * model: the parser asks the model, from the resolved operands, as ODS-generated parsers do.
 */
import { describe, expect, it } from 'vitest';
import type { MLIRContext } from '../../src/context.js';
import { MLIRContext as Context } from '../../src/context.js';
import { loadBuiltinDialect } from '../../src/dialects/builtin/dialect.js';
import { emitErrorAt } from '../../src/ir/emit.js';
import { Dialect } from '../../src/ir/dialect.js';
import { variadic } from '../../src/ods/constraint.js';
import { AnyType } from '../../src/ods/constraints/types.js';
import { defineOp } from '../../src/ods/define-op.js';
import { InferTypeOpInterface } from '../../src/ods/interfaces/infer-type.js';
import { registerOperations } from '../../src/ods/register.js';
import { printOperation } from '../../src/text/printer.js';
import { parseSourceString } from '../../src/text/source-parser.js';

/** Results of its operands' types; more than two operands are an error of the model. */
class MirrorOp extends defineOp({
  name: 'infer.mirror',
  operands: { inputs: variadic(AnyType) },
  results: { outputs: variadic(AnyType) },
  interfaces: [
    InferTypeOpInterface.implement({
      inferReturnTypes: (_context, location, operands) => {
        if (operands.length <= 2) return operands.map((operand) => operand.type);
        emitErrorAt(location, 'too much to mirror');
        return null;
      },
    }),
  ],
  assemblyFormat: '$inputs attr-dict `:` type($inputs)',
}) {}

class InferDialect extends Dialect {
  constructor(context: MLIRContext) {
    super('infer', context);
    registerOperations(this, [MirrorOp]);
  }
}

function parse(body: string) {
  const context = new Context({ allowUnregisteredDialects: true });
  loadBuiltinDialect(context);
  context.loadDialect(new InferDialect(context));
  const errors: string[] = [];
  context.diagnostics.registerHandler((d) => {
    errors.push(`${d.location.toString()}: ${d.message}`);
    return true;
  });
  const text = `"foo.use"() ({\n^bb0(%a: i32, %b: f16):\n${body}\n}) : () -> ()\n`;
  const op = parseSourceString(text, context, { filename: 'infer.mlir' });
  return { op, errors, printed: op === null ? null : printOperation(op) };
}

describe('result types left out of a format', () => {
  it('come from the InferTypeOpInterface model', () => {
    const { op, errors, printed } = parse('  %0:2 = infer.mirror %a, %b : i32, f16');
    expect(errors).toEqual([]);
    const mirror = op!.getRegion(0).front!.operations[0]!.getRegion(0).front!.operations[0]!;
    expect(mirror.results.map((result) => result.type.toString())).toEqual(['i32', 'f16']);
    expect(printed).toContain('%0:2 = infer.mirror %arg0, %arg1 : i32, f16');
  });

  it('fail the parse where the model fails, with its error', () => {
    const { op, errors } = parse('  %0:3 = infer.mirror %a, %a, %b : i32, i32, f16');
    expect(op).toBeNull();
    expect(errors).toEqual([`loc("infer.mlir":3:10): too much to mirror`]);
  });
});
