import {
  type Attribute,
  type Block,
  type BlockOperand,
  type Location,
  type Operation,
  type Region,
  type RewriterListener,
  type Type,
  type Value,
} from '@strata/ir-core';
import type { TypeConverter } from '@strata/type-conversion';
import type { ValueMapping } from './value-mapping.js';

/** What rewrites need from the conversion while they commit or roll back. */
export interface RewriteContext {
  readonly mapping: ValueMapping;
  readonly replacedOps: Set<Operation>;
  readonly userListener: RewriterListener | null;
  /** The value that stands for `value` once the conversion commits (null: it is dead). */
  findOrBuildReplacementValue(value: Value, converter: TypeConverter | null): Value | null;
  /** Forgets an unresolved materialization that is being rolled back. */
  forgetMaterialization(cast: Operation): void;
}

/**
 * One entry of the conversion's undo log (MLIR's `IRRewrite`): a change made to the IR, or recorded
 * to be made, by a pattern. A failed pattern rolls its entries back, last first; a successful
 * conversion commits them all, in order, then cleans up (erases what was only unlinked).
 */
export abstract class IRRewrite {
  abstract rollback(ctx: RewriteContext): void;
  commit(ctx: RewriteContext): void {
    void ctx;
  }
  cleanup(): void {}
}

