import type { Block, Operation } from '@strata/ir-core';

/**
 * The core of a small data-flow solver (MLIR's `DataFlowSolver`, reduced to what Strata's
 * analyses need): program points are ops and blocks; analysis states record which points read
 * them, and a change to a state puts those points back on a worklist. Analyses run their transfer
 * function on each point popped until the worklist is empty, which is a fixpoint when the
 * transfer functions are monotone. Nothing recurses, so IR depth does not matter.
 */
export type ProgramPoint = Operation | Block;

/** The worklist of points to (re)visit; a point is queued at most once at a time. */
export class PointQueue {
  private readonly items: ProgramPoint[] = [];
  private head = 0;
  private readonly queued = new Set<ProgramPoint>();

  enqueue(point: ProgramPoint): void {
    if (this.queued.has(point)) return;
    this.queued.add(point);
    this.items.push(point);
  }

  /** The oldest queued point, or null when none is left. */
  pop(): ProgramPoint | null {
    if (this.head === this.items.length) return null;
    const point = this.items[this.head++]!;
    this.queued.delete(point);
    // Drop the consumed prefix now and then, so the array does not grow without bound.
    if (this.head > 1024 && this.head * 2 > this.items.length) {
      this.items.splice(0, this.head);
      this.head = 0;
    }
    return point;
  }
}

/**
 * A piece of analysis information attached to a value, block, edge or op (MLIR's
 * `AnalysisState`). Points that read it are recorded with {@link addDependent} and revisited when
 * it changes; subclasses revisit more (the users of a value, the ops of a block).
 */
export abstract class AnalysisState {
  private dependents: ProgramPoint[] | null = null;
  private dependentSet: Set<ProgramPoint> | null = null;

  /** Revisit `point` whenever this state changes. */
  addDependent(point: ProgramPoint): void {
    if (this.dependentSet === null) {
      this.dependentSet = new Set();
      this.dependents = [];
    }
    if (this.dependentSet.has(point)) return;
    this.dependentSet.add(point);
    this.dependents!.push(point);
  }

  /** Queues the points affected by a change of this state. */
  onUpdate(queue: PointQueue): void {
    if (this.dependents !== null) for (const point of this.dependents) queue.enqueue(point);
  }
}
