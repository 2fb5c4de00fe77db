/**
 * The canonicalization patterns of `scf.while` itself, after MLIR 22's (SCF.cpp), in MLIR's order:
 * the condition's truth inside the `after` region, a comparison condition known inside the loop,
 * forwarded arguments put back in the `before` block's order, and an `scf.if` on the condition
 * moved down into the `after` region. Unused, duplicated and loop-invariant arguments and results
 * are the generic region branch patterns' (pattern-rewrite's region-branch-patterns.ts), which
 * took the place of MLIR's older while-specific ones. Built on demand, like canonicalize.ts.
 */
import { CmpIOp, invertCmpI } from '@strata/dialect-arith';
import {
  type Block,
  IntegerType,
  OpResult,
  type Operation,
  Region,
  type Type,
  type Value,
} from '@strata/ir-core';
import { definePattern, type PatternRewriter, type RewritePattern } from '@strata/pattern-rewrite';
import { IfOp } from './ops/if.js';
import { WhileOp } from './ops/while.js';
import { createIntConstant, loadGeneratedDialects } from './utils/arith-helpers.js';

function beforeBlock(op: Operation): Block {
  return op.getRegion(0).front!;
}

function afterBlock(op: Operation): Block {
  return op.getRegion(1).front!;
}

/** The `scf.condition` ending the `before` block. */
function conditionOf(op: Operation): Operation {
  return beforeBlock(op).back!;
}

/** The values `scf.condition` forwards (its operands after the condition). */
function forwardedBy(condition: Operation): Value[] {
  return condition.operands.slice(1);
}

/** Replaces a terminator by one of the same kind with other operands (the condition, if any, kept). */
function replaceTerminatorOperands(
  rewriter: PatternRewriter,
  terminator: Operation,
  operands: readonly Value[],
): void {
  rewriter.modifyOpInPlace(terminator, () => terminator.setOperands(operands));
}

/**
 * Builds an `scf.while` of `op`'s inits and of `resultTypes` before `op`, without `op`'s attributes
 * (as mlir-opt 22's `WhileOpAlignBeforeArgs` does), moves `op`'s blocks into it (the `before` block
 * keeping its arguments, those of the `after` block replaced by the new ones at `positions`) and
 * replaces result i of `op` by new result `positions[i]`. The new blocks' arguments take `op`'s
 * location.
 */
function rebuildWhile(
  rewriter: PatternRewriter,
  op: Operation,
  resultTypes: readonly Type[],
  positions: readonly number[],
): void {
  const replacement = rewriter.create({
    name: op.name.identifier,
    location: op.location,
    operands: op.operands,
    resultTypes: [...resultTypes],
    regions: [new Region(), new Region()],
  });
  const newBefore = replacement.getRegion(0).emplaceBlock();
  const beforeArgs = op.operands.map((init) => newBefore.addArgument(init.type, op.location));
  const newAfter = replacement.getRegion(1).emplaceBlock();
  const afterArgs = resultTypes.map((type) => newAfter.addArgument(type, op.location));
  rewriter.mergeBlocks(beforeBlock(op), newBefore, beforeArgs);
  rewriter.mergeBlocks(
    afterBlock(op),
    newAfter,
    positions.map((p) => afterArgs[p]!),
  );
  rewriter.replaceOp(
    op,
    positions.map((p) => replacement.getResult(p)),
  );
}

/** Inside the `after` region the forwarded condition is true (MLIR's `WhileConditionTruth`). */
function whileConditionTruth(): RewritePattern {
  return definePattern(
    WhileOp,
    (op, rewriter) => {
      const condition = conditionOf(op);
      const truth = condition.getOperand(0);
      const afterArgs = afterBlock(op).arguments;
      let constantTrue: Value | null = null;
      let replaced = false;
      rewriter.setInsertionPoint(op);
      // Operand i + 1 of the condition is forwarded to argument i (tried on every visit of every
      // loop and rarely matching: no list of forwarded values is built).
      for (let i = 0; i + 1 < condition.numOperands; i++) {
        const arg = afterArgs[i]!;
        if (condition.getOperand(i + 1) !== truth || arg.useEmpty()) continue;
        if (constantTrue === null) {
          loadGeneratedDialects(op.context);
          constantTrue = createIntConstant(rewriter, op.location, truth.type, -1n);
        }
        rewriter.replaceAllUsesWith(arg, constantTrue);
        replaced = true;
      }
      return replaced;
    },
    { debugName: 'WhileConditionTruth', generatedOps: ['arith.constant'] },
  );
}

