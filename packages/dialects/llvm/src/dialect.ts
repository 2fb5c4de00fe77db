import {
  type Attribute,
  type AttrTypeParser,
  DenseElementsAttr,
  Dialect,
  type DialectRegistry,
  FloatAttr,
  IntegerAttr,
  type Location,
  type MLIRContext,
  type OpBuilder,
  type Operation,
  registerOperations,
  type Type,
} from '@strata/ir-core';
import { attributeParsers } from './attributes.js';
import { isCompatibleType } from './type-constraints.js';
import { aggregateOps } from './ops/aggregate.js';
import { arithmeticOps } from './ops/arithmetic.js';
import { castOps } from './ops/cast.js';
import { ConstantOp, constantOps } from './ops/constant.js';
import { controlFlowOps } from './ops/control-flow.js';
import { CallOp } from './ops/call.js';
import { functionOps } from './ops/function.js';
import { GEPOp } from './ops/getelementptr.js';
import { globalOps } from './ops/global.js';
import { AllocaOp, LoadOp, StoreOp } from './ops/memory.js';
import { parseLlvmDialectType } from './type-syntax.js';

/** The `llvm` dialect: LLVM IR's types and instructions as MLIR operations. */
export class LlvmDialect extends Dialect {
  constructor(context: MLIRContext) {
    super('llvm', context);
    registerOperations(this, [
      ...controlFlowOps,
      ...functionOps,
      CallOp,
      AllocaOp,
      LoadOp,
      StoreOp,
      GEPOp,
      ...aggregateOps,
      ...globalOps,
      ...arithmeticOps,
      ...castOps,
      ...constantOps,
    ]);
  }

  /** `#llvm.<mnemonic>...`, dispatched by mnemonic through {@link attributeParsers}. */
  override parseAttribute(parser: AttrTypeParser, type: Type | null): Attribute | null {
    void type;
    const location = parser.currentLocation();
    const mnemonic = parser.parseKeyword();
    if (mnemonic === null) return null;
    const parse = Object.hasOwn(attributeParsers, mnemonic)
      ? attributeParsers[mnemonic]
      : undefined;
    if (parse !== undefined) return parse(parser);
    parser.emitError(location, `unknown attribute \`${mnemonic}\` in dialect \`llvm\``);
    return null;
  }

  /**
   * Folded integer, float and dense values materialize as `llvm.mlir.constant` (MLIR's
   * `LLVMDialect::materializeConstant`, which leaves other attributes to other dialects).
   */
  override materializeConstant(
    builder: OpBuilder,
    value: Attribute,
    type: Type,
    location: Location,
  ): Operation | null {
    if (!isCompatibleType(type)) return null;
    if (
      value instanceof IntegerAttr ||
      value instanceof FloatAttr ||
      value instanceof DenseElementsAttr
    )
      return value.getType() === type
        ? builder.insert(ConstantOp.create(location, { value, res: type }))
        : null;
    return null;
  }

  override parseType(parser: AttrTypeParser): Type | null {
    return parseLlvmDialectType(parser);
  }
}

/** Adds the llvm dialect's loader to `registry` (it is built when an input first uses `llvm`). */
export function registerLlvmDialect(registry: DialectRegistry): void {
  registry.insert('llvm', (context) => new LlvmDialect(context));
}
