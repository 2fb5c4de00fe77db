import {
  ArrayAttr,
  type Block,
  type BlockOperand,
  BranchOpInterface,
  CallOpInterface,
  CoreTraits,
  FunctionOpInterface,
  FunctionType,
  getEditableSuccessorOperands,
  Operation,
  RegionBranchOpInterface,
  RegionBranchTerminatorOpInterface,
  ReturnLike,
  type SuccessorOperands,
  SymbolTable,
  TypeAttr,
  type Value,
} from '@strata/ir-core';
import { Pass } from '@strata/pass';
import { applyOpPatternsGreedily, FrozenRewritePatternSet } from '@strata/pattern-rewrite';
import * as z from 'zod/mini';
import { collectCanonicalizationPatterns } from './canonicalize.js';
import { ConstantPropagationSolver, symbolVisibilityOf } from './dataflow/constant-propagation.js';
import { LivenessSolver } from './dataflow/liveness.js';
import { PoisonedOperands, poisonOperands } from './remove-dead-values-poison.js';

/** What one private function loses: argument and result positions, and its call sites. */
interface FunctionCleanup {
  readonly func: Operation;
  readonly calls: readonly Operation[];
  readonly args: Set<number>;
  readonly results: Set<number>;
}

/**
 * An op MLIR's pass calls simple (erased when it has no effects and no live result): not a
 * symbol, symbol user, branch, region terminator or return. Region branch ops are erased the same
 * way when they and their regions have no effects.
 */
function isErasableKind(op: Operation): boolean {
  return !(
    symbolVisibilityOf(op) !== null ||
    op.hasTrait(CoreTraits.SymbolUser) ||
    CallOpInterface.get(op) !== null ||
    BranchOpInterface.get(op) !== null ||
    RegionBranchTerminatorOpInterface.get(op) !== null ||
    op.hasTrait(ReturnLike.key) ||
    op.mightHaveTrait(CoreTraits.IsTerminator)
  );
}

/**
 * What remove-dead-values decides from, as one pass analysis (MLIR's `RunLivenessAnalysis`): which
 * code can execute (dead-code analysis with constant propagation), then which values are live.
 */
export class RunLivenessAnalysis {
  /** Its name in `--mlir-timing` rows, as in mlir-opt (survives minification). */
  static readonly analysisName = 'dataflow::RunLivenessAnalysis';
  readonly deadCode: ConstantPropagationSolver;
  readonly liveness: LivenessSolver;

  constructor(root: Operation) {
    this.deadCode = new ConstantPropagationSolver(root);
    this.deadCode.run();
    this.liveness = new LivenessSolver(root, this.deadCode);
    this.liveness.run();
  }
}

/** How {@link removeDeadValues} finishes (MLIR's pass options). */
export interface RemoveDeadValuesOptions {
  /** Canonicalize the region branch ops that are left (default true). */
  canonicalize?: boolean;
}

/**
 * MLIR 22's `remove-dead-values`: liveness analysis (after dead-code analysis), then
 *  - effect-free ops (including region branch ops with effect-free regions) none of whose results
 *    is live are erased, and so is every such op in a block that never executes, effects or not;
 *  - forwarded operands of region branch ops and of their terminators that only reach dead
 *    values become `ub.poison`;
 *  - private functions (all of whose symbol uses are calls) lose the arguments that are not live
 *    and the results no call site uses, together with the matching call operands, return
 *    operands and call results;
 *  - dead block arguments that receive dead values along every edge go;
 *  - with `canonicalize`, the canonicalization patterns are applied to the region branch ops
 *    left, which drops their poisoned results and iteration arguments.
 * Unlike MLIR 22, an op still used by a kept op stays, so the result is always valid IR.
 */
