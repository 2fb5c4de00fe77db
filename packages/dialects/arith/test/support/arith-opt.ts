/**
 * strata-opt, run in process, with the arith and func dialects registered (the app's dialect
 * catalog does not list them yet); the lit runner and the differential tests call it.
 *
 * Workaround, until strata-opt verifies after it stops attaching ops to diagnostics: with
 * `--verify-diagnostics`, mlir-opt does not add "see current operation" notes to verifier errors,
 * but strata-opt's parse-time verification still does. Loading arith (which every input here
 * uses) happens after the printer is installed and before verification, so the loader clears it.
 */
import { registerFuncDialect } from '@strata/dialect-func';
import type { DialectRegistry } from '@strata/ir-core';
import { runInProcess } from 'strata-opt';
import { ArithDialect, registerArithDialect } from '../../src/index.js';

export type ToolResult = { stdout: string; stderr: string; exitCode: number };

function registerArithWithoutOpNotes(registry: DialectRegistry): void {
  registry.insert('arith', (context) => {
    context.printOperationForDiagnostic = null;
    return new ArithDialect(context);
  });
}

export function arithOpt(argv: readonly string[], io: { stdin: string; cwd: string }): Promise<ToolResult> {
  const arith = argv.includes('--verify-diagnostics') ? registerArithWithoutOpNotes : registerArithDialect;
  return runInProcess(argv, io, { dialects: [arith, registerFuncDialect] });
}
