/**
 * Running a block of transform ops (MLIR's `applySequenceBlock`), the failure propagation mode
 * property shared by `sequence` and `include`, and the implicit `transform.yield` of bodies.
 */
import {
  type OpAsmPrinter,
  type OperationParser,
  type Type,
  type Block,
  IntegerEnumAttr,
  Operation,
  type Location,
  type MemoryEffectInstance,
  emitErrorAt,
  MemoryEffectOpInterface,
  type Region,
  type Value,
} from '@strata/ir-core';
import { DiagnosedSilenceableFailure } from '../diagnosed.js';
import {
  consumesHandle,
  isHandleConsumed,
  modifiesPayload,
  onlyReadsHandle,
  onlyReadsPayload,
  PayloadIRResource,
  producesHandle,
  transformEffectsOf,
} from '../interfaces.js';
import type { TransformResults } from '../results.js';
import type { TransformState } from '../state.js';

/** The attribute that marks a symbol table as holding named sequences. */
export const WITH_NAMED_SEQUENCE = 'transform.with_named_sequence';
export const YIELD = 'transform.yield';

/** MLIR's `FailurePropagationMode`. */
export const FailurePropagationMode = new IntegerEnumAttr(
  'FailurePropagationMode',
  32,
  { propagate: 1, suppress: 2 },
  'Silenceable error propagation policy',
);
export type FailurePropagation = 'propagate' | 'suppress';

/** The mode stored in an op's `failure_propagation_mode` property. */
export function failurePropagationOf(op: Operation): FailurePropagation {
  const attr = op.properties.get('failure_propagation_mode');
  const value = (attr as { value?: bigint } | undefined)?.value ?? 1n;
  return FailurePropagationMode.stringify(value) ?? 'propagate';
}

/** Gives a region without a terminator the implicit empty `transform.yield`. */
export function ensureYield(region: Region, location: Location): void {
  if (region.empty()) region.emplaceBlock();
  const block = region.front!;
  if (block.back?.name.identifier === YIELD) return;
  block.push(Operation.create({ name: YIELD, location }));
}

/**
 * Whether the terminator of `block` yields values of `op`'s result types (the op's results are
 * what it yields); otherwise reports `message` with a note at the terminator.
 */
export function verifyTerminatorTypes(op: Operation, block: Block, message: string): boolean {
  const terminator = block.back;
  if (terminator === null) return true;
  const expected = op.getResultTypes();
  const yielded = terminator.operands;
  if (yielded.length === expected.length && yielded.every((v, i) => v.type === expected[i]))
    return true;
  op.emitOpError(message, (d) => d.attachNote('terminator', terminator.location));
  return false;
}

/**
 * The optional ` -> T, U` result types of the sequence-like formats (`(`->` type($results)^)?`):
 * a bare list, as MLIR's generated parser reads a variadic `type` directive. Null after an error.
 */
export function parseOptionalArrowResultTypes(parser: OperationParser): Type[] | null {
  return parser.parseOptionalArrow() ? parser.parseTypeList() : [];
}

/** ` -> T, U` when the op has results (the optional result types of the sequence-like formats). */
export function printArrowResultTypes(op: Operation, printer: OpAsmPrinter): void {
  if (op.numResults === 0) return;
  printer.write(' -> ');
  printer.printTypeList(op.getResultTypes());
}

/** Whether the region's terminator yields nothing, so the custom syntax may leave it out. */
export function hasImplicitYield(region: Region): boolean {
  const terminator = region.front?.back ?? null;
  return terminator !== null && terminator.numOperands === 0 && terminator.getAttrs().length === 0;
}

/**
 * Binds the block arguments of a top-level transform op: the first to the payload root, the
 * others to the extra mappings given to the interpreter (MLIR's
 * `mapPossibleTopLevelTransformOpBlockArguments`). Reports a count mismatch.
 */
export function mapTopLevelBlockArguments(
  op: Operation,
  block: Block,
  state: TransformState,
): boolean {
  if (block.numArguments === 0) return true;
  const extra = state.topLevelExtraMappings;
  const numExtra = block.numArguments - 1;
  if (numExtra !== extra.length) {
    // A definite failure of the interpreter: at the op's location, without MLIR's note that
    // prints the op.
    emitErrorAt(
      op.location,
      `operation expects ${numExtra} extra value bindings, but ${extra.length} were provided to the interpreter`,
    );
    return false;
  }
  if (!state.setMappedValues(block.arguments[0]!, [state.getTopLevel()])) return false;
  return extra.every((mapping, i) => state.setMappedValues(block.arguments[i + 1]!, mapping));
}