export function removeDeadValues(
  root: Operation,
  options: RemoveDeadValuesOptions = {},
  analysis: RunLivenessAnalysis = new RunLivenessAnalysis(root),
): void {
  const { deadCode, liveness } = analysis;
  // As MLIR 22, a value the analysis never looked at (code that never executes) counts as dead.
  const isDead = (value: Value) => liveness.getLiveness(value) !== true;
  // MLIR 22 erases the ops of blocks that never execute, effects included.
  const inDeadCode = (op: Operation) => {
    const block = op.parentBlock;
    return block !== null && !deadCode.isBlockLive(block);
  };

  // Candidates, in pre-order.
  const erase = new Set<Operation>();
  const order: Operation[] = [];
  const pending: Operation[] = [root];
  while (pending.length !== 0) {
    const op = pending.pop()!;
    if (
      op !== root &&
      isErasableKind(op) &&
      (inDeadCode(op) || (liveness.effects.isMemoryEffectFree(op) && op.results.every(isDead)))
    ) {
      erase.add(op);
      order.push(op);
    }
    for (let r = op.regions.length - 1; r >= 0; r--)
      for (let block = op.regions[r]!.lastBlock; block !== null; block = block.prevNode)
        for (let nested = block.lastOp; nested !== null; nested = nested.prevNode)
          pending.push(nested);
  }
  const poisoned = new PoisonedOperands(root, isDead);
  const functions = collectFunctionCleanups(root, isDead);
  const blockArgs = collectBlockArgumentCleanups(root, isDead);

  /**
   * Whether `op` goes: itself, or nested in an op that goes. Remembered until `erase` changes,
   * so that deep nesting costs one walk up per op, not one per question.
   */
  let erasedCache = new Map<Operation, boolean>();
  const erased = (op: Operation | null): boolean => {
    const path: Operation[] = [];
    let answer = false;
    for (let current = op; current !== null && current !== root; current = current.getParentOp()) {
      const known = erasedCache.get(current);
      if (known !== undefined) {
        answer = known;
        break;
      }
      path.push(current);
      if (erase.has(current)) {
        answer = true;
        break;
      }
    }
    // Everything below an erased op on the path goes too; above it, as found further up.
    for (const visited of path) erasedCache.set(visited, answer);
    return answer;
  };
  const removedOperand = new Map<Operation, Set<number>>();
  const removeOperand = (op: Operation, index: number) => {
    let indices = removedOperand.get(op);
    if (indices === undefined) removedOperand.set(op, (indices = new Set()));
    indices.add(index);
  };
  const recomputeRemovedOperands = () => {
    removedOperand.clear();
    for (const cleanup of blockArgs) {
      for (const { terminator, successor } of cleanup.edges) {
        const operands = getEditableSuccessorOperands(terminator, successor)!;
        for (const index of cleanup.indices)
          removeOperand(terminator, operands.getOperandIndex(index));
      }
    }
    for (const cleanup of functions) {
      for (const call of cleanup.calls) {
        const args = CallOpInterface.get(call)!.getArgOperands(call);
        const start = call.numOperands - args.length;
        for (const index of cleanup.args) removeOperand(call, start + index);
      }
      const body = FunctionOpInterface.get(cleanup.func)!.getCallableRegion(cleanup.func)!;
      for (const block of body) {
        const terminator = block.back;
        if (terminator !== null && terminator.hasTrait(ReturnLike.key))
          for (const index of cleanup.results) removeOperand(terminator, index);
      }
    }
  };
  /** Whether every use of `value` disappears: its user goes, or the operand is removed. */
  const usesGo = (value: Value) => {
    for (const use of value.uses) {
      if (erased(use.owner)) continue;
      if (removedOperand.get(use.owner)?.has(use.operandNumber) === true) continue;
      if (poisoned.has(use.owner, use.operandNumber)) continue;
      return false;
    }
    return true;
  };
  // Keep whatever a kept op still needs, until nothing changes.
  for (let changed = true; changed;) {
    changed = false;
    recomputeRemovedOperands();
    for (const op of order) {
      if (erase.has(op) && !op.results.every(usesGo)) {
        erase.delete(op);
        erasedCache = new Map();
        changed = true;
      }
    }
    for (const cleanup of blockArgs) {
      for (const index of [...cleanup.indices]) {
        if (!usesGo(cleanup.block.getArgument(index))) {
          cleanup.indices.delete(index);
          changed = true;
        }
      }
    }
    for (const cleanup of functions) {
      const entry = FunctionOpInterface.get(cleanup.func)!.getCallableRegion(cleanup.func)!.front!;
      for (const index of [...cleanup.args]) {
        if (!usesGo(entry.getArgument(index))) {
          cleanup.args.delete(index);
          changed = true;
        }
      }
      for (const index of [...cleanup.results]) {
        if (!cleanup.calls.every((call) => usesGo(call.getResult(index)))) {
          cleanup.results.delete(index);
          changed = true;
        }
      }
    }
  }

  for (const [user, indices] of poisoned.byOp) if (!erased(user)) poisonOperands(user, indices);
  for (const cleanup of functions) shrinkOperands(cleanup);
  for (const cleanup of blockArgs) removeForwardedOperands(cleanup);
  for (const cleanup of functions)
    for (const call of cleanup.calls) dropResults(call, cleanup.results);
  for (let i = order.length - 1; i >= 0; i--) {
    const op = order[i]!;
    if (!erase.has(op) || erased(op.getParentOp())) continue;
    op.dropAllUses();
    op.erase();
  }
  for (const cleanup of blockArgs) {
    const indices = [...cleanup.indices].sort((a, b) => b - a);
    for (const index of indices) cleanup.block.eraseArgument(index);
  }
  for (const cleanup of functions) shrinkSignature(cleanup);
  if (options.canonicalize ?? true) canonicalizeRegionBranchOps(root);
}

