/**
 * Branch weights of `llvm.cond_br` and `llvm.switch` (MLIR's `WeightedBranchOpInterface`): an
 * optional `array<i32>` property, one weight per successor. `llvm.cond_br` spells it
 * `weights([90, 10])` (custom<LLVMBranchWeights>); `llvm.switch` keeps it in its attributes.
 */
import {
  DenseArrayAttr,
  IntegerType,
  type Operation,
  registerCustomDirective,
} from '@strata/ir-core';

/** `[3, 5]`: the weights of a conditional branch, an `array<i32>` spelled as a bare list. */
registerCustomDirective('LLVMBranchWeights', {
  print(printer, _op, [weights]) {
    printer.write('[' + (weights as DenseArrayAttr).asNumbers().join(', ') + ']');
  },
  parse(parser, _state, slots) {
    const weights: bigint[] = [];
    const parsed = parser.parseCommaSeparatedList('square', () => {
      const weight = parser.parseSignedInteger(32);
      if (weight !== null) weights.push(weight);
      return weight !== null;
    });
    if (!parsed) return false;
    slots[0]!.value = DenseArrayAttr.get(IntegerType.get(parser.context, 32), weights);
    return true;
  },
});

/**
 * MLIR's weighted-branch check: no weights, or one per successor. Reported without the op
 * prefix, as MLIR does.
 */
export function verifyWeights(op: Operation, weights: DenseArrayAttr | undefined): boolean {
  if (weights === undefined) return true;
  const count = weights.asNumbers().length;
  if (count === 0 || count === op.numSuccessors) return true;
  op.emitError(
    `expects number of branch weights to match number of successors: ${count} vs ${op.numSuccessors}`,
  );
  return false;
}
