import { describe, expect, test } from 'vitest';
import { OpaqueAttr } from '../../src/attributes/dialect-attributes.js';
import { MLIRContext } from '../../src/context.js';
import { loadBuiltinDialect } from '../../src/dialects/builtin/index.js';
import { Dialect } from '../../src/ir/dialect.js';
import { defaultValued } from '../../src/ods/constraint.js';
import { AnyAttr } from '../../src/ods/constraints/attrs.js';
import { AnyType } from '../../src/ods/constraints/types.js';
import { defineOp } from '../../src/ods/define-op.js';
import { registerOperations } from '../../src/ods/register.js';
import { printOperation } from '../../src/text/printer.js';
import { parseSourceString } from '../../src/text/source-parser.js';
import { hasMlirOpt, MLIR_OPT_MISSING, runMlirOpt, writeTemp } from '../text/support/mlir-opt.js';

/**
 * The parser fills the absent default-valued properties of the registered ops it reads, as MLIR does
 * when it creates an op. The stand-in op below has the name and the default-valued property of
 * MLIR's `arith.addi`, so its generic form can be compared with mlir-opt's.
 */
class AddIStandIn extends defineOp({
  name: 'arith.addi',
  operands: { lhs: AnyType, rhs: AnyType },
  results: { result: AnyType },
  properties: {
    overflowFlags: defaultValued(AnyAttr, (context) =>
      OpaqueAttr.get(context, 'arith', 'overflow<none>'),
    ),
  },
}) {}

class StandInDialect extends Dialect {
  constructor(context: MLIRContext) {
    super('arith', context);
    registerOperations(this, [AddIStandIn]);
  }
}

function printGeneric(source: string): string | null {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  loadBuiltinDialect(context);
  context.loadDialect(new StandInDialect(context));
  const top = parseSourceString(source, context);
  return top === null ? null : `${printOperation(top, { generic: true })}\n`;
}

const FILLED = `%a = "t.a"() : () -> i32
%0 = "arith.addi"(%a, %a) : (i32, i32) -> i32
`;

describe('default-valued properties of parsed ops', () => {
  test('are set on the op, and a given one is kept', () => {
    expect(printGeneric(FILLED)).toContain(
      '"arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32',
    );
    // The stand-in dialect parses no attributes of its own: any attribute stands for a given value.
    const given = printGeneric(
      FILLED.replace('(%a, %a) :', '(%a, %a) <{overflowFlags = 3 : i8}> :'),
    );
    expect(given).toContain('<{overflowFlags = 3 : i8}>');
    expect(given).not.toContain('overflow<none>');
  });

  test('are not invented for unregistered ops', () => {
    expect(printGeneric('"t.addi"() : () -> ()\n')).toContain('"t.addi"() : () -> ()');
  });
});

describe.skipIf(!hasMlirOpt)('default-valued properties match mlir-opt', () => {
  test('an absent default-valued property prints in generic form', () => {
    const expected = runMlirOpt(writeTemp('defaults.mlir', FILLED), [
      '--allow-unregistered-dialect',
      '--mlir-print-op-generic',
    ]);
    expect(expected.status).toBe(0);
    expect(printGeneric(FILLED)).toBe(expected.stdout);
  });
});

describe.skipIf(hasMlirOpt)('default-valued properties match mlir-opt', () => {
  test.skip(MLIR_OPT_MISSING, () => {});
});
