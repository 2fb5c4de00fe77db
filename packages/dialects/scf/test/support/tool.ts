/**
 * strata-opt run in-process with the dialects scf's tests use: func for the enclosing functions, cf for multi-block regions,
 * arith for constants and arithmetic, and scf itself.
 */
import { registerArithDialect } from '@strata/dialect-arith';
import { registerCFDialect } from '@strata/dialect-cf';
import { registerFuncDialect } from '@strata/dialect-func';
import { runInProcess } from 'strata-opt';
import { registerSCFDialect } from '../../src/index.js';

export function scfOpt(argv: readonly string[], io: { stdin: string; cwd: string }) {
  return runInProcess(argv, io, { dialects: [registerCFDialect, registerFuncDialect, registerArithDialect, registerSCFDialect] });
}
