/**
 * strata-opt run in-process with the dialects memref's tests use: func for the enclosing
 * functions, arith for constants, and memref itself.
 */
import { registerArithDialect } from '@strata/dialect-arith';
import { registerFuncDialect } from '@strata/dialect-func';
import type { DialectRegistry } from '@strata/ir-core';
import { runInProcess } from 'strata-opt';
import { MemRefDialect } from '../../src/index.js';

/**
 * Registers memref; under `--verify-diagnostics`, loading it also stops ops from being printed
 * into diagnostics (strata-opt turns those notes off only after its parse, which verifies).
 */
function registerMemRef(verifying: boolean) {
  return (registry: DialectRegistry): void => {
    registry.insert('memref', (context) => {
      if (verifying) context.printOperationForDiagnostic = null;
      return new MemRefDialect(context);
    });
  };
}

export function memrefOpt(argv: readonly string[], io: { stdin: string; cwd: string }) {
  const dialects = [registerFuncDialect, registerArithDialect, registerMemRef(argv.includes('--verify-diagnostics'))];
  return runInProcess(argv, io, { dialects });
}
