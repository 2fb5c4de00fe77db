/**
 * MLIR's `TransformState`: which payload each transform value is associated with while a script
 * runs, the reverse maps (payload -> handles), handle invalidation, and `applyTransform`, which
 * runs one transform op with MLIR's checks before and bookkeeping after.
 */
import {
  type Attribute,
  type BlockArgument,
  Diagnostic,
  type Location,
  OpResult,
  type Operation,
  type Region,
  type Value,
} from '@strata/ir-core';
import type { PassRegistry } from '@strata/pass';
import { PatternRewriter } from '@strata/pattern-rewrite';
import { DiagnosedSilenceableFailure } from './diagnosed.js';
import {
  TransformMappingResource,
  TransformOpInterface,
  transformEffectsOf,
} from './interfaces.js';
import { type MappedValue, TransformResults } from './results.js';
import { TrackingListener } from './tracking-listener.js';
import { handleKindOf, TransformType } from './types.js';

/** How a script is run (MLIR's `TransformOptions`). */
export interface TransformOptions {
  /**
   * Check, before each transform op, that no operand is a handle invalidated by an earlier op,
   * and report the use with notes at the invalidating op (default true, as MLIR).
   */
  expensiveChecks?: boolean;
  /** The top-level op must carry `PossibleTopLevelTransformOpTrait` (default true). */
  enforceToplevelTransformOp?: boolean;
  /** Passes `transform.apply_registered_pass` may run; without it that op fails. */
  passRegistry?: PassRegistry | null;
  /** Receives one line per applied transform op (the `transform-dialect` debug channel). */
  debugLog?: ((line: string) => void) | null;
  /**
   * Where `transform.print` writes (MLIR writes to stdout). Without it, the process's stdout when
   * there is one; a tool that collects its output passes its own writer so the order is kept.
   */
  printOutput?: ((text: string) => void) | null;
}

export type ResolvedTransformOptions = Required<TransformOptions>;

/** How deeply transform applications may nest (sequences in sequences, includes) before failing. */
export const MAX_APPLICATION_DEPTH = 1000;

/** Reports the use of an invalidated handle at the location of the using op. */
type InvalidationReporter = (useLocation: Location) => void;

/** Adds `item` to the list stored under `key`. */
function addEntry<K, V>(map: Map<K, V[]>, key: K, item: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [item]);
  else list.push(item);
}

/** Removes one occurrence of `item` from the list under `key`, dropping empty lists. */
function dropEntry<K, V>(map: Map<K, V[]>, key: K, item: V): void {
  const list = map.get(key);
  if (list === undefined) return;
  const index = list.indexOf(item);
  if (index >= 0) list.splice(index, 1);
  if (list.length === 0) map.delete(key);
}

function unexpectedKindError(handle: Value, kind: string): Error {
  return new Error(`transform value of type ${handle.type} is not ${kind}`);
}

export class TransformState {
  readonly options: ResolvedTransformOptions;
  private readonly opMapping = new Map<Value, Operation[]>();
  private readonly valueMapping = new Map<Value, Value[]>();
  private readonly paramMapping = new Map<Value, Attribute[]>();
  /** Payload op -> the handles associated with it. */
  private readonly opHandles = new Map<Operation, Value[]>();
  /** Payload value -> the handles associated with it. */
  private readonly valueHandles = new Map<Value, Value[]>();
  private readonly invalidated = new Map<Value, InvalidationReporter>();
  /** The transform ops being applied, innermost last (for the tracking listener's liveness). */
  private readonly applying: Operation[] = [];

  constructor(
    private readonly payloadRoot: Operation,
    options: TransformOptions = {},
    /** What the top-level op's block arguments after the first are bound to. */
    readonly topLevelExtraMappings: readonly (readonly MappedValue[])[] = [],
  ) {
    this.options = {
      expensiveChecks: options.expensiveChecks ?? true,
      enforceToplevelTransformOp: options.enforceToplevelTransformOp ?? true,
      passRegistry: options.passRegistry ?? null,
      debugLog: options.debugLog ?? null,
      printOutput: options.printOutput ?? null,
    };
  }

