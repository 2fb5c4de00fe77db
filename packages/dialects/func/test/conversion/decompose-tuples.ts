/**
 * A Strata copy of mlir-opt's `--test-decompose-call-graph-types`: tuples split into their
 * (recursively flattened) elements at function, call and return boundaries, with unregistered
 * `test.make_tuple` / `test.get_tuple_element` ops as the materializations. Used to compare the
 * func conversion patterns with MLIR's byte for byte.
 */
import {
  applyPartialConversion,
  ConversionTarget,
  populateFunctionOpInterfaceTypeConversionPattern,
} from '@strata/dialect-conversion';
import {
  IntegerAttr,
  IntegerType,
  type Location,
  type OpBuilder,
  type Operation,
  TupleType,
  type Type,
  type Value,
} from '@strata/ir-core';
import { RewritePatternSet } from '@strata/pattern-rewrite';
import { TypeConverter, TypeRange } from '@strata/type-conversion';
import { CallOp, FuncOp, ReturnOp } from '../../src/index.js';
import {
  populateCallOpTypeConversionPattern,
  populateReturnOpTypeConversionPattern,
} from '../../src/conversion.js';

function flatten(type: Type, into: Type[]): void {
  if (!(type instanceof TupleType)) into.push(type);
  else for (const element of type.types) flatten(element, into);
}

/** `test.make_tuple` ops (nested ones first) building `type` from its flattened elements. */
function makeTuple(
  builder: OpBuilder,
  type: TupleType,
  inputs: readonly Value[],
  location: Location,
): Value {
  const elements: Value[] = [];
  let next = 0;
  for (const elementType of type.types) {
    if (elementType instanceof TupleType) {
      const count: Type[] = [];
      flatten(elementType, count);
      elements.push(
        makeTuple(builder, elementType, inputs.slice(next, next + count.length), location),
      );
      next += count.length;
    } else {
      elements.push(inputs[next++]!);
    }
  }
  const op = builder.create({
    name: 'test.make_tuple',
    location,
    operands: elements,
    resultTypes: [type],
  });
  return op.getResult(0);
}

/** `test.get_tuple_element` ops taking `tuple` apart, depth first. */
function decomposeTuple(builder: OpBuilder, tuple: Value, location: Location, into: Value[]): void {
  if (!(tuple.type instanceof TupleType)) {
    into.push(tuple);
    return;
  }
  const i32 = IntegerType.get(builder.context, 32);
  tuple.type.types.forEach((elementType, index) => {
    const op: Operation = builder.create({
      name: 'test.get_tuple_element',
      location,
      operands: [tuple],
      resultTypes: [elementType],
      properties: [['index', IntegerAttr.get(i32, BigInt(index))]],
    });
    decomposeTuple(builder, op.getResult(0), location, into);
  });
}

function sameTypes(values: readonly Type[], others: readonly Type[]): boolean {
  return values.length === others.length && values.every((type, i) => type === others[i]);
}

/** Runs the decomposition on `module` (a partial conversion); answers whether it succeeded. */
export function decomposeCallGraphTypes(module: Operation): boolean {
  const converter = new TypeConverter();
  converter.addConversion((type) => type);
  converter.addConversion(TupleType, (type, results) => {
    flatten(type, results);
    return true;
  });
  converter.addSourceMaterialization(TupleType, makeTuple);
  converter.addTargetMaterialization(TypeRange, (builder, resultTypes, inputs, location) => {
    if (inputs.length !== 1 || !(inputs[0]!.type instanceof TupleType)) return null;
    const flattened: Type[] = [];
    flatten(inputs[0]!.type, flattened);
    if (!sameTypes(resultTypes, flattened)) return null;
    const values: Value[] = [];
    decomposeTuple(builder, inputs[0]!, location, values);
    return values;
  });

  const target = new ConversionTarget(module.context);
  target.addLegalDialect('test');
  target.addDynamicallyLegalOp(ReturnOp, (op) => converter.isLegal(op.getOperandTypes()));
  target.addDynamicallyLegalOp(CallOp, (op) => converter.isLegal(op));
  target.addDynamicallyLegalOp(FuncOp, (op) => converter.isSignatureLegal(op.functionType));

  const patterns = new RewritePatternSet(module.context);
  populateFunctionOpInterfaceTypeConversionPattern(patterns, converter, FuncOp.operationName);
  populateReturnOpTypeConversionPattern(patterns, converter);
  populateCallOpTypeConversionPattern(patterns, converter);
  return applyPartialConversion(module, target, patterns);
}