/** Unlinks and destroys `op` and everything in it, whatever uses remain inside the dying IR. */
function destroy(op: Operation): void {
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

/** Erases the ops of `block` and then the block itself (it is detached already or is dropped). */
function destroyBlock(block: Block): void {
  for (let op = block.lastOp; op !== null; op = block.lastOp) destroy(op);
  for (const arg of block.arguments) arg.dropAllUses();
  while (block.firstUse !== null) block.firstUse.drop();
  if (block.parent !== null) block.remove();
}

/** Makes the uses of `from` use `to`, telling the listener about each user. */
function redirectUses(from: Value, to: Value, listener: RewriterListener | null): void {
  if (from === to) return;
  for (let use = from.firstUse; use !== null;) {
    const next = use.nextUse;
    use.set(to);
    listener?.notifyOperationModified?.(use.owner);
    use = next;
  }
}

/** A pattern created `op`. */
export class CreateOperationRewrite extends IRRewrite {
  constructor(readonly op: Operation) {
    super();
  }
  rollback(): void {
    destroy(this.op);
  }
  override commit(ctx: RewriteContext): void {
    ctx.userListener?.notifyOperationInserted?.(this.op, null);
  }
}

/** A pattern moved `op`, which was in `block` before `before`. */
export class MoveOperationRewrite extends IRRewrite {
  constructor(
    readonly op: Operation,
    private readonly block: Block,
    private readonly before: Operation | null,
  ) {
    super();
  }
  rollback(): void {
    this.op.remove();
    this.block.insertAt(this.op, this.before);
  }
  override commit(ctx: RewriteContext): void {
    ctx.userListener?.notifyOperationInserted?.(this.op, {
      block: this.block,
      before: this.before,
    });
  }
}

/** What an in-place modification may change. */
interface OpSnapshot {
  readonly operands: Value[];
  readonly successors: Block[];
  readonly properties: [string, Attribute][];
  readonly attributes: [string, Attribute][];
  readonly resultTypes: Type[];
  readonly location: Location;
}

/** A pattern started modifying `op` in place; the snapshot restores it. */
export class ModifyOperationRewrite extends IRRewrite {
  private readonly saved: OpSnapshot;

  constructor(readonly op: Operation) {
    super();
    this.saved = {
      operands: op.operands,
      successors: op.successors,
      properties: [...op.properties],
      attributes: op.getDiscardableAttrs(),
      resultTypes: op.getResultTypes(),
      location: op.location,
    };
  }

  rollback(): void {
    const { op, saved } = this;
    op.setOperands(saved.operands);
    saved.successors.forEach((block, i) => op.setSuccessor(block, i));
    op.properties.clear();
    for (const [name, value] of saved.properties) op.properties.set(name, value);
    for (const [name] of op.getDiscardableAttrs()) op.removeDiscardableAttr(name);
    for (const [name, value] of saved.attributes) op.setDiscardableAttr(name, value);
    saved.resultTypes.forEach((type, i) => (op.getResult(i).type = type));
    op.location = saved.location;
  }

  override commit(ctx: RewriteContext): void {
    ctx.userListener?.notifyOperationModified?.(this.op);
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
    private readonly previous: (readonly Value[] | undefined)[],
  ) {
    super();
  }

  rollback(ctx: RewriteContext): void {
    this.op.results.forEach((result, i) => ctx.mapping.restore(result, this.previous[i]));
    this.op.walk((nested) => void ctx.replacedOps.delete(nested));
  }

  override commit(ctx: RewriteContext): void {
    const op = this.op;
    const replacements = op.results.map((result) =>
      ctx.findOrBuildReplacementValue(result, this.converter),
    );
    if (ctx.userListener?.notifyOperationReplaced && replacements.every((v) => v !== null))
      ctx.userListener.notifyOperationReplaced(op, replacements as Value[]);
    op.results.forEach((result, i) => {
      const replacement = replacements[i];
      if (replacement != null) redirectUses(result, replacement, ctx.userListener);
    });
    if (ctx.userListener?.notifyOperationErased) {
      const erased = ctx.userListener.notifyOperationErased.bind(ctx.userListener);
      op.walk(erased);
    }
    // Unlinked now, destroyed at cleanup: rewrites committed later may still look at it.
    op.remove();
  }

  override cleanup(): void {
    destroy(this.op);
  }
}

/** A pattern erased `block`, which was in `region` before `before`; it is kept detached. */
export class EraseBlockRewrite extends IRRewrite {
  constructor(
    readonly block: Block,
    private readonly region: Region,
    private readonly before: Block | null,
  ) {
    super();
  }
  rollback(): void {
    this.region.insertAt(this.block, this.before);
  }
  override commit(ctx: RewriteContext): void {
    ctx.userListener?.notifyBlockErased?.(this.block);
  }
  override cleanup(): void {
    destroyBlock(this.block);
  }
}

/** A pattern created `block`. */
export class CreateBlockRewrite extends IRRewrite {
  constructor(readonly block: Block) {
    super();
  }
  rollback(): void {
    destroyBlock(this.block);
  }
  override commit(ctx: RewriteContext): void {
    ctx.userListener?.notifyBlockInserted?.(this.block, null, null);
  }
}

/** A pattern moved `block`, which was in `region` before `before`. */
export class MoveBlockRewrite extends IRRewrite {
  constructor(
    readonly block: Block,
    private readonly region: Region | null,
    private readonly before: Block | null,
  ) {
    super();
  }
  rollback(): void {
    this.block.remove();
    this.region?.insertAt(this.block, this.before);
  }
  override commit(ctx: RewriteContext): void {
    ctx.userListener?.notifyBlockInserted?.(this.block, this.region, this.before);
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
    private readonly previous: readonly Value[] | undefined,
  ) {
    super();
  }
  rollback(ctx: RewriteContext): void {
    ctx.mapping.restore(this.from, this.previous);
  }
  override commit(ctx: RewriteContext): void {
    const replacement = ctx.findOrBuildReplacementValue(this.from, this.converter);
    if (replacement !== null) redirectUses(this.from, replacement, ctx.userListener);
  }
}

/** A pattern redirected the successor operands `uses` from block `from` (done immediately). */
export class ReplaceBlockUsesRewrite extends IRRewrite {
  constructor(
    private readonly uses: readonly BlockOperand[],
    private readonly from: Block,
  ) {
    super();
  }
  rollback(): void {
    for (const use of this.uses) use.set(this.from);
  }
  override commit(ctx: RewriteContext): void {
    for (const use of this.uses) ctx.userListener?.notifyOperationModified?.(use.owner);
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
    private readonly mapped: { value: Value; previous: readonly Value[] | undefined } | null,
  ) {
    super();
  }
  rollback(ctx: RewriteContext): void {
    if (this.mapped !== null) ctx.mapping.restore(this.mapped.value, this.mapped.previous);
    ctx.forgetMaterialization(this.cast);
    destroy(this.cast);
  }
}
