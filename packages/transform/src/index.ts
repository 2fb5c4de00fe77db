export {
  DiagnosedSilenceableFailure,
  emitDefiniteFailure,
  emitSilenceableFailure,
} from './diagnosed.js';
export {
  AnyOpType,
  AnyParamType,
  AnyValueType,
  type HandleKind,
  handleKindOf,
  OperationType,
  ParamType,
  TransformType,
  type TransformTypeParser,
  TypeParamType,
} from './types.js';
export {
  PositiveI64Attr,
  TransformAnyHandle,
  TransformOpHandle,
  TransformParam,
  TransformValueHandle,
} from './constraints.js';
export {
  consumesHandle,
  functionalStyleEffects,
  isHandleConsumed,
  modifiesPayload,
  navigationEffects,
  onlyReadsHandle,
  onlyReadsPayload,
  type PatternDescriptorModel,
  PatternDescriptorOpInterface,
  PayloadIRResource,
  PossibleTopLevelTransformOpTrait,
  producesHandle,
  readsHandlesModifiesPayloadEffects,
  TransformMappingResource,
  TransformOpInterface,
  type TransformOpModel,
} from './interfaces.js';
export { type ApplyToOne, applyToEach } from './each.js';
export { type MappedValue, type ResultPayload, TransformResults } from './results.js';
export {
  MAX_APPLICATION_DEPTH,
  type ResolvedTransformOptions,
  type TransformOptions,
  TransformState,
} from './state.js';
export { TrackingListener } from './tracking-listener.js';
export { type TransformDialectExtension, TransformExtensionError } from './extension.js';
export {
  registerTransformDialect,
  registerTransformDialectExtension,
  TransformDialect,
  WITH_NAMED_SEQUENCE,
} from './dialect.js';
export {
  applyTransformNamedSequence,
  applyTransforms,
  findTransformEntryPoint,
} from './interpreter.js';
export { TRANSFORM_DEBUG_CHANNEL, TransformInterpreterPass } from './interpreter-pass.js';
export { applySequenceBlock, FailurePropagationMode } from './ops/sequence-support.js';
export { IncludeOp, NamedSequenceOp, SequenceOp, YieldOp } from './ops/sequence.js';
export { AlternativesOp, ForeachOp } from './ops/control.js';
export { EmitParamAsRemarkOp } from './ops/debug.js';
export {
  CastOp,
  EmitRemarkAtOp,
  GetDefiningOp,
  GetParentOp,
  MergeHandlesOp,
  NumAssociationsOp,
  ParamConstantOp,
} from './ops/handles.js';
export {
  CollectMatchingOp,
  ForeachMatchOp,
  MatchCmpIPredicate,
  MatchOperationNameOp,
  MatchOpTrait,
  MatchParamCmpIOp,
} from './ops/match.js';
export {
  GetConsumersOfResult,
  GetOperandOp,
  GetProducerOfOperand,
  GetResultOp,
  SplitHandleOp,
} from './ops/navigation.js';
export {
  AnnotateOp,
  ApplyCanonicalizationPatternsOp,
  ApplyCommonSubexpressionEliminationOp,
  ApplyDeadCodeEliminationOp,
  ApplyPatternsOp,
  MatchOp,
} from './ops/payload.js';
export { ApplyRegisteredPassOp } from './ops/registered-pass.js';
export { PrintOp } from './ops/print.js';
export { ReplicateOp, SelectOp } from './ops/handle-lists.js';
export { VerifyOp } from './ops/verify.js';
export { CheckUsesPass, checkTransformUses } from './check-uses.js';
export { type LibraryFiles, loadTransformLibrary, TransformPreloadLibraryPass } from './library.js';
export {
  ApplyConversionPatternsOp,
  type ConversionPatternDescriptorModel,
  ConversionPatternDescriptorOpInterface,
  type TypeConverterBuilderModel,
  TypeConverterBuilderOpInterface,
} from './ops/conversion.js';
