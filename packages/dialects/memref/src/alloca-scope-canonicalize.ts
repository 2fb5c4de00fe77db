/**
 * The canonicalization of `memref.alloca_scope` (MLIR 22's `AllocaScopeInliner`): a scope is
 * inlined into its parent when that cannot make a stack allocation live longer. Built on demand,
 * as in canonicalize.ts. (MLIR's `AllocaScopeHoister`, which moves allocations out of the scope,
 * is not done.)
 */
import {
  AutomaticAllocationScope,
  AutomaticAllocationScopeResource,
  MemoryEffectOpInterface,
  type Operation,
  RecursiveMemoryEffects,
  Terminator,
  WalkResult,
} from '@strata/ir-core';
import { definePattern, type RewritePattern } from '@strata/pattern-rewrite';

/**
 * Whether `op` itself may allocate on the stack (MLIR's `isOpItselfPotentialAutomaticAllocation`):
 * an op with unknown effects may; an op with recursive effects leaves it to its nested ops.
 */
function mayAllocateOnStack(op: Operation): boolean {
  if (op.hasTrait(RecursiveMemoryEffects.key)) return false;
  const model = MemoryEffectOpInterface.get(op);
  if (model === null) return true;
  return model
    .getEffects(op)
    .some(
      (effect) =>
        effect.effect === 'allocate' &&
        effect.resource === AutomaticAllocationScopeResource &&
        effect.value !== null &&
        op.results.includes(effect.value as never),
    );
}

/** Whether a nested op may allocate on the scope's stack (nested scopes keep theirs). */
function hasPotentialAlloca(scope: Operation): boolean {
  return scope
    .walk(
      (op) => {
        if (op === scope) return WalkResult.advance();
        if (mayAllocateOnStack(op)) return WalkResult.interrupt();
        if (op.hasTrait(AutomaticAllocationScope.key)) return WalkResult.skip();
        return WalkResult.advance();
      },
      { order: 'pre' },
    )
    .wasInterrupted();
}

/** Whether `op` is followed by its block's terminator only, in a one-block region. */
function lastBeforeTerminator(op: Operation): boolean {
  const next = op.nextNode;
  return (
    next !== null &&
    next.nextNode === null &&
    next.hasTrait(Terminator.key) &&
    op.getParentRegion()!.hasOneBlock()
  );
}

function allocaScopeInliner(): RewritePattern {
  return definePattern(
    'memref.alloca_scope',
    (op, rewriter) => {
      // With allocations inside, inlining is safe only where the parent frees them as soon.
      if (hasPotentialAlloca(op)) {
        const parent = op.getParentOp();
        if (parent === null || !parent.hasTrait(AutomaticAllocationScope.key)) return false;
        if (!lastBeforeTerminator(op)) return false;
      }
      const block = op.getRegion(0).front!;
      const terminator = block.back!;
      const results = [...terminator.operands];
      rewriter.inlineBlockBefore(block, op.getBlock()!, op);
      rewriter.replaceOp(op, results);
      rewriter.eraseOp(terminator);
      return true;
    },
    { debugName: 'AllocaScopeInliner' },
  );
}

export function allocaScopePatterns(): RewritePattern[] {
  return [allocaScopeInliner()];
}
