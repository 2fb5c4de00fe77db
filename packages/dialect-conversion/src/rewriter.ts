import {
  Block,
  Diagnostic,
  type BlockOperand,
  type InsertPoint,
  type Location,
  type MLIRContext,
  OpBuilder,
  type OpOperand,
  Operation,
  type Region,
  type RewriterListener,
  type Type,
  UnknownLoc,
  type Value,
} from '@strata/ir-core';
import { PatternRewriter, type SplitBlockListener } from '@strata/pattern-rewrite';
import {
  buildUnrealizedConversionCast,
  type SignatureConversion,
  type TypeConverter,
} from '@strata/type-conversion';
import type { CommitJournal } from './commit-journal.js';
import type { ConversionLog } from './debug-log.js';
import {
  commitCreation,
  EraseBlockRewrite,
  type IRRewrite,
  isCreation,
  type LogEntry,
  ModifyOperationRewrite,
  MoveBlockRewrite,
  MoveOperationRewrite,
  ReplaceBlockUsesRewrite,
  ReplaceOperationRewrite,
  ReplaceValueRewrite,
  type RewriteContext,
  RewriteKind,
  rollbackCreation,
  SplitBlockRewrite,
  type UnresolvedKind,
  UnresolvedMaterializationRewrite,
} from './ir-rewrites.js';
import { insertPointAfter } from './insert-point.js';
import { hasNestedOps, opAndNested } from './op-traversal.js';
import { isList, type MappedValues, ValueMapping } from './value-mapping.js';

/** The replacement of an erased op's results: none (shared, never mutated). */
const NO_VALUES: readonly Value[] = Object.freeze([]);
/** The replacements of an op without results, and their previous mappings (shared, never mutated). */
const NO_RANGES: readonly MappedValues[] = Object.freeze([]);
const NO_PREVIOUS: readonly (MappedValues | undefined)[] = Object.freeze([]);

/** Whether entries of `kind` change the IR at commit or cleanup (see `effective`). */
function isEffective(kind: RewriteKind): boolean {
  return (
    kind === RewriteKind.ReplaceOperation ||
    kind === RewriteKind.ReplaceValue ||
    kind === RewriteKind.EraseBlock
  );
}

/** How far the undo log had got; {@link ConversionPatternRewriter.resetState} rolls back to it. */
export interface RewriterState {
  readonly numRewrites: number;
}

/** Records what the builder underneath the rewriter creates and moves. */
class UndoLogListener implements SplitBlockListener {
  constructor(private readonly rewriter: ConversionPatternRewriter) {}

  notifyOperationInserted(op: Operation, previous: InsertPoint | null): void {
    const impl = this.rewriter;
    if (previous === null) {
      impl.log?.notification('Insert', op);
      impl.appendCreation(RewriteKind.CreateOperation, op);
    } else {
      impl.log?.notification('Move', op);
      impl.appendRewrite(new MoveOperationRewrite(op, previous.block, previous.before));
    }
  }

  notifyBlockSplit(block: Block, tail: Block): void {
    const impl = this.rewriter;
    const log = impl.log;
    if (log !== null)
      for (let op = tail.lastOp; op !== null; op = op.prevNode) log.notification('Move', op);
    // The user's listener hears of each moved op at commit; without one, nothing is listed.
    const moved = impl.userListener === null ? null : tail.operations;
    impl.appendRewrite(new SplitBlockRewrite(block, tail, moved));
  }

  notifyBlockInserted(
    block: Block,
    previousRegion: Region | null,
    previousBefore: Block | null,
  ): void {
    this.rewriter.log?.blockInserted(block.getParentOp());
    if (previousRegion === null && previousBefore === null)
      this.rewriter.appendCreation(RewriteKind.CreateBlock, block);
    else this.rewriter.appendRewrite(new MoveBlockRewrite(block, previousRegion, previousBefore));
  }

