/**
 * The declarative-format interpreter against mlir-opt: test-local definitions of `arith.cmpi`,
 * `cf.br` and `cf.cond_br` with MLIR's assembly formats (enum keyword, literals and punctuation,
 * optional groups, successors, variadic operands with segment sizes) must print exactly what
 * mlir-opt prints for the same input, in custom and generic form.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MLIRContext } from '../../src/context.js';
import { MLIRContext as Context } from '../../src/context.js';
import { splitInputFile, SPLIT_MARKER } from '../../src/diagnostics/split-input.js';
import { loadBuiltinDialect } from '../../src/dialects/builtin/dialect.js';
import { Dialect } from '../../src/ir/dialect.js';
import { AnySuccessor, variadic } from '../../src/ods/constraint.js';
import { IntegerEnumAttr } from '../../src/ods/constraints/enum.js';
import { AnyType, I1 } from '../../src/ods/constraints/types.js';
import { defineOp } from '../../src/ods/define-op.js';
import { registerOperations } from '../../src/ods/register.js';
import { AttrSizedOperandSegments } from '../../src/ods/traits/segments.js';
import { Terminator } from '../../src/ods/traits/structure.js';
import { SameTypeOperands } from '../../src/ods/traits/types.js';
import { printOperation } from '../../src/text/printer.js';
import { parseSourceString } from '../../src/text/source-parser.js';
import {
  hasMlirOpt,
  MLIR_OPT_MISSING,
  runMlirOpt,
  splitOutputs,
  writeTemp,
} from './support/mlir-opt.js';

const CmpIPredicate = new IntegerEnumAttr('CmpIPredicate', 64, {
  eq: 0,
  ne: 1,
  slt: 2,
  sle: 3,
  sgt: 4,
  sge: 5,
  ult: 6,
  ule: 7,
  ugt: 8,
  uge: 9,
});

class CmpIOp extends defineOp({
  name: 'arith.cmpi',
  operands: { lhs: AnyType, rhs: AnyType },
  results: { result: I1 },
  properties: { predicate: CmpIPredicate },
  traits: [SameTypeOperands],
  assemblyFormat: '$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)',
}) {}

class BranchOp extends defineOp({
  name: 'cf.br',
  operands: { destOperands: variadic(AnyType) },
  successors: { dest: AnySuccessor },
  traits: [Terminator],
  assemblyFormat: '$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict',
}) {}

class CondBranchOp extends defineOp({
  name: 'cf.cond_br',
  operands: {
    condition: I1,
    trueDestOperands: variadic(AnyType),
    falseDestOperands: variadic(AnyType),
  },
  successors: { trueDest: AnySuccessor, falseDest: AnySuccessor },
  traits: [Terminator, AttrSizedOperandSegments],
  assemblyFormat:
    '$condition `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` ' +
    '$falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict',
}) {}

class ArithDialect extends Dialect {
  constructor(context: MLIRContext) {
    super('arith', context);
    registerOperations(this, [CmpIOp]);
  }
}

class CfDialect extends Dialect {
  constructor(context: MLIRContext) {
    super('cf', context);
    registerOperations(this, [BranchOp, CondBranchOp]);
  }
}

function strata(path: string, text: string, generic: boolean): (string | null)[] {
  return splitInputFile(text).chunks.map((chunk) => {
    const context = new Context({ allowUnregisteredDialects: true });
    loadBuiltinDialect(context);
    context.loadDialect(new ArithDialect(context));
    context.loadDialect(new CfDialect(context));
    const op = parseSourceString(chunk.text, context, {
      filename: path,
      lineOffset: chunk.lineOffset,
      firstColumn: chunk.firstColumn,
    });
    return op === null ? null : printOperation(op, { generic });
  });
}

const formatsDir = join(import.meta.dirname, '..', 'corpus', 'formats');

describe.skipIf(!hasMlirOpt)('declarative formats against mlir-opt', () => {
  for (const name of readdirSync(formatsDir).filter((n) => n.endsWith('.mlir'))) {
    for (const generic of [false, true]) {
      it(`${name} (${generic ? 'generic' : 'custom'})`, () => {
        const text = readFileSync(join(formatsDir, name), 'utf8');
        const path = writeTemp(name, text);
        const args = [
          '--allow-unregistered-dialect',
          '--split-input-file',
          ...(generic ? ['--mlir-print-op-generic'] : []),
        ];
        const reference = runMlirOpt(path, args);
        expect(reference.stderr).toBe('');
        const printed = strata(path, text, generic);
        expect(printed).toEqual(splitOutputs(reference.stdout.slice(0, -1)));
        // And Strata reads its own output back to the same text.
        const again = strata(path, printed.join(`\n${SPLIT_MARKER}\n`), generic);
        expect(again).toEqual(printed);
      });
    }
  }
});

describe.skipIf(hasMlirOpt)('declarative formats against mlir-opt', () => {
  it.skip(MLIR_OPT_MISSING, () => {});
});
