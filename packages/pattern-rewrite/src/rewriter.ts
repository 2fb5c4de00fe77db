import {
  Block,
  type Location,
  OpBuilder,
  type OpOperand,
  Operation,
  type OperationState,
  type Region,
  type RewriterListener,
  type Value,
  type Attribute,
  type MLIRContext,
} from '@strata/ir-core';
import { resultsUnused } from './op-uses.js';
import { erasureOrder } from './region-traversal.js';

/** What an in-place modification may change, saved so that it can be cancelled. */
interface OpSnapshot {
  readonly operands: Value[];
  readonly successors: Block[];
  readonly properties: [string, Attribute][];
  readonly attributes: [string, Attribute][];
  readonly location: Location;
}

/** An op class (or any factory) with a `build(location, ...args)` describing a new op. */
export interface OpFactory<T extends Operation, A extends unknown[]> {
  new (state: OperationState): T;
  build(location: Location, ...args: A): OperationState;
}

/**
 * A rewriter listener that takes the tail of a split block as one move (see
 * {@link PatternRewriter.splitBlock}). A listener without the method is told of each moved op.
 */
export interface SplitBlockListener extends RewriterListener {
  /** Every op of `tail` was just moved, in order and in one step, from the end of `block`. */
  notifyBlockSplit?(block: Block, tail: Block): void;
}

/** Moves `first` and every op after it in its block to the end of `dest`, in one splice. */
export function moveOpsToEnd(first: Operation, dest: Block): void {
  first.parentBlock!.opList.spliceTailInto(first, dest.opList);
  for (let op: Operation | null = first; op !== null; op = op.nextNode) op.parentBlock = dest;
  dest.invalidateOpOrder();
}

/**
 * MLIR's `RewriterBase` + `PatternRewriter`: an {@link OpBuilder} whose every mutation is reported
 * to its listener, which is how drivers keep their state (worklists, undo logs, handles) in step
 * with what patterns do. Patterns must mutate IR only through these methods.
 */
export class PatternRewriter extends OpBuilder {
  declare listener: SplitBlockListener | null;
  private readonly pending = new Map<Operation, OpSnapshot>();
  /**
   * Set by {@link PatternApplicator} to a number of its own for each op it tries patterns on, and
   * back when it is done; 0 outside. A pattern that fails leaves the IR as it was, so what one
   * pattern computed about the op stays true for the later ones of the same run (while this
   * number is unchanged): patterns sharing an analysis may keep it for that long.
   */
  applyRun = 0;

  constructor(context: MLIRContext, listener: RewriterListener | null = null) {
    super(context, listener);
  }

  // ---- Erasure ----------------------------------------------------------------------------------

  /**
   * Erases `op`, whose results must have no uses left, and everything nested in it. With a
   * listener, nested ops and blocks are erased one by one (users before definitions) and each is
   * reported, so the listener sees consistent IR at every notification.
   */
  eraseOp(op: Operation): void {
    if (!resultsUnused(op)) throw new Error(`eraseOp: '${op.name.identifier}' still has uses`);
    const listener = this.listener;
    if (listener === null) {
      op.erase();
      return;
    }
    if (op.regions.length === 0) {
      // Nothing nested to order: the common case, without building the erasure order (and with
      // no use to drop: nothing nested can hold one, and the op's own were checked above).
      listener.notifyOperationErased?.(op);
      op.erase();
      return;
    }
    const order = erasureOrder(op);
    for (let i = 0; i < order.length; i++) {
      const item = order[i]!;
      if (item instanceof Operation) {
        listener.notifyOperationErased?.(item);
        // Graph regions may hold use cycles; drop what is left before erasing.
        item.dropAllUses();
        item.erase();
      } else {
        this.eraseEmptyBlock(item, listener);
      }
    }
  }

  /** Erases `block`, which must have no predecessors left, and its ops (last first). */
  eraseBlock(block: Block): void {
    if (block.firstUse !== null)
      throw new Error('eraseBlock: the block is still a successor of some terminator');
    const listener = this.listener;
    for (let op = block.lastOp; op !== null;) {
      const prev = op.prevNode;
      this.eraseOp(op);
      op = prev;
    }
    if (listener !== null) this.eraseEmptyBlock(block, listener);
    else block.erase();
  }

  private eraseEmptyBlock(block: Block, listener: RewriterListener): void {
    const args = block.arguments;
    for (let i = 0; i < args.length; i++) args[i]!.dropAllUses();
    while (block.firstUse !== null) block.firstUse.drop();
    listener.notifyBlockErased?.(block);
    block.erase();
  }

  // ---- Replacement ------------------------------------------------------------------------------

  /** Replaces the results of `op` with `replacement` (values, or another op's results) and erases `op`. */
  replaceOp(op: Operation, replacement: readonly Value[] | Operation): void {
    const values = replacement instanceof Operation ? replacement.results : replacement;
    if (values.length !== op.numResults) {
      throw new RangeError(
        `replaceOp: '${op.name.identifier}' has ${op.numResults} results, given ${values.length} replacements`,
      );
    }
    this.listener?.notifyOperationReplaced?.(op, replacement);
    this.replaceAllOpUsesWith(op, values);
    this.eraseOp(op);
  }

