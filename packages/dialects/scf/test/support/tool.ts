/**
 * strata-opt run in-process with the dialects scf's tests use: func for the enclosing functions,
 * cf for multi-block regions, arith for constants and arithmetic, and scf itself.
 */
import { registerArithDialect } from '@strata/dialect-arith';
import { registerCFDialect } from '@strata/dialect-cf';
import { registerFuncDialect } from '@strata/dialect-func';
import type { DialectRegistry } from '@strata/ir-core';
import { runInProcess } from 'strata-opt';
import { SCFDialect } from '../../src/index.js';

/**
 * Registers scf; under `--verify-diagnostics`, loading it also stops ops from being printed into
 * diagnostics. Workaround: strata-opt verifies while parsing and only then turns those notes off,
 * so they reach the verifier handler as unexpected notes (mlir-opt never attaches them there).
 */
function registerSCF(verifying: boolean) {
  return (registry: DialectRegistry): void => {
    registry.insert('scf', (context) => {
      if (verifying) context.printOperationForDiagnostic = null;
      return new SCFDialect(context);
    });
  };
}

export function scfOpt(argv: readonly string[], io: { stdin: string; cwd: string }) {
  const dialects = [registerCFDialect, registerFuncDialect, registerArithDialect, registerSCF(argv.includes('--verify-diagnostics'))];
  return runInProcess(argv, io, { dialects });
}