  /** The payload op the script runs on (MLIR's `getTopLevel`). */
  getTopLevel(): Operation {
    return this.payloadRoot;
  }

  // ---- Reading the mapping ------------------------------------------------------------------

  /** The payload ops of an op handle, in order (a copy: the handle may change while it is used). */
  getPayloadOps(handle: Value): Operation[] {
    if (handleKindOf(handle.type) !== 'op') throw unexpectedKindError(handle, 'an op handle');
    return [...(this.opMapping.get(handle) ?? [])];
  }

  getPayloadValues(handle: Value): Value[] {
    if (handleKindOf(handle.type) !== 'value') throw unexpectedKindError(handle, 'a value handle');
    return [...(this.valueMapping.get(handle) ?? [])];
  }

  getParams(handle: Value): Attribute[] {
    if (handleKindOf(handle.type) !== 'param') throw unexpectedKindError(handle, 'a parameter');
    return [...(this.paramMapping.get(handle) ?? [])];
  }

  /** Whatever the transform value is associated with, of its kind. */
  getMappedValues(handle: Value): MappedValue[] {
    const kind = handleKindOf(handle.type);
    if (kind === 'op') return this.getPayloadOps(handle);
    if (kind === 'value') return this.getPayloadValues(handle);
    return this.getParams(handle);
  }

  /** The number of payload entities a transform value is associated with. */
  getNumAssociations(handle: Value): number {
    const kind = handleKindOf(handle.type);
    const map =
      kind === 'op' ? this.opMapping : kind === 'value' ? this.valueMapping : this.paramMapping;
    return (map as Map<Value, unknown[]>).get(handle)?.length ?? 0;
  }

  getHandlesForPayloadOp(op: Operation): Value[] {
    return [...(this.opHandles.get(op) ?? [])];
  }

  getHandlesForPayloadValue(value: Value): Value[] {
    return [...(this.valueHandles.get(value) ?? [])];
  }

  /** Whether using `handle` would be reported as a use of an invalidated handle. */
  isInvalidated(handle: Value): boolean {
    return this.invalidated.has(handle);
  }

  // ---- Writing the mapping ------------------------------------------------------------------

  /**
   * Associates `handle` with `entries` after the handle type accepted them (MLIR's
   * `setPayloadOps`/`setPayloadValues`/`setParams`); a refusal is reported as an error at the
   * handle and answers false.
   */
  setMappedValues(handle: Value, entries: readonly MappedValue[]): boolean {
    const type = handle.type;
    if (!(type instanceof TransformType)) throw unexpectedKindError(handle, 'a transform value');
    this.forgetMapping(handle);
    if (type.handleKind === 'op') {
      const ops = entries as Operation[];
      if (!type.checkOpPayload(handle.location, ops).checkAndReport()) return false;
      this.opMapping.set(handle, [...ops]);
      for (const op of ops) addEntry(this.opHandles, op, handle);
    } else if (type.handleKind === 'value') {
      const values = entries as Value[];
      if (!type.checkValuePayload(handle.location, values).checkAndReport()) return false;
      this.valueMapping.set(handle, [...values]);
      for (const value of values) addEntry(this.valueHandles, value, handle);
    } else {
      const params = entries as Attribute[];
      if (!type.checkParamPayload(handle.location, params).checkAndReport()) return false;
      this.paramMapping.set(handle, [...params]);
    }
    return true;
  }