  /**
   * Builds a new op with `factory.build(op.location, ...args)` at the insertion point (which the
   * applicator sets before `op`), replaces `op` with it, and returns it (MLIR's
   * `replaceOpWithNewOp<OpTy>(op, args...)`).
   */
  replaceOpWithNewOp<T extends Operation, A extends unknown[]>(
    op: Operation,
    factory: OpFactory<T, A>,
    ...args: A
  ): T {
    const created = this.create(factory.build(op.location, ...args)) as T;
    this.replaceOp(op, created);
    return created;
  }

  /** Replaces every use of each result of `op` with the value at the same position. */
  replaceAllOpUsesWith(op: Operation, values: readonly Value[] | Operation): void {
    const replacements = values instanceof Operation ? values.results : values;
    if (replacements.length !== op.numResults) {
      throw new RangeError(
        `replaceAllOpUsesWith: '${op.name.identifier}' has ${op.numResults} results, given ${replacements.length}`,
      );
    }
    for (let i = 0; i < replacements.length; i++)
      this.replaceAllUsesWith(op.getResult(i), replacements[i]!);
  }

  /** Makes every use of `from` use `to`; each user is reported as modified. */
  replaceAllUsesWith(from: Value, to: Value): void;
  replaceAllUsesWith(from: Block, to: Block): void;
  replaceAllUsesWith(from: Value | Block, to: Value | Block): void {
    if (from === to) return;
    const listener = this.listener;
    for (let use = from.firstUse; use !== null;) {
      const next = use.nextUse;
      (use as { set(v: Value | Block): void }).set(to);
      listener?.notifyOperationModified?.(use.owner);
      use = next as typeof use;
    }
  }

  /**
   * Replaces the uses of `from` for which `shouldReplace` answers true; answers whether every use
   * was replaced.
   */
  replaceUsesWithIf(from: Value, to: Value, shouldReplace: (use: OpOperand) => boolean): boolean {
    if (from === to) return from.useEmpty();
    let all = true;
    for (let use = from.firstUse; use !== null;) {
      const next = use.nextUse;
      if (shouldReplace(use)) {
        use.set(to);
        this.listener?.notifyOperationModified?.(use.owner);
      } else {
        all = false;
      }
      use = next;
    }
    return all;
  }

  /** Replaces every use of `from` except those owned by `excepted` (MLIR's `replaceAllUsesExcept`). */
  replaceAllUsesExcept(from: Value, to: Value, excepted: Operation | ReadonlySet<Operation>): void {
    const skip = excepted instanceof Operation ? new Set([excepted]) : excepted;
    this.replaceUsesWithIf(from, to, (use) => !skip.has(use.owner));
  }

  // ---- In-place modification ---------------------------------------------------------------------

  /**
   * Begins an in-place change of `op` (operands, attributes, properties, successors, location).
   * End it with {@link finalizeOpModification} or undo it with {@link cancelOpModification}.
   */
  startOpModification(op: Operation): void {
    if (this.pending.has(op)) return;
    const attributes = op.getDiscardableAttrs();
    this.pending.set(op, {
      operands: op.operands,
      successors: op.successors,
      properties: [...op.properties],
      attributes,
      location: op.location,
    });
  }

  /** Ends an in-place change of `op` and reports it to the listener. */
  finalizeOpModification(op: Operation): void {
    this.pending.delete(op);
    this.listener?.notifyOperationModified?.(op);
  }

  /**
   * Abandons an in-place change of `op`: what {@link startOpModification} saved is put back
   * (operands, successors, attributes, properties, location) and nothing is reported.
   */
  cancelOpModification(op: Operation): void {
    const saved = this.pending.get(op);
    if (saved === undefined)
      throw new Error(
        `cancelOpModification: no modification of '${op.name.identifier}' was started`,
      );
    this.pending.delete(op);
    op.setOperands(saved.operands);
    saved.successors.forEach((block, i) => op.setSuccessor(block, i));
    op.properties.clear();
    for (const [name, value] of saved.properties) op.properties.set(name, value);
    for (const [name] of op.getDiscardableAttrs()) op.removeDiscardableAttr(name);
    for (const [name, value] of saved.attributes) op.setDiscardableAttr(name, value);
    op.location = saved.location;
  }

  /** Runs `change` as an in-place modification of `op` and reports it (MLIR's `modifyOpInPlace`). */
  modifyOpInPlace<T>(op: Operation, change: () => T): T {
    // Nothing can cancel a change made here, so the snapshot taken for cancelOpModification (a
    // copy of the operands, successors and attributes, for every modification a pattern makes)
    // is skipped, unless a subclass records modifications itself.
    if (this.startOpModification !== snapshotOnlyStart) this.startOpModification(op);
    const result = change();
    this.finalizeOpModification(op);
    return result;
  }

