/**
 * The canonicalization patterns of the cf ops, as MLIR 22 has them (ControlFlowOps.cpp). Patterns
 * are built on demand: ops.ts refers to this module, so nothing here may touch the op classes while
 * the modules load.
 */
import {
  type Block,
  BlockArgument,
  BoolAttr,
  IntegerAttr,
  IntegerType,
  type Location,
  type Operation,
  type Value,
} from '@strata/ir-core';
import {
  definePattern,
  getConstantOperandValue,
  type PatternRewriter,
  type RewritePattern,
} from '@strata/pattern-rewrite';
import { AssertOp, BranchOp, CondBranchOp, SwitchOp } from './ops.js';
import { caseValuesAttr, switchCaseOperands, switchCaseValue } from './switch-syntax.js';

/** The constant integer `value` holds, or null (MLIR's `m_ConstantInt`). */
function constantInt(value: Value): IntegerAttr | null {
  const attr = getConstantOperandValue(value);
  return attr instanceof IntegerAttr ? attr : null;
}

/** A successor with the operands forwarded to it. */
interface Edge {
  block: Block;
  operands: Value[];
}

/**
 * If `edge` leads to a block holding only `cf.br`, whose arguments are used by that branch alone,
 * the edge that skips the block (MLIR's `collapseBranch`); null otherwise. Never collapses into
 * a chain of branches that cycles.
 */
function collapseBranch(edge: Edge): Edge | null {
  const successor = edge.block;
  const branch = successor.firstOp;
  if (!(branch instanceof BranchOp) || branch.nextNode !== null) return null;
  for (let i = 0; i < successor.numArguments; i++) {
    for (let use = successor.getArgument(i).firstUse; use !== null; use = use.nextUse)
      if (use.owner !== branch) return null;
  }
  const target = branch.dest;
  if (target === successor || reachesCycle(successor, target)) return null;
  const operands = branch.operands.map((operand) =>
    operand instanceof BlockArgument && operand.owner === successor
      ? edge.operands[operand.argNumber]!
      : operand,
  );
  return { block: target, operands };
}

/**
 * Whether following unconditional branches from `target` comes back to a block already seen (from
 * `successor` on): MLIR 22 does not collapse edges into such chains, which would loop forever.
 */
function reachesCycle(successor: Block, target: Block): boolean {
  const visited = new Set<Block>([successor, target]);
  for (let next = target.lastOp; next instanceof BranchOp;) {
    const dest = next.dest;
    if (visited.has(dest)) return true;
    visited.add(dest);
    next = dest.lastOp;
  }
  return false;
}

function replaceWithBranch(rewriter: PatternRewriter, op: Operation, edge: Edge): void {
  rewriter.replaceOpWithNewOp(op, BranchOp, { dest: edge.block, destOperands: edge.operands });
}

export function assertPatterns(): RewritePattern[] {
  return [
    // An assertion of a constant true holds: erase it.
    definePattern(
      AssertOp,
      (op, rewriter) => {
        const condition = constantInt(op.arg);
        if (condition === null || condition.value === 0n) return false;
        rewriter.eraseOp(op);
        return true;
      },
      { debugName: 'EraseAssertOfTrue' },
    ),
  ];
}

export function branchPatterns(): RewritePattern[] {
  return [
    definePattern(
      BranchOp,
      (op, rewriter) => {
        // A branch to a block whose only predecessor is this one: merge the blocks.
        const dest = op.dest;
        const block = op.getBlock()!;
        if (dest !== block && dest.getSinglePredecessor() !== null) {
          // The branch goes first: a block is merged only once nothing branches to it.
          const operands = op.operands;
          rewriter.eraseOp(op);
          rewriter.mergeBlocks(dest, block, operands);
          return true;
        }
        // A branch to a block that only branches on: branch to its target directly.
        if (dest === block) return false;
        const collapsed = collapseBranch({ block: dest, operands: op.operands });
        if (collapsed === null) return false;
        replaceWithBranch(rewriter, op, collapsed);
        return true;
      },
      { debugName: 'BranchOpCanonicalize' },
    ),
  ];
}

