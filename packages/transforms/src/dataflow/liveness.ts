import {
  type Block,
  BranchOpInterface,
  CallableOpInterface,
  CallOpInterface,
  type Operation,
  type RegionBranchModel,
  RegionBranchOpInterface,
  RegionBranchTerminatorOpInterface,
  ReturnLike,
  SuccessorOperands,
  type Value,
} from '@strata/ir-core';
import { type ConstantPropagationSolver, resolveCallable } from './constant-propagation.js';
import { EffectFreedomCache } from './effects.js';
import { AnalysisState, PointQueue } from './solver.js';

/** Whether a value is needed (MLIR's `Liveness` lattice): starts dead, can only turn live. */
class LivenessLattice extends AnalysisState {
  live = false;

  markLive(): boolean {
    if (this.live) return false;
    this.live = true;
    return true;
  }
}

/**
 * The position in `op`'s operands where `values` start, as a contiguous run; the last such run,
 * since the forwarded operands of the ops this serves (loops, calls, terminators) come last.
 */
export function startIndexOf(op: Operation, values: readonly Value[]): number {
  const operands = op.operands;
  for (let start = operands.length - values.length; start >= 0; start--) {
    let same = true;
    for (let i = 0; i < values.length && same; i++) same = operands[start + i] === values[i];
    if (same) return start;
  }
  return -1;
}

/**
 * MLIR's `LivenessAnalysis`, a backward sparse analysis run after dead-code analysis: a value is
 * live when it is an operand of an op with memory effects, returned from a function whose callers
 * are not all known, a non-forwarded operand of a CFG branch (as MLIR 22) or of a region branch
 * whose regions have effects, or is used to compute a live value (an op's operands are live when
 * any of its results is). Forwarded operands (branches, region branches, calls, returns) are live
 * when what they are forwarded to is. Ops in blocks that never execute are not looked at; values
 * never looked at have no state, which {@link getLiveness} reports as undefined.
 */
export class LivenessSolver {
  private readonly queue = new PointQueue();
  private readonly states = new Map<Value, LivenessLattice>();
  /** Effect-freedom of ops, remembered (the IR does not change while this solver is used). */
  readonly effects = new EffectFreedomCache();

  constructor(
    readonly top: Operation,
    private readonly deadCode: ConstantPropagationSolver,
  ) {}

  run(): void {
    // Within a block, later ops first: most liveness then flows without revisits.
    const pending: Operation[] = [this.top];
    while (pending.length !== 0) {
      const op = pending.pop()!;
      this.queue.enqueue(op);
      for (let r = op.regions.length - 1; r >= 0; r--) {
        for (let block = op.regions[r]!.lastBlock; block !== null; block = block.prevNode)
          for (let nested = block.firstOp; nested !== null; nested = nested.nextNode)
            pending.push(nested);
      }
    }
    for (let point = this.queue.pop(); point !== null; point = this.queue.pop())
      this.visitOperation(point as Operation);
  }

  /** True or false when the value was analysed; undefined when it never was. */
  getLiveness(value: Value): boolean | undefined {
    return this.states.get(value)?.live;
  }

  private state(value: Value): LivenessLattice {
    let state = this.states.get(value);
    if (state === undefined) this.states.set(value, (state = new LivenessLattice()));
    return state;
  }

  private markLive(value: Value): void {
    const state = this.state(value);
    if (state.markLive()) state.onUpdate(this.queue);
  }

  /** Whether `value` is live; `reader` is revisited when it turns live. */
  private read(value: Value, reader: Operation): boolean {
    const state = this.state(value);
    state.addDependent(reader);
    return state.live;
  }

  /** `operand` is live when `source` is. */
  private meet(operand: Value, source: Value, reader: Operation): void {
    if (this.read(source, reader)) this.markLive(operand);
  }

  private visitOperation(op: Operation): void {
    const block = op.parentBlock;
    if (block !== null && !this.deadCode.isBlockLive(block)) return;
    for (const operand of op.operands) this.state(operand);
    for (const result of op.results) this.read(result, op);

    const regionBranch = RegionBranchOpInterface.get(op);
    if (regionBranch !== null) {
      this.visitRegionEntry(op, regionBranch);
      return;
    }
    if (BranchOpInterface.get(op) !== null) {
      this.visitBranch(op);
      return;
    }
    const call = CallOpInterface.get(op);
    if (call !== null) {
      const callee = resolveCallable(op, call, this.deadCode.symbolTables);
      const callable = callee === null ? null : CallableOpInterface.get(callee);
      if (callable !== null) {
        this.visitCall(
          op,
          call.getArgOperands(op),
          callable.getCallableRegion(callee!)?.front ?? null,
        );
        return;
      }
    }
    const parent = op.getParentOp();
    if (parent !== null && RegionBranchTerminatorOpInterface.get(op) !== null) {
      const parentBranch = RegionBranchOpInterface.get(parent);
      if (parentBranch !== null) {
        this.visitRegionTerminator(op, parent, parentBranch);
        return;
      }
    }
    if (
      parent !== null &&
      op.hasTrait(ReturnLike.key) &&
      CallableOpInterface.get(parent) !== null
    ) {
      this.visitReturn(op, parent);
      return;
    }
    this.visitGeneric(op, op.operands, op);
  }

