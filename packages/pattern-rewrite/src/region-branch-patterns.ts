/**
 * The canonicalizations MLIR 22 gives any op with a `RegionBranchOpInterface` that registers them
 * (`populateRegionBranchOpInterfaceCanonicalizationPatterns`, ControlFlowInterfaces.cpp; the scf
 * ops if, index_switch, execute_region, for and while do). They work on "successor inputs", the
 * values control flow forwards into (region entry arguments and the op's results), and on the
 * "successor operands" forwarded to them (the op's entry operands and its terminators' operands):
 *
 * - an input that can only ever hold one value from outside the edges is replaced by that value;
 * - of two inputs of the same block or op that receive the same value from every branch point,
 *   the later one is replaced by the earlier;
 * - inputs left unused are erased, together with the operands feeding them, as whole tied sets.
 *
 * Each pattern only makes inputs dead or erases dead ones, so they feed one another.
 */
import {
  BlockArgument,
  type Block,
  getAllRegionBranchPoints,
  getRegionBranchSuccessorOperands,
  type OpOperand,
  type OpResult,
  type Operation,
  RegionBranchOpInterface,
  type RegionBranchModel,
  type Value,
} from '@strata/ir-core';
import { eraseOpResults } from './erase-op-results.js';
import { definePattern, type PatternRoot, type RewritePattern } from './pattern.js';
import type { PatternRewriter } from './rewriter.js';

/**
 * For each successor input of `op`, the successor operands forwarded to it, inputs in the order
 * first met (entry edges, then each region's terminators); null when an edge's operands are not
 * a run of their owner's operands.
 */
function successorInputOperands(op: Operation): Map<Value, OpOperand[]> | null {
  const model = RegionBranchOpInterface.get(op);
  if (model === null) return null;
  const mapping = new Map<Value, OpOperand[]>();
  for (const point of getAllRegionBranchPoints(op))
    if (!addEdges(op, model, point, mapping)) return null;
  return mapping;
}

/**
 * The last mapping computed, kept for the other patterns of the same applicator run on the same
 * op (see {@link PatternRewriter.applyRun}): the three patterns are tried one after the other on
 * every visit of a region op, and all but the last fail on most visits, changing nothing.
 */
class MappingMemo {
  op: Operation | null = null;
  run = 0;
  mapping: Map<Value, OpOperand[]> | null = null;
}

/**
 * One memo per rewriter, held weakly: it lives as long as the driver owning the rewriter, so the
 * last op it saw (and the IR around it) is not kept alive once the rewrite is over.
 */
const memos = new WeakMap<PatternRewriter, MappingMemo>();

/** {@link successorInputOperands}, shared by the patterns of one applicator run on `op`. */
function memoizedSuccessorInputOperands(
  op: Operation,
  rewriter: PatternRewriter,
): Map<Value, OpOperand[]> | null {
  const run = rewriter.applyRun;
  if (run === 0) return successorInputOperands(op);
  let memo = memos.get(rewriter);
  if (memo === undefined) memos.set(rewriter, (memo = new MappingMemo()));
  else if (memo.run === run && memo.op === op) return memo.mapping;
  const mapping = successorInputOperands(op);
  memo.op = op;
  memo.run = run;
  memo.mapping = mapping;
  return mapping;
}

/** Adds the edges leaving `point` (null: the parent op) to `mapping`. */
function addEdges(
  op: Operation,
  model: RegionBranchModel,
  point: Operation | null,
  mapping: Map<Value, OpOperand[]>,
): boolean {
  const owner = point ?? op;
  // Nothing is known about the operands: every successor is possible.
  const unknown = new Array<null>(owner.numOperands).fill(null);
  const from = point === null ? null : point.getParentRegion();
  for (const successor of model.getSuccessorRegions(op, from, unknown)) {
    const forwarded = getRegionBranchSuccessorOperands(op, model, point, successor.region);
    const inputs = successor.inputs;
    if (forwarded.length !== inputs.length) return false;
    const start = operandRunStart(owner, forwarded);
    if (start < 0) return false;
    for (let i = 0; i < inputs.length; i++) {
      const input = inputs[i]!;
      let operands = mapping.get(input);
      if (operands === undefined) mapping.set(input, (operands = []));
      operands.push(owner.getOpOperand(start + i));
    }
  }
  return true;
}

/**
 * Where the run `values` starts among `owner`'s operands: the interfaces answer values, and the
 * forwarded ones are the trailing operands of every scf op, so the tail is tried first; -1 when
 * the values are not a run of operands.
 */
function operandRunStart(owner: Operation, values: readonly Value[]): number {
  const count = values.length;
  const last = owner.numOperands - count;
  if (last < 0) return -1;
  if (runMatches(owner, values, last)) return last;
  for (let start = 0; start < last; start++) if (runMatches(owner, values, start)) return start;
  return -1;
}

