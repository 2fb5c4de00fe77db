import {
  type Diagnostic,
  type Operation,
  type OperationName,
  OpBuilder,
  printOperation,
  type RewriterListener,
} from '@strata/ir-core';
import {
  type DebugSink,
  FrozenRewritePatternSet,
  type RewritePattern,
  RewritePatternSet,
} from '@strata/pattern-rewrite';
import { debugLog, isDebugEnabled, registerDebugChannel } from '@strata/pass/debug';
import type { ConversionTarget } from './conversion-target.js';
import { ConversionLog } from './debug-log.js';
import type { UnresolvedMaterializationRewrite } from './ir-rewrites.js';
import { OperationLegalizer } from './legalizer.js';
import { appendPreorder } from './op-traversal.js';
import { type ReconcileActions, reconcileUnrealizedCasts } from './reconcile-casts.js';
import { CommitJournal } from './commit-journal.js';
import { ConversionPatternRewriter } from './rewriter.js';

/** Options of a conversion (MLIR's `ConversionConfig`). */
export interface ConversionConfig {
  /** Told about every change when the conversion commits. */
  listener?: RewriterListener | null;
  /**
   * True (default): casts the driver needed are resolved with the type converters'
   * materializations. False: they stay `builtin.unrealized_conversion_cast` ops.
   */
  buildMaterializations?: boolean;
  /** Analysis conversion: receives the ops that would be legalized. */
  legalizableOps?: Set<Operation>;
  /** Partial conversion: receives the ops that could not be legalized (and were left alone). */
  unlegalizedOps?: Set<Operation>;
  /** Receives a remark for each pattern that failed to match, and why. */
  notifyCallback?: ((diagnostic: Diagnostic) => void) | null;
  /**
   * Receives the `-debug-only=dialect-conversion` log, one line at a time. By default the log goes
   * to the `dialect-conversion` debug channel when that is enabled.
   */
  debugLog?: DebugSink | null;
}

type Mode = 'partial' | 'full' | 'analysis';

/** The `--debug-only` channel of the driver (MLIR's `DEBUG_TYPE`). */
const DEBUG_CHANNEL = 'dialect-conversion';
registerDebugChannel(
  DEBUG_CHANNEL,
  'The dialect conversion driver: ops legalized, folds and patterns tried, IR changes',
);

function writeToDebugChannel(line: string): void {
  debugLog(DEBUG_CHANNEL, line);
}

/** The config's log sink, or the debug channel when it is enabled. */
function debugSink(config: ConversionConfig): DebugSink | null {
  if (config.debugLog != null) return config.debugLog;
  return isDebugEnabled(DEBUG_CHANNEL) ? writeToDebugChannel : null;
}

/** What a conversion applies: a frozen set, a set, or a list of patterns. */
export type ConversionPatterns =
  FrozenRewritePatternSet | RewritePatternSet | readonly RewritePattern[];

function sinkOrNull(sink: DebugSink | null): ConversionLog | null {
  return sink === null ? null : new ConversionLog(sink);
}

function freeze(patterns: ConversionPatterns): FrozenRewritePatternSet {
  return patterns instanceof FrozenRewritePatternSet
    ? patterns
    : new FrozenRewritePatternSet(patterns);
}

function asList(ops: Operation | readonly Operation[]): readonly Operation[] {
  return Array.isArray(ops) ? ops : [ops as Operation];
}

/**
 * Legalizes `ops` and everything nested in them as far as possible; ops the target does not mark
 * illegal may stay unconverted. Fails — with an error at the op, and the IR unchanged — when an
 * illegal op cannot be legalized (MLIR's `applyPartialConversion`).
 */
export function applyPartialConversion(
  ops: Operation | readonly Operation[],
  target: ConversionTarget,
  patterns: ConversionPatterns,
  config: ConversionConfig = {},
): boolean {
  return convertOperations(asList(ops), target, freeze(patterns), config, 'partial');
}

/** Legalizes every op of `ops` and nested in them, or fails (MLIR's `applyFullConversion`). */
export function applyFullConversion(
  ops: Operation | readonly Operation[],
  target: ConversionTarget,
  patterns: ConversionPatterns,
  config: ConversionConfig = {},
): boolean {
  return convertOperations(asList(ops), target, freeze(patterns), config, 'full');
}

/**
 * Finds which ops a conversion would legalize, adding them to `config.legalizableOps`; the IR is
 * left untouched (MLIR's `applyAnalysisConversion`).
 */
export function applyAnalysisConversion(
  ops: Operation | readonly Operation[],
  target: ConversionTarget,
  patterns: ConversionPatterns,
  config: ConversionConfig = {},
): boolean {
  return convertOperations(asList(ops), target, freeze(patterns), config, 'analysis');
}

/** The ops to legalize, in pre-order, and their names; the bodies of recursively legal ops are skipped. */
function collectOps(
  ops: readonly Operation[],
  target: ConversionTarget,
  names: OperationName[],
): Operation[] {
  const out: Operation[] = [];
  const isRecursivelyLegal = (op: Operation): boolean =>
    target.isLegal(op)?.isRecursivelyLegal === true;
  for (const root of ops) appendPreorder(root, out, isRecursivelyLegal, names);
  return out;
}

