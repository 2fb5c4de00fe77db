/**
 * The `scf.if` canonicalizations that look beyond the op itself, after MLIR 22's (SCF.cpp):
 * neighbouring ifs on the same (or the negated) condition merge, an if that only holds another
 * if becomes one on the conjunction, and uses of the condition inside a branch become constants.
 */
import { AndIOp, SelectOp, XOrIOp } from '@strata/dialect-arith';
import {
  type Block,
  IntegerAttr,
  IntegerType,
  type Operation,
  Region,
  type Type,
  type Value,
} from '@strata/ir-core';
import {
  definePattern,
  getConstantOperandValue,
  type PatternRewriter,
  type RewritePattern,
} from '@strata/pattern-rewrite';
import { IfOp } from './ops/if.js';
import { createIntConstant, loadGeneratedDialects } from './utils/arith-helpers.js';

function thenBlock(op: IfOp): Block {
  return op.thenRegion.front!;
}

function elseBlock(op: IfOp): Block | null {
  return op.elseRegion.front;
}

/** Whether `value` is `xori(of, true)`. */
function isNotOf(value: Value, of: Value): boolean {
  const not = value.getDefiningOp();
  if (!(not instanceof XOrIOp) || not.lhs !== of) return false;
  const rhs = getConstantOperandValue(not.rhs);
  return rhs instanceof IntegerAttr && rhs.value !== 0n;
}

function createIf(
  rewriter: PatternRewriter,
  at: Operation,
  condition: Value,
  resultTypes: readonly Type[],
): IfOp {
  return rewriter.create({
    name: 'scf.if',
    location: at.location,
    operands: [condition],
    resultTypes: [...resultTypes],
    regions: [new Region(), new Region()],
  }) as IfOp;
}

function createYield(
  rewriter: PatternRewriter,
  block: Block,
  at: Operation,
  values: readonly Value[],
): void {
  rewriter.setInsertionPointToEnd(block);
  rewriter.create({ name: 'scf.yield', location: at.location, operands: [...values] });
}

/**
 * Appends `block` (its terminator replaced) to the end of `into`, whose yield then yields its own
 * values followed by `block`'s.
 */
function appendBranch(rewriter: PatternRewriter, into: Block, block: Block): void {
  const firstYield = into.back!;
  const secondYield = block.back!;
  rewriter.mergeBlocks(block, into);
  createYield(rewriter, into, secondYield, [...firstYield.operands, ...secondYield.operands]);
  rewriter.eraseOp(firstYield);
  rewriter.eraseOp(secondYield);
}

/**
 * An `scf.if` right after another on the same condition (or its negation) merges into it; uses of
 * the first one's results inside the second's branches read the yielded values (MLIR's `CombineIfs`).
 */
function combineIfs(): RewritePattern {
  return definePattern(
    IfOp,
    (nextIf, rewriter) => {
      const prevIf = nextIf.prevNode;
      if (!(prevIf instanceof IfOp)) return false;
      // The branches of nextIf that run with prevIf's then and else branches.
      let nextThen: Block | null = null;
      let nextElse: Block | null = null;
      if (nextIf.condition === prevIf.condition) {
        nextThen = thenBlock(nextIf);
        nextElse = elseBlock(nextIf);
      }
      if (
        isNotOf(nextIf.condition, prevIf.condition) ||
        isNotOf(prevIf.condition, nextIf.condition)
      ) {
        nextElse = thenBlock(nextIf);
        nextThen = elseBlock(nextIf) ?? nextThen;
      }
      if (nextThen === null && nextElse === null) return false;

      const prevThenYielded = thenBlock(prevIf).back!.operands;
      const prevElseYielded = elseBlock(prevIf)?.back!.operands ?? [];
      prevIf.results.slice(0, prevElseYielded.length).forEach((result, i) => {
        for (const use of [...result.uses]) {
          const region = use.owner.getParentRegion();
          let value: Value | null = null;
          if (nextThen !== null && nextThen.parent!.isAncestor(region)) value = prevThenYielded[i]!;
          else if (nextElse !== null && nextElse.parent!.isAncestor(region))
            value = prevElseYielded[i]!;
          if (value !== null) rewriter.modifyOpInPlace(use.owner, () => use.set(value));
        }
      });

      rewriter.setInsertionPoint(nextIf);
      const combined = createIf(rewriter, nextIf, prevIf.condition, [
        ...prevIf.getResultTypes(),
        ...nextIf.getResultTypes(),
      ]);
      rewriter.inlineRegionBefore(prevIf.thenRegion, combined.thenRegion);
      if (nextThen !== null) appendBranch(rewriter, thenBlock(combined), nextThen);
      rewriter.inlineRegionBefore(prevIf.elseRegion, combined.elseRegion);
      if (nextElse !== null) {
        if (combined.elseRegion.empty())
          rewriter.inlineRegionBefore(nextElse.parent!, combined.elseRegion);
        else appendBranch(rewriter, elseBlock(combined)!, nextElse);
      }
      const results = combined.results;
      rewriter.replaceOp(prevIf, results.slice(0, prevIf.numResults));
      rewriter.replaceOp(nextIf, results.slice(prevIf.numResults));
      return true;
    },
    { debugName: 'CombineIfs', generatedOps: ['scf.if', 'scf.yield'] },
  );
}

