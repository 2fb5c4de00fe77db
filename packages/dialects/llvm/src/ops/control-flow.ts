import { defineOp, Terminator } from '@strata/ir-core';

/** `llvm.unreachable`: control never reaches this point (LLVM IR's `unreachable`). */
export class UnreachableOp extends defineOp({
  name: 'llvm.unreachable',
  traits: [Terminator],
  assemblyFormat: 'attr-dict',
}) {}

/** The control-flow ops, in the order the dialect registers them. */
export const controlFlowOps = [UnreachableOp];