  notifyMatchFailure(location: Location, reason: string): void {
    this.rewriter.log?.matchFailure(reason);
    this.rewriter.notifyCallback?.(new Diagnostic('remark', location, reason));
  }
}

/**
 * The rewriter given to patterns during a dialect conversion (MLIR's `ConversionPatternRewriter`).
 * It offers everything {@link PatternRewriter} does, transactionally: each change is recorded in
 * an undo log so that a failed pattern (or a failed conversion) is rolled back exactly, and
 * replacements and erasures are deferred — the replaced ops stay in place, their results mapped to
 * the replacements — until the whole conversion commits. Patterns see remapped operands through
 * {@link getRemappedValue} and their adaptors.
 */
export class ConversionPatternRewriter extends PatternRewriter implements RewriteContext {
  /** The undo log: rewrites, and the ops and blocks created (see {@link LogEntry}). */
  readonly rewrites: LogEntry[] = [];
  /** The kind of each entry of {@link rewrites}, at the same index. */
  readonly kinds: RewriteKind[] = [];
  /**
   * The entries of {@link rewrites} that change the IR when they commit or clean up (replacements
   * and erased blocks), in log order: unheard, commit and cleanup visit only these, not the whole
   * log (most of it is op and block creations that only notify).
   */
  private readonly effective: IRRewrite[] = [];
  readonly mapping = new ValueMapping();
  /** Ops replaced or erased (and everything nested in them): they are skipped by legalization. */
  readonly replacedOps = new Set<Operation>();
  /** Ops nested in recursively legal ops: never legalized. */
  readonly ignoredOps = new Set<Operation>();
  readonly unresolvedMaterializations = new Map<Operation, UnresolvedMaterializationRewrite>();
  /** The type converter of the pattern being applied. */
  currentTypeConverter: TypeConverter | null = null;
  /** Where a region's blocks get their types converted when blocks move into it. */
  readonly regionToConverter = new Map<Region, TypeConverter>();
  /** Target materializations built so far, by the single value they cast. */
  private readonly targetCasts = new Map<Value, Operation[]>();
  /** Ops with a modification started and not finished. */
  private readonly pendingModifications = new Map<Operation, ModifyOperationRewrite>();
  /** Builds materializations; it has no listener, materializations are logged on their own. */
  private readonly castBuilder: OpBuilder;
  /**
   * Whether some value was mapped to anything but one value of its own type (or a materialization
   * was built), ever: until then, committing can build no materialization (see
   * {@link canCommitFinally}). Not reset by rollbacks, which only makes the answer cautious.
   */
  private mappedAcrossTypes = false;

  constructor(
    context: MLIRContext,
    readonly userListener: RewriterListener | null,
    readonly log: ConversionLog | null,
    /** Receives a remark for each match failure (MLIR's `ConversionConfig::notifyCallback`). */
    readonly notifyCallback: ((diagnostic: Diagnostic) => void) | null = null,
  ) {
    super(context, null);
    // The listener slot of the builder records the undo log; the user's listener is told at commit.
    this.setListenerForUndoLog(new UndoLogListener(this));
    this.castBuilder = new OpBuilder(context);
  }

  private setListenerForUndoLog(listener: SplitBlockListener): void {
    (this as { listener: SplitBlockListener | null }).listener = listener;
  }

  // ---- Undo log -----------------------------------------------------------------------------------

  /** Records the creation of `entry`, an op or block (`kind` says which). */
  appendCreation(kind: RewriteKind, entry: Operation | Block): void {
    this.rewrites.push(entry);
    this.kinds.push(kind);
  }

  appendRewrite(rewrite: IRRewrite): void {
    const kind = rewrite.rewriteKind;
    this.rewrites.push(rewrite);
    this.kinds.push(kind);
    if (isEffective(kind)) this.effective.push(rewrite);
  }

  getCurrentState(): RewriterState {
    return { numRewrites: this.rewrites.length };
  }

