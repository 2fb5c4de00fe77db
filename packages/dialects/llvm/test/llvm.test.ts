// The llvm dialect's API: attributes built and printed, ops built with their default flags.
import {
  IntegerAttr,
  IntegerType,
  loadBuiltinDialect,
  MLIRContext,
  Operation,
  UnknownLoc,
  verify,
} from '@strata/ir-core';
import { describe, expect, test } from 'vitest';
import {
  AddOp,
  ConstantOp,
  FastmathFlagsAttr,
  IntegerOverflowFlagsAttr,
  registerLlvmDialect,
} from '../src/index.js';

function setup() {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  registerLlvmDialect(context.registry);
  loadBuiltinDialect(context);
  context.getOrLoadDialect('llvm');
  return context;
}

describe('llvm attributes', () => {
  test('flag attributes are uniqued by value and print as mlir-opt does', () => {
    const context = setup();
    const flags = FastmathFlagsAttr.get(context, FastmathFlagsAttr.nnan | FastmathFlagsAttr.afn);
    expect(flags).toBe(FastmathFlagsAttr.get(context, 33));
    expect(flags.toString()).toBe('#llvm.fastmath<nnan, afn>');
    expect(FastmathFlagsAttr.get(context, FastmathFlagsAttr.fast).toString()).toBe(
      '#llvm.fastmath<fast>',
    );
    expect(IntegerOverflowFlagsAttr.get(context, 0).toString()).toBe('#llvm.overflow<none>');
  });
});

describe('llvm ops', () => {
  test('a built llvm.add carries overflowFlags 0 and verifies', () => {
    const context = setup();
    const loc = UnknownLoc.get(context);
    const i16 = IntegerType.get(context, 16);
    const value = Operation.create({ name: 'test.value', location: loc, resultTypes: [i16] });
    const add = AddOp.create(loc, { lhs: value.getResult(0), rhs: value.getResult(0) });
    expect(add.res.type).toBe(i16);
    expect(add.overflowFlags.value).toBe(0n);
    expect(verify(add)).toBe(true);
  });

  test('llvm.mlir.constant folds to its value', () => {
    const context = setup();
    const loc = UnknownLoc.get(context);
    const i16 = IntegerType.get(context, 16);
    const constant = ConstantOp.create(loc, {
      value: IntegerAttr.get(i16, 5),
      res: i16,
    });
    expect(constant.fold()).toBe(constant.value);
  });
});
