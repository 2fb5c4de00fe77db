/**
 * How a transform op tells the interpreter what it does: `TransformOpInterface` (its `apply`) and
 * its memory effects on handles and on the payload (MLIR's TransformInterfaces.td and
 * TransformEffects.td). An op consumes an operand handle when it declares a `free` effect on it.
 */
import {
  type MemoryEffectInstance,
  type MemoryEffectKind,
  MemoryEffectOpInterface,
  memoryEffect,
  OpInterface,
  type Operation,
  SideEffectResource,
  type Value,
} from '@strata/ir-core';
import type { PatternRewriter, RewritePatternSet } from '@strata/pattern-rewrite';
import type { DiagnosedSilenceableFailure } from './diagnosed.js';
import type { TransformResults } from './results.js';
import type { TransformState } from './state.js';

/** The mapping from transform values to payload: reading, producing and freeing handles. */
export const TransformMappingResource = new SideEffectResource('transform.mapping');
/** The payload IR: reading it and changing it. */
export const PayloadIRResource = new SideEffectResource('transform.payload_ir');

/** MLIR's `TransformOpInterface`. */
export interface TransformOpModel {
  /**
   * Applies the transform to the payload associated with the op's operands (`state` answers
   * those), sets every result in `results`, and reports success, a silenceable failure (nothing
   * irreparable was done) or a definite failure (diagnostics already emitted). Payload changes
   * go through `rewriter`, whose listener keeps handles up to date.
   */
  apply(
    op: Operation,
    rewriter: PatternRewriter,
    results: TransformResults,
    state: TransformState,
  ): DiagnosedSilenceableFailure;
  /** Whether the same handle may be passed to several consumed operands (default: no). */
  allowsRepeatedHandleOperands(op: Operation): boolean;
}

export const TransformOpInterface = new OpInterface<
  TransformOpModel,
  'allowsRepeatedHandleOperands'
>('TransformOpInterface', {
  defaults: { allowsRepeatedHandleOperands: () => false },
  verify: (op) => verifyTransformOpInterface(op),
});

/** Whether `effects` hold one of kind `effect` on `resource`. */
function hasEffect(
  effects: readonly MemoryEffectInstance[],
  effect: MemoryEffectKind,
  resource: SideEffectResource,
): boolean {
  return effects.some((e) => e.effect === effect && e.resource === resource);
}

/** Reports `message` on `op` with a note at the op, as MLIR's interface verifier does. */
function reportEffectProblem(op: Operation, message: string, note: string): false {
  op.emitError(message, (diagnostic) => diagnostic.attachNote(note, op.location));
  return false;
}

/**
 * MLIR's `verifyTransformOpInterface`: the interpreter learns from an op's declared effects which
 * handles it reads, consumes and produces, so every operand needs an effect (and no `allocate`),
 * an op consuming a handle must say it changes the payload, and every result must be allocated.
 */
function verifyTransformOpInterface(op: Operation): boolean {
  const effects = transformEffectsOf(op);
  const on = (value: Value) => effects.filter((effect) => effect.value === value);
  let firstConsumed = -1;
  for (let i = 0; i < op.numOperands; i++) {
    const operandEffects = on(op.getOperand(i));
    if (operandEffects.length === 0) {
      return reportEffectProblem(
        op,
        'TransformOpInterface requires memory effects on operands to be specified',
        `no effects specified for operand #${i}`,
      );
    }
    if (hasEffect(operandEffects, 'allocate', TransformMappingResource)) {
      return reportEffectProblem(
        op,
        "TransformOpInterface did not expect 'allocate' memory effect on an operand",
        `specified for operand #${i}`,
      );
    }
    if (firstConsumed < 0 && hasEffect(operandEffects, 'free', TransformMappingResource))
      firstConsumed = i;
  }
  if (firstConsumed >= 0 && !hasEffect(effects, 'write', PayloadIRResource)) {
    return reportEffectProblem(
      op,
      "TransformOpInterface expects ops consuming operands to have a 'write' effect on the payload resource",
      `consumes operand #${firstConsumed}`,
    );
  }
  for (let i = 0; i < op.numResults; i++) {
    if (!hasEffect(on(op.getResult(i)), 'allocate', TransformMappingResource)) {
      return reportEffectProblem(
        op,
        "TransformOpInterface requires 'allocate' memory effect to be specified for results",
        `no 'allocate' effect specified for result #${i}`,
      );
    }
  }
  return true;
}

