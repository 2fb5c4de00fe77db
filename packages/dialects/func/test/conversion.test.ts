// The func call/return type conversion patterns, driven as mlir-opt's
// --test-decompose-call-graph-types drives MLIR's (tuples split at call-graph boundaries, a 1:N
// conversion), against that pass's output for every chunk of conversion/*.mlir.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import {
  IndexType,
  IntegerType,
  MLIRContext,
  type Operation,
  TupleType,
  parseSourceString,
  printOperation,
  splitInputFile,
} from '@strata/ir-core';
import { describe, expect, test } from 'vitest';
import { CallOp, FuncOp, registerFuncDialect, ReturnOp } from '../src/index.js';
import {
  isLegalForReturnOpTypeConversionPattern,
  populateCallOpTypeConversionPattern,
  populateReturnOpTypeConversionPattern,
} from '../src/conversion.js';
import { decomposeCallGraphTypes } from './conversion/decompose-tuples.js';
import {
  applyPartialConversion,
  ConversionTarget,
  populateFunctionOpInterfaceTypeConversionPattern,
} from '@strata/dialect-conversion';
import { RewritePatternSet } from '@strata/pattern-rewrite';
import { buildUnrealizedConversionCast, TypeConverter } from '@strata/type-conversion';

const MLIR_OPT = process.env.MLIR_OPT ?? '/usr/lib/llvm-22/bin/mlir-opt';
const available = existsSync(MLIR_OPT);
if (!available) {
  console.warn(
    `[func conversion differential] skipped: ${MLIR_OPT} not found (set MLIR_OPT or install mlir-22-tools)`,
  );
}

function parse(text: string): Operation {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  registerFuncDialect(context.registry);
  return parseSourceString(text, context)!;
}

/** Strata's decomposition of `text`, printed. */
function decompose(text: string): string {
  const module = parse(text);
  expect(decomposeCallGraphTypes(module)).toBe(true);
  return printOperation(module);
}

const source = readFileSync(
  new URL('Inputs/decompose-call-graph-types.mlir', import.meta.url),
  'utf8',
);

describe('call and return type conversion (1:N, tuples)', () => {
  test('a call with converted operands and results, and a source materialization', () => {
    const out = decompose(`
      func.func private @callee(tuple<i1, i32>) -> tuple<i1, i32>
      func.func @caller(%t: tuple<i1, i32>) -> i64 {
        %0 = call @callee(%t) : (tuple<i1, i32>) -> tuple<i1, i32>
        %1 = "test.use"(%0) : (tuple<i1, i32>) -> i64
        return %1 : i64
      }`);
    expect(out).toContain('%0:2 = call @callee(%arg0, %arg1) : (i1, i32) -> (i1, i32)');
    expect(out).toContain('%1 = "test.make_tuple"(%0#0, %0#1) : (i1, i32) -> tuple<i1, i32>');
    expect(out).toContain('return %2 : i64');
  });

  test('a func.return is legal when its operand types are, other return-likes always', () => {
    const module = parse(`func.func @f(%t: tuple<i1>, %x: i32) -> (tuple<i1>, i32) {
      return %t, %x : tuple<i1>, i32
    }`);
    const converter = new TypeConverter();
    converter.addConversion((type) => type);
    converter.addConversion(TupleType, (type, results) => {
      results.push(...type.types);
      return true;
    });
    const returnOp = module.getRegion(0).front!.front!.getRegion(0).front!.back!;
    expect(isLegalForReturnOpTypeConversionPattern(returnOp, converter)).toBe(false);
    expect(isLegalForReturnOpTypeConversionPattern(returnOp, converter, true)).toBe(true);
    returnOp.setOperands([returnOp.getOperand(1)]);
    expect(isLegalForReturnOpTypeConversionPattern(returnOp, converter)).toBe(true);
  });
});

describe('call and return type conversion (1:1)', () => {
  test('index becomes i64; an unconverted user keeps an index through a cast', () => {
    const module = parse(`
      func.func private @callee(index) -> index
      func.func @caller(%i: index) -> index {
        %0 = call @callee(%i) : (index) -> index
        "test.use"(%0) : (index) -> ()
        return %0 : index
      }`);
    const converter = new TypeConverter();
    converter.addConversion((type) => type);
    converter.addConversion(IndexType, (type) => IntegerType.get(type.context, 64));
    // Without a materialization a live use of the old type is an error, as in MLIR.
    converter.addSourceMaterialization(
      (builder, type, inputs, location) =>
        buildUnrealizedConversionCast(builder, location, [type], inputs)[0],
    );
    const target = new ConversionTarget(module.context);
    target.addDynamicallyLegalOp(ReturnOp, (op) => converter.isLegal(op.getOperandTypes()));
    target.addDynamicallyLegalOp(CallOp, (op) => converter.isLegal(op));
    target.addDynamicallyLegalOp(FuncOp, (op) => converter.isSignatureLegal(op.functionType));
    target.markUnknownOpDynamicallyLegal(() => true);
    const patterns = new RewritePatternSet(module.context);
    populateFunctionOpInterfaceTypeConversionPattern(patterns, converter, FuncOp.operationName);
    populateReturnOpTypeConversionPattern(patterns, converter);
    populateCallOpTypeConversionPattern(patterns, converter);
    expect(applyPartialConversion(module, target, patterns)).toBe(true);
    expect(printOperation(module)).toBe(
      [
        'module {',
        '  func.func private @callee(i64) -> i64',
        '  func.func @caller(%arg0: i64) -> i64 {',
        '    %0 = call @callee(%arg0) : (i64) -> i64',
        '    %1 = builtin.unrealized_conversion_cast %0 : i64 to index',
        '    "test.use"(%1) : (index) -> ()',
        '    return %0 : i64',
        '  }',
        '}',
        '',
      ].join('\n'),
    );
  });
});

describe.skipIf(!available)(
  'byte-identical with mlir-opt --test-decompose-call-graph-types',
  () => {
    splitInputFile(source).chunks.forEach((chunk, index) => {
      test(`chunk ${index}`, () => {
        const reference = spawnSync(
          MLIR_OPT,
          ['--allow-unregistered-dialect', '--test-decompose-call-graph-types', '-'],
          { input: chunk.text, encoding: 'utf8' },
        );
        expect(reference.stderr).toBe('');
        expect(`${decompose(chunk.text)}\n`).toBe(reference.stdout);
      });
    });
  },
);
