export { PatternBenefit } from './benefit.js';
export {
  type BuildableOpClass,
  definePattern,
  type KeyedTraitOrInterface,
  MatchAnyOpTypeTag,
  MatchInterfaceOpTypeTag,
  MatchTraitOpTypeTag,
  type OpClassRef,
  OpRewritePattern,
  type PatternFunction,
  type PatternOptions,
  type PatternRoot,
  RewritePattern,
} from './pattern.js';
export {
  moveOpsToEnd,
  type OpFactory,
  PatternRewriter,
  type SplitBlockListener,
} from './rewriter.js';
export {
  type FreezeOptions,
  FrozenRewritePatternSet,
  type IndexedPattern,
  RewritePatternSet,
} from './pattern-set.js';
export { type ApplyHooks, type CostModel, PatternApplicator } from './applicator.js';
export { isConstantLike, materializeConstant } from './fold-helpers.js';
// Folding itself lives in ir-core; re-exported here, where pattern authors have always found it.
export { type FoldOutcome, foldOperation, getConstantOperandValue } from '@strata/ir-core';
export { getConstantInsertionRegion, OperationFolder } from './folder.js';
export {
  dropRedundantArguments,
  eraseUnreachableBlocks,
  type RegionSimplificationLevel,
  simplifyRegions,
} from './region-simplify.js';
export { runRegionDCE } from './region-dce.js';
export {
  type GreedyRewriteConfig,
  type GreedyRewriteResult,
  type GreedyRewriteStrictness,
  NO_LIMIT,
} from './greedy-config.js';
export { applyPatternsGreedily } from './region-driver.js';
export { applyOpPatternsGreedily, type OpPatternsResult } from './op-driver.js';
export { walkAndApplyPatterns } from './walk-driver.js';
export { mergeIdenticalBlocks } from './merge-blocks.js';
export { type DebugSink, GreedyRewriterLog } from './debug-log.js';
export { PatternCheckError } from './checks.js';
export { Worklist } from './worklist.js';
export { eraseOpResults } from './erase-op-results.js';
export { regionBranchCanonicalizationPatterns } from './region-branch-patterns.js';
