import {
  type Attribute,
  type Block,
  type BlockOperand,
  type Location,
  type Operation,
  type Region,
  type Type,
  type Value,
} from '@strata/ir-core';
import { moveOpsToEnd } from '@strata/pattern-rewrite';
import type { TypeConverter } from '@strata/type-conversion';
import { type CommitJournal, destroyOp } from './commit-journal.js';
import { hasNestedOps, opAndNested } from './op-traversal.js';
import type { MappedValues, ValueMapping } from './value-mapping.js';

/** What rewrites need from the conversion while they commit or roll back. */
export interface RewriteContext {
  readonly mapping: ValueMapping;
  readonly replacedOps: Set<Operation>;
  /** The value that stands for `value` once the conversion commits (null: it is dead). */
  findOrBuildReplacementValue(value: Value, converter: TypeConverter | null): Value | null;
  /** Forgets an unresolved materialization that is being rolled back. */
  forgetMaterialization(cast: Operation): void;
}

/**
 * What an entry of the undo log is, as a number: the driver keeps the kinds in an array beside the
 * log, so that its scans (most look for one or two kinds) read a small integer rather than test
 * every entry's class. A created op or block is its own entry ({@link LogEntry}); every other kind
 * is the {@link IRRewrite} subclass of the same name.
 */
export const RewriteKind = {
  CreateOperation: 0,
  MoveOperation: 1,
  SplitBlock: 2,
  ModifyOperation: 3,
  ReplaceOperation: 4,
  EraseBlock: 5,
  CreateBlock: 6,
  MoveBlock: 7,
  ReplaceValue: 8,
  ReplaceBlockUses: 9,
  UnresolvedMaterialization: 10,
} as const;
export type RewriteKind = (typeof RewriteKind)[keyof typeof RewriteKind];

/**
 * An entry of the undo log. Most entries record an op or a block a pattern created, which needs
 * nothing but the op or block itself: it is the entry, rather than a wrapper object per creation.
 */
export type LogEntry = IRRewrite | Operation | Block;

/** Rolls back the creation of `entry` (an op or block of kind `kind`): it is destroyed. */
export function rollbackCreation(kind: RewriteKind, entry: LogEntry): void {
  if (kind === RewriteKind.CreateOperation) destroyOp(entry as Operation);
  else destroyBlock(entry as Block);
}

/** Tells the journal's listener of the creation of `entry` (an op or block of kind `kind`). */
export function commitCreation(kind: RewriteKind, entry: LogEntry, journal: CommitJournal): void {
  if (kind === RewriteKind.CreateOperation) {
    const op = entry as Operation;
    journal.notify((listener) => listener.notifyOperationInserted?.(op, null));
  } else {
    const block = entry as Block;
    journal.notify((listener) => listener.notifyBlockInserted?.(block, null, null));
  }
}

/** Whether entries of `kind` are the created op or block itself (not an {@link IRRewrite}). */
export function isCreation(kind: RewriteKind): boolean {
  return kind === RewriteKind.CreateOperation || kind === RewriteKind.CreateBlock;
}

/**
 * One entry of the conversion's undo log (MLIR's `IRRewrite`): a change made to the IR, or recorded
 * to be made, by a pattern. A failed pattern rolls its entries back, last first; a successful
 * conversion commits them all, in order, then cleans up (erases what was only unlinked).
 */
export abstract class IRRewrite {
  // Declared and assigned, not a class field: the field's initializer in this base class would
  // define it on every subclass's object layout (a megamorphic store per entry).
  declare readonly rewriteKind: RewriteKind;

  constructor(rewriteKind: RewriteKind) {
    this.rewriteKind = rewriteKind;
  }

  abstract rollback(ctx: RewriteContext): void;
  commit(ctx: RewriteContext, journal: CommitJournal): void {
    void ctx;
    void journal;
  }
  cleanup(): void {}
}

/** Erases the ops of `block` and then the block itself (it is detached already or is dropped). */
function destroyBlock(block: Block): void {
  for (let op = block.lastOp; op !== null; op = block.lastOp) destroyOp(op);
  for (const arg of block.arguments) arg.dropAllUses();
  while (block.firstUse !== null) block.firstUse.drop();
  if (block.parent !== null) block.remove();
}

/** A pattern moved `op`, which was in `block` before `before`. */
export class MoveOperationRewrite extends IRRewrite {
  constructor(
    readonly op: Operation,
    private readonly block: Block,
    private readonly before: Operation | null,
  ) {
    super(RewriteKind.MoveOperation);
  }
  rollback(): void {
    this.op.remove();
    this.block.insertAt(this.op, this.before);
  }
  override commit(_ctx: RewriteContext, journal: CommitJournal): void {
    if (!journal.listening) return;
    const previous = { block: this.block, before: this.before };
    const op = this.op;
    journal.notify((listener) => listener.notifyOperationInserted?.(op, previous));
  }
}

/**
 * A pattern split `block`: its ops from some op on moved, in one step, to the new block `tail`
 * (whose creation was recorded just before). `moved` lists them when a listener
 * must hear of each move at commit, as if they had moved one by one (last first).
 */
