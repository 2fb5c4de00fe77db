// Shared by the loop-utility tests: a context with the dialects loop programs use, and the
// comparison of a Strata utility with mlir-opt 22 running the matching transform op (or test pass)
// on the same input.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { registerArithDialect } from '@strata/dialect-arith';
import { registerFuncDialect } from '@strata/dialect-func';
import { registerMemRefDialect } from '@strata/dialect-memref';
import { ForOp, registerSCFDialect } from '@strata/dialect-scf';
import { MLIRContext, type Operation, parseSourceString, printOperation } from '@strata/ir-core';
import { PatternRewriter } from '@strata/pattern-rewrite';
import { expect } from 'vitest';

export const MLIR_OPT = process.env.MLIR_OPT ?? '/usr/lib/llvm-22/bin/mlir-opt';
export const haveMlirOpt = existsSync(MLIR_OPT);
if (!haveMlirOpt)
  console.warn(
    `[scf loop utils] differential tests skipped: ${MLIR_OPT} not found (set MLIR_OPT or install mlir-22-tools)`,
  );

export function makeContext(): MLIRContext {
  const context = new MLIRContext();
  registerFuncDialect(context.registry);
  registerArithDialect(context.registry);
  registerSCFDialect(context.registry);
  registerMemRefDialect(context.registry);
  return context;
}

/** Parses `text`; a parse error fails the test with its diagnostics. */
export function parse(text: string, context = makeContext()): Operation {
  const errors: string[] = [];
  context.diagnostics.registerHandler((diagnostic) => {
    errors.push(diagnostic.toString());
    return true;
  });
  const module = parseSourceString(text, context);
  if (module === null) throw new Error(`parse failed:\n${errors.join('\n')}`);
  return module;
}

/** The scf.for ops of `root` in post-order (inner loops first), the order of `transform.structured.match`. */
export function forOps(root: Operation): ForOp[] {
  const loops: ForOp[] = [];
  root.walk(
    (op) => {
      if (op instanceof ForOp) loops.push(op);
    },
    { order: 'post' },
  );
  return loops;
}

export function runMlirOpt(args: readonly string[], input: string): string {
  return execFileSync(MLIR_OPT, [...args, '-'], { input, encoding: 'utf8', stdio: 'pipe' });
}

/** A transform script applying `body` (over `%loops`, every scf.for of the payload) once. */
export function transformScript(body: string): string {
  return `module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    ${body}
    transform.yield
  }
}`;
}

/** mlir-opt's output for `payload` after the transform `body`, without the transform module. */
export function mlirOptTransform(payload: string, body: string): string {
  const output = runMlirOpt(['--transform-interpreter'], `${payload}\n${transformScript(body)}`);
  const lines = output.split('\n');
  const start = lines.findIndex((line) =>
    line.startsWith('  module attributes {transform.with_named_sequence}'),
  );
  if (start < 0) throw new Error(`no transform module in mlir-opt's output:\n${output}`);
  let end = start + 1;
  while (lines[end] !== '  }') end++;
  return [...lines.slice(0, start), ...lines.slice(end + 1)].join('\n');
}

/** Strata's output for `payload` after `apply` ran on a rewriter over the parsed module. */
export function strataApply(
  payload: string,
  apply: (rewriter: PatternRewriter, module: Operation) => void,
): string {
  const module = parse(payload);
  const rewriter = new PatternRewriter(module.context);
  apply(rewriter, module);
  return `${printOperation(module)}\n`;
}

/** Runs `apply` on a rewriter over `module` and checks that the printed module did not change. */
export function expectUnchanged(
  module: Operation,
  apply: (rewriter: PatternRewriter) => void,
): void {
  const before = printOperation(module);
  apply(new PatternRewriter(module.context));
  expect(printOperation(module)).toBe(before);
}
