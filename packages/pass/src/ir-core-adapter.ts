/**
 * The pass manager's adapter for `@strata/ir-core` operations (entry point `@strata/pass/ir-core`):
 * with it, a `PassManager` runs on ir-core IR. Kept out of the main entry so that the pass
 * infrastructure itself stays independent of any one IR.
 */
import {
  CoreTraits,
  type MLIRContext,
  type Operation,
  StringAttr,
  UnknownLoc,
  emitErrorAt,
  printOperation,
  verify,
} from '@strata/ir-core';
import type { IRAdapter, IRPrintOptions } from './ir-adapter.js';

/** Whether `op` verifies, its verifier's diagnostics swallowed (it is being printed, not checked). */
function verifiesQuietly(op: Operation): boolean {
  const swallow = op.context.diagnostics.registerHandler(() => true);
  try {
    return verify(op);
  } finally {
    swallow.dispose();
  }
}

/**
 * `assumeVerified` printing: custom forms without verifying first. A custom printer may trip over
 * IR that does not verify after all (an op missing the attribute its form prints); such IR is
 * then printed in generic form instead of failing (mlir-opt crashes). A printer failing on IR
 * that verifies is a bug, and still throws.
 */
function printAssumingVerified(op: Operation, options: IRPrintOptions): string {
  try {
    return printOperation(op, options);
  } catch (error) {
    if (verifiesQuietly(op)) throw error;
    return printOperation(op, { ...options, generic: true });
  }
}

/** The pass manager's view of ir-core operations of one context. */
export class IRCoreAdapter implements IRAdapter<Operation> {
  constructor(private readonly context: MLIRContext) {}

  opName(op: Operation): string {
    return op.name.identifier;
  }

  *nestedOps(op: Operation): Iterable<Operation> {
    for (const region of op.regions) for (const block of region.blocks) yield* block.operations;
  }

  isRegistered(op: Operation): boolean {
    return op.isRegistered;
  }

  isIsolatedFromAbove(op: Operation): boolean {
    return op.hasTrait(CoreTraits.IsIsolatedFromAbove);
  }

  verify(op: Operation, recursive: boolean): boolean {
    return verify(op, { verifyRecursively: recursive });
  }

  print(op: Operation, options: IRPrintOptions): string {
    if (options.generic) return printOperation(op, options);
    if (options.assumeVerified) return printAssumingVerified(op, options);
    if (verifiesQuietly(op)) return printOperation(op, options);
    return printOperation(op, { ...options, generic: true });
  }

  fingerprint(op: Operation): string {
    // Generic form with locations, named from the op itself: changes exactly when the IR does.
    return printOperation(op, { generic: true, debugInfo: true, localScope: true });
  }

  emitError(op: Operation | null, message: string, notes: readonly string[] = []): void {
    emitErrorAt(op?.location ?? UnknownLoc.get(this.context), message, (diagnostic) => {
      for (const note of notes) diagnostic.attachNote(note);
    });
  }

  emitOpError(op: Operation, message: string): void {
    op.emitOpError(message);
  }

  parentOp(op: Operation): Operation | null {
    return op.getParentOp();
  }

  shouldExecute(op: Operation, tag: string): boolean {
    const filter = op.context.actionFilter;
    return filter === null || filter(tag);
  }

  symbolName(op: Operation): string | undefined {
    const name = op.getAttr('sym_name');
    return name instanceof StringAttr ? name.value : undefined;
  }
}
