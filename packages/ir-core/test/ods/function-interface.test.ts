import { describe, expect, it } from 'vitest';
import {
  ArrayAttr,
  DictionaryAttr,
  NamedAttribute,
  StringAttr,
  TypeAttr,
  UnitAttr,
} from '../../src/attributes/builtin-attributes.js';
import { Block } from '../../src/ir/block.js';
import type { Operation } from '../../src/ir/operation.js';
import { AnyRegion, MinSizedRegion, optional, SizedRegion } from '../../src/ods/constraint.js';
import { ArrayAttrConstraint, StrAttr, TypeAttrOf } from '../../src/ods/constraints/attrs.js';
import { TypeConstraint } from '../../src/ods/constraint.js';
import { defineOp } from '../../src/ods/define-op.js';
import { FunctionOpInterface } from '../../src/ods/interfaces/function.js';
import { SymbolOpInterface } from '../../src/ods/interfaces/symbols.js';
import { FunctionType, IntegerType } from '../../src/types/builtin-types.js';
import { invariantErrors, setup } from './helpers.js';
import { Region } from '../../src/ir/region.js';

const AnyFunctionType = new TypeConstraint('function type', (t) => t instanceof FunctionType);

class FuncOp extends defineOp({
  name: 'test.func',
  properties: {
    sym_name: StrAttr,
    function_type: TypeAttrOf(AnyFunctionType),
    arg_attrs: optional(ArrayAttrConstraint),
    res_attrs: optional(ArrayAttrConstraint),
  },
  regions: { body: AnyRegion },
  interfaces: [
    SymbolOpInterface.implement({}),
    FunctionOpInterface.implement({
      // The class is not defined yet inside its own definition, so read the property generically.
      getFunctionType: (op) =>
        (op.properties.get('function_type') as TypeAttr).value as FunctionType,
      getCallableRegion: (op) => (op.getRegion(0).empty() ? null : op.getRegion(0)),
    }),
  ],
}) {}

function env() {
  const { context, loc, diagnostics } = setup([FuncOp]);
  const i32 = IntegerType.get(context, 32);
  const i64 = IntegerType.get(context, 64);
  const func = (inputs: IntegerType[], results: IntegerType[], entryArgs: IntegerType[] | null) => {
    const body = new Region();
    if (entryArgs !== null) {
      const block = new Block();
      for (const type of entryArgs) block.addArgument(type, loc);
      body.push(block);
    }
    return FuncOp.create(loc, {
      sym_name: StringAttr.get(context, 'f'),
      function_type: TypeAttr.get(FunctionType.get(context, inputs, results)),
      body,
    });
  };
  const errors = (op: Operation) => invariantErrors(op, diagnostics);
  return { context, i32, i64, func, errors };
}

describe('FunctionOpInterface', () => {
  it('accepts declarations and matching bodies, and derives argument/result types', () => {
    const { i32, i64, func, errors } = env();
    expect(errors(func([i32], [i64], null))).toEqual([]);
    const f = func([i32], [i64], [i32]);
    expect(errors(f)).toEqual([]);
    const model = FunctionOpInterface.get(f)!;
    expect(model.getArgumentTypes(f)).toEqual([i32]);
    expect(model.getResultTypes(f)).toEqual([i64]);
  });

  it('reports signature mismatches with mlir-opt messages', () => {
    const { i32, i64, func, errors } = env();
    expect(errors(func([i32], [], []))).toEqual([
      "'test.func' op entry block must have 1 arguments to match function signature",
    ]);
    expect(errors(func([i32], [], [i64]))).toEqual([
      "'test.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')",
    ]);
  });

  it('checks argument and result attribute arrays', () => {
    const { context, i32, func, errors } = env();
    const empty = DictionaryAttr.get(context);
    const f = func([i32], [], [i32]);
    f.arg_attrs = ArrayAttr.get(context, [empty, empty]);
    expect(errors(f)).toEqual([
      "'test.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1",
    ]);
    f.arg_attrs = ArrayAttr.get(context, [
      DictionaryAttr.get(context, [new NamedAttribute('foo', UnitAttr.get(context))]),
    ]);
    expect(errors(f)).toEqual(["'test.func' op arguments may only have dialect attributes"]);
    f.arg_attrs = ArrayAttr.get(context, [
      DictionaryAttr.get(context, [new NamedAttribute('test.foo', UnitAttr.get(context))]),
    ]);
    expect(errors(f)).toEqual([]);
    f.res_attrs = ArrayAttr.get(context, [empty]);
    expect(errors(f)).toEqual([
      "'test.func' op expects result attribute array to have the same number of elements as the number of function results, got 1, but expected 0",
    ]);
  });
});

describe('region size constraints', () => {
  it('counts blocks', () => {
    const region = new Region();
    expect(SizedRegion(1).isSatisfiedBy(region)).toBe(false);
    expect(MinSizedRegion(1).isSatisfiedBy(region)).toBe(false);
    region.push(new Block());
    expect(SizedRegion(1).isSatisfiedBy(region)).toBe(true);
    region.push(new Block());
    expect(SizedRegion(1).isSatisfiedBy(region)).toBe(false);
    expect(SizedRegion(2).isSatisfiedBy(region)).toBe(true);
    expect(MinSizedRegion(1).isSatisfiedBy(region)).toBe(true);
    expect(SizedRegion(2).summary).toBe('region with 2 blocks');
    expect(MinSizedRegion(1).summary).toBe('region with at least 1 blocks');
  });
});
