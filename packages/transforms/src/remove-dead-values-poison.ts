import {
  type Attribute,
  OpBuilder,
  type Operation,
  parseAttribute,
  type Region,
  type RegionBranchModel,
  RegionBranchOpInterface,
  RegionBranchTerminatorOpInterface,
  type Value,
} from '@strata/ir-core';
import { startIndexOf } from './dataflow/liveness.js';

/**
 * Operands of region branch ops and of their region terminators that `remove-dead-values`
 * replaces with `ub.poison`, as MLIR 22 does: a forwarded operand goes when every input it flows
 * into (a region argument or a result of the region branch op) is dead, or when it is itself dead
 * (it then lies in code that never executes, whose ops go). The op keeps its shape; MLIR's
 * canonicalization of region branch ops is what drops the poisoned iteration arguments and
 * results afterwards.
 */
export class PoisonedOperands {
  /** For each op, the indices of its operands to poison, ascending. */
  readonly byOp = new Map<Operation, number[]>();

  constructor(root: Operation, isDead: (value: Value) => boolean) {
    const pending: Operation[] = [root];
    while (pending.length !== 0) {
      const op = pending.pop()!;
      const model = RegionBranchOpInterface.get(op);
      if (model !== null) this.collect(op, model, isDead);
      for (const region of op.regions)
        for (const block of region)
          for (let nested = block.firstOp; nested !== null; nested = nested.nextNode)
            pending.push(nested);
    }
  }

  has(op: Operation, index: number): boolean {
    const indices = this.byOp.get(op);
    return indices !== undefined && indices.includes(index);
  }

  /** The forwarded operands of `op` and of the terminators of its regions that go. */
  private collect(
    op: Operation,
    model: RegionBranchModel,
    isDead: (value: Value) => boolean,
  ): void {
    this.collectFor(op, op, null, model, isDead);
    for (const region of op.regions) {
      for (const block of region) {
        const terminator = block.back;
        if (terminator !== null && RegionBranchTerminatorOpInterface.get(terminator) !== null)
          this.collectFor(terminator, op, region, model, isDead);
      }
    }
  }

  /**
   * `user` is the region branch op `parent` itself (`from` null) or a terminator of its region
   * `from`: its operands forwarded along every successor edge, poisoned when all inputs they
   * reach are dead.
   */
  private collectFor(
    user: Operation,
    parent: Operation,
    from: Region | null,
    model: RegionBranchModel,
    isDead: (value: Value) => boolean,
  ): void {
    const unknown: (Attribute | null)[] = new Array<Attribute | null>(user.numOperands).fill(null);
    const terminatorModel = from === null ? null : RegionBranchTerminatorOpInterface.get(user)!;
    // Per operand: undefined when not forwarded, else whether every input it reaches is dead.
    const allDead: (boolean | undefined)[] = new Array<boolean | undefined>(user.numOperands);
    for (const successor of model.getSuccessorRegions(parent, from, unknown)) {
      const operands =
        terminatorModel === null
          ? model.getEntrySuccessorOperands(parent, successor.region)
          : terminatorModel.getSuccessorOperands(user, successor.region);
      const start = startIndexOf(user, operands);
      if (start < 0) continue;
      const count = Math.min(operands.length, successor.inputs.length);
      for (let i = 0; i < count; i++) {
        const index = start + i;
        allDead[index] = allDead[index] !== false && isDead(successor.inputs[i]!);
      }
    }
    const indices: number[] = [];
    for (let index = 0; index < user.numOperands; index++) {
      const dead = allDead[index];
      if (dead === undefined) continue;
      if (dead || isDead(user.getOperand(index))) indices.push(index);
    }
    if (indices.length !== 0) this.byOp.set(user, indices);
  }
}

/**
 * Replaces operand `indices` of `user` by `ub.poison` values made just before it (one per
 * operand, in order, each at the location of the value it replaces, as MLIR 22). Changes nothing
 * when the `ub` dialect is not available.
 */
export function poisonOperands(user: Operation, indices: readonly number[]): void {
  const context = user.context;
  const ub = context.getOrLoadDialect('ub');
  if (ub === undefined) return;
  const poison = parseAttribute('#ub.poison', context);
  if (poison === null) return;
  const builder = OpBuilder.before(user);
  for (const index of indices) {
    const value = user.getOperand(index);
    const op = ub.materializeConstant(builder, poison, value.type, value.location);
    if (op === null) return;
    user.setOperand(index, op.getResult(0));
  }
}
