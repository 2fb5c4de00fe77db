export { LlvmDialect, registerLlvmDialect } from './dialect.js';
export { UnreachableOp } from './ops/control-flow.js';
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
