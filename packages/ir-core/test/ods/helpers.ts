import { UnknownLoc } from '../../src/attributes/location.js';
import { MLIRContext } from '../../src/context.js';
import { Dialect } from '../../src/ir/dialect.js';
import type { Operation } from '../../src/ir/operation.js';
import { registerOperations, type RegistrableOpClass } from '../../src/ods/register.js';
import type { Diagnostic } from '../../src/support/diagnostics.js';

/** Every diagnostic `context` emits from now on, in order. */
export function collectDiagnostics(context: MLIRContext): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  context.diagnostics.registerHandler((d) => diagnostics.push(d) > 0);
  return diagnostics;
}

/** A context with a `test` dialect registering `ops`, and the diagnostics it collects. */
export function setup(ops: readonly RegistrableOpClass[]) {
  const context = new MLIRContext();
  const diagnostics = collectDiagnostics(context);
  class TestDialect extends Dialect {
    constructor(ctx: MLIRContext) {
      super('test', ctx);
      registerOperations(this, ops);
    }
  }
  context.loadDialect(new TestDialect(context));
  const loc = UnknownLoc.get(context);
  return { context, diagnostics, loc };
}

/** Runs the op's declared-invariant verification and returns the messages it reported. */
export function invariantErrors(op: Operation, diagnostics: Diagnostic[]): string[] {
  diagnostics.length = 0;
  const ok = op.name.info!.verifyInvariants(op);
  const messages = diagnostics.map((d) => d.message);
  if (ok !== (messages.length === 0))
    throw new Error(`verifyInvariants answered ${ok} with ${messages.length} errors`);
  return messages;
}