export class SplitBlockRewrite extends IRRewrite {
  constructor(
    private readonly block: Block,
    private readonly tail: Block,
    private readonly moved: readonly Operation[] | null,
  ) {
    super(RewriteKind.SplitBlock);
  }
  rollback(): void {
    // Later rewrites are rolled back already: the tail holds exactly the moved ops again.
    const first = this.tail.firstOp;
    if (first !== null) moveOpsToEnd(first, this.block);
  }
  override commit(_ctx: RewriteContext, journal: CommitJournal): void {
    const moved = this.moved;
    if (moved === null || !journal.listening) return;
    const previous = { block: this.block, before: null };
    for (let i = moved.length - 1; i >= 0; i--) {
      const op = moved[i]!;
      journal.notify((listener) => listener.notifyOperationInserted?.(op, previous));
    }
  }
}

/** Shared by snapshots of ops with none of a kind (never mutated). */
const NONE: readonly never[] = Object.freeze([]);

/**
 * A pattern started modifying `op` in place; the snapshot restores it. Taken for every fold
 * attempt, so it copies only what the op has (most ops have no successors, properties or
 * discardable attributes) and a rollback rewrites only what differs.
 */
export class ModifyOperationRewrite extends IRRewrite {
  private readonly operands: readonly Value[];
  private readonly successors: readonly Block[];
  private readonly properties: readonly [string, Attribute][];
  private readonly attributes: readonly [string, Attribute][];
  private readonly resultTypes: readonly Type[];
  private readonly location: Location;

  constructor(readonly op: Operation) {
    super(RewriteKind.ModifyOperation);
    this.operands = op.numOperands === 0 ? NONE : op.operands;
    this.successors = op.numSuccessors === 0 ? NONE : op.successors;
    this.properties = op.hasProperties() ? [...op.properties] : NONE;
    this.attributes = op.hasDiscardableAttrs() ? op.getDiscardableAttrs() : NONE;
    this.resultTypes = op.numResults === 0 ? NONE : op.getResultTypes();
    this.location = op.location;
  }

  rollback(): void {
    const op = this.op;
    // Setting an operand or successor to what it holds already leaves its use list alone.
    op.setOperands(this.operands);
    for (let i = 0; i < this.successors.length; i++) op.setSuccessor(this.successors[i]!, i);
    if (op.hasProperties() || this.properties.length !== 0) {
      op.properties.clear();
      for (const [name, value] of this.properties) op.properties.set(name, value);
    }
    if (op.hasDiscardableAttrs() || this.attributes.length !== 0) {
      for (const [name] of op.getDiscardableAttrs()) op.removeDiscardableAttr(name);
      for (const [name, value] of this.attributes) op.setDiscardableAttr(name, value);
    }
    for (let i = 0; i < this.resultTypes.length; i++) op.getResult(i).type = this.resultTypes[i]!;
    op.location = this.location;
  }

  override commit(_ctx: RewriteContext, journal: CommitJournal): void {
    if (!journal.listening) return;
    const op = this.op;
    journal.notify((listener) => listener.notifyOperationModified?.(op));
  }
}

/**
 * A pattern replaced (or erased) `op`: its results are mapped to their replacements, and it stays
 * in place until the conversion commits, when its uses are redirected and it is erased.
 */
export class ReplaceOperationRewrite extends IRRewrite {
  constructor(
    readonly op: Operation,
    private readonly converter: TypeConverter | null,
    private readonly previous: readonly (MappedValues | undefined)[],
  ) {
    super(RewriteKind.ReplaceOperation);
  }

  rollback(ctx: RewriteContext): void {
    const results = this.op.results;
    for (let i = 0; i < results.length; i++) ctx.mapping.restore(results[i]!, this.previous[i]);
    if (!hasNestedOps(this.op)) ctx.replacedOps.delete(this.op);
    else for (const nested of opAndNested(this.op)) ctx.replacedOps.delete(nested);
  }

  override commit(ctx: RewriteContext, journal: CommitJournal): void {
    const op = this.op;
    const results = op.results;
    if (results.length === 0 && !journal.listening) {
      // An erased op without results (a terminator, mostly): nothing to redirect or tell.
      journal.unlink(op, false);
      return;
    }
    // All replacements are found (or built) before any use is redirected.
    const replacements: (Value | null)[] = new Array<Value | null>(results.length);
    let allReplaced = true;
    for (let i = 0; i < results.length; i++) {
      const replacement = ctx.findOrBuildReplacementValue(results[i]!, this.converter);
      replacements[i] = replacement;
      if (replacement === null) allReplaced = false;
    }
    if (allReplaced && journal.listening) notifyReplaced(journal, op, replacements as Value[]);
    for (let i = 0; i < results.length; i++) {
      const replacement = replacements[i];
      if (replacement != null) journal.redirectUses(results[i]!, replacement);
    }
    if (journal.listening) notifyErased(journal, op);
    // Unlinked now, destroyed at cleanup: rewrites committed later may still look at it.
    journal.unlink(op, false);
  }

