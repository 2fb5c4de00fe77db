export { FuncDialect, registerFuncDialect } from './dialect.js';
export { CallIndirectOp, CallOp, ConstantOp, FuncOp, ReturnOp } from './ops.js';
// Moved to ir-core (other dialects' function-like ops share the syntax); still exported here.
export { parseFunctionOp, printFunctionOp } from '@strata/ir-core';
export { FuncInlinerInterface } from './inliner.js';
export { indirectCallOfConstant } from './canonicalize.js';
