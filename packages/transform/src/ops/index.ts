/** The ops the transform dialect defines itself (extensions add theirs when loaded). */
import type { RegistrableOpClass } from '@strata/ir-core';
import {
  CastOp,
  EmitRemarkAtOp,
  GetDefiningOp,
  GetParentOp,
  GetResultOp,
  MergeHandlesOp,
  NumAssociationsOp,
  ParamConstantOp,
} from './handles.js';
import {
  AnnotateOp,
  ApplyCanonicalizationPatternsOp,
  ApplyCommonSubexpressionEliminationOp,
  ApplyPatternsOp,
  MatchOp,
} from './payload.js';
import { ApplyRegisteredPassOp } from './registered-pass.js';
import { IncludeOp, NamedSequenceOp, SequenceOp, YieldOp } from './sequence.js';

export const CORE_TRANSFORM_OPS: readonly RegistrableOpClass[] = [
  AnnotateOp,
  ApplyCanonicalizationPatternsOp,
  ApplyCommonSubexpressionEliminationOp,
  ApplyPatternsOp,
  ApplyRegisteredPassOp,
  CastOp,
  EmitRemarkAtOp,
  GetDefiningOp,
  GetParentOp,
  GetResultOp,
  IncludeOp,
  MatchOp,
  MergeHandlesOp,
  NamedSequenceOp,
  NumAssociationsOp,
  ParamConstantOp,
  SequenceOp,
  YieldOp,
];
