export {
  ConversionTarget,
  type DynamicLegalityCallback,
  type LegalizationAction,
  type LegalOpDetails,
  type OpRef,
} from './conversion-target.js';
export {
  ConversionPattern,
  type ConversionPatternOptions,
  OpAdaptor,
  OpConversionPattern,
} from './conversion-pattern.js';
export { ConversionPatternRewriter, type RewriterState } from './rewriter.js';
export {
  applyAnalysisConversion,
  applyFullConversion,
  applyPartialConversion,
  type ConversionConfig,
  type ConversionPatterns,
} from './apply-conversion.js';
export { type ReconcileActions, reconcileUnrealizedCasts } from './reconcile-casts.js';
export {
  isFunctionSignatureLegal,
  isLegalForBranchOpInterfaceTypeConversionPattern,
  populateBranchOpInterfaceTypeConversionPattern,
  populateFunctionOpInterfaceTypeConversionPattern,
  type ShouldConvertBranchOperand,
} from './structural-patterns.js';