  /** Drops whatever `handle` is associated with. */
  forgetMapping(handle: Value): void {
    const ops = this.opMapping.get(handle);
    if (ops !== undefined) {
      for (const op of ops) dropEntry(this.opHandles, op, handle);
      this.opMapping.delete(handle);
    }
    const values = this.valueMapping.get(handle);
    if (values !== undefined) {
      for (const value of values) dropEntry(this.valueHandles, value, handle);
      this.valueMapping.delete(handle);
    }
    this.paramMapping.delete(handle);
  }

  /**
   * Replaces `op` by `replacement` in every handle associated with it, or removes it from them
   * when `replacement` is null (MLIR's `replacePayloadOp`). Handles to its results lose them.
   */
  replacePayloadOp(op: Operation, replacement: Operation | null): void {
    const handles = this.opHandles.get(op);
    if (handles !== undefined) {
      this.opHandles.delete(op);
      for (const handle of handles) {
        const ops = this.opMapping.get(handle)!;
        const index = ops.indexOf(op);
        if (replacement === null) ops.splice(index, 1);
        else {
          ops[index] = replacement;
          addEntry(this.opHandles, replacement, handle);
        }
      }
    }
    if (replacement === null)
      for (const result of op.results) this.replacePayloadValue(result, null);
  }

  /** As {@link replacePayloadOp}, for a payload value. */
  replacePayloadValue(value: Value, replacement: Value | null): void {
    const handles = this.valueHandles.get(value);
    if (handles === undefined) return;
    this.valueHandles.delete(value);
    for (const handle of handles) {
      const values = this.valueMapping.get(handle)!;
      const index = values.indexOf(value);
      if (replacement === null) values.splice(index, 1);
      else {
        values[index] = replacement;
        addEntry(this.valueHandles, replacement, handle);
      }
    }
  }

  // ---- Regions ------------------------------------------------------------------------------

  /**
   * Forgets the mappings of the values defined directly in `region` (its block arguments and the
   * results of its ops), as MLIR does when a `RegionScope` ends: a region run again (a `foreach`
   * body) starts afresh, and handles of a finished region are no longer tracked.
   */
  forgetRegion(region: Region): void {
    for (const block of region) {
      for (const argument of block.arguments) this.forgetValue(argument);
      for (const op of block) for (const result of op.results) this.forgetValue(result);
    }
  }

  private forgetValue(value: Value): void {
    this.forgetMapping(value);
    this.invalidated.delete(value);
  }

  // ---- Applying -----------------------------------------------------------------------------

  /** The transform op being applied by the innermost `applyTransform`, if any. */
  get currentTransform(): Operation | null {
    return this.applying[this.applying.length - 1] ?? null;
  }

  /**
   * Applies one transform op (MLIR's `TransformState::applyTransform`): checks its operands for
   * invalidated handles, records which handles consuming its operands invalidates, runs its
   * `apply` with a rewriter whose listener keeps handles up to date, forgets the consumed
   * handles, and associates its results with what `apply` produced.
   */
  applyTransform(transform: Operation): DiagnosedSilenceableFailure {
    const model = TransformOpInterface.get(transform);
    if (model === null) {
      transform.emitOpError('is not a transform op (it does not implement TransformOpInterface)');
      return DiagnosedSilenceableFailure.definiteFailure();
    }
    if (this.applying.length >= MAX_APPLICATION_DEPTH) {
      transform.emitError(
        `transform ops nest more than ${MAX_APPLICATION_DEPTH} applications deep (recursive include?)`,
      );
      return DiagnosedSilenceableFailure.definiteFailure();
    }
    this.options.debugLog?.(`applying: ${transform.name.identifier} at ${transform.location}`);
    const consumed = this.consumedOperands(transform);
    let newlyInvalidated: Map<Value, InvalidationReporter> | null = null;
    if (this.options.expensiveChecks) {
      newlyInvalidated = this.checkAndRecordInvalidation(
        transform,
        consumed,
        model.allowsRepeatedHandleOperands(transform),
      );
      if (newlyInvalidated === null) return DiagnosedSilenceableFailure.definiteFailure();
    }

    const results = new TransformResults(transform);
    const listener = new TrackingListener(this, transform, consumed);
    const rewriter = new PatternRewriter(transform.context, listener);
    this.applying.push(transform);
    let result: DiagnosedSilenceableFailure;
    try {
      result = model.apply(transform, rewriter, results, this);
    } finally {
      this.applying.pop();
    }
    result = listener.mergeFailureInto(result);
    if (result.isDefiniteFailure()) return result;
    if (result.isSilenceableFailure()) results.setRemainingToEmpty();

    for (const operand of consumed) this.forgetMapping(operand);
    if (newlyInvalidated !== null)
      for (const [handle, reporter] of newlyInvalidated) this.invalidated.set(handle, reporter);

    for (let i = 0; i < transform.numResults; i++) {
      const payload = results.get(i);
      if (payload === undefined) {
        transform.emitOpError(`did not set result #${i} of the transform op`);
        return DiagnosedSilenceableFailure.definiteFailure();
      }
      if (!this.setMappedValues(transform.getResult(i), payload.items))
        return DiagnosedSilenceableFailure.definiteFailure();
    }
    return result;
  }

