import type { Attribute, Block, Dialect, Operation, Value } from '@strata/ir-core';
import { AnalysisState, type PointQueue } from './solver.js';

/**
 * The constant a value may hold (MLIR's `ConstantValue`): uninitialized (nothing known yet: the
 * optimistic start), a constant attribute together with the dialect that can materialize it, or
 * unknown (`attr` null: not a single constant).
 */
export class ConstantValue {
  static readonly unknown = new ConstantValue(null, undefined);

  constructor(
    readonly attr: Attribute | null,
    readonly dialect: Dialect | undefined,
  ) {}
}

/**
 * The constant-value lattice of one SSA value. Its users are revisited when it changes, as are
 * the points that read it explicitly (block arguments fed by it, call results, region results).
 */
export class ConstantLattice extends AnalysisState {
  /** Undefined while uninitialized. */
  value: ConstantValue | undefined = undefined;

  constructor(readonly anchor: Value) {
    super();
  }

  /** Joins `other` in; answers whether the value changed. Different constants join to unknown. */
  join(other: ConstantValue | undefined): boolean {
    if (other === undefined || this.value === ConstantValue.unknown) return false;
    if (this.value === undefined) {
      this.value = other;
      return true;
    }
    if (this.value.attr === other.attr) return false;
    this.value = ConstantValue.unknown;
    return true;
  }

  override onUpdate(queue: PointQueue): void {
    super.onUpdate(queue);
    for (const use of this.anchor.uses) queue.enqueue(use.owner);
  }
}

/** Whether a block, or a CFG edge into a block, may execute (MLIR's `Executable`). */
export class Executable extends AnalysisState {
  live = false;

  /**
   * `block` is the block itself, or the destination of the edge this state is about. A block
   * turning live revisits the block and every op in it; an edge revisits its destination.
   */
  constructor(
    readonly block: Block,
    readonly isEdge: boolean,
  ) {
    super();
  }

  setToLive(): boolean {
    if (this.live) return false;
    this.live = true;
    return true;
  }

  override onUpdate(queue: PointQueue): void {
    super.onUpdate(queue);
    queue.enqueue(this.block);
    if (this.isEdge) return;
    for (let op = this.block.firstOp; op !== null; op = op.nextNode) queue.enqueue(op);
  }
}

/**
 * The ops control can come from (MLIR's `PredecessorState`): call sites of a callable, return
 * ops of a call, or the branch points entering a region or returning to a region branch op, each
 * with the values that receive what it forwards. `allKnown` false: there may be others.
 */
export class PredecessorState extends AnalysisState {
  allKnown = true;
  readonly known: Operation[] = [];
  private readonly knownSet = new Set<Operation>();
  private readonly inputs = new Map<Operation, readonly Value[]>();

  setHasUnknownPredecessors(): boolean {
    if (!this.allKnown) return false;
    this.allKnown = false;
    return true;
  }

  /** Adds `predecessor`; `inputs`, when not empty, are the values it forwards to. */
  join(predecessor: Operation, inputs: readonly Value[] = []): boolean {
    let changed = false;
    if (!this.knownSet.has(predecessor)) {
      this.knownSet.add(predecessor);
      this.known.push(predecessor);
      changed = true;
    }
    if (inputs.length !== 0) {
      const current = this.inputs.get(predecessor);
      if (current === undefined || !sameValues(current, inputs)) {
        this.inputs.set(predecessor, inputs);
        changed = true;
      }
    }
    return changed;
  }

  /** The values `predecessor` forwards to (empty when none were recorded). */
  successorInputs(predecessor: Operation): readonly Value[] {
    return this.inputs.get(predecessor) ?? [];
  }
}

function sameValues(a: readonly Value[], b: readonly Value[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