  /** Rolls back every rewrite recorded since `state`, last first. */
  resetState(state: RewriterState): void {
    this.rollbackTo(state.numRewrites);
  }

  /** Rolls back the log to its first `numRewrites` entries (the driver's {@link resetState}). */
  rollbackTo(numRewrites: number): void {
    while (this.rewrites.length > numRewrites) {
      const entry = this.rewrites.pop()!;
      const kind = this.kinds.pop()!;
      if (isCreation(kind)) {
        rollbackCreation(kind, entry);
        continue;
      }
      if (kind === RewriteKind.ModifyOperation)
        this.pendingModifications.delete((entry as ModifyOperationRewrite).op);
      else if (isEffective(kind)) this.effective.pop();
      (entry as IRRewrite).rollback(this);
    }
  }

  /**
   * Whether the commit can be final: nobody listens, and no materialization exists or can be built
   * while committing, so that nothing can fail (and be undone) after it. Then each replaced op is
   * destroyed as soon as it is committed (see {@link commitRewrites}).
   */
  canCommitFinally(): boolean {
    return (
      this.userListener === null &&
      !this.mappedAcrossTypes &&
      this.unresolvedMaterializations.size === 0
    );
  }

  /**
   * Commits every rewrite, in order, recording what it does in `journal`. `final` (allowed when
   * {@link canCommitFinally}): replaced ops are destroyed right after their commit, in the same
   * visit, rather than by {@link cleanupRewrites}.
   */
  commitRewrites(journal: CommitJournal, final = false): void {
    if (journal.listening) {
      // Every entry tells the listener. Committing may append materializations (which commit
      // nothing): iterate by index.
      const { rewrites, kinds } = this;
      for (let i = 0; i < rewrites.length; i++) {
        const kind = kinds[i]!;
        if (isCreation(kind)) commitCreation(kind, rewrites[i]!, journal);
        else (rewrites[i] as IRRewrite).commit(this, journal);
      }
      return;
    }
    // Unheard, only replacements change anything (an erased block's commit only notifies).
    const effective = this.effective;
    for (let i = 0; i < effective.length; i++) {
      const rewrite = effective[i]!;
      const kind = rewrite.rewriteKind;
      if (kind === RewriteKind.EraseBlock) continue;
      if (final && kind === RewriteKind.ReplaceOperation)
        (rewrite as ReplaceOperationRewrite).commitFinally(this, journal);
      else rewrite.commit(this, journal);
    }
  }

  /**
   * After a successful commit: destroys what the rewrites only unlinked (the erased blocks only,
   * after a `final` commit).
   */
  cleanupRewrites(final = false): void {
    // Only replaced ops and erased blocks were unlinked and are now destroyed.
    const effective = this.effective;
    for (let i = 0; i < effective.length; i++) {
      const rewrite = effective[i]!;
      const kind = rewrite.rewriteKind;
      if (kind === RewriteKind.EraseBlock || (kind === RewriteKind.ReplaceOperation && !final))
        rewrite.cleanup();
    }
  }

  forgetMaterialization(cast: Operation): void {
    this.unresolvedMaterializations.delete(cast);
    const input = cast.numOperands === 1 ? cast.getOperand(0) : null;
    const entries = input === null ? undefined : this.targetCasts.get(input);
    if (entries !== undefined) {
      const index = entries.indexOf(cast);
      if (index >= 0) entries.splice(index, 1);
    }
  }

  isOpIgnored(op: Operation): boolean {
    return this.replacedOps.has(op) || this.ignoredOps.has(op);
  }

  // ---- Materializations ---------------------------------------------------------------------------