/**
 * Applies the ops of `block` but its terminator in order. A definite failure stops at once; a
 * silenceable one stops too in `propagate` mode (results get empty payload) and is dropped in
 * `suppress` mode. On success the results are what the terminator yields.
 */
export function applySequenceBlock(
  block: Block,
  mode: FailurePropagation,
  state: TransformState,
  results: TransformResults,
): DiagnosedSilenceableFailure {
  for (let op = block.front; op !== null && op !== block.back; op = op.nextNode) {
    const result = state.applyTransform(op);
    if (result.isDefiniteFailure()) return result;
    if (result.isSilenceableFailure()) {
      if (mode === 'propagate') {
        results.setRemainingToEmpty();
        return result;
      }
      result.silence();
    }
  }
  forwardTerminatorOperands(block, state, results);
  return DiagnosedSilenceableFailure.success();
}

/** Sets the results to what the block's terminator yields (MLIR's `forwardTerminatorOperands`). */
export function forwardTerminatorOperands(
  block: Block,
  state: TransformState,
  results: TransformResults,
): void {
  const terminator = block.back;
  if (terminator === null) return;
  terminator.operands.forEach((operand: Value, index: number) => {
    if (index < results.size) results.setMappedValues(index, state.getMappedValues(operand));
  });
}

/** Whether some op consumes `argument` (a direct use, as MLIR checks). */
export function isArgumentConsumed(argument: Value): boolean {
  for (let use = argument.firstUse; use !== null; use = use.nextUse)
    if (isHandleConsumed(argument, use.owner)) return true;
  return false;
}

/** What the body of an op whose operands are bound to its block arguments does. */
interface BodySummary {
  /** Indices of the entry block arguments some op of the body consumes. */
  readonly consumedArgs: ReadonlySet<number>;
  /** Whether some op of the body changes the payload. */
  readonly writesPayload: boolean;
}

/** Whether `op`'s effects are {@link bodyBoundEffects} (`sequence`, `foreach`). */
function isBodyBound(op: Operation): boolean {
  return MemoryEffectOpInterface.get(op)?.getEffects === bodyBoundEffects;
}

/** The effects of a body-bound op given what its body does. */
function effectsFromSummary(op: Operation, summary: BodySummary): MemoryEffectInstance[] {
  const effects: MemoryEffectInstance[] = [];
  op.operands.forEach((operand, i) => {
    if (summary.consumedArgs.has(i)) consumesHandle([operand], effects);
    else onlyReadsHandle([operand], effects);
  });
  producesHandle(op.results, effects);
  if (summary.writesPayload) modifiesPayload(effects);
  else onlyReadsPayload(effects);
  return effects;
}

/**
 * Summaries of every body-bound op under (and including) `root`, computed bottom-up in one
 * post-order walk: each body is looked at once, with no recursion however deep the nesting.
 */
export function computeBodySummaries(root: Operation): Map<Operation, BodySummary> {
  const summaries = new Map<Operation, BodySummary>();
  root.walk((op) => {
    if (!isBodyBound(op)) return;
    const block = op.getRegion(0).front;
    const args = block?.arguments ?? [];
    const consumedArgs = new Set<number>();
    let writesPayload = false;
    for (const nested of block?.operations ?? []) {
      const nestedSummary = summaries.get(nested);
      const effects =
        nestedSummary === undefined
          ? transformEffectsOf(nested)
          : effectsFromSummary(nested, nestedSummary);
      for (const effect of effects) {
        if (effect.resource === PayloadIRResource && effect.effect === 'write')
          writesPayload = true;
        if (effect.effect !== 'free' || effect.value === null) continue;
        const index = args.indexOf(effect.value as never);
        if (index >= 0) consumedArgs.add(index);
      }
    }
    summaries.set(op, { consumedArgs, writesPayload });
  });
  return summaries;
}

/**
 * The declared effects of `op`, with body-bound ops answered from `summaries` (so that asking
 * every op of a deep tree stays linear).
 */
export function effectsWithSummaries(
  op: Operation,
  summaries: ReadonlyMap<Operation, BodySummary>,
): MemoryEffectInstance[] {
  const summary = summaries.get(op);
  return summary === undefined ? transformEffectsOf(op) : effectsFromSummary(op, summary);
}

/**
 * Effects of an op whose operands are bound to the arguments of its first region's entry block
 * (`sequence`, `foreach`): an operand is consumed when the body consumes its argument, otherwise
 * only read; the payload is changed when an op of the body changes it, otherwise only read.
 */
export function bodyBoundEffects(op: Operation): MemoryEffectInstance[] {
  return effectsFromSummary(op, computeBodySummaries(op).get(op)!);
}