function runMatches(owner: Operation, values: readonly Value[], start: number): boolean {
  for (let i = 0; i < values.length; i++)
    if (owner.getOperand(start + i) !== values[i]) return false;
  return true;
}

/**
 * The values other than successor inputs that `input` may hold: the forwarded operands, followed
 * through inputs that are forwarded in turn (MLIR's reachable values).
 */
function reachableValues(input: Value, mapping: Map<Value, OpOperand[]>): Set<Value> {
  const reachable = new Set<Value>();
  const visited = new Set<Value>();
  const worklist = [input];
  while (worklist.length !== 0) {
    const next = worklist.pop()!;
    const operands = mapping.get(next);
    if (operands === undefined) {
      reachable.add(next);
      continue;
    }
    for (const operand of operands) {
      const value = operand.get();
      if (!visited.has(value)) {
        visited.add(value);
        worklist.push(value);
      }
    }
  }
  return reachable;
}

/**
 * Whether `value` may stand for the successor input `input` of `op`: a value from outside `op`
 * always may; one from inside only if both are arguments of the same block.
 */
function isDefinedBefore(op: Operation, value: Value, input: Value): boolean {
  if (value.getParentRegion()?.parentOp !== op) return true;
  return (
    value instanceof BlockArgument && input instanceof BlockArgument && value.owner === input.owner
  );
}

/**
 * Whether some value that may be a successor input of `op` (a result, an argument of a region's
 * entry block) is used (`used`) or unused (not `used`): a cheap test that spares the mapping on
 * the many visits where a pattern has nothing to look at.
 */
function mayHaveInput(op: Operation, used: boolean): boolean {
  // Indexed loops: this runs on every visit of every region op, often before it is optimized.
  const results = op.results;
  for (let i = 0; i < results.length; i++) if (results[i]!.useEmpty() !== used) return true;
  const regions = op.regions;
  for (let r = 0; r < regions.length; r++) {
    const entry = regions[r]!.front;
    if (entry === null) continue;
    const args = entry.arguments;
    for (let i = 0; i < args.length; i++) if (args[i]!.useEmpty() !== used) return true;
  }
  return false;
}

/** Whether `op` has two results, or an entry block two arguments: duplicates need that. */
function mayHaveTwoInputsOfOneOwner(op: Operation): boolean {
  if (op.numResults >= 2) return true;
  for (const region of op.regions) if ((region.front?.numArguments ?? 0) >= 2) return true;
  return false;
}

/** MLIR's `MakeRegionBranchOpSuccessorInputsDead`. */
function replaceSingleValuedInputs(op: Operation, rewriter: PatternRewriter): boolean {
  if (!mayHaveInput(op, true)) return false;
  const mapping = memoizedSuccessorInputOperands(op, rewriter);
  if (mapping === null) return false;
  let changed = false;
  for (const input of mapping.keys()) {
    if (input.useEmpty()) continue;
    const reachable = reachableValues(input, mapping);
    if (reachable.size !== 1) continue;
    const value: Value = reachable.values().next().value!;
    if (!isDefinedBefore(op, value, input)) continue;
    rewriter.replaceAllUsesWith(input, value);
    changed = true;
  }
  return changed;
}

/** The block or op that defines `value`. */
function ownerOf(value: Value): Block | Operation | null {
  return value instanceof BlockArgument ? value.owner : value.getDefiningOp();
}

/** The number of a block argument or an op result. */
function positionOf(value: Value): number {
  return value instanceof BlockArgument ? value.argNumber : (value as OpResult).resultNumber;
}

/** Whether every branch point forwards the same value to `a` as to `b` (and no other reaches either). */
function forwardSameValues(a: readonly OpOperand[], b: readonly OpOperand[]): boolean {
  if (a.length !== b.length) return false;
  for (const operand of a) {
    const match = b.find((other) => other.owner === operand.owner);
    if (match === undefined || match.get() !== operand.get()) return false;
  }
  return true;
}

/** MLIR's `RemoveDuplicateSuccessorInputUses`. */
function mergeDuplicateInputs(op: Operation, rewriter: PatternRewriter): boolean {
  if (!mayHaveTwoInputsOfOneOwner(op) || !mayHaveInput(op, true)) return false;
  const mapping = memoizedSuccessorInputOperands(op, rewriter);
  if (mapping === null) return false;
  // In number order, so that a later duplicate gives way to an earlier one and the sets of tied
  // inputs (a loop's iter arg and result) all keep the same position.
  const inputs = [...mapping.keys()].sort((a, b) => positionOf(a) - positionOf(b));
  let changed = false;
  for (let i = 0; i < inputs.length; i++) {
    const first = inputs[i]!;
    for (let j = i + 1; j < inputs.length; j++) {
      const second = inputs[j]!;
      if (second.useEmpty() || ownerOf(first) !== ownerOf(second)) continue;
      if (!forwardSameValues(mapping.get(first)!, mapping.get(second)!)) continue;
      rewriter.replaceAllUsesWith(second, first);
      changed = true;
    }
  }
  return changed;
}

