import type { Block, OpOperand, Operation, RewriterListener, Value } from '@strata/ir-core';

/** Where an unlinked op was: its block and the op it preceded. */
interface Position {
  readonly op: Operation;
  readonly block: Block;
  readonly before: Operation | null;
}

/**
 * Records what committing a conversion does — uses redirected, ops unlinked, materializations
 * created — so that a conversion failing after its rewrites were committed (a materialization that
 * cannot be built) can still leave the IR exactly as it was. Nothing is destroyed and no listener is
 * told anything until {@link finish}; {@link undo} puts everything back instead.
 */
export class CommitJournal {
  private readonly redirected: OpOperand[] = [];
  private readonly redirectedFrom: Value[] = [];
  private readonly positions: Position[] = [];
  private readonly created: Operation[] = [];
  /** Ops to destroy at {@link finish} (unlinked casts); replaced ops are destroyed by their rewrite. */
  private readonly doomed: Operation[] = [];
  private readonly notifications: ((listener: RewriterListener) => void)[] = [];

  constructor(private readonly listener: RewriterListener | null) {}

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
      this.redirected.push(use);
      this.redirectedFrom.push(from);
      const owner = use.owner;
      this.notify((listener) => listener.notifyOperationModified?.(owner));
      use = next;
    }
  }

  /** Unlinks `op` from its block, keeping its operands; `destroyAtFinish` for erased casts. */
  unlink(op: Operation, destroyAtFinish: boolean): void {
    const block = op.parentBlock;
    if (block === null) return;
    this.positions.push({ op, block, before: op.nextNode });
    op.remove();
    if (destroyAtFinish) this.doomed.push(op);
  }

  /** Records an op built while committing (a materialization). */
  recordCreated(op: Operation): void {
    this.created.push(op);
  }

  /** Puts the IR back as it was before the commit began (the undo log then rolls back the rest). */
  undo(): void {
    for (let i = this.redirected.length - 1; i >= 0; i--)
      this.redirected[i]!.set(this.redirectedFrom[i]!);
    for (let i = this.positions.length - 1; i >= 0; i--) {
      const { op, block, before } = this.positions[i]!;
      block.insertAt(op, before);
    }
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
  op.walk(dropUsesOfDefinitions);
  op.dropAllReferences();
  op.remove();
}

function dropUsesOfDefinitions(op: Operation): void {
  for (const result of op.results) result.dropAllUses();
  for (const region of op.regions) {
    for (const block of region.blocks) {
      for (const arg of block.arguments) arg.dropAllUses();
      while (block.firstUse !== null) block.firstUse.drop();
    }
  }
}
