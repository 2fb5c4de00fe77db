import { IndexSwitchOp } from '@strata/dialect-scf';
import {
  type Attribute,
  type Block,
  DenseIntOrFPElementsAttr,
  IntegerType,
  type Location,
  type MLIRContext,
  type Region,
  VectorType,
} from '@strata/ir-core';
import { OpRewritePattern, type PatternRewriter } from '@strata/pattern-rewrite';
import { branchState, createIndexCast, createSwitch } from './branch-states.js';

/**
 * Makes the yield of a case region branch to `continueBlock` with the yielded values, and moves
 * the region's blocks before `continueBlock`; answers the case's entry block.
 */
function inlineCase(rewriter: PatternRewriter, region: Region, continueBlock: Block): Block {
  const block = region.front!;
  const yieldOp = block.back!;
  rewriter.setInsertionPoint(yieldOp);
  // The branch takes the yield's location (as replaceOpWithNewOp).
  rewriter.replaceOp(
    yieldOp,
    rewriter.create(branchState(yieldOp.location, continueBlock, yieldOp.operands)),
  );
  rewriter.inlineRegionBefore(region, continueBlock.parent!, continueBlock);
  return block;
}

/**
 * `scf.index_switch` to a CFG (MLIR's `IndexSwitchLowering`): the block is split at the op, the
 * case regions and then the default region are inlined before the continuation (each yield
 * becoming a branch to it, whose new arguments replace the results), and a `cf.switch` on the
 * index cast to `i32` selects among them. Case values are truncated to 32 bits, as MLIR does.
 */
export class IndexSwitchLowering extends OpRewritePattern<IndexSwitchOp> {
  /**
   * The `cf.switch` case values made from each `cases` attribute of an `scf.index_switch` (both
   * uniqued in `context`): switches repeat their cases, and making the elements attribute is costly.
   */
  private readonly caseValuesByCases = new Map<Attribute, DenseIntOrFPElementsAttr | null>();
  private context: MLIRContext | null = null;

  constructor() {
    super(IndexSwitchOp, { generatedOps: ['arith.index_cast', 'cf.br', 'cf.switch'] });
  }

  override matchAndRewrite(op: IndexSwitchOp, rewriter: PatternRewriter): boolean {
    const location = op.location;
    const condBlock = op.parentBlock!;
    const continueBlock = rewriter.splitBlock(condBlock, op);
    const types = op.getResultTypes();
    const results = continueBlock.addArguments(
      types,
      new Array<Location>(types.length).fill(location),
    );

    // The default region is region 0, the cases follow; the cases are inlined first (as MLIR).
    const regions = op.regions;
    const numCases = regions.length - 1;
    const caseDestinations = new Array<Block>(numCases);
    for (let i = 0; i < numCases; i++)
      caseDestinations[i] = inlineCase(rewriter, regions[i + 1]!, continueBlock);
    const defaultDestination = inlineCase(rewriter, regions[0]!, continueBlock);

    const context = op.context;
    const i32 = IntegerType.get(context, 32);
    rewriter.setInsertionPointToEnd(condBlock);
    const flag = createIndexCast(rewriter, location, op.arg, i32);
    createSwitch(
      rewriter,
      location,
      flag,
      defaultDestination,
      caseDestinations,
      this.caseValuesOf(op, i32),
    );
    rewriter.replaceOp(op, results);
    return true;
  }

  /** The switch's case values, truncated to `i32` as MLIR does; null when it has no cases. */
  private caseValuesOf(op: IndexSwitchOp, i32: IntegerType): DenseIntOrFPElementsAttr | null {
    const context = op.context;
    if (this.context !== context) {
      this.context = context;
      this.caseValuesByCases.clear();
    }
    const cases = op.cases;
    let attr = this.caseValuesByCases.get(cases);
    if (attr === undefined) {
      const caseValues = op.caseValues.map((value) => BigInt.asIntN(32, value));
      attr =
        caseValues.length === 0
          ? null
          : DenseIntOrFPElementsAttr.get(
              VectorType.get(context, [caseValues.length], i32),
              caseValues,
            );
      this.caseValuesByCases.set(cases, attr);
    }
    return attr;
  }
}