  /**
   * Inserts an `unrealized_conversion_cast` from `inputs` to `types` at `point`, resolved with the
   * converter's materializations of `kind` once the conversion commits. `mapValue`, when given, is
   * a value that the cast's single result replaces.
   */
  buildUnresolvedMaterialization(
    kind: UnresolvedKind,
    point: InsertPoint,
    location: Location,
    inputs: readonly Value[],
    types: readonly Type[],
    originalType: Type | null,
    converter: TypeConverter | null,
    mapValue: Value | null = null,
  ): Value[] {
    this.mappedAcrossTypes = true;
    const builder = this.castBuilder;
    builder.restoreInsertionPoint(point);
    const results = buildUnrealizedConversionCast(builder, location, types, inputs);
    const cast = results.length > 0 ? results[0]!.getDefiningOp()! : null;
    if (cast === null) return results;
    const mapped =
      mapValue === null ? null : { value: mapValue, previous: this.mapping.set(mapValue, results) };
    const rewrite = new UnresolvedMaterializationRewrite(
      cast,
      kind,
      converter,
      originalType,
      mapped,
    );
    this.appendRewrite(rewrite);
    this.unresolvedMaterializations.set(cast, rewrite);
    return results;
  }

  findOrBuildReplacementValue(value: Value, converter: TypeConverter | null): Value | null {
    const sameType = this.mapping.lookupOfType(value, value.type);
    if (sameType !== null && sameType !== value) return sameType;
    if (this.allUsersReplaced(value) && !this.mapping.isMappedTo(value)) return null;
    const latest = this.mapping.lookup([value]);
    if (latest.length === 1 && latest[0] === value) return null;
    return this.buildUnresolvedMaterialization(
      'source',
      insertPointAfter(latest, value),
      value.location,
      latest,
      [value.type],
      null,
      converter,
    )[0]!;
  }

  private allUsersReplaced(value: Value): boolean {
    for (let use = value.firstUse; use !== null; use = use.nextUse)
      if (!this.replacedOps.has(use.owner)) return false;
    return true;
  }

  // ---- Remapping ----------------------------------------------------------------------------------

  /**
   * The values `values` stand for now, each as a range (1:N), converted with `converter` when
   * given: an operand whose type does not convert makes this answer null (the reason is reported
   * as a match failure); a mapped value with the wrong types is cast by a target materialization.
   */
  remapValues(
    what: string,
    location: Location | null,
    values: readonly Value[],
    converter: TypeConverter | null,
  ): (readonly Value[])[] | null {
    const out: (readonly Value[])[] = [];
    for (let i = 0; i < values.length; i++) {
      const value = values[i]!;
      if (converter === null) {
        out.push(this.mapping.lookup([value]));
        continue;
      }
      const legalTypes: Type[] = [];
      if (!converter.convertType(value, legalTypes)) {
        this.notifyMatchFailure(
          location ?? value.location,
          `unable to convert type for ${what} #${i}, type was ${value.type.toString()}`,
        );
        return null;
      }
      if (legalTypes.length === 0) {
        out.push([]);
        continue;
      }
      const desired = this.mapping.lookup([value], legalTypes);
      if (desired.length !== 0) {
        out.push(desired);
        continue;
      }
      const latest = this.mapping.lookup([value]);
      const cached = latest.length === 1 ? this.cachedTargetCast(latest[0]!, legalTypes) : null;
      if (cached !== null) {
        out.push(cached);
        continue;
      }
      const results = this.buildUnresolvedMaterialization(
        'target',
        insertPointAfter(latest, value),
        location ?? value.location,
        latest,
        legalTypes,
        value.type,
        converter,
      );
      if (latest.length === 1) {
        let entries = this.targetCasts.get(latest[0]!);
        if (entries === undefined) this.targetCasts.set(latest[0]!, (entries = []));
        entries.push(results[0]!.getDefiningOp()!);
      }
      out.push(results);
    }
    return out;
  }

  /** An existing target materialization of `value` to `types` (reused, as MLIR caches them). */
  private cachedTargetCast(value: Value, types: readonly Type[]): readonly Value[] | null {
    const entries = this.targetCasts.get(value);
    if (entries === undefined) return null;
    for (const cast of entries) {
      if (cast.numResults !== types.length) continue;
      if (cast.results.every((result, i) => result.type === types[i])) return cast.results;
    }
    return null;
  }