/**
 * When the condition is `cmpi p, a, b` and `a` (or `b`) is forwarded, a `cmpi` in the `after`
 * region of the forwarded argument against the same other operand is known: true for `p`, false
 * for its inverse (MLIR's `WhileCmpCond`).
 */
function whileCmpCond(): RewritePattern {
  return definePattern(
    WhileOp,
    (op, rewriter) => {
      const condition = conditionOf(op);
      const cmp = condition.getOperand(0).getDefiningOp();
      if (!(cmp instanceof CmpIOp)) return false;
      const afterArgs = afterBlock(op).arguments;
      const i1 = IntegerType.get(op.context, 1);
      let changed = false;
      forwardedBy(condition).forEach((value, i) => {
        for (const side of [0, 1]) {
          if (value !== cmp.getOperand(side)) continue;
          // A comparison reading the argument twice is one user.
          const users = new Set([...afterArgs[i]!.uses].map((use) => use.owner));
          for (const user of users) {
            if (!(user instanceof CmpIOp)) continue;
            if (user.getOperand(1 - side) !== cmp.getOperand(1 - side)) continue;
            let truth: boolean;
            if (user.predicateName === cmp.predicateName) truth = true;
            else if (user.predicateName === invertCmpI(cmp.predicateName)) truth = false;
            else continue;
            // Built where the driver put the insertion point (before the loop), as mlir-opt's
            // `replaceOpWithNewOp` does: the constant lands outside the loop with the
            // comparison's location.
            rewriter.replaceOp(user, [
              createIntConstant(rewriter, user.location, i1, truth ? -1n : 0n),
            ]);
            changed = true;
          }
        }
      });
      return changed;
    },
    { debugName: 'WhileCmpCond', generatedOps: ['arith.constant'] },
  );
}

/**
 * When `scf.condition` forwards exactly the `before` arguments in another order, it forwards them
 * in their order; the `after` arguments and results follow (MLIR's `WhileOpAlignBeforeArgs`).
 */
function whileOpAlignBeforeArgs(): RewritePattern {
  return definePattern(
    WhileOp,
    (op, rewriter) => {
      const condition = conditionOf(op);
      const beforeArgs: readonly Value[] = beforeBlock(op).arguments;
      const forwarded = forwardedBy(condition);
      if (forwarded.length !== beforeArgs.length) return false;
      if (forwarded.every((value, i) => value === beforeArgs[i])) return false;
      if (new Set(forwarded).size !== forwarded.length) return false;
      // positions[i]: where the i-th forwarded value sits among the before arguments.
      const positions = forwarded.map((value) => beforeArgs.indexOf(value));
      if (positions.includes(-1)) return false;
      const resultTypes: Type[] = new Array(beforeArgs.length);
      positions.forEach((p, i) => (resultTypes[p] = op.getResult(i).type));
      replaceTerminatorOperands(rewriter, condition, [condition.getOperand(0), ...beforeArgs]);
      rebuildWhile(rewriter, op, resultTypes, positions);
      return true;
    },
    { debugName: 'WhileOpAlignBeforeArgs', generatedOps: ['scf.while'] },
  );
}

/**
 * The values the ops of `region` use that are defined in `block` (outside `region`), once each, in
 * the order a post-order walk meets them (MLIR's `getUsedValuesDefinedAbove`, kept to `block`).
 */
