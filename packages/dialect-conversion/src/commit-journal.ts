import type { Block, OpOperand, Operation, RewriterListener, Value } from '@strata/ir-core';
import { hasNestedOps, opAndNested } from './op-traversal.js';

/**
 * Records what committing a conversion does — uses redirected, ops unlinked, materializations
 * created — so that a conversion failing after its rewrites were committed (a materialization that
 * cannot be built) can still leave the IR exactly as it was. Nothing is destroyed and no listener is
 * told anything until {@link finish}; {@link undo} puts everything back instead. A journal that is
 * not `undoable` (nothing can fail after the commit) makes the same changes and records nothing.
 */
export class CommitJournal {
  private readonly redirected: OpOperand[] = [];
  private readonly redirectedFrom: Value[] = [];
  /** Each unlinked op, with the block it was in and the op it preceded (parallel arrays). */
  private readonly unlinked: Operation[] = [];
  private readonly unlinkedFrom: Block[] = [];
  private readonly unlinkedBefore: (Operation | null)[] = [];
  private readonly created: Operation[] = [];
  /** Ops to destroy at {@link finish} (unlinked casts); replaced ops are destroyed by their rewrite. */
  private readonly doomed: Operation[] = [];
  private readonly notifications: ((listener: RewriterListener) => void)[] = [];
  /** Whether a listener hears of the commit: callers skip building notifications otherwise. */
  readonly listening: boolean;

  constructor(
    private readonly listener: RewriterListener | null,
    /** Whether {@link undo} may be needed: false spares a record of every use and op changed. */
    readonly undoable = true,
  ) {
    this.listening = listener !== null;
  }

  /** Queues a notification for the listener, sent by {@link finish}. */
  notify(event: (listener: RewriterListener) => void): void {
    if (this.listener !== null) this.notifications.push(event);
  }

  /** Makes the uses of `from` use `to`; each user is reported as modified. */
  redirectUses(from: Value, to: Value): void {
    if (from === to) return;
    for (let use = from.firstUse; use !== null;) {
      const next = use.nextUse;
      use.set(to);
      if (this.undoable) {
        this.redirected.push(use);
        this.redirectedFrom.push(from);
      }
      if (this.listening) {
        const owner = use.owner;
        this.notify((listener) => listener.notifyOperationModified?.(owner));
      }
      use = next;
    }
  }

  /** Unlinks `op` from its block, keeping its operands; `destroyAtFinish` for erased casts. */
  unlink(op: Operation, destroyAtFinish: boolean): void {
    const block = op.parentBlock;
    if (block === null) return;
    if (this.undoable) {
      this.unlinked.push(op);
      this.unlinkedFrom.push(block);
      this.unlinkedBefore.push(op.nextNode);
    }
    op.remove();
    if (destroyAtFinish) this.doomed.push(op);
  }

  /** Records an op built while committing (a materialization). */
  recordCreated(op: Operation): void {
    this.created.push(op);
  }

  /** Puts the IR back as it was before the commit began (the undo log then rolls back the rest). */
  undo(): void {
    if (!this.undoable) throw new Error('CommitJournal.undo: the journal recorded nothing');
    for (let i = this.redirected.length - 1; i >= 0; i--)
      this.redirected[i]!.set(this.redirectedFrom[i]!);
    for (let i = this.unlinked.length - 1; i >= 0; i--)
      this.unlinkedFrom[i]!.insertAt(this.unlinked[i]!, this.unlinkedBefore[i]!);
    for (let i = this.created.length - 1; i >= 0; i--) destroyOp(this.created[i]!);
  }

  /** Tells the listener what happened and destroys the unlinked casts. */
  finish(): void {
    const listener = this.listener;
    if (listener !== null) for (const event of this.notifications) event(listener);
    for (const op of this.doomed) destroyOp(op);
  }
}

/** Unlinks and destroys `op` and everything in it, whatever uses remain inside the dying IR. */
export function destroyOp(op: Operation): void {
  if (!hasNestedOps(op)) {
    dropUsesOfDefinitions(op);
    dropReferences(op);
  } else {
    const ops = opAndNested(op);
    for (let i = 0; i < ops.length; i++) dropUsesOfDefinitions(ops[i]!);
    for (let i = 0; i < ops.length; i++) dropReferences(ops[i]!);
  }
  op.remove();
}

function dropUsesOfDefinitions(op: Operation): void {
  const results = op.results;
  for (let i = 0; i < results.length; i++) results[i]!.dropAllUses();
  const regions = op.regions;
  for (let r = 0; r < regions.length; r++) {
    for (let block = regions[r]!.firstBlock; block !== null; block = block.nextNode) {
      for (const arg of block.arguments) arg.dropAllUses();
      while (block.firstUse !== null) block.firstUse.drop();
    }
  }
}

/** Drops the operands and successors of `op` (not of the ops nested in it). */
function dropReferences(op: Operation): void {
  const operands = op.getOpOperands();
  for (let i = 0; i < operands.length; i++) operands[i]!.drop();
  const successors = op.getBlockOperands();
  for (let i = 0; i < successors.length; i++) successors[i]!.drop();
}
