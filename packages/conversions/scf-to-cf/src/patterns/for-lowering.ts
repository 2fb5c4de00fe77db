import { CmpIPredicateAttr } from '@strata/dialect-arith';
import { ForOp } from '@strata/dialect-scf';
import {
  IntegerType,
  type MLIRContext,
  type Operation,
  type Type,
  type Value,
} from '@strata/ir-core';
import { OpRewritePattern, type PatternRewriter } from '@strata/pattern-rewrite';
import { branchState, createAddI, createCmpI, createCondBranch } from './branch-states.js';

type Predicate = ReturnType<typeof CmpIPredicateAttr.get>;

/**
 * The operands of `scf.for` before its loop-carried values: lower bound, upper bound, step. They
 * are read by position: the op's named accessors locate each operand group anew (the loop-carried
 * values are variadic), a small allocation per read.
 */
const LOWER_BOUND = 0;
const UPPER_BOUND = 1;
const STEP = 2;
const NUM_CONTROL_OPERANDS = 3;

/**
 * `first` followed by the operands of `op` from index `from` on, as one array: the branch operands
 * of a loop edge, built without the intermediate arrays of a spread over `op.operands`.
 */
function prependOperands(first: Value, op: Operation, from: number): Value[] {
  const count = op.numOperands - from;
  const out = new Array<Value>(count + 1);
  out[0] = first;
  for (let i = 0; i < count; i++) out[i + 1] = op.getOperand(from + i);
  return out;
}

/**
 * `scf.for` to a CFG (MLIR's `ForLowering`). The block holding the loop is split at the loop: the
 * part before branches to a condition block with the induction variable and the loop-carried
 * values as arguments (the body's entry block, emptied into a block of its own); the condition
 * block compares the induction variable with the upper bound and enters the body or leaves to the
 * part after; the body's last block steps the induction variable and branches back. The loop's
 * results are the condition block's arguments after the induction variable.
 */
export class ForLowering extends OpRewritePattern<ForOp> {
  /** The attributes and type of the comparison, uniqued in `context` (looked up once per context). */
  private context: MLIRContext | null = null;
  private signedLess: Predicate | null = null;
  private unsignedLess: Predicate | null = null;
  private i1: Type | null = null;

  constructor() {
    super(ForOp, { generatedOps: ['arith.addi', 'arith.cmpi', 'cf.br', 'cf.cond_br'] });
  }

  private useContext(context: MLIRContext): void {
    this.context = context;
    this.signedLess = CmpIPredicateAttr.get(context, 'slt');
    this.unsignedLess = CmpIPredicateAttr.get(context, 'ult');
    this.i1 = IntegerType.get(context, 1);
  }

  override matchAndRewrite(op: ForOp, rewriter: PatternRewriter): boolean {
    const location = op.location;
    const initBlock = op.parentBlock!;
    const endBlock = rewriter.splitBlock(initBlock, op);

    const region = op.region;
    const conditionBlock = region.front!;
    const firstBodyBlock = rewriter.splitBlock(conditionBlock, conditionBlock.firstOp);
    const lastBodyBlock = region.back!;
    rewriter.inlineRegionBefore(region, endBlock.parent!, endBlock);
    const iv = conditionBlock.getArgument(0);

    // Step the induction variable at the end of the body and loop back with the yielded values.
    const terminator = lastBodyBlock.back!;
    rewriter.setInsertionPointToEnd(lastBodyBlock);
    // The result type given (the induction variable's), rather than inferred for each loop.
    const stepped = createAddI(rewriter, location, iv, op.getOperand(STEP), iv.type);
    rewriter.create(branchState(location, conditionBlock, prependOperands(stepped, terminator, 0)));
    rewriter.eraseOp(terminator);

    rewriter.setInsertionPointToEnd(initBlock);
    rewriter.create(
      branchState(
        location,
        conditionBlock,
        prependOperands(op.getOperand(LOWER_BOUND), op, NUM_CONTROL_OPERANDS),
      ),
    );

    rewriter.setInsertionPointToEnd(conditionBlock);
    if (this.context !== op.context) this.useContext(op.context);
    // Read without `properties`, which would give each loop without the flag an empty map.
    const unsigned = op.getInherentAttr('unsignedCmp') !== undefined;
    const predicate = unsigned ? this.unsignedLess! : this.signedLess!;
    const comparison = createCmpI(
      rewriter,
      location,
      predicate,
      iv,
      op.getOperand(UPPER_BOUND),
      this.i1!,
    );
    createCondBranch(rewriter, location, comparison, firstBodyBlock, endBlock);
    rewriter.replaceOp(op, conditionBlock.arguments.slice(1));
    return true;
  }
}