/**
 * `if a { if b { ... } }` becomes `if (a and b) { ... }` when neither else branch does anything;
 * values the outer if yields from outside become selects on `a` (MLIR's `CombineNestedIfs`).
 */
function combineNestedIfs(): RewritePattern {
  return definePattern(
    IfOp,
    (op, rewriter) => {
      const outerThen = thenBlock(op);
      const nested = outerThen.front;
      if (!(nested instanceof IfOp) || nested.nextNode !== outerThen.back) return false;
      const outerElse = elseBlock(op);
      if (outerElse !== null && outerElse.front !== outerElse.back) return false;
      const nestedElse = elseBlock(nested);
      if (nestedElse !== null && nestedElse.front !== nestedElse.back) return false;

      const thenYield = [...outerThen.back!.operands];
      const elseYield = outerElse === null ? [] : [...outerElse.back!.operands];
      const toSelect: number[] = [];
      for (let i = 0; i < thenYield.length; i++) {
        const value = thenYield[i]!;
        if (value.getDefiningOp() === nested) {
          const index = nested.results.indexOf(value as never);
          // Combining is only sound when both else branches yield the same value.
          if (nestedElse!.back!.getOperand(index) !== elseYield[i]) return false;
          thenYield[i] = thenBlock(nested).back!.getOperand(index);
          continue;
        }
        if (value.getParentRegion() === op.thenRegion) return false;
        toSelect.push(i);
      }

      loadGeneratedDialects(op.context);
      rewriter.setInsertionPoint(op);
      const condition = rewriter.createOp(AndIOp, op.location, {
        lhs: op.condition,
        rhs: nested.condition,
      }).result;
      const combined = createIf(rewriter, op, condition, op.getResultTypes());
      const results: Value[] = [...combined.results];
      rewriter.setInsertionPoint(combined);
      for (const i of toSelect) {
        results[i] = rewriter.createOp(SelectOp, op.location, {
          condition: op.condition,
          true_value: thenYield[i]!,
          false_value: elseYield[i]!,
        }).result;
      }
      const newThen = combined.thenRegion.emplaceBlock();
      const nestedThen = thenBlock(nested);
      const nestedYield = nestedThen.back!;
      rewriter.mergeBlocks(nestedThen, newThen);
      createYield(rewriter, newThen, nestedYield, thenYield);
      rewriter.eraseOp(nestedYield);
      if (elseYield.length !== 0)
        createYield(rewriter, combined.elseRegion.emplaceBlock(), op, elseYield);
      rewriter.replaceOp(op, results);
      return true;
    },
    { debugName: 'CombineNestedIfs', generatedOps: ['arith.andi', 'arith.select', 'scf.if'] },
  );
}

/** Which branch of `op` the region lies in, looking outwards no further than `end`. */
function branchOf(region: Region | null, op: IfOp, end: Region | null): 'then' | 'else' | null {
  for (let current = region; current !== null && current !== end;) {
    if (current === op.thenRegion) return 'then';
    if (current === op.elseRegion) return 'else';
    current = current.getParentRegion();
  }
  return null;
}

/** Inside the then branch the condition is true, inside the else branch false (MLIR's `ConditionPropagation`). */
function conditionPropagation(): RewritePattern {
  return definePattern(
    IfOp,
    (op, rewriter) => {
      const condition = op.condition;
      // Replacing a constant by a constant is no simplification.
      if (getConstantOperandValue(condition) !== null) return false;
      const i1 = IntegerType.get(op.context, 1);
      const constants: Record<'then' | 'else', Value | null> = { then: null, else: null };
      const end = condition.getParentRegion();
      let changed = false;
      // The next use is read before this one moves to a constant (a snapshot of the list).
      for (
        let use = condition.firstUse, next = use?.nextUse ?? null;
        use !== null;
        use = next, next = use?.nextUse ?? null
      ) {
        const branch = branchOf(use.owner.getParentRegion(), op, end);
        if (branch === null) continue;
        if (constants[branch] === null) {
          loadGeneratedDialects(op.context);
          rewriter.setInsertionPoint(op);
          constants[branch] = createIntConstant(
            rewriter,
            op.location,
            i1,
            branch === 'then' ? -1n : 0n,
          );
        }
        const constant = constants[branch]!;
        const moved = use;
        rewriter.modifyOpInPlace(moved.owner, () => moved.set(constant));
        changed = true;
      }
      return changed;
    },
    { debugName: 'ConditionPropagation', generatedOps: ['arith.constant'] },
  );
}

/** The patterns above, in MLIR's order (they come before canonicalize.ts's if patterns). */
export function ifCombiningPatterns(): RewritePattern[] {
  return [combineIfs(), combineNestedIfs(), conditionPropagation()];
}