/** The root of `i` in the union-find forest `parent`, halving the paths it walks. */
function findRoot(parent: number[], i: number): number {
  while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
  return i;
}

/**
 * The successor inputs that must go together: an operand forwarded to several inputs (a loop's
 * init reaches its iter arg and, for zero trips, its result) ties them. Union-find over the
 * positions of the inputs (the keys of `mapping`, in order); answers each position's root.
 */
function tiedSets(mapping: Map<Value, OpOperand[]>): number[] {
  const parent: number[] = [];
  const firstInputOf = new Map<OpOperand, number>();
  let i = 0;
  for (const operands of mapping.values()) {
    parent.push(i);
    for (let k = 0; k < operands.length; k++) {
      const operand = operands[k]!;
      const first = firstInputOf.get(operand);
      if (first === undefined) firstInputOf.set(operand, i);
      else parent[findRoot(parent, i)] = findRoot(parent, first);
    }
    i++;
  }
  for (let j = 0; j < parent.length; j++) parent[j] = findRoot(parent, j);
  return parent;
}

/** MLIR's `RemoveDeadRegionBranchOpSuccessorInputs`. */
function eraseDeadInputs(op: Operation, rewriter: PatternRewriter): boolean {
  if (!mayHaveInput(op, false)) return false;
  const mapping = memoizedSuccessorInputOperands(op, rewriter);
  if (mapping === null) return false;
  const inputs = [...mapping.keys()];
  const sets = tiedSets(mapping);
  // Whether the set rooted at each position has a used input.
  const liveRoot: boolean[] = new Array<boolean>(inputs.length).fill(false);
  for (let i = 0; i < inputs.length; i++) if (!inputs[i]!.useEmpty()) liveRoot[sets[i]!] = true;
  const dead: Value[] = [];
  for (let i = 0; i < inputs.length; i++) if (!liveRoot[sets[i]!]) dead.push(inputs[i]!);
  if (dead.length === 0) return false;

  // The operands feeding dead inputs, by owner (first met first), erased from the back.
  const operandsByOwner = new Map<Operation, number[]>();
  const argsByBlock = new Map<Block, number[]>();
  const keepResult = op.results.map(() => true);
  let resultsErased = false;
  for (const input of dead) {
    for (const operand of mapping.get(input)!) {
      let numbers = operandsByOwner.get(operand.owner);
      if (numbers === undefined) operandsByOwner.set(operand.owner, (numbers = []));
      numbers.push(operand.operandNumber);
    }
    if (input instanceof BlockArgument) {
      let numbers = argsByBlock.get(input.owner);
      if (numbers === undefined) argsByBlock.set(input.owner, (numbers = []));
      numbers.push(input.argNumber);
    } else {
      keepResult[positionOf(input)] = false;
      resultsErased = true;
    }
  }
  const descending = (numbers: number[]): number[] => [...new Set(numbers)].sort((a, b) => b - a);
  for (const [owner, numbers] of operandsByOwner) {
    rewriter.modifyOpInPlace(owner, () => {
      for (const number of descending(numbers)) owner.eraseOperand(number);
    });
  }
  for (const [block, numbers] of argsByBlock) {
    rewriter.modifyOpInPlace(op, () => {
      for (const number of descending(numbers)) block.eraseArgument(number);
    });
  }
  if (resultsErased) eraseOpResults(rewriter, op, keepResult);
  return true;
}

/**
 * The three patterns, rooted on ops named `root` (MLIR's
 * `populateRegionBranchOpInterfaceCanonicalizationPatterns`), in MLIR's order. The op must
 * implement `RegionBranchOpInterface` and not be isolated from above.
 */
export function regionBranchCanonicalizationPatterns(
  root: PatternRoot,
  benefit = 1,
): RewritePattern[] {
  return [
    definePattern(root, replaceSingleValuedInputs, {
      benefit,
      debugName: 'MakeRegionBranchOpSuccessorInputsDead',
    }),
    definePattern(root, mergeDuplicateInputs, {
      benefit,
      debugName: 'RemoveDuplicateSuccessorInputUses',
    }),
    definePattern(root, eraseDeadInputs, {
      benefit,
      debugName: 'RemoveDeadRegionBranchOpSuccessorInputs',
    }),
  ];
}