function usedValuesDefinedIn(region: Region, block: Block): Value[] {
  const seen = new Set<Value>();
  const values: Value[] = [];
  region.walk((nested) => {
    for (const value of nested.operands) {
      if (value.getParentBlock() !== block || seen.has(value)) continue;
      seen.add(value);
      values.push(value);
    }
  });
  return values;
}

/**
 * An `scf.if` on the loop's own condition, right before `scf.condition`, whose else branch only
 * yields and whose results only feed `scf.condition`, moves to the start of the `after` block: its
 * else values are forwarded on exit, its then values stand for the `after` arguments, and the
 * `before` values its then branch reads are forwarded as new `after` arguments (MLIR's
 * `WhileMoveIfDown`; the loop is rebuilt without its attributes, as mlir-opt 22 does). Unlike
 * mlir-opt 22.1, an if result forwarded twice and a then value defined in the `before` block are
 * handled soundly (mlir-opt miscompiles the first, llvm-project#219456, and breaks dominance on the
 * second).
 */
function whileMoveIfDown(): RewritePattern {
  return definePattern(
    WhileOp,
    (op, rewriter) => {
      const condition = conditionOf(op);
      const ifOp = condition.prevNode;
      if (!(ifOp instanceof IfOp) || ifOp.condition !== condition.getOperand(0)) return false;
      const elseBlock = ifOp.elseRegion.front;
      if (elseBlock !== null && elseBlock.front !== elseBlock.back) return false;
      for (const result of ifOp.results)
        for (const use of result.uses) if (use.owner !== condition) return false;

      const before = beforeBlock(op);
      const thenBlock = ifOp.thenRegion.front!;
      const thenYield = thenBlock.back!;
      const extra = usedValuesDefinedIn(ifOp.thenRegion, before);
      const forwarded = forwardedBy(condition);
      // What each forwarded value is on exit (else) and inside the loop (then), read up front.
      const onExit = forwarded.map((value) =>
        value instanceof OpResult && value.owner === ifOp
          ? elseBlock!.back!.getOperand(value.resultNumber)
          : value,
      );
      const inside = forwarded.map((value) =>
        value instanceof OpResult && value.owner === ifOp
          ? thenYield.getOperand(value.resultNumber)
          : null,
      );

      rewriter.setInsertionPoint(op);
      const replacement = rewriter.create({
        name: op.name.identifier,
        location: op.location,
        operands: op.operands,
        resultTypes: [...op.getResultTypes(), ...extra.map((value) => value.type)],
        regions: [new Region(), new Region()],
      });
      rewriter.inlineRegionBefore(op.getRegion(0), replacement.getRegion(0));
      rewriter.inlineRegionBefore(op.getRegion(1), replacement.getRegion(1));
      const after = afterBlock(replacement);
      const extraArgs = extra.map((value) => after.addArgument(value.type, op.location));
      const afterArgs = after.arguments;
      rewriter.inlineBlockBefore(thenBlock, after, after.front);
      // The moved ops read the `before` values through the new arguments.
      extra.forEach((value, i) =>
        rewriter.replaceUsesWithIf(value, extraArgs[i]!, (use) =>
          replacement.getRegion(1).isAncestor(use.owner.getParentRegion()!),
        ),
      );
      inside.forEach((value, i) => {
        if (value === null) return;
        const position = extra.indexOf(value);
        rewriter.replaceAllUsesWith(afterArgs[i]!, position === -1 ? value : extraArgs[position]!);
      });
      rewriter.eraseOp(thenYield);
      replaceTerminatorOperands(rewriter, condition, [
        condition.getOperand(0),
        ...onExit,
        ...extra,
      ]);
      rewriter.eraseOp(ifOp);
      rewriter.replaceOp(op, replacement.results.slice(0, op.numResults));
      return true;
    },
    { debugName: 'WhileMoveIfDown', generatedOps: ['scf.while'] },
  );
}

export function whilePatterns(): RewritePattern[] {
  return [whileConditionTruth(), whileCmpCond(), whileOpAlignBeforeArgs(), whileMoveIfDown()];
}
