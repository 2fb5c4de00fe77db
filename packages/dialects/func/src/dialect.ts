import {
  type Attribute,
  Dialect,
  type DialectRegistry,
  FunctionType,
  type Location,
  type MLIRContext,
  type OpBuilder,
  type Operation,
  registerOperations,
  SymbolRefAttr,
  type Type,
} from '@strata/ir-core';
import { FuncInlinerInterface } from './inliner.js';
import { CallIndirectOp, CallOp, ConstantOp, FuncOp, ReturnOp } from './ops.js';

/** MLIR's `func` dialect: functions, calls and returns. */
export class FuncDialect extends Dialect {
  /** The hooks the inliner asks about func ops. */
  override readonly inlinerInterface = FuncInlinerInterface;

  constructor(context: MLIRContext) {
    super('func', context);
    registerOperations(this, [CallIndirectOp, CallOp, ConstantOp, FuncOp, ReturnOp]);
    // cf is a dependent dialect, as in MLIR: inlining a function body branches with cf.br. It is
    // loaded when the context's registry knows it.
    context.getOrLoadDialect('cf');
  }

  /** Folded function references materialize as `func.constant` (MLIR's `materializeConstant`). */
  override materializeConstant(
    builder: OpBuilder,
    value: Attribute,
    type: Type,
    location: Location,
  ): Operation | null {
    if (!(value instanceof SymbolRefAttr) || !value.isFlat || !(type instanceof FunctionType))
      return null;
    return builder.insert(ConstantOp.create(location, { value, result: type }));
  }
}

/** Adds the func dialect's loader to `registry` (it is built when an input first uses `func`). */
export function registerFuncDialect(registry: DialectRegistry): void {
  registry.insert('func', (context) => new FuncDialect(context));
}