function condBranchEdges(op: CondBranchOp): [Edge, Edge] {
  return [
    { block: op.trueDest, operands: op.trueDestOperands },
    { block: op.falseDest, operands: op.falseDestOperands },
  ];
}

/** A block holding nothing but `ub.unreachable` (matched by name: cf does not depend on ub). */
function isUnreachableBlock(block: Block): boolean {
  const first = block.firstOp;
  return first !== null && first.nextNode === null && first.name.identifier === 'ub.unreachable';
}

function sameValues(a: readonly Value[], b: readonly Value[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

/** Builds an op of a dialect this package does not depend on (arith), if its dialect is available. */
function createByName(
  rewriter: PatternRewriter,
  name: string,
  location: Location,
  operands: Value[],
  resultType: IntegerType | null,
  properties: [string, IntegerAttr][] = [],
): Operation | null {
  if (location.context.getOrLoadDialect(name.slice(0, name.indexOf('.'))) === undefined)
    return null;
  const type = resultType ?? operands[1]!.type;
  return rewriter.create({
    name,
    location,
    operands,
    resultTypes: [type],
    properties: new Map(properties),
  });
}

export function condBranchPatterns(): RewritePattern[] {
  return [
    // cf.cond_br on a constant: an unconditional branch to the edge taken.
    definePattern(
      CondBranchOp,
      (op, rewriter) => {
        const condition = constantInt(op.condition);
        if (condition === null) return false;
        replaceWithBranch(rewriter, op, condBranchEdges(op)[condition.value !== 0n ? 0 : 1]);
        return true;
      },
      { debugName: 'SimplifyConstCondBranchPred' },
    ),
    // Successors that only branch on are skipped.
    definePattern(
      CondBranchOp,
      (op, rewriter) => {
        const [trueEdge, falseEdge] = condBranchEdges(op);
        const collapsedTrue = collapseBranch(trueEdge);
        const collapsedFalse = collapseBranch(falseEdge);
        if (collapsedTrue === null && collapsedFalse === null) return false;
        const t = collapsedTrue ?? trueEdge;
        const f = collapsedFalse ?? falseEdge;
        rewriter.replaceOpWithNewOp(op, CondBranchOp, {
          condition: op.condition,
          trueDest: t.block,
          trueDestOperands: t.operands,
          falseDest: f.block,
          falseDestOperands: f.operands,
          branch_weights: op.branch_weights,
        });
        return true;
      },
      { debugName: 'SimplifyPassThroughCondBranch' },
    ),
    // Both edges to one block: one branch, selecting the operands that differ.
    definePattern(
      CondBranchOp,
      (op, rewriter) => {
        const [trueEdge, falseEdge] = condBranchEdges(op);
        if (trueEdge.block !== falseEdge.block) return false;
        if (sameValues(trueEdge.operands, falseEdge.operands)) {
          replaceWithBranch(rewriter, op, trueEdge);
          return true;
        }
        if (trueEdge.block.getUniquePredecessor() !== op.getBlock()) return false;
        if (op.context.getOrLoadDialect('arith') === undefined) return false;
        const merged = trueEdge.operands.map((value, i) => {
          const other = falseEdge.operands[i]!;
          if (value === other) return value;
          return createByName(
            rewriter,
            'arith.select',
            op.location,
            [op.condition, value, other],
            null,
          )!.getResult(0);
        });
        replaceWithBranch(rewriter, op, { block: trueEdge.block, operands: merged });
        return true;
      },
      {
        debugName: 'SimplifyCondBranchIdenticalSuccessors',
        generatedOps: ['arith.select', 'cf.br'],
      },
    ),
    // Reached only through one edge of a cond_br on the same condition: the edge decides.
    definePattern(
      CondBranchOp,
      (op, rewriter) => {
        const block = op.getBlock()!;
        const predecessor = block.getSinglePredecessor();
        const predecessorBranch = predecessor?.lastOp ?? null;
        if (
          !(predecessorBranch instanceof CondBranchOp) ||
          predecessorBranch.condition !== op.condition
        )
          return false;
        replaceWithBranch(
          rewriter,
          op,
          condBranchEdges(op)[block === predecessorBranch.trueDest ? 0 : 1],
        );
        return true;
      },
      { debugName: 'SimplifyCondBranchFromCondBranchOnSameCondition' },
    ),
    // In a successor reached only from this branch, the condition is known: use a constant.
    definePattern(
      CondBranchOp,
      (op, rewriter) => {
        if (op.context.getOrLoadDialect('arith') === undefined) return false;
        const i1 = IntegerType.get(op.context, 1);
        let replaced = false;
        const condition = op.condition;
        for (let side = 0; side < 2; side++) {
          const truth = side === 0;
          const dest = truth ? op.trueDest : op.falseDest;
          if (dest.getSinglePredecessor() === null) continue;
          let constant: Value | null = null;
          // The next use is read before this one moves to the constant (a snapshot of the list).
          for (
            let use = condition.firstUse, next = use?.nextUse ?? null;
            use !== null;
            use = next, next = use?.nextUse ?? null
          ) {
            const user = use.owner;
            if (user.getBlock() !== dest) continue;
            constant ??= createByName(rewriter, 'arith.constant', op.location, [], i1, [
              ['value', BoolAttr.get(op.context, truth)],
            ])!.getResult(0);
            const value = constant;
            const moved = use;
            rewriter.modifyOpInPlace(user, () => moved.set(value));
            replaced = true;
          }
        }
        return replaced;
      },
      { debugName: 'CondBranchTruthPropagation', generatedOps: ['arith.constant'] },
    ),
    // An edge into a block that is only `ub.unreachable` is never taken: branch along the other.
    definePattern(
      CondBranchOp,
      (op, rewriter) => {
        const [trueEdge, falseEdge] = condBranchEdges(op);
        if (isUnreachableBlock(trueEdge.block)) replaceWithBranch(rewriter, op, falseEdge);
        else if (isUnreachableBlock(falseEdge.block)) replaceWithBranch(rewriter, op, trueEdge);
        else return false;
        return true;
      },
      { debugName: 'SimplifyCondBranchToUnreachable' },
    ),
  ];
}

/** A switch's cases as (value, edge) pairs. */
function switchCases(op: SwitchOp): { value: bigint; edge: Edge }[] {
  const count = op.numSuccessors - 1;
  const cases = new Array<{ value: bigint; edge: Edge }>(count);
  for (let i = 0; i < count; i++) {
    cases[i] = {
      value: switchCaseValue(op, i),
      edge: { block: op.getSuccessor(i + 1), operands: switchCaseOperands(op, i) },
    };
  }
  return cases;
}

function defaultEdge(op: SwitchOp): Edge {
  return { block: op.defaultDestination, operands: op.defaultOperands };
}

/** Replaces `op` with a switch on the same flag with these edges. */
function replaceWithSwitch(
  rewriter: PatternRewriter,
  op: SwitchOp,
  defaults: Edge,
  cases: { value: bigint; edge: Edge }[],
): void {
  rewriter.replaceOpWithNewOp(op, SwitchOp, {
    flag: op.flag,
    defaultDestination: defaults.block,
    defaultOperands: defaults.operands,
    caseDestinations: cases.map((c) => c.edge.block),
    caseOperands: cases.map((c) => c.edge.operands),
    ...(cases.length > 0
      ? {
          case_values: caseValuesAttr(
            op.flag.type,
            cases.map((c) => c.value),
          ),
        }
      : {}),
  });
}

/** The edge a switch takes for `value`. */
function edgeFor(op: SwitchOp, value: bigint): Edge {
  return switchCases(op).find((c) => c.value === value)?.edge ?? defaultEdge(op);
}

export function switchPatterns(): RewritePattern[] {
  return [
    // Only a default: an unconditional branch.
    definePattern(
      SwitchOp,
      (op, rewriter) => {
        if (op.numSuccessors !== 1) return false;
        replaceWithBranch(rewriter, op, defaultEdge(op));
        return true;
      },
      { debugName: 'simplifySwitchWithOnlyDefault' },
    ),
    // Cases that go exactly where the default goes are dropped.
    definePattern(
      SwitchOp,
      (op, rewriter) => {
        const defaults = defaultEdge(op);
        const cases = switchCases(op);
        const kept = cases.filter(
          (c) => c.edge.block !== defaults.block || !sameValues(c.edge.operands, defaults.operands),
        );
        if (kept.length === cases.length) return false;
        replaceWithSwitch(rewriter, op, defaults, kept);
        return true;
      },
      { debugName: 'dropSwitchCasesThatMatchDefault' },
    ),
    // A constant flag: branch to its case.
    definePattern(
      SwitchOp,
      (op, rewriter) => {
        const flag = constantInt(op.flag);
        if (flag === null) return false;
        replaceWithBranch(
          rewriter,
          op,
          edgeFor(op, BigInt.asUintN(flag.type.getIntOrFloatBitWidth(), flag.value)),
        );
        return true;
      },
      { debugName: 'simplifyConstSwitchValue' },
    ),
    // Successors that only branch on are skipped.
    definePattern(
      SwitchOp,
      (op, rewriter) => {
        let changed = false;
        const cases = switchCases(op).map((c) => {
          const collapsed = collapseBranch(c.edge);
          if (collapsed === null) return c;
          changed = true;
          return { value: c.value, edge: collapsed };
        });
        let defaults = defaultEdge(op);
        const collapsedDefault = collapseBranch(defaults);
        if (collapsedDefault !== null) {
          changed = true;
          defaults = collapsedDefault;
        }
        if (!changed) return false;
        replaceWithSwitch(rewriter, op, defaults, cases);
        return true;
      },
      { debugName: 'simplifyPassThroughSwitch' },
    ),
    // Reached through a case of a switch on the same flag: that case decides.
    definePattern(
      SwitchOp,
      (op, rewriter) => {
        const predecessorSwitch = singlePredecessorSwitchOnSameFlag(op);
        const block = op.getBlock()!;
        if (predecessorSwitch === null || predecessorSwitch.defaultDestination === block)
          return false;
        const taken = switchCases(predecessorSwitch).find((c) => c.edge.block === block);
        replaceWithBranch(
          rewriter,
          op,
          taken === undefined ? defaultEdge(op) : edgeFor(op, taken.value),
        );
        return true;
      },
      { debugName: 'simplifySwitchFromSwitchOnSameCondition' },
    ),
    // Reached through the default of a switch on the same flag: its other case values cannot occur.
    definePattern(
      SwitchOp,
      (op, rewriter) => {
        const predecessorSwitch = singlePredecessorSwitchOnSameFlag(op);
        const block = op.getBlock()!;
        if (predecessorSwitch === null || predecessorSwitch.defaultDestination !== block)
          return false;
        const impossible = new Set(
          switchCases(predecessorSwitch)
            .filter((c) => c.edge.block !== block)
            .map((c) => c.value),
        );
        const cases = switchCases(op);
        const kept = cases.filter((c) => !impossible.has(c.value));
        if (kept.length === cases.length) return false;
        replaceWithSwitch(rewriter, op, defaultEdge(op), kept);
        return true;
      },
      { debugName: 'simplifySwitchFromDefaultSwitchOnSameCondition' },
    ),
  ];
}

/** The switch ending the single predecessor of `op`'s block, if it switches on the same flag. */
function singlePredecessorSwitchOnSameFlag(op: SwitchOp): SwitchOp | null {
  const predecessor = op.getBlock()!.getSinglePredecessor();
  const terminator = predecessor?.lastOp ?? null;
  return terminator instanceof SwitchOp && terminator.flag === op.flag ? terminator : null;
}
