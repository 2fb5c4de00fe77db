import { ForallOp } from '@strata/dialect-scf';
import type { InsertPoint, Operation, RewriterListener } from '@strata/ir-core';
import {
  type FrozenRewritePatternSet,
  PatternApplicator,
  PatternRewriter,
} from '@strata/pattern-rewrite';

/**
 * Applies the scf lowerings the way MLIR's partial conversion applies them: the ops to lower are
 * collected in pre-order (an op before the ops nested in it), each is rewritten in turn, and the
 * ops a rewrite creates that must be lowered too (forall -> parallel -> for) are lowered right
 * after it, outermost first. This order decides the order of the new blocks, which must match
 * mlir-opt's.
 *
 * Interim: the pass moves to `@strata/dialect-conversion`'s `applyPartialConversion` once that
 * lands. Until then, failure is checked up front (the only lowering that can refuse is a forall
 * with shared outputs), so that a failing run leaves the IR untouched.
 */
export function lowerSCFOps(
  root: Operation,
  patterns: FrozenRewritePatternSet,
  mustLower: ReadonlySet<string>,
): boolean {
  const pending: Operation[] = [];
  root.walk(
    (op) => {
      if (op !== root && mustLower.has(op.name.identifier)) pending.push(op);
    },
    { order: 'pre' },
  );
  for (const op of pending) {
    if (op instanceof ForallOp && op.outputs.length !== 0) {
      op.emitError(
        `failed to legalize operation '${op.name.identifier}' that was explicitly marked illegal`,
      );
      return false;
    }
  }
  const tracker = new CreatedOpTracker(mustLower);
  const rewriter = new PatternRewriter(root.context, tracker);
  const applicator = new PatternApplicator(patterns);
  applicator.applyDefaultCostModel();
  for (const op of pending) {
    if (tracker.erased.has(op)) continue;
    const queue = [op];
    while (queue.length !== 0) {
      const next = queue.shift()!;
      tracker.created.length = 0;
      if (!applicator.matchAndRewrite(next, rewriter)) {
        next.emitError(
          `failed to legalize operation '${next.name.identifier}' that was explicitly marked illegal`,
        );
        return false;
      }
      queue.unshift(...tracker.created.filter((created) => !tracker.erased.has(created)));
    }
  }
  return true;
}

/** Records the ops rewrites create that must be lowered too, and every op erased. */
class CreatedOpTracker implements RewriterListener {
  readonly created: Operation[] = [];
  readonly erased = new Set<Operation>();

  constructor(private readonly mustLower: ReadonlySet<string>) {}

  notifyOperationInserted(op: Operation, previous: InsertPoint | null): void {
    if (previous === null && this.mustLower.has(op.name.identifier)) this.created.push(op);
  }

  notifyOperationErased(op: Operation): void {
    this.erased.add(op);
  }
}
