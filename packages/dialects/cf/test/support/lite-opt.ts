/**
 * A small `mlir-opt` stand-in for this repository's func, cf and ub lit tests: parse (verifying),
 * optionally canonicalize, then print or check `expected-*` diagnostics. It exists because a
 * dialect package may not depend on the app (layer order); the same lit files also pass under
 * strata-opt, whose catalog lists func, cf and ub.
 * It also knows `arith.constant` and `arith.select` (support/arith-stub.ts), which cf's tests use.
 *
 * Flags: `[file|-]`, `--split-input-file` (the lit runner already hands over one chunk),
 * `--verify-diagnostics`, `--allow-unregistered-dialect`, `--mlir-print-op-generic`,
 * `--mlir-print-local-scope`, `--mlir-print-debuginfo`, `--canonicalize`.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { registerFuncDialect } from '@strata/dialect-func';
import { registerUBDialect } from '@strata/dialect-ub';
import {
  installOperationPrinter,
  loadBuiltinDialect,
  MLIRContext,
  type Operation,
  parseSourceString,
  printOperation,
  SourceMgr,
  SourceMgrDiagnosticHandler,
  SourceMgrDiagnosticVerifierHandler,
  verify,
} from '@strata/ir-core';
import {
  applyPatternsGreedily,
  FrozenRewritePatternSet,
  RewritePatternSet,
} from '@strata/pattern-rewrite';
import { registerCFDialect } from '../../src/index.js';
import { registerArithStub } from './arith-stub.js';

type ToolResult = { stdout: string; stderr: string; exitCode: number };

const FLAGS = new Set([
  '--split-input-file',
  '--verify-diagnostics',
  '--allow-unregistered-dialect',
  '--mlir-print-op-generic',
  '--mlir-print-local-scope',
  '--mlir-print-debuginfo',
  '--canonicalize',
]);

/** Every canonicalization pattern of the ops registered in `context` (MLIR's canonicalizer set). */
function canonicalizationPatterns(context: MLIRContext): FrozenRewritePatternSet {
  const patterns = new RewritePatternSet(context);
  for (const name of context.getRegisteredOperations()) {
    (
      name.info as {
        getCanonicalizationPatterns?: (set: RewritePatternSet, c: MLIRContext) => void;
      }
    ).getCanonicalizationPatterns?.(patterns, context);
  }
  return new FrozenRewritePatternSet(patterns);
}

function canonicalize(module: Operation): boolean {
  // mlir-opt's canonicalizer: default greedy limits, normal region simplification.
  applyPatternsGreedily(module, canonicalizationPatterns(module.context), {
    regionSimplification: 'normal',
    useTopDownTraversal: true,
  });
  return verify(module);
}

export async function liteOpt(
  argv: readonly string[],
  io: { stdin: string; cwd: string },
): Promise<ToolResult> {
  const flags = new Set<string>();
  let input: string | null = null;
  for (const arg of argv) {
    if (FLAGS.has(arg)) flags.add(arg);
    else if (arg.startsWith('-') && arg !== '-')
      return { stdout: '', stderr: `lite-opt: unknown flag ${arg}\n`, exitCode: 1 };
    else input = arg;
  }
  const filename = input === null || input === '-' ? '<stdin>' : input;
  const text = filename === '<stdin>' ? io.stdin : readFileSync(resolve(io.cwd, filename), 'utf8');
  const context = new MLIRContext({
    allowUnregisteredDialects: flags.has('--allow-unregistered-dialect'),
  });
  registerFuncDialect(context.registry);
  registerCFDialect(context.registry);
  registerUBDialect(context.registry);
  registerArithStub(context.registry);
  loadBuiltinDialect(context);
  installOperationPrinter(context);
  const stderr: string[] = [];
  const sourceMgr = new SourceMgr();
  sourceMgr.addBuffer(filename, text);
  const verifying = flags.has('--verify-diagnostics');
  const handler = verifying
    ? new SourceMgrDiagnosticVerifierHandler(sourceMgr, context, (s) => void stderr.push(s))
    : new SourceMgrDiagnosticHandler(sourceMgr, context, (s) => void stderr.push(s));
  // As mlir-opt, ops are not printed into diagnostics when they are being checked against
  // expectations (`printOpOnDiagnostic(!verifyDiagnostics)`), so verification follows the parse.
  const module = parseSourceString(text, context, { filename, verifyAfterParse: false });
  if (verifying) context.printOperationForDiagnostic = null;
  let ok =
    module !== null && verify(module) && (!flags.has('--canonicalize') || canonicalize(module));
  const stdout =
    ok && !verifying
      ? // mlir-opt ends its output with a newline after the printed op's own.
        `${printOperation(module!, {
          generic: flags.has('--mlir-print-op-generic'),
          localScope: flags.has('--mlir-print-local-scope'),
          debugInfo: flags.has('--mlir-print-debuginfo'),
        })}\n`
      : '';
  if (handler instanceof SourceMgrDiagnosticVerifierHandler) ok = handler.verify();
  handler.dispose();
  return { stdout, stderr: stderr.join(''), exitCode: ok ? 0 : 1 };
}