  /** The value `value` stands for now (converted by the current pattern's converter). */
  getRemappedValue(value: Value): Value | null {
    const ranges = this.remapValues('value', null, [value], this.currentTypeConverter);
    if (ranges === null || ranges[0]!.length !== 1) return null;
    return ranges[0]![0]!;
  }

  /** The values `values` stand for now, one each; null when some cannot be remapped 1:1. */
  getRemappedValues(values: readonly Value[]): Value[] | null {
    const ranges = this.remapValues('value', null, values, this.currentTypeConverter);
    if (ranges === null) return null;
    const out: Value[] = [];
    for (const range of ranges) {
      if (range.length !== 1) return null;
      out.push(range[0]!);
    }
    return out;
  }

  // ---- Replacement and erasure ------------------------------------------------------------------

  override replaceOp(op: Operation, replacement: readonly Value[] | Operation): void {
    const values = replacement instanceof Operation ? replacement.results : replacement;
    if (values.length !== op.numResults)
      throw new RangeError(
        `replaceOp: '${op.name.identifier}' has ${op.numResults} results, given ${values.length} replacements`,
      );
    this.log?.notification('Replace', op);
    // Each value is the replacement of one result: no list around it.
    this.recordReplacement(op, values);
  }

  /** Replaces each result of `op` with a range of values (1:N); the change is deferred. */
  replaceOpWithMultiple(op: Operation, replacements: readonly (readonly Value[])[]): void {
    if (replacements.length !== op.numResults)
      throw new RangeError(
        `replaceOpWithMultiple: '${op.name.identifier}' has ${op.numResults} results, given ${replacements.length} ranges`,
      );
    this.log?.notification('Replace', op);
    this.recordReplacement(
      op,
      replacements.map((range) => [...range]),
    );
  }

  /**
   * Records the replacement of each result of `op` with a value or a list of values (which it keeps,
   * without a copy).
   */
  private recordReplacement(op: Operation, replacements: readonly MappedValues[]): void {
    if (this.replacedOps.has(op))
      throw new Error(`'${op.name.identifier}' was already replaced or erased`);
    const results = op.results;
    const previous = results.length === 0 ? NO_PREVIOUS : this.mapResults(results, replacements);
    this.appendRewrite(new ReplaceOperationRewrite(op, this.currentTypeConverter, previous));
    this.markReplaced(op);
  }

  /**
   * Maps each of `results` to its replacement range; answers their previous mappings, indexed as
   * `results` (the shared empty list when none had one, as usual: no array per replaced op).
   */
  private mapResults(
    results: readonly Value[],
    replacements: readonly MappedValues[],
  ): readonly (MappedValues | undefined)[] {
    let previous: (MappedValues | undefined)[] | null = null;
    for (let i = 0; i < results.length; i++) {
      const result = results[i]!;
      const replacement = replacements[i]!;
      let before: MappedValues | undefined;
      if (!isList(replacement)) {
        if (replacement.type !== result.type) this.mappedAcrossTypes = true;
        before = this.mapping.set(result, replacement);
      } else if (replacement.length !== 0) {
        if (replacement.length !== 1 || replacement[0]!.type !== result.type)
          this.mappedAcrossTypes = true;
        before = this.mapping.set(result, replacement);
      } else {
        // Dropped: a value "out of thin air" stands for it, in case uses outlive the conversion.
        before = this.mapping.get(result);
        this.buildUnresolvedMaterialization(
          'source',
          insertPointAfter([result], result),
          result.location,
          [],
          [result.type],
          null,
          this.currentTypeConverter,
          result,
        );
      }
      if (before !== undefined) (previous ??= new Array(results.length))[i] = before;
    }
    return previous ?? NO_PREVIOUS;
  }

