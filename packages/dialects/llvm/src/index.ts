export { LlvmDialect, registerLlvmDialect } from './dialect.js';
export * from './attributes.js';
export * from './enum-attributes.js';
export * from './type-constraints.js';
export * from './ops/aggregate.js';
export * from './ops/arithmetic.js';
export * from './ops/cast.js';
export * from './ops/constant.js';
export * from './ops/call.js';
export * from './ops/control-flow.js';
export * from './ops/function.js';
export * from './ops/getelementptr.js';
export * from './ops/global.js';
export * from './ops/memory.js';
export {
  LLVMArrayType,
  LLVMFunctionType,
  LLVMLabelType,
  LLVMMetadataType,
  LLVMPointerType,
  LLVMPPCFP128Type,
  LLVMStructType,
  LLVMTargetExtType,
  LLVMTokenType,
  LLVMType,
  LLVMVoidType,
  LLVMX86AMXType,
} from './types.js';
