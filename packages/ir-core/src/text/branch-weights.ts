/**
 * Branch weights of weighted branches (MLIR's `WeightedBranchOpInterface`), shared by
 * `cf.cond_br`, `llvm.cond_br` and `llvm.switch`: an optional `array<i32: ...>` property, one
 * weight per successor, spelled in custom forms as a bare list inside `weights(...)`:
 * `cf.cond_br %c weights([90, 10]), ^taken, ^rare`.
 */
import { DenseArrayAttr } from '../attributes/elements-attributes.js';
import type { Operation } from '../ir/operation.js';
import { IntegerType } from '../types/builtin-types.js';
import { registerCustomDirective } from './custom-directives.js';

/** `custom<BranchWeights>($branch_weights)`: the `[w0, w1, ...]` inside `weights(...)`. */
registerCustomDirective('BranchWeights', {
  print(printer, _op, [weights]) {
    printer.write(`[${(weights as DenseArrayAttr).asNumbers().join(', ')}]`);
  },
  parse(parser, _state, slots) {
    const values: bigint[] = [];
    let badElement = false;
    const ok = parser.parseCommaSeparatedList('square', () => {
      const value = parser.parseSignedInteger(32);
      if (value === null) {
        badElement = true;
        return false;
      }
      values.push(value);
      return true;
    });
    // MLIR's array parser still looks for the closing `]` after a bad element, and says so.
    if (badElement) parser.emitFollowUpError("expected ']'");
    if (!ok) return false;
    slots[0]!.value = DenseArrayAttr.get(IntegerType.get(parser.context, 32), values);
    return true;
  },
});

/**
 * MLIR's weighted-branch verifier: an empty list means "no weights"; otherwise there is one weight
 * per successor and not all of them are zero. Reported without the `'op' op` prefix, as MLIR does.
 */
export function verifyBranchWeights(op: Operation, weights: DenseArrayAttr | undefined): boolean {
  if (weights === undefined) return true;
  const values = weights.asNumbers();
  if (values.length === 0) return true;
  if (values.length !== op.numSuccessors) {
    op.emitError(
      `expects number of branch weights to match number of successors: ${values.length} vs ${op.numSuccessors}`,
    );
    return false;
  }
  if (values.every((value) => value === 0)) {
    op.emitError('branch weights cannot all be zero');
    return false;
  }
  return true;
}
