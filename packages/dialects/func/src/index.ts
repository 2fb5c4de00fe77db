export { FuncDialect, registerFuncDialect } from './dialect.js';
export { CallIndirectOp, CallOp, ConstantOp, FuncOp, ReturnOp } from './ops.js';
export { parseFunctionOp, printFunctionOp } from './function-syntax.js';
export { FuncInlinerInterface } from './inliner.js';
export { indirectCallOfConstant } from './canonicalize.js';