  // ---- Moving blocks and ops ------------------------------------------------------------------------

  /** Moves `op` before `dest` (an op), or into block `dest` before `before` (its end when null). */
  moveOpBefore(op: Operation, dest: Operation | Block, before: Operation | null = null): void {
    const block = dest instanceof Block ? dest : dest.parentBlock;
    if (block === null) throw new Error('moveOpBefore: the destination op is not in a block');
    const anchor = dest instanceof Block ? before : dest;
    const previous =
      op.parentBlock === null ? null : { block: op.parentBlock, before: op.nextNode };
    op.remove();
    block.insertAt(op, anchor);
    this.listener?.notifyOperationInserted?.(op, previous);
  }

  /** Moves `op` right after `existing`. */
  moveOpAfter(op: Operation, existing: Operation): void {
    const block = existing.parentBlock;
    if (block === null) throw new Error('moveOpAfter: the destination op is not in a block');
    this.moveOpBefore(op, block, existing.nextNode === op ? op.nextNode : existing.nextNode);
  }

  /** Moves `block` into `region` before `before` (at the end when null). */
  moveBlockBefore(block: Block, region: Region, before: Block | null = null): void {
    const previousRegion = block.parent;
    const previousBefore = block.nextNode;
    block.remove();
    region.insertAt(block, before);
    this.listener?.notifyBlockInserted?.(block, previousRegion, previousBefore);
  }

  /** Moves every block of `region` into `parent` before `before` (at the end when null). */
  inlineRegionBefore(region: Region, parent: Region, before: Block | null = null): void {
    while (region.firstBlock !== null) this.moveBlockBefore(region.firstBlock, parent, before);
  }

  /**
   * Moves the ops of `source` into `dest` before `before` (its end when null), replacing the uses
   * of `source`'s arguments with `argValues`, then erases `source`, which must have no predecessors.
   */
  inlineBlockBefore(
    source: Block,
    dest: Block,
    before: Operation | null,
    argValues: readonly Value[] = [],
  ): void {
    if (argValues.length !== source.numArguments) {
      throw new RangeError(
        `inlineBlockBefore: the block has ${source.numArguments} arguments, given ${argValues.length} values`,
      );
    }
    if (source.firstUse !== null)
      throw new Error('inlineBlockBefore: the inlined block still has predecessors');
    for (let i = 0; i < argValues.length; i++)
      this.replaceAllUsesWith(source.getArgument(i), argValues[i]!);
    while (source.firstOp !== null) this.moveOpBefore(source.firstOp, dest, before);
    if (this.getInsertionBlock() === source)
      this.restoreInsertionPoint({ block: dest, before: this.getInsertionPoint() });
    this.eraseBlock(source);
  }

  /** Appends the ops of `source` to `dest` (MLIR's `mergeBlocks`); see {@link inlineBlockBefore}. */
  mergeBlocks(source: Block, dest: Block, argValues: readonly Value[] = []): void {
    this.inlineBlockBefore(source, dest, null, argValues);
  }

  /**
   * Splits `block` before `before` (an op of it, or null for its end): the ops from `before` on move
   * to a new block inserted right after, which is returned. Without a listener, or with one that
   * takes a split in one step ({@link SplitBlockListener}), the ops move in one splice; any other
   * listener is told of each op moved (last first), as MLIR's rewriter does.
   */
  splitBlock(block: Block, before: Operation | null): Block {
    const region = block.parent;
    if (region === null) throw new Error('splitBlock: the block is not in a region');
    if (before !== null && before.parentBlock !== block)
      throw new Error('splitBlock: the split point is not in the block');
    // As createBlock, but the insertion point stays where it is (no saved copy of it per split).
    const tail = new Block();
    region.insertAt(tail, block.nextNode);
    this.listener?.notifyBlockInserted?.(tail, null, null);
    if (before === null) return tail;
    const listener = this.listener;
    if (listener === null || listener.notifyBlockSplit !== undefined) {
      moveOpsToEnd(before, tail);
      listener?.notifyBlockSplit?.(block, tail);
      return tail;
    }
    for (;;) {
      const last = block.lastOp!;
      this.moveOpBefore(last, tail, tail.firstOp);
      if (last === before) break;
    }
    return tail;
  }

  // ---- Match failure --------------------------------------------------------------------------------

  /**
   * Reports why a pattern did not match (shown by the driver's debug log) and answers false, so a
   * pattern can `return rewriter.notifyMatchFailure(op, 'reason')`.
   */
  notifyMatchFailure(where: Operation | Location, reason: string | (() => string)): false {
    const listener = this.listener;
    if (listener?.notifyMatchFailure) {
      const location = where instanceof Operation ? where.location : where;
      listener.notifyMatchFailure(location, typeof reason === 'function' ? reason() : reason);
    }
    return false;
  }
}

/** The base class's {@link PatternRewriter.startOpModification}, which only snapshots for a cancel. */
const snapshotOnlyStart = PatternRewriter.prototype.startOpModification;
