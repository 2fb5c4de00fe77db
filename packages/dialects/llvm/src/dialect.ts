import {
  type AttrTypeParser,
  Dialect,
  type DialectRegistry,
  type MLIRContext,
  registerOperations,
  type Type,
} from '@strata/ir-core';
import { controlFlowOps } from './ops/control-flow.js';
import { parseLlvmDialectType } from './type-syntax.js';

/** The `llvm` dialect: LLVM IR's types and instructions as MLIR operations. */
export class LlvmDialect extends Dialect {
  constructor(context: MLIRContext) {
    super('llvm', context);
    registerOperations(this, [...controlFlowOps]);
  }

  override parseType(parser: AttrTypeParser): Type | null {
    return parseLlvmDialectType(parser);
  }
}

/** Adds the llvm dialect's loader to `registry` (it is built when an input first uses `llvm`). */
export function registerLlvmDialect(registry: DialectRegistry): void {
  registry.insert('llvm', (context) => new LlvmDialect(context));
}