function convertOperations(
  ops: readonly Operation[],
  target: ConversionTarget,
  patterns: FrozenRewritePatternSet,
  config: ConversionConfig,
  mode: Mode,
): boolean {
  if (ops.length === 0) return true;
  const names: OperationName[] = [];
  const toConvert = collectOps(ops, target, names);
  const legalizer = new OperationLegalizer(target, patterns);
  const rewriter = new ConversionPatternRewriter(
    ops[0]!.context,
    config.listener ?? null,
    sinkOrNull(debugSink(config)),
    config.notifyCallback ?? null,
  );
  for (let i = 0; i < toConvert.length; i++) {
    const op = toConvert[i]!;
    if (legalizer.legalizeNamed(op, names[i]!, rewriter)) {
      if (mode === 'analysis') config.legalizableOps?.add(op);
      continue;
    }
    if (mode === 'full') {
      op.emitError(`failed to legalize operation '${op.name.identifier}'`);
      rewriter.resetState({ numRewrites: 0 });
      return false;
    }
    if (mode === 'partial') {
      if (legalizer.isIllegal(op)) {
        op.emitError(
          `failed to legalize operation '${op.name.identifier}' that was explicitly marked illegal`,
        );
        rewriter.resetState({ numRewrites: 0 });
        return false;
      }
      config.unlegalizedOps?.add(op);
    }
  }
  if (mode === 'analysis') {
    rewriter.resetState({ numRewrites: 0 });
    return true;
  }

  // Ops the conversion replaces are no longer unlegalized.
  if (config.unlegalizedOps !== undefined)
    for (const op of rewriter.replacedOps) config.unlegalizedOps.delete(op);
  const tops = new Set(ops.map(topAncestor));
  // Usually nothing can fail after the commit: then it records nothing for an undo, and destroys
  // each replaced op while at it rather than in a second visit.
  const final = rewriter.canCommitFinally();
  const journal = new CommitJournal(config.listener ?? null, !final);
  rewriter.commitRewrites(journal, final);
  // Casts inside erased IR go with it.
  const casts = [...rewriter.unresolvedMaterializations.values()].filter((m) =>
    tops.has(topAncestor(m.cast)),
  );
  const remaining = reconcileUnrealizedCasts(
    casts.map((m) => m.cast),
    journalActions(journal),
  );
  if (config.buildMaterializations !== false) {
    const byCast = new Map(casts.map((m) => [m.cast, m]));
    for (const cast of remaining) {
      if (legalizeUnresolvedMaterialization(byCast.get(cast)!, journal)) continue;
      // Unlike MLIR, even this late failure leaves the IR as it was.
      journal.undo();
      rewriter.resetState({ numRewrites: 0 });
      return false;
    }
  }
  journal.finish();
  rewriter.cleanupRewrites(final);
  return true;
}

/** Reconciles casts through the journal, so that a later failure can undo it. */
function journalActions(journal: CommitJournal): ReconcileActions {
  return {
    redirectUses: (from, to) => journal.redirectUses(from, to),
    eraseCast: (cast) => {
      journal.notify((listener) => listener.notifyOperationErased?.(cast));
      journal.unlink(cast, true);
    },
  };
}

/** The outermost op holding `op`, or null when `op` is inside a detached (erased) block. */
function topAncestor(op: Operation): Operation | null {
  let current = op;
  for (;;) {
    const block = current.parentBlock;
    if (block === null) return current;
    const parent = block.getParentOp();
    if (parent === null) return null;
    current = parent;
  }
}

/**
 * Replaces a cast the driver inserted with the type converter's materialization, or reports that
 * none could be built (MLIR's `legalizeUnresolvedMaterialization`).
 */
function legalizeUnresolvedMaterialization(
  materialization: UnresolvedMaterializationRewrite,
  journal: CommitJournal,
): boolean {
  const { cast, converter } = materialization;
  const inputs = cast.operands;
  const types = cast.getResultTypes();
  if (converter !== null) {
    const builder = new OpBuilder(cast.context, {
      notifyOperationInserted: (op) => {
        journal.recordCreated(op);
        journal.notify((listener) => listener.notifyOperationInserted?.(op, null));
      },
    });
    builder.setInsertionPoint(cast);
    const built =
      materialization.kind === 'source'
        ? single(converter.materializeSourceConversion(builder, cast.location, types[0]!, inputs))
        : converter.materializeTargetConversion(
            builder,
            cast.location,
            types,
            inputs,
            materialization.originalType,
          );
    if (built !== null) {
      journal.notify((listener) => listener.notifyOperationReplaced?.(cast, built));
      cast.results.forEach((result, i) => journal.redirectUses(result, built[i]!));
      journal.notify((listener) => listener.notifyOperationErased?.(cast));
      journal.unlink(cast, true);
      return true;
    }
  }
  const from = inputs.map((v) => v.type.toString()).join(', ');
  const to = types.map((t) => t.toString()).join(', ');
  const user = cast.getResult(0).firstUse?.owner ?? firstUser(cast);
  cast.emitError(
    `failed to legalize unresolved materialization from (${from}) to (${to}) that remained live after conversion`,
    (diagnostic) => {
      if (user !== null)
        diagnostic.attachNote(
          `see existing live user here: ${printOperation(user, { localScope: true })}`,
          user.location,
        );
    },
  );
  return false;
}

function single<T>(value: T | null): T[] | null {
  return value === null ? null : [value];
}

function firstUser(op: Operation): Operation | null {
  for (const result of op.results) if (result.firstUse !== null) return result.firstUse.owner;
  return null;
}