  override cleanup(): void {
    destroyOp(this.op);
  }

  /**
   * {@link commit} and {@link cleanup} in one visit, for a final commit (no listener, no undo, and
   * no materialization can be needed, so the order of the redirects does not matter): a result
   * without uses needs no replacement looked up, and the op is destroyed without first being
   * unlinked on its own.
   */
  commitFinally(ctx: RewriteContext, journal: CommitJournal): void {
    const op = this.op;
    const results = op.results;
    for (let i = 0; i < results.length; i++) {
      const result = results[i]!;
      if (result.firstUse === null) continue;
      const replacement = ctx.findOrBuildReplacementValue(result, this.converter);
      if (replacement !== null) journal.redirectUses(result, replacement);
    }
    destroyOp(op);
  }
}

// The notifications of a replaced op are queued by these functions rather than by closures in its
// commit: a closure there would make every commit allocate a context for the values it captures,
// also when nobody listens (the usual case, once per replaced op).

function notifyReplaced(journal: CommitJournal, op: Operation, replacements: Value[]): void {
  journal.notify((listener) => listener.notifyOperationReplaced?.(op, replacements));
}

function notifyErased(journal: CommitJournal, op: Operation): void {
  journal.notify((listener) => {
    if (listener.notifyOperationErased)
      op.walk((nested) => listener.notifyOperationErased!(nested));
  });
}

/** A pattern erased `block`, which was in `region` before `before`; it is kept detached. */
export class EraseBlockRewrite extends IRRewrite {
  constructor(
    readonly block: Block,
    private readonly region: Region,
    private readonly before: Block | null,
  ) {
    super(RewriteKind.EraseBlock);
  }
  rollback(): void {
    this.region.insertAt(this.block, this.before);
  }
  override commit(_ctx: RewriteContext, journal: CommitJournal): void {
    if (!journal.listening) return;
    const block = this.block;
    journal.notify((listener) => listener.notifyBlockErased?.(block));
  }
  override cleanup(): void {
    destroyBlock(this.block);
  }
}

/** A pattern moved `block`, which was in `region` before `before`. */
export class MoveBlockRewrite extends IRRewrite {
  constructor(
    readonly block: Block,
    private readonly region: Region | null,
    private readonly before: Block | null,
  ) {
    super(RewriteKind.MoveBlock);
  }
  rollback(): void {
    this.block.remove();
    this.region?.insertAt(this.block, this.before);
  }
  override commit(_ctx: RewriteContext, journal: CommitJournal): void {
    if (!journal.listening) return;
    const { block, region, before } = this;
    journal.notify((listener) => listener.notifyBlockInserted?.(block, region, before));
  }
}

/**
 * `from` (a block argument, or any value a pattern replaced with `replaceAllUsesWith`) is mapped to
 * replacements; its uses are redirected when the conversion commits.
 */
export class ReplaceValueRewrite extends IRRewrite {
  constructor(
    readonly from: Value,
    private readonly converter: TypeConverter | null,
    private readonly previous: MappedValues | undefined,
  ) {
    super(RewriteKind.ReplaceValue);
  }
  rollback(ctx: RewriteContext): void {
    ctx.mapping.restore(this.from, this.previous);
  }
  override commit(ctx: RewriteContext, journal: CommitJournal): void {
    const replacement = ctx.findOrBuildReplacementValue(this.from, this.converter);
    if (replacement !== null) journal.redirectUses(this.from, replacement);
  }
}

/** A pattern redirected the successor operands `uses` from block `from` (done immediately). */
export class ReplaceBlockUsesRewrite extends IRRewrite {
  constructor(
    private readonly uses: readonly BlockOperand[],
    private readonly from: Block,
  ) {
    super(RewriteKind.ReplaceBlockUses);
  }
  rollback(): void {
    for (const use of this.uses) use.set(this.from);
  }
  override commit(_ctx: RewriteContext, journal: CommitJournal): void {
    if (!journal.listening) return;
    for (const use of this.uses) {
      const owner = use.owner;
      journal.notify((listener) => listener.notifyOperationModified?.(owner));
    }
  }
}

/** Which way an unresolved materialization casts (MLIR's `MaterializationKind`). */
export type UnresolvedKind = 'source' | 'target';

/**
 * The driver inserted `cast` (an `unrealized_conversion_cast`) where values must change type; it is
 * resolved with the type converter's materializations after the conversion commits.
 */
export class UnresolvedMaterializationRewrite extends IRRewrite {
  constructor(
    readonly cast: Operation,
    readonly kind: UnresolvedKind,
    readonly converter: TypeConverter | null,
    readonly originalType: Type | null,
    /** The value mapped to the cast's result (a dropped value materialized from nothing). */
    private readonly mapped: { value: Value; previous: MappedValues | undefined } | null,
  ) {
    super(RewriteKind.UnresolvedMaterialization);
  }
  rollback(ctx: RewriteContext): void {
    if (this.mapped !== null) ctx.mapping.restore(this.mapped.value, this.mapped.previous);
    ctx.forgetMaterialization(this.cast);
    destroyOp(this.cast);
  }
}
