import type { Operation } from '@strata/ir-core';
import { RewritePatternSet } from '@strata/pattern-rewrite';
import { describe, expect, it } from 'vitest';
import {
  applyFullConversion,
  ConversionPattern,
  type ConversionPatternRewriter,
  ConversionTarget,
  isFunctionSignatureLegal,
  isLegalForBranchOpInterfaceTypeConversionPattern,
  type OpAdaptor,
  populateBranchOpInterfaceTypeConversionPattern,
  populateFunctionOpInterfaceTypeConversionPattern,
} from '../src/index.js';
import { collectDiagnostics, makeContext, makeConverter, parse, print } from './helpers.js';

/** `test.return` with its operands converted (1:N: each replaced by its values). */
class ReturnConversion extends ConversionPattern {
  override matchAndRewriteWithAdaptor(
    op: Operation,
    adaptor: OpAdaptor,
    rewriter: ConversionPatternRewriter,
  ): boolean {
    rewriter.modifyOpInPlace(op, () => op.setOperands(adaptor.operandRanges.flat()));
    return true;
  }
}

const FUNCTION = `"test.func"() <{function_type = (index, complex<f32>) -> index}> ({
^bb0(%a: index, %c: complex<f32>):
  "test.br"(%a, %c)[^bb1] : (index, complex<f32>) -> ()
^bb1(%x: index, %y: complex<f32>):
  "test.return"(%x) : (index) -> ()
}) : () -> ()`;

function setup(functionOpName?: string) {
  const context = makeContext();
  const converter = makeConverter(context);
  const target = new ConversionTarget(context)
    .addLegalDialect('builtin')
    .addDynamicallyLegalOp('test.func', (op) => isFunctionSignatureLegal(op, converter))
    .addDynamicallyLegalOp('test.br', (op) =>
      isLegalForBranchOpInterfaceTypeConversionPattern(op, converter),
    )
    .addDynamicallyLegalOp('test.return', (op) => converter.isLegal(op));
  const patterns = new RewritePatternSet(context);
  populateFunctionOpInterfaceTypeConversionPattern(patterns, converter, functionOpName);
  populateBranchOpInterfaceTypeConversionPattern(patterns, converter);
  patterns.add(new ReturnConversion('test.return', { typeConverter: converter }));
  return { context, converter, target, patterns };
}

const CONVERTED = `module {
  "test.func"() <{function_type = (i64, f32, f32) -> i64}> ({
  ^bb0(%arg0: i64, %arg1: f32, %arg2: f32):
    "test.br"(%arg0, %arg1, %arg2)[^bb1] : (i64, f32, f32) -> ()
  ^bb1(%0: i64, %1: f32, %2: f32):  // pred: ^bb0
    "test.return"(%0) : (i64) -> ()
  }) : () -> ()
}
`;

describe('interface-based structural conversions', () => {
  it('converts a function signature, its blocks and its branches (any FunctionOpInterface op)', () => {
    const { context, target, patterns } = setup();
    const module = parse(context, FUNCTION);
    expect(applyFullConversion(module, target, patterns)).toBe(true);
    expect(print(module)).toBe(CONVERTED);
  });

  it('converts functions named explicitly', () => {
    const { context, target, patterns } = setup('test.func');
    const module = parse(context, FUNCTION);
    expect(applyFullConversion(module, target, patterns)).toBe(true);
    expect(print(module)).toBe(CONVERTED);
  });

  it('fails, leaving the function as it was, when a signature type does not convert', () => {
    const { context, converter, target, patterns } = setup();
    converter.addConversion((type) => (type.toString() === 'f16' ? null : undefined));
    const diagnostics = collectDiagnostics(context);
    const module = parse(
      context,
      `"test.func"() <{function_type = (f16) -> ()}> ({
^bb0(%a: f16):
  "test.return"() : () -> ()
}) : () -> ()`,
    );
    const before = print(module);
    expect(applyFullConversion(module, target, patterns)).toBe(false);
    expect(diagnostics).toEqual(["error: failed to legalize operation 'test.func'"]);
    expect(print(module)).toBe(before);
  });

  it('answers legality helpers', () => {
    const { context, converter } = setup();
    const module = parse(context, FUNCTION);
    const func = module.getRegion(0).front!.front!;
    const br = func.getRegion(0).front!.back!;
    expect(isFunctionSignatureLegal(func, converter)).toBe(false);
    expect(isLegalForBranchOpInterfaceTypeConversionPattern(br, converter)).toBe(false);
    expect(isLegalForBranchOpInterfaceTypeConversionPattern(func, converter)).toBe(false);
  });
});
