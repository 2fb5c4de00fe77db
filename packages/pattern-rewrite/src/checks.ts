import { type Operation, type RewriterListener, verify, walkOperations } from '@strata/ir-core';
import type { RewritePattern } from './pattern.js';

/** A broken pattern detected by the greedy driver's checking mode (MLIR's expensive checks). */
export class PatternCheckError extends Error {
  override readonly name = 'PatternCheckError';
}

const ids = new WeakMap<object, number>();
let nextId = 1;

function idOf(item: object | null): number {
  if (item === null) return 0;
  let id = ids.get(item);
  if (id === undefined) ids.set(item, (id = nextId++));
  return id;
}

/**
 * A summary of `op` alone that changes whenever anything a rewrite could change about it changes:
 * its block, operands, result types, attributes, properties, successors, location, and the shape
 * of its regions (blocks and their argument types). Nested ops are not included.
 */
export function opFingerprint(op: Operation): string {
  const parts: (string | number)[] = [op.name.identifier, idOf(op.parentBlock), op.location.uid];
  for (const operand of op.getOpOperands()) parts.push(idOf(operand.get()));
  parts.push('|');
  for (const result of op.results) parts.push(result.type.uid);
  parts.push('|');
  for (const [name, value] of op.properties) parts.push(name, value.uid);
  parts.push('|');
  for (const [name, value] of op.getDiscardableAttrs()) parts.push(name, value.uid);
  parts.push('|');
  for (const successor of op.getBlockOperands()) parts.push(idOf(successor.get()));
  for (const region of op.regions) {
    parts.push('{');
    for (const block of region) {
      parts.push(idOf(block));
      for (const arg of block.arguments) parts.push(idOf(arg), arg.type.uid);
    }
  }
  return parts.join(',');
}

/** The fingerprint of `root` and everything nested in it. */
export function treeFingerprint(root: Operation): string {
  const prints: string[] = [];
  walkOperations(root, (op) => void prints.push(opFingerprint(op)), 'pre');
  return prints.join('\n');
}

/**
 * The greedy driver's checking mode: sits between the rewriter and the driver, fingerprints the IR
 * before each pattern application and, afterwards, reports a pattern that answered success without
 * changing anything, answered failure after changing something, changed an op without telling the
 * rewriter, or left IR that does not verify. Ops the rewriter reported as changed are exempt from
 * the per-op comparison.
 */
export class PatternChecks implements RewriterListener {
  private top: Operation | null = null;
  private before = '';
  private readonly prints = new Map<Operation, string>();

  constructor(private readonly next: RewriterListener) {}

  /** Records the state of `top` (the op whose regions the driver works on) before a pattern runs. */
  snapshot(top: Operation): void {
    this.top = top;
    this.before = treeFingerprint(top);
    this.prints.clear();
    walkOperations(top, (op) => void this.prints.set(op, opFingerprint(op)), 'pre');
  }

  afterSuccess(pattern: RewritePattern, op: string): void {
    const top = this.top;
    if (top === null) return;
    this.top = null;
    if (!verify(top))
      throw new PatternCheckError(
        `IR failed to verify after applying pattern '${pattern.getDebugName()}' to '${op}'`,
      );
    if (treeFingerprint(top) === this.before) {
      throw new PatternCheckError(
        `pattern '${pattern.getDebugName()}' returned success on '${op}' but the IR did not change`,
      );
    }
    for (const [checked, print] of this.prints) {
      if (checked === top) continue;
      if (opFingerprint(checked) !== print) {
        throw new PatternCheckError(
          `pattern '${pattern.getDebugName()}' changed '${checked.name.identifier}' without going through the rewriter`,
        );
      }
    }
  }

  afterFailure(op: string, patterns: readonly RewritePattern[]): void {
    const top = this.top;
    if (top === null) return;
    this.top = null;
    if (treeFingerprint(top) !== this.before) {
      const names = patterns.map((p) => `'${p.getDebugName()}'`).join(', ');
      throw new PatternCheckError(
        `a pattern returned failure on '${op}' but the IR changed (tried: ${names})`,
      );
    }
  }

  private invalidate(op: Operation | null): void {
    if (op !== null) this.prints.delete(op);
  }

  notifyOperationInserted(
    ...args: Parameters<NonNullable<RewriterListener['notifyOperationInserted']>>
  ): void {
    const [op, previous] = args;
    this.invalidate(op);
    this.invalidate(op.getParentOp());
    if (previous !== null) this.invalidate(previous.block.getParentOp());
    this.next.notifyOperationInserted?.(...args);
  }

  notifyBlockInserted(
    ...args: Parameters<NonNullable<RewriterListener['notifyBlockInserted']>>
  ): void {
    this.invalidate(args[0].getParentOp());
    if (args[1] !== null) this.invalidate(args[1].parentOp);
    this.next.notifyBlockInserted?.(...args);
  }

  notifyOperationModified(op: Operation): void {
    this.invalidate(op);
    this.next.notifyOperationModified?.(op);
  }

  notifyOperationReplaced(
    ...args: Parameters<NonNullable<RewriterListener['notifyOperationReplaced']>>
  ): void {
    this.next.notifyOperationReplaced?.(...args);
  }

  notifyOperationErased(op: Operation): void {
    this.invalidate(op);
    this.invalidate(op.getParentOp());
    this.next.notifyOperationErased?.(op);
  }

  notifyBlockErased(...args: Parameters<NonNullable<RewriterListener['notifyBlockErased']>>): void {
    this.invalidate(args[0].getParentOp());
    this.next.notifyBlockErased?.(...args);
  }

  notifyMatchFailure(
    ...args: Parameters<NonNullable<RewriterListener['notifyMatchFailure']>>
  ): void {
    this.next.notifyMatchFailure?.(...args);
  }
}
