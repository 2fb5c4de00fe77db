/**
 * strata-opt run in-process with the dialects scf's tests use: func for the enclosing functions,
 * cf for multi-block regions, arith for constants and arithmetic, scf itself, and memref (whose
 * differential tests run from here too).
 */
import { registerArithDialect } from '@strata/dialect-arith';
import { registerCFDialect } from '@strata/dialect-cf';
import { registerFuncDialect } from '@strata/dialect-func';
import { MemRefDialect } from '@strata/dialect-memref';
import type { Dialect, DialectRegistry, MLIRContext } from '@strata/ir-core';
import { runInProcess } from 'strata-opt';
import { SCFDialect } from '../../src/index.js';

/**
 * Registers a dialect whose loading, under `--verify-diagnostics`, also stops ops from being
 * printed into diagnostics. Workaround: strata-opt verifies while parsing and only then turns those
 * notes off, so they reach the verifier handler as unexpected notes (mlir-opt never attaches them).
 */
function registerQuietly(name: string, make: (context: MLIRContext) => Dialect, verifying: boolean) {
  return (registry: DialectRegistry): void => {
    registry.insert(name, (context) => {
      if (verifying) context.printOperationForDiagnostic = null;
      return make(context);
    });
  };
}

export function scfOpt(argv: readonly string[], io: { stdin: string; cwd: string }) {
  const verifying = argv.includes('--verify-diagnostics');
  const dialects = [
    registerCFDialect,
    registerFuncDialect,
    registerArithDialect,
    registerQuietly('memref', (context) => new MemRefDialect(context), verifying),
    registerQuietly('scf', (context) => new SCFDialect(context), verifying),
  ];
  return runInProcess(argv, io, { dialects });
}