/**
 * Applies every canonicalization pattern (those the canonicalizer collects) to the region branch
 * ops under `root` and to what the driver reaches from them, as MLIR 22's pass does after
 * shrinking them, with the op driver's default config: so any op may be queued, and folding,
 * trivially-dead erasure and the patterns of other ops (an `arith.select` a pattern builds, the
 * ops an inlined region brings along) apply to whatever is.
 *
 * The pass's `ub.poison` ops stay even once unused where the patterns only shrink region branch
 * ops, as in MLIR 22: those patterns erase operands in place and move regions whole, so the driver
 * never queues a poison that loses its use that way.
 */
function canonicalizeRegionBranchOps(root: Operation): void {
  // In post-order, as MLIR's walk gives them: the driver pops the last first, so an op is
  // simplified before the ops nested in it.
  const ops: Operation[] = [];
  root.walk((op) => {
    if (op !== root && RegionBranchOpInterface.get(op) !== null) ops.push(op);
  });
  if (ops.length === 0) return;
  const patterns = collectCanonicalizationPatterns(root.context);
  applyOpPatternsGreedily(ops, new FrozenRewritePatternSet(patterns));
}

/** A CFG block that loses arguments, with the branch edges that forward to it. */
interface BlockArgumentCleanup {
  readonly block: Block;
  readonly indices: Set<number>;
  readonly edges: readonly { terminator: Operation; successor: number }[];
}

/**
 * Arguments of non-entry blocks that are dead and receive a dead value along every edge (MLIR 22
 * drops a dead forwarded operand with its block argument; requiring it of all edges keeps the
 * branches consistent where MLIR would leave one edge with an operand too many). Only blocks all
 * of whose predecessors are branches with editable successor operands are considered.
 */
function collectBlockArgumentCleanups(
  root: Operation,
  isDead: (value: Value) => boolean,
): BlockArgumentCleanup[] {
  const cleanups: BlockArgumentCleanup[] = [];
  root.walkBlocks((block) => {
    if (block.isEntryBlock() || block.numArguments === 0 || block.firstUse === null) return;
    const edges: { terminator: Operation; successor: number }[] = [];
    const forwarded: SuccessorOperands[] = [];
    for (let use: BlockOperand | null = block.firstUse; use !== null; use = use.nextUse) {
      const operands = getEditableSuccessorOperands(use.owner, use.successorIndex);
      if (operands === null) return;
      edges.push({ terminator: use.owner, successor: use.successorIndex });
      forwarded.push(operands);
    }
    const indices = new Set<number>();
    for (let i = 0; i < block.numArguments; i++) {
      if (!isDead(block.getArgument(i))) continue;
      const allDead = forwarded.every((operands) => {
        const value = operands.get(i);
        return value !== null && isDead(value);
      });
      if (allDead) indices.add(i);
    }
    if (indices.size !== 0) cleanups.push({ block, indices, edges });
  });
  return cleanups;
}

/** Stops forwarding values to the block arguments that go. */
function removeForwardedOperands(cleanup: BlockArgumentCleanup): void {
  const indices = [...cleanup.indices].sort((a, b) => b - a);
  for (const { terminator, successor } of cleanup.edges) {
    for (const index of indices) getEditableSuccessorOperands(terminator, successor)!.erase(index);
  }
}

/**
 * The private functions with a body whose symbol is only used by calls, each with its arguments
 * that are not live and its results that no call site uses (all of them when none calls it).
 */
