// The llvm dialect's API: attributes built and printed, ops built with their default flags.
import {
  IntegerAttr,
  IntegerType,
  loadBuiltinDialect,
  MLIRContext,
  Operation,
  parseSourceString,
  printOperation,
  UnknownLoc,
  verify,
} from '@strata/ir-core';
import { describe, expect, test } from 'vitest';
import {
  AddOp,
  CConvAttr,
  ConstantOp,
  FastmathFlagsAttr,
  GEPOp,
  IntegerOverflowFlagsAttr,
  LinkageAttr,
  registerLlvmDialect,
  TailCallKindAttr,
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

describe('llvm functions, memory and globals', () => {
  test('keyword enum attributes are uniqued by case and print with their mnemonic', () => {
    const context = setup();
    expect(LinkageAttr.get(context, 'internal')).toBe(LinkageAttr.get(context, 'internal'));
    expect(CConvAttr.get(context, 'fastcc').toString()).toBe('#llvm.cconv<fastcc>');
    expect(TailCallKindAttr.get(context, 'musttail').toString()).toBe(
      '#llvm.tailcallkind<musttail>',
    );
  });

  test("a signature's types are not checked further, as mlir-opt builds them", () => {
    // `!llvm.func<metadata ()>` cannot be written as a type, but llvm.func builds it: mlir-opt
    // prints this module back (its generic form then does not parse, in mlir-opt either).
    const context = setup();
    const module = parseSourceString('llvm.func @f() -> !llvm.metadata', context);
    expect(module).not.toBeNull();
    expect(printOperation(module!)).toBe('module {\n  llvm.func @f() -> !llvm.metadata\n}\n');
  });

  test('a GEP lists its indices in order, constants as numbers and SSA values as values', () => {
    const context = setup();
    const module = parseSourceString(
      `llvm.func @f(%p: !llvm.ptr, %i: i64) {
         %q = llvm.getelementptr %p[%i, 1, %i] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<2 x array<2 x i8>>
         llvm.return
       }`,
      context,
    )!;
    const geps: GEPOp[] = [];
    module.walk((op) => {
      if (op instanceof GEPOp) geps.push(op);
    });
    const gep = geps[0]!;
    const argument = gep.base.getParentBlock()!.getArgument(1);
    expect(gep.indices).toEqual([argument, 1, argument]);
  });
});