  /**
   * `operands` are live when `op` has effects or one of its results is live; `reader` is
   * revisited when a result turns live.
   */
  private visitGeneric(op: Operation, operands: readonly Value[], reader: Operation): void {
    let live = !this.effects.isMemoryEffectFree(op);
    for (const result of op.results) if (this.read(result, reader)) live = true;
    if (live) for (const operand of operands) this.markLive(operand);
  }

  /** Values forwarded into the regions of a region branch op; the others steer it. */
  private visitRegionEntry(op: Operation, model: RegionBranchModel): void {
    const unknown = new Array(op.numOperands).fill(null);
    const unaccounted = new Set<number>();
    for (let i = 0; i < op.numOperands; i++) unaccounted.add(i);
    for (const successor of model.getSuccessorRegions(op, null, unknown)) {
      const operands = model.getEntrySuccessorOperands(op, successor.region);
      const start = startIndexOf(op, operands);
      const count = Math.min(operands.length, successor.inputs.length);
      for (let i = 0; i < count; i++) {
        this.meet(operands[i]!, successor.inputs[i]!, op);
        unaccounted.delete(start + i);
      }
    }
    for (const index of unaccounted) this.visitBranchOperand(op, index);
  }

  /** Values forwarded to successor blocks; the others (conditions) steer the branch. */
  private visitBranch(op: Operation): void {
    const model = BranchOpInterface.get(op)!;
    const unaccounted = new Set<number>();
    for (let i = 0; i < op.numOperands; i++) unaccounted.add(i);
    for (let index = 0; index < op.numSuccessors; index++) {
      const operands = model.getSuccessorOperands(op, index);
      const forwarded = operands.forwardedOperands;
      if (forwarded.length === 0) continue;
      const start =
        operands instanceof SuccessorOperands
          ? operands.forwarded.start
          : startIndexOf(op, forwarded);
      const successor = op.getSuccessor(index);
      for (let k = 0; k < forwarded.length; k++) {
        unaccounted.delete(start + k);
        const position = operands.producedOperandCount + k;
        if (position < successor.numArguments)
          this.meet(forwarded[k]!, successor.getArgument(position), op);
      }
    }
    // MLIR 22 keeps the operands a branch does not forward (its condition) live.
    for (const index of unaccounted) this.markLive(op.getOperand(index));
  }

  /** Call arguments are live when the callee's entry arguments are; other operands always. */
  private visitCall(op: Operation, args: readonly Value[], entry: Block | null): void {
    if (entry === null) {
      for (const operand of op.operands) this.markLive(operand);
      return;
    }
    const start = startIndexOf(op, args);
    const count = Math.min(args.length, entry.numArguments);
    for (let i = 0; i < count; i++) this.meet(args[i]!, entry.getArgument(i), op);
    for (let i = 0; i < op.numOperands; i++)
      if (start < 0 || i < start || i >= start + count) this.markLive(op.getOperand(i));
  }

  /** A region terminator's forwarded operands are live when what receives them is. */
  private visitRegionTerminator(
    terminator: Operation,
    parent: Operation,
    model: RegionBranchModel,
  ): void {
    const unknown = new Array(terminator.numOperands).fill(null);
    const terminatorModel = RegionBranchTerminatorOpInterface.get(terminator)!;
    const unaccounted = new Set<number>();
    for (let i = 0; i < terminator.numOperands; i++) unaccounted.add(i);
    const from = terminator.getParentRegion();
    for (const successor of model.getSuccessorRegions(parent, from, unknown)) {
      const operands = terminatorModel.getSuccessorOperands(terminator, successor.region);
      const start = startIndexOf(terminator, operands);
      const count = Math.min(operands.length, successor.inputs.length);
      for (let i = 0; i < count; i++) {
        this.meet(operands[i]!, successor.inputs[i]!, terminator);
        unaccounted.delete(start + i);
      }
    }
    for (const index of unaccounted) this.visitBranchOperand(terminator, index);
  }

  /** Returned values are live when the matching results of a call site are, or always when the callers are not all known. */
  private visitReturn(op: Operation, callable: Operation): void {
    const callsites = this.deadCode.getKnownCallsites(callable);
    if (callsites === null) {
      for (const operand of op.operands) this.markLive(operand);
      return;
    }
    for (const call of callsites) {
      const count = Math.min(op.numOperands, call.numResults);
      for (let i = 0; i < count; i++) this.meet(op.getOperand(i), call.getResult(i), op);
    }
  }

  /**
   * A non-forwarded operand of a region branch op or of a region terminator (a condition): live
   * when a block of the (parent) region branch op holds an op with effects, or as an ordinary
   * operand of the op (and, for a terminator, of its parent).
   */
  private visitBranchOperand(op: Operation, index: number): void {
    const operand = op.getOperand(index);
    const isRegionBranch = RegionBranchOpInterface.get(op) !== null;
    const owner = isRegionBranch ? op : op.getParentOp()!;
    search: for (const region of owner.regions) {
      for (const block of region) {
        for (let nested = block.firstOp; nested !== null; nested = nested.nextNode) {
          if (!this.effects.isMemoryEffectFree(nested)) {
            this.markLive(operand);
            break search;
          }
        }
      }
    }
    this.visitGeneric(op, [operand], op);
    if (!isRegionBranch) this.visitGeneric(owner, [operand], op);
  }
}
