/** The ops the transform dialect defines itself (extensions add theirs when loaded). */
import type { RegistrableOpClass } from '@strata/ir-core';
import { AlternativesOp, ForeachOp } from './control.js';
import { ApplyConversionPatternsOp } from './conversion.js';
import { EmitParamAsRemarkOp } from './debug.js';
import {
  CastOp,
  EmitRemarkAtOp,
  GetDefiningOp,
  GetParentOp,
  MergeHandlesOp,
  NumAssociationsOp,
  ParamConstantOp,
} from './handles.js';
import {
  CollectMatchingOp,
  ForeachMatchOp,
  MatchOperationNameOp,
  MatchParamCmpIOp,
} from './match.js';
import {
  GetConsumersOfResult,
  GetOperandOp,
  GetProducerOfOperand,
  GetResultOp,
  SplitHandleOp,
} from './navigation.js';
import {
  AnnotateOp,
  ApplyCanonicalizationPatternsOp,
  ApplyCommonSubexpressionEliminationOp,
  ApplyDeadCodeEliminationOp,
  ApplyPatternsOp,
  MatchOp,
} from './payload.js';
import { ReplicateOp, SelectOp } from './handle-lists.js';
import { PrintOp } from './print.js';
import { ApplyRegisteredPassOp } from './registered-pass.js';
import { IncludeOp, NamedSequenceOp, SequenceOp, YieldOp } from './sequence.js';
import { VerifyOp } from './verify.js';

export const CORE_TRANSFORM_OPS: readonly RegistrableOpClass[] = [
  AlternativesOp,
  AnnotateOp,
  ApplyCanonicalizationPatternsOp,
  ApplyCommonSubexpressionEliminationOp,
  ApplyConversionPatternsOp,
  ApplyDeadCodeEliminationOp,
  ApplyPatternsOp,
  ApplyRegisteredPassOp,
  CastOp,
  CollectMatchingOp,
  EmitParamAsRemarkOp,
  EmitRemarkAtOp,
  ForeachMatchOp,
  ForeachOp,
  GetConsumersOfResult,
  GetDefiningOp,
  GetOperandOp,
  GetParentOp,
  GetProducerOfOperand,
  GetResultOp,
  IncludeOp,
  MatchOp,
  MatchOperationNameOp,
  MatchParamCmpIOp,
  MergeHandlesOp,
  NamedSequenceOp,
  NumAssociationsOp,
  ParamConstantOp,
  PrintOp,
  ReplicateOp,
  SelectOp,
  SequenceOp,
  SplitHandleOp,
  VerifyOp,
  YieldOp,
];