  /** The operand values `transform` consumes, in operand order, without repeats. */
  private consumedOperands(transform: Operation): Value[] {
    const consumed: Value[] = [];
    for (const effect of transformEffectsOf(transform)) {
      if (effect.effect !== 'free' || effect.resource !== TransformMappingResource) continue;
      const value = effect.value;
      if (value !== null && !consumed.includes(value)) consumed.push(value);
    }
    return consumed;
  }

  // ---- Invalidation (MLIR's checkAndRecordHandleInvalidation) --------------------------------

  /**
   * Reports the first operand of `transform` that is an invalidated handle (null then), and
   * otherwise answers the handles that consuming its operands will invalidate.
   */
  private checkAndRecordInvalidation(
    transform: Operation,
    consumed: readonly Value[],
    allowsRepeated: boolean,
  ): Map<Value, InvalidationReporter> | null {
    const newly = new Map<Value, InvalidationReporter>();
    for (const operand of transform.getOpOperands()) {
      const handle = operand.get();
      const reporter =
        this.invalidated.get(handle) ?? (allowsRepeated ? undefined : newly.get(handle));
      if (reporter !== undefined) {
        reporter(transform.location);
        return null;
      }
      if (!consumed.includes(handle)) continue;
      const kind = handleKindOf(handle.type);
      if (kind === 'op') {
        this.recordOpHandleInvalidation(
          transform,
          operand.operandNumber,
          this.opMapping.get(handle) ?? [],
          null,
          newly,
          handle,
        );
      } else if (kind === 'value') {
        for (const value of this.valueMapping.get(handle) ?? [])
          this.recordValueHandleInvalidation(transform, operand.operandNumber, value, newly);
      }
    }
    return newly;
  }

  private isAlreadyInvalidated(handle: Value, newly: Map<Value, InvalidationReporter>): boolean {
    return this.invalidated.has(handle) || newly.has(handle);
  }

