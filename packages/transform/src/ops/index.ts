/** The ops the transform dialect defines itself (extensions add theirs when loaded). */
import type { RegistrableOpClass } from '@strata/ir-core';
import { IncludeOp, NamedSequenceOp, SequenceOp, YieldOp } from './sequence.js';

export const CORE_TRANSFORM_OPS: readonly RegistrableOpClass[] = [
  IncludeOp,
  NamedSequenceOp,
  SequenceOp,
  YieldOp,
];
