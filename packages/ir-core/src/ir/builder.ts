import type { Location } from '../attributes/location.js';
import type { MLIRContext } from '../context.js';
import type { Type } from '../types/type.js';
import { Block } from './block.js';
import type { BuilderListener } from './listener.js';
import { IRMapping } from './mapping.js';
import { Operation, type OperationState } from './operation.js';
import type { Region } from './region.js';
import type { Value } from './value.js';
import { walkOperations } from './walk.js';

/** The default argument lists of {@link OpBuilder.createBlock} (shared, never mutated). */
const NO_TYPES: readonly Type[] = Object.freeze([]);
const NO_LOCATIONS: readonly Location[] = Object.freeze([]);

/** Where a builder inserts: before `before` in `block`, or at the block's end when `before` is null. */
export interface InsertionPoint {
  readonly block: Block | null;
  readonly before: Operation | null;
}

/** An op class (or any factory) that describes an op to build: `OpBuilder.createOp` inserts it. */
export interface OpStateBuilder<A extends unknown[]> {
  build(location: Location, ...args: A): OperationState;
}

/**
 * Creates operations and blocks at an insertion point (MLIR's `OpBuilder`), telling its listener
 * about each insertion. The rewriters of the pattern, conversion and transform packages extend it.
 */
export class OpBuilder {
  private block: Block | null = null;
  private before: Operation | null = null;

  constructor(
    readonly context: MLIRContext,
    public listener: BuilderListener | null = null,
  ) {}

  /** A builder inserting before `op`. */
  static before(op: Operation, listener: BuilderListener | null = null): OpBuilder {
    const builder = new OpBuilder(op.context, listener);
    builder.setInsertionPoint(op);
    return builder;
  }

  static atBlockBegin(
    block: Block,
    context: MLIRContext,
    listener: BuilderListener | null = null,
  ): OpBuilder {
    const builder = new OpBuilder(context, listener);
    builder.setInsertionPointToStart(block);
    return builder;
  }

  static atBlockEnd(
    block: Block,
    context: MLIRContext,
    listener: BuilderListener | null = null,
  ): OpBuilder {
    const builder = new OpBuilder(context, listener);
    builder.setInsertionPointToEnd(block);
    return builder;
  }

  // ---- Insertion point --------------------------------------------------------------------------

  /** Inserts before `op`. */
  setInsertionPoint(op: Operation): void {
    this.block = op.parentBlock;
    this.before = op;
  }

  setInsertionPointAfter(op: Operation): void {
    this.block = op.parentBlock;
    this.before = op.nextNode;
  }

  /** Inserts right after the definition of `value` (at the start of its block for an argument). */
  setInsertionPointAfterValue(value: Value): void {
    const def = value.getDefiningOp();
    if (def !== null) this.setInsertionPointAfter(def);
    else this.setInsertionPointToStart(value.getParentBlock()!);
  }

  setInsertionPointToStart(block: Block): void {
    this.block = block;
    this.before = block.firstOp;
  }

  setInsertionPointToEnd(block: Block): void {
    this.block = block;
    this.before = null;
  }

  clearInsertionPoint(): void {
    this.block = null;
    this.before = null;
  }

  getInsertionBlock(): Block | null {
    return this.block;
  }

  /** The op new ops are inserted before; null means the end of the insertion block. */
  getInsertionPoint(): Operation | null {
    return this.before;
  }

  saveInsertionPoint(): InsertionPoint {
    return { block: this.block, before: this.before };
  }

  restoreInsertionPoint(point: InsertionPoint): void {
    this.block = point.block;
    this.before = point.before;
  }

  /** Runs `body` and restores the insertion point afterwards, even if `body` throws (MLIR's `InsertionGuard`). */
  withInsertionGuard<T>(body: () => T): T {
    const guard = new InsertionGuard(this);
    try {
      return body();
    } finally {
      guard.restore();
    }
  }

  // ---- Creation ---------------------------------------------------------------------------------

  /** Inserts `op` (which is in no block) at the insertion point, if there is one, and notifies (always, as MLIR). */
  insert<T extends Operation>(op: T): T {
    let block = this.block;
    if (block !== null) {
      const before = this.before;
      // The point is "before this op": if the op moved since (splitBlock moves a block's tail), the
      // point moves with it rather than pairing a block with an op that is no longer in it.
      if (before !== null && before.parentBlock !== block) {
        block = this.block = before.parentBlock;
        if (block === null) {
          throw new Error(
            'OpBuilder.insert: the insertion point is before an op that is no longer in a block',
          );
        }
      }
      block.insertAt(op, before);
    }
    this.listener?.notifyOperationInserted?.(op, null);
    return op;
  }

  /** Creates an op from a state and inserts it. */
  create(state: OperationState): Operation {
    return this.insert(Operation.create(state));
  }

  /**
   * Creates an op from what `opClass.build(location, ...args)` describes, and inserts it; typed as
   * an instance of `opClass` when it is an op class (which `Operation.create` instantiates).
   */
  createOp<A extends unknown[], T extends Operation = Operation>(
    opClass: OpStateBuilder<A> & { prototype?: T },
    location: Location,
    ...args: A
  ): T {
    return this.create(opClass.build(location, ...args)) as T;
  }

  /**
   * Adds a block with arguments of `argTypes` to `region` before `before` (at the end when null),
   * moves the insertion point to its end, notifies, and returns it.
   */
  createBlock(
    region: Region,
    before: Block | null = null,
    argTypes: readonly Type[] = NO_TYPES,
    argLocations: readonly Location[] = NO_LOCATIONS,
  ): Block {
    const block = new Block();
    // Most created blocks (split tails) have no arguments: no arrays for them.
    if (argTypes.length !== 0 || argLocations.length !== 0)
      block.addArguments(argTypes, argLocations);
    region.insertAt(block, before);
    this.setInsertionPointToEnd(block);
    this.listener?.notifyBlockInserted?.(block, null, null);
    return block;
  }

  /** Clones `op`, inserts the clone, and notifies for it and for every block and op nested in it. */
  clone<T extends Operation>(op: T, mapping: IRMapping = new IRMapping()): T {
    const copy = this.insert(op.clone(mapping) as T);
    const listener = this.listener;
    if (listener !== null && copy.regions.length !== 0) {
      walkOperations(
        copy,
        (nested) => {
          for (const region of nested.regions)
            for (const block of region) listener.notifyBlockInserted?.(block, null, null);
          if (nested !== copy) listener.notifyOperationInserted?.(nested, null);
        },
        'pre',
      );
    }
    return copy;
  }
}

/** Saves a builder's insertion point; {@link restore} puts it back (MLIR's `InsertionGuard`). */
export class InsertionGuard {
  private readonly saved: InsertionPoint;

  constructor(private readonly builder: OpBuilder) {
    this.saved = builder.saveInsertionPoint();
  }

  restore(): void {
    this.builder.restoreInsertionPoint(this.saved);
  }
}