function collectFunctionCleanups(
  root: Operation,
  isDead: (value: Value) => boolean,
): FunctionCleanup[] {
  const cleanups: FunctionCleanup[] = [];
  root.walk((func) => {
    const model = FunctionOpInterface.get(func);
    if (model === null) return;
    const body = model.getCallableRegion(func);
    const visibility = symbolVisibilityOf(func);
    if (body === null || visibility === null || visibility === 'public') return;
    const uses = SymbolTable.getSymbolUsesOf(func, root);
    if (uses === null) return;
    const calls: Operation[] = [];
    for (const use of uses) {
      if (CallOpInterface.get(use.user) === null) return;
      calls.push(use.user);
    }
    const args = new Set<number>();
    const entry = body.front!;
    for (let i = 0; i < entry.numArguments; i++) if (isDead(entry.getArgument(i))) args.add(i);
    const results = new Set<number>();
    const numResults = model.getFunctionType(func).numResults;
    for (let i = 0; i < numResults; i++)
      if (calls.every((call) => i < call.numResults && isDead(call.getResult(i)))) results.add(i);
    cleanups.push({ func, calls, args, results });
  });
  return cleanups;
}

/** Removes the dropped arguments from the call sites and the dropped results from the returns. */
function shrinkOperands(cleanup: FunctionCleanup): void {
  for (const call of cleanup.calls) {
    const args = CallOpInterface.get(call)!.getArgOperands(call);
    const start = call.numOperands - args.length;
    const indices = [...cleanup.args].sort((a, b) => b - a);
    for (const index of indices) call.eraseOperand(start + index);
    pruneAttrArray(call, 'arg_attrs', cleanup.args);
  }
  const body = FunctionOpInterface.get(cleanup.func)!.getCallableRegion(cleanup.func)!;
  const results = [...cleanup.results].sort((a, b) => b - a);
  for (const block of body) {
    const terminator = block.back;
    if (terminator === null || !terminator.hasTrait(ReturnLike.key)) continue;
    for (const index of results) if (index < terminator.numOperands) terminator.eraseOperand(index);
  }
}

/** Replaces `call` by a copy without the results at `dropped` (their uses are gone by now). */
function dropResults(call: Operation, dropped: ReadonlySet<number>): void {
  if (dropped.size === 0) return;
  const kept: number[] = [];
  for (let i = 0; i < call.numResults; i++) if (!dropped.has(i)) kept.push(i);
  const shrunk = Operation.create({
    name: call.name,
    location: call.location,
    operands: call.operands,
    resultTypes: kept.map((i) => call.getResult(i).type),
    properties: [...call.properties],
    attributes: call.getDiscardableAttrs(),
    successors: call.successors,
  });
  pruneAttrArray(shrunk, 'res_attrs', dropped);
  call.parentBlock!.insertAt(shrunk, call);
  kept.forEach((from, to) => call.getResult(from).replaceAllUsesWith(shrunk.getResult(to)));
  for (const i of dropped) call.getResult(i).dropAllUses();
  call.erase();
}

/** Drops the removed arguments from the entry block and the signature of the function. */
function shrinkSignature(cleanup: FunctionCleanup): void {
  const { func } = cleanup;
  const model = FunctionOpInterface.get(func)!;
  const entry = model.getCallableRegion(func)!.front!;
  const args = [...cleanup.args].sort((a, b) => b - a);
  for (const index of args) entry.eraseArgument(index);
  if (cleanup.args.size === 0 && cleanup.results.size === 0) return;
  const type = model.getFunctionType(func);
  const inputs = type.inputs.filter((_, i) => !cleanup.args.has(i));
  const results = type.results.filter((_, i) => !cleanup.results.has(i));
  func.setInherentAttr(
    'function_type',
    TypeAttr.get(FunctionType.get(func.context, inputs, results)),
  );
  pruneAttrArray(func, 'arg_attrs', cleanup.args);
  pruneAttrArray(func, 'res_attrs', cleanup.results);
}

/** Removes the entries at `dropped` from the per-argument or per-result attribute array `name`. */
function pruneAttrArray(op: Operation, name: string, dropped: ReadonlySet<number>): void {
  const attr = op.getAttr(name);
  if (!(attr instanceof ArrayAttr) || dropped.size === 0) return;
  op.setAttr(
    name,
    ArrayAttr.get(
      op.context,
      attr.value.filter((_, i) => !dropped.has(i)),
    ),
  );
}

const options = z.object({
  canonicalize: z._default(z.boolean().check(z.describe('Canonicalize region branch ops')), true),
});

/** `remove-dead-values`: removes values that nothing needs (MLIR's `RemoveDeadValues`). */
export class RemoveDeadValuesPass extends Pass<typeof options> {
  readonly argument = 'remove-dead-values';
  readonly name = 'RemoveDeadValues';
  override readonly description = 'Remove dead values';
  override readonly optionsSchema = options;

  runOnOperation(): void {
    removeDeadValues(
      this.getOperation() as Operation,
      { canonicalize: this.options.canonicalize },
      this.getAnalysis(RunLivenessAnalysis),
    );
  }
}