  /**
   * Invalidates every handle to one of `ancestors` or to an op nested in one, and every value
   * handle to a value defined by or in one of them. `through` is the payload value of a consumed
   * value handle that led here.
   */
  private recordOpHandleInvalidation(
    owner: Operation,
    operandNo: number,
    ancestors: readonly Operation[],
    through: Value | null,
    newly: Map<Value, InvalidationReporter>,
    consumedHandle: Value | null,
  ): void {
    if (ancestors.length === 0 && consumedHandle !== null) {
      newly.set(consumedHandle, (useLocation) => {
        emitAt(
          useLocation,
          'op uses a handle associated with empty payload and invalidated by a previously executed transform op',
          [
            [
              owner.location,
              `invalidated by this transform op that consumes its operand #${operandNo}`,
            ],
          ],
        );
      });
      return;
    }
    const invalidatedBy = `invalidated by this transform op that consumes its operand #${operandNo} and invalidates all handles to payload IR entities associated with this operand and entities nested in them`;
    for (const [payloadOp, handles] of this.opHandles) {
      for (const other of handles) {
        if (this.isAlreadyInvalidated(other, newly)) continue;
        const ancestor = ancestors.find((candidate) => candidate.isAncestor(payloadOp));
        if (ancestor === undefined) continue;
        const notes: [Location, string][] = [
          [other.location, 'handle to invalidated ops'],
          [owner.location, invalidatedBy],
          [ancestor.location, 'ancestor payload op'],
          [payloadOp.location, 'nested payload op'],
        ];
        if (through !== null)
          notes.push([through.location, 'consumed handle points to this payload value']);
        newly.set(other, (useLocation) => emitAt(useLocation, INVALIDATED_USE, notes));
      }
    }
    for (const [payloadValue, handles] of this.valueHandles) {
      for (const other of handles) {
        if (this.isAlreadyInvalidated(other, newly)) continue;
        const definer = definingOpOf(payloadValue);
        const ancestor = ancestors.find((candidate) => candidate.isAncestor(definer));
        if (ancestor === undefined) continue;
        const notes: [Location, string][] = [
          [other.location, 'invalidated handle'],
          [owner.location, invalidatedBy],
          [ancestor.location, 'ancestor op associated with the consumed handle'],
          [definer.location, describeDefinition(payloadValue)],
          [payloadValue.location, 'payload value'],
        ];
        newly.set(other, (useLocation) => emitAt(useLocation, INVALIDATED_USE, notes));
      }
    }
  }

  /**
   * Consuming a value handle invalidates the other handles to the same value, and the handles
   * to the op defining it (or to the ops of the block it is an argument of) and what they contain.
   */
  private recordValueHandleInvalidation(
    owner: Operation,
    operandNo: number,
    payloadValue: Value,
    newly: Map<Value, InvalidationReporter>,
  ): void {
    for (const other of this.valueHandles.get(payloadValue) ?? []) {
      if (this.isAlreadyInvalidated(other, newly)) continue;
      const notes: [Location, string][] = [
        [other.location, 'invalidated handle'],
        [
          owner.location,
          `invalidated by this transform op that consumes its operand #${operandNo} and invalidates handles to the same values as associated with it`,
        ],
        [payloadValue.location, 'payload value'],
      ];
      newly.set(other, (useLocation) => emitAt(useLocation, INVALIDATED_USE, notes));
    }
    const ancestors =
      payloadValue instanceof OpResult
        ? [payloadValue.owner]
        : (payloadValue as BlockArgument).owner.operations;
    this.recordOpHandleInvalidation(owner, operandNo, ancestors, payloadValue, newly, null);
  }
}

const INVALIDATED_USE = 'op uses a handle invalidated by a previously executed transform op';

/** Emits an error with notes (what an invalidation reporter does when the handle is used). */
function emitAt(location: Location, message: string, notes: readonly [Location, string][]): void {
  const diagnostic = new Diagnostic('error', location, message);
  for (const [noteLocation, note] of notes) diagnostic.attachNote(note, noteLocation);
  location.context.diagnostics.emit(diagnostic);
}

/** The op that defines a payload value: its owner, or the op whose region holds its block. */
function definingOpOf(value: Value): Operation {
  if (value instanceof OpResult) return value.owner;
  return (value as BlockArgument).owner.getParentOp()!;
}

function describeDefinition(value: Value): string {
  if (value instanceof OpResult) return `op defining the value as result #${value.resultNumber}`;
  const argument = value as BlockArgument;
  const block = argument.owner;
  const region = block.parent!;
  const blockNo = region.blocks.indexOf(block);
  return `op defining the value as block argument #${argument.argNumber} of block #${blockNo} in region #${region.getRegionNumber()}`;
}