  /** Adds `op` and the ops nested in it to the replaced ops. */
  private markReplaced(op: Operation): void {
    if (!hasNestedOps(op)) this.replacedOps.add(op);
    else for (const nested of opAndNested(op)) this.replacedOps.add(nested);
  }

  /** Erases `op` (deferred): uses that outlive the conversion get a source materialization. */
  override eraseOp(op: Operation): void {
    this.log?.notification('Erase', op);
    const count = op.numResults;
    // Most erased ops are terminators without results: no arrays for them.
    this.recordReplacement(
      op,
      count === 0 ? NO_RANGES : new Array<MappedValues>(count).fill(NO_VALUES),
    );
  }

  /** Erases `block` and its ops: the block is detached now, destroyed when the conversion commits. */
  override eraseBlock(block: Block): void {
    const region = block.parent;
    if (region === null) throw new Error('eraseBlock: the block is not in a region');
    for (let op = block.lastOp; op !== null; op = op.prevNode)
      if (!this.replacedOps.has(op)) this.eraseOp(op);
    const before = block.nextNode;
    this.appendRewrite(new EraseBlockRewrite(block, region, before));
    block.remove();
  }

  /** Maps `from` to `to`; its uses are redirected when the conversion commits. */
  override replaceAllUsesWith(from: Value, to: Value): void;
  override replaceAllUsesWith(from: Block, to: Block): void;
  override replaceAllUsesWith(from: Value | Block, to: Value | Block): void {
    if (from === to) return;
    if (from instanceof Block) {
      const uses: BlockOperand[] = [];
      for (let use = from.firstUse; use !== null; use = use.nextUse) uses.push(use);
      for (const use of uses) use.set(to as Block);
      this.appendRewrite(new ReplaceBlockUsesRewrite(uses, from));
      return;
    }
    this.replaceValueUses(from, [to as Value], this.currentTypeConverter);
  }

  /** Replaces the uses of block argument `from` with `to` (MLIR's `replaceUsesOfBlockArgument`). */
  replaceUsesOfBlockArgument(from: Value, to: Value | readonly Value[]): void {
    this.replaceValueUses(
      from,
      to instanceof Array ? to : [to as Value],
      this.currentTypeConverter,
    );
  }

  private replaceValueUses(
    from: Value,
    to: readonly Value[],
    converter: TypeConverter | null,
  ): void {
    if (to.length !== 1 || to[0]!.type !== from.type) this.mappedAcrossTypes = true;
    const previous = this.mapping.set(from, to.length === 1 ? to[0]! : [...to]);
    this.appendRewrite(new ReplaceValueRewrite(from, converter, previous));
  }

  override replaceUsesWithIf(
    from: Value,
    to: Value,
    shouldReplace: (use: OpOperand) => boolean,
  ): boolean {
    void from;
    void to;
    void shouldReplace;
    throw new Error('replaceUsesWithIf is not supported by the dialect conversion rewriter');
  }

  // ---- In-place modification ----------------------------------------------------------------------

  override startOpModification(op: Operation): void {
    if (this.pendingModifications.has(op)) return;
    const rewrite = new ModifyOperationRewrite(op);
    this.pendingModifications.set(op, rewrite);
    this.appendRewrite(rewrite);
  }

  override finalizeOpModification(op: Operation): void {
    this.pendingModifications.delete(op);
    this.log?.notification('Modified', op);
  }

  override cancelOpModification(op: Operation): void {
    const rewrite = this.pendingModifications.get(op);
    if (rewrite === undefined)
      throw new Error(
        `cancelOpModification: no modification of '${op.name.identifier}' was started`,
      );
    this.pendingModifications.delete(op);
    rewrite.rollback();
    const index = this.rewrites.lastIndexOf(rewrite);
    // Usually the last entry (a fold attempt just cancelled): popped without a splice.
    if (index === this.rewrites.length - 1) {
      this.rewrites.pop();
      this.kinds.pop();
    } else {
      this.rewrites.splice(index, 1);
      this.kinds.splice(index, 1);
    }
  }