/**
 * Implemented by the ops in an `apply_patterns` region instead of `TransformOpInterface` (MLIR's
 * `PatternDescriptorOpInterface`): each adds its patterns to the set being applied.
 */
export interface PatternDescriptorModel {
  populatePatterns(op: Operation, patterns: RewritePatternSet): void;
}

export const PatternDescriptorOpInterface = new OpInterface<PatternDescriptorModel>(
  'PatternDescriptorOpInterface',
);

export { PossibleTopLevelTransformOpTrait } from './top-level.js';

/** Adds read and free effects on each handle: the op consumes them. */
export function consumesHandle(handles: Iterable<Value>, effects: MemoryEffectInstance[]): void {
  for (const handle of handles) {
    effects.push(memoryEffect('read', handle, TransformMappingResource));
    effects.push(memoryEffect('free', handle, TransformMappingResource));
  }
}

/** Adds allocate and write effects on each handle: the op produces them. */
export function producesHandle(handles: Iterable<Value>, effects: MemoryEffectInstance[]): void {
  for (const handle of handles) {
    effects.push(memoryEffect('allocate', handle, TransformMappingResource));
    effects.push(memoryEffect('write', handle, TransformMappingResource));
  }
}

/** Adds a read effect on each handle. */
export function onlyReadsHandle(handles: Iterable<Value>, effects: MemoryEffectInstance[]): void {
  for (const handle of handles)
    effects.push(memoryEffect('read', handle, TransformMappingResource));
}

/** Adds read and write effects on the payload IR. */
export function modifiesPayload(effects: MemoryEffectInstance[]): void {
  effects.push(memoryEffect('read', null, PayloadIRResource));
  effects.push(memoryEffect('write', null, PayloadIRResource));
}

/** Adds a read effect on the payload IR. */
export function onlyReadsPayload(effects: MemoryEffectInstance[]): void {
  effects.push(memoryEffect('read', null, PayloadIRResource));
}

/** The op's declared effects, or an empty list when it declares none. */
export function transformEffectsOf(op: Operation): MemoryEffectInstance[] {
  return MemoryEffectOpInterface.get(op)?.getEffects(op) ?? [];
}

/** Whether `op` consumes `handle` (declares a free effect on it), MLIR's `isHandleConsumed`. */
export function isHandleConsumed(handle: Value, op: Operation): boolean {
  for (const effect of transformEffectsOf(op)) {
    if (
      effect.effect === 'free' &&
      effect.value === handle &&
      effect.resource === TransformMappingResource
    )
      return true;
  }
  return false;
}

/**
 * Effects of an op that consumes all operands, produces all results and changes the payload
 * (MLIR's `FunctionalStyleTransformOpTrait`).
 */
export const functionalStyleEffects = MemoryEffectOpInterface.implement({
  getEffects(op: Operation): MemoryEffectInstance[] {
    const effects: MemoryEffectInstance[] = [];
    consumesHandle(op.operands, effects);
    producesHandle(op.results, effects);
    modifiesPayload(effects);
    return effects;
  },
});

/**
 * Effects of an op that only reads its operands and the payload and produces its results
 * (MLIR's `NavigationTransformOpTrait`).
 */
export const navigationEffects = MemoryEffectOpInterface.implement({
  getEffects(op: Operation): MemoryEffectInstance[] {
    const effects: MemoryEffectInstance[] = [];
    onlyReadsHandle(op.operands, effects);
    producesHandle(op.results, effects);
    onlyReadsPayload(effects);
    return effects;
  },
});

/**
 * Effects of an op that reads its operand handles, produces its results and changes the payload
 * in place (`annotate`, `apply_patterns`, `apply_cse`, ...).
 */
export const readsHandlesModifiesPayloadEffects = MemoryEffectOpInterface.implement({
  getEffects(op: Operation): MemoryEffectInstance[] {
    const effects: MemoryEffectInstance[] = [];
    onlyReadsHandle(op.operands, effects);
    producesHandle(op.results, effects);
    modifiesPayload(effects);
    return effects;
  },
});