  // ---- Block signatures ---------------------------------------------------------------------------

  /**
   * Converts the arguments of `block` as `conversion` says (MLIR's `applySignatureConversion`): a
   * new block with the converted arguments takes its place, ops and predecessors; each original
   * argument is mapped to its new arguments or replacement values, or to a value materialized from
   * nothing when it is dropped. Returns the new block (or `block` when nothing changes).
   */
  applySignatureConversion(
    block: Block,
    conversion: SignatureConversion,
    converter: TypeConverter | null = this.currentTypeConverter,
  ): Block {
    const region = block.parent;
    if (region === null) throw new Error('applySignatureConversion: the block is not in a region');
    if (conversion.numOrigInputs !== block.numArguments)
      throw new RangeError(
        `signature conversion for ${conversion.numOrigInputs} inputs applied to a block with ${block.numArguments} arguments`,
      );
    const newTypes = conversion.getConvertedTypes();
    const oldTypes = block.getArgumentTypes();
    if (newTypes.length === oldTypes.length && newTypes.every((t, i) => t === oldTypes[i]))
      return block;

    const fallback = region.parentOp?.location ?? UnknownLoc.get(this.context);
    const locations = new Array<Location>(newTypes.length).fill(fallback);
    for (let i = 0; i < block.numArguments; i++) {
      const mapping = conversion.getInputMapping(i);
      if (mapping === null || mapping.size === 0) continue;
      for (let j = 0; j < mapping.size; j++)
        locations[mapping.inputNo + j] = block.getArgument(i).location;
    }
    const saved = this.saveInsertionPoint();
    const newBlock = this.createBlock(region, block.nextNode, newTypes, locations);
    while (block.firstOp !== null) this.moveOpBefore(block.firstOp, newBlock, null);
    this.replaceAllUsesWith(block, newBlock);

    for (let i = 0; i < block.numArguments; i++) {
      const arg = block.getArgument(i);
      const mapping = conversion.getInputMapping(i);
      if (mapping === null) {
        // Dropped: uses that outlive the conversion need a value from nothing.
        const [value] = this.buildUnresolvedMaterialization(
          'source',
          { block: newBlock, before: newBlock.firstOp },
          arg.location,
          [],
          [arg.type],
          null,
          converter,
        );
        this.replaceValueUses(arg, [value!], converter);
      } else if (mapping.replacementValues.length > 0) {
        this.replaceValueUses(arg, mapping.replacementValues, converter);
      } else {
        this.replaceValueUses(
          arg,
          newBlock.arguments.slice(mapping.inputNo, mapping.inputNo + mapping.size),
          converter,
        );
      }
    }
    this.eraseBlock(block);
    if (saved.block === block) this.setInsertionPointToEnd(newBlock);
    else this.restoreInsertionPoint(saved);
    return newBlock;
  }

  /**
   * Converts the argument types of every block of `region` with `converter` (the entry block with
   * `entryConversion` when given) and remembers the converter for blocks moved into the region
   * later (MLIR's `convertRegionTypes`). Answers false, changing nothing, when some block's types
   * do not convert; afterwards `region.front` is the converted entry block.
   */
  convertRegionTypes(
    region: Region,
    converter: TypeConverter,
    entryConversion: SignatureConversion | null = null,
  ): boolean {
    const blocks = region.blocks;
    const conversions: SignatureConversion[] = [];
    for (let i = 0; i < blocks.length; i++) {
      const conversion =
        i === 0 && entryConversion !== null
          ? entryConversion
          : converter.convertBlockSignature(blocks[i]!);
      if (conversion === null) return false;
      conversions.push(conversion);
    }
    this.regionToConverter.set(region, converter);
    for (let i = 0; i < blocks.length; i++)
      this.applySignatureConversion(blocks[i]!, conversions[i]!, converter);
    return true;
  }
}
