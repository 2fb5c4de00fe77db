import {
  Attribute,
  type Block,
  Diagnostic,
  hasFolder,
  hasFolderBesidesOwn,
  foldOperation,
  foldReadsOperandConstants,
  printOperation,
  type Operation,
  type OperationName,
  type Value,
} from '@strata/ir-core';
import {
  type FrozenRewritePatternSet,
  materializeConstant,
  type RewritePattern,
} from '@strata/pattern-rewrite';
import type { ConversionTarget } from './conversion-target.js';
import { describeOp } from './debug-log.js';
import {
  type LogEntry,
  ModifyOperationRewrite,
  type MoveBlockRewrite,
  RewriteKind,
} from './ir-rewrites.js';
import { buildLegalizationPatterns, type LegalizationPatterns } from './legalization-graph.js';
import type { ConversionPatternRewriter } from './rewriter.js';

/** Legalization nested deeper than this (patterns with bounded recursion) gives up. */
const MAX_DEPTH = 256;

/** How ops of one name fold, as far as a fold attempt needs to know (see {@link foldingOf}). */
const enum Folding {
  /** No folder at all: no attempt (and no snapshot of the op for the undo log). */
  None,
  /** Folders that do not look at the operands' constants: they are not looked up. */
  WithoutConstants,
  WithConstants,
}

/** How `op` folds: it has a folder, a folding trait or a dialect folder, reading constants or not. */
function foldingOf(op: Operation): Folding {
  if (!hasFolder(op) && !hasFolderBesidesOwn(op.name)) return Folding.None;
  return foldReadsOperandConstants(op.name) ? Folding.WithConstants : Folding.WithoutConstants;
}

/** The block an entry of kind CreateBlock or MoveBlock records; null for other kinds. */
function recordedBlock(kind: RewriteKind | undefined, entry: LogEntry | undefined): Block | null {
  if (kind === RewriteKind.CreateBlock) return entry as Block;
  if (kind === RewriteKind.MoveBlock) return (entry as MoveBlockRewrite).block;
  return null;
}

/**
 * Whether the block entries of a pattern (its log from `start`) need not legalize `parentOp`: the
 * pattern created it (its own legalization covers its blocks), or an entry before `before` has
 * legalized it already. Scans of the pattern's few entries, cheaper than building sets.
 */
function parentHandled(
  rewriter: ConversionPatternRewriter,
  parentOp: Operation,
  start: number,
  before: number,
): boolean {
  const { rewrites, kinds } = rewriter;
  for (let j = start; j < rewrites.length; j++)
    if (kinds[j] === RewriteKind.CreateOperation && rewrites[j] === parentOp) return true;
  for (let j = start; j < before; j++) {
    const block = recordedBlock(kinds[j], rewrites[j]);
    if (block === null || block.getParentOp() !== parentOp || block.numArguments === 0) continue;
    if (!rewriter.regionToConverter.has(block.parent!)) return true;
  }
  return false;
}

/** A pattern with the rank the cost model gave it within its list. */
interface Ranked {
  readonly pattern: RewritePattern;
  readonly rank: number;
}

/**
 * Legalizes one op at a time, recursively (MLIR's `OperationLegalizer`): an op is legal by the
 * target, ignored (replaced, or nested in a recursively legal op), folded, or rewritten by a
 * pattern whose results (created ops, ops modified in place, blocks moved) are legalized in turn.
 * A pattern is not reapplied within its own recursion unless it declares bounded recursion.
 */
export class OperationLegalizer {
  private readonly patterns: LegalizationPatterns;
  private readonly candidates = new Map<OperationName, readonly RewritePattern[]>();
  /**
   * The patterns being applied, innermost last, in the first {@link numApplied} slots: applications
   * nest strictly, so a stack does what a set would, without its hashing. Slots past the top are
   * overwritten rather than popped: popping the last element makes V8 shrink the array's storage,
   * and the next push, one per pattern application, would allocate it again.
   */
  private readonly applied: RewritePattern[] = [];
  private numApplied = 0;
  /** {@link foldingOf}'s answer by op name: it depends only on the op's class, traits and dialect. */
  private readonly folding = new Map<OperationName, Folding>();
  private depth = 0;

  constructor(
    readonly target: ConversionTarget,
    patterns: FrozenRewritePatternSet,
  ) {
    this.patterns = buildLegalizationPatterns(patterns.patterns, target);
  }

  isIllegal(op: Operation): boolean {
    return this.target.isIllegal(op);
  }

  legalize(op: Operation, rewriter: ConversionPatternRewriter): boolean {
    return this.legalizeNamed(op, op.name, rewriter);
  }

  /** {@link legalize} given the op's name, so that a legal op's legality needs no read of the op. */
  legalizeNamed(op: Operation, name: OperationName, rewriter: ConversionPatternRewriter): boolean {
    const log = rewriter.log;
    log?.startLegalizing(op);
    const legality = this.target.isLegalNamed(op, name);
    if (legality !== undefined) {
      if (legality.isRecursivelyLegal) {
        op.walk((nested) => {
          if (nested !== op) rewriter.ignoredOps.add(nested);
        });
      }
      log?.endLegalizing(
        true,
        'operation marked legal by the target' +
          (legality.isRecursivelyLegal
            ? '; NOTE: operation is recursively legal; skipping internals'
            : ''),
      );
      return true;
    }
    if (rewriter.isOpIgnored(op)) {
      log?.endLegalizing(true, "operation marked 'ignored' during conversion");
      return true;
    }
    if (this.depth >= MAX_DEPTH) {
      log?.endLegalizing(false, 'legalization nested too deeply');
      return false;
    }
    this.depth++;
    try {
      if (this.legalizeWithFold(op, rewriter)) {
        log?.endLegalizing(true, 'operation was folded');
        return true;
      }
      if (this.legalizeWithPattern(op, rewriter)) {
        log?.endLegalizing(true, '');
        return true;
      }
    } finally {
      this.depth--;
    }
    log?.endLegalizing(false, 'no matched legalization pattern');
    return false;
  }

  private legalizeWithFold(op: Operation, rewriter: ConversionPatternRewriter): boolean {
    const log = rewriter.log;
    const start = rewriter.rewrites.length;
    log?.startFold();
    let folding = this.folding.get(op.name);
    if (folding === undefined) this.folding.set(op.name, (folding = foldingOf(op)));
    if (folding === Folding.None) {
      log?.close(false, 'unable to fold');
      return false;
    }
    rewriter.setInsertionPoint(op);
    // The snapshot of a modification started and cancelled around the fold (MLIR's): it joins the
    // log only when the fold changed the op in place, which spares the log (and the pending
    // modifications) an entry added and removed for every fold attempt. A fold cannot reach the
    // rewriter, so nothing else enters the log meanwhile.
    const snapshot = new ModifyOperationRewrite(op);
    const outcome = foldOperation(op, folding === Folding.WithConstants);
    if (outcome === 'in-place') {
      rewriter.appendRewrite(snapshot);
      rewriter.finalizeOpModification(op);
      log?.close(true, '');
      return this.legalize(op, rewriter);
    }
    snapshot.rollback();
    if (outcome === null) {
      log?.close(false, 'unable to fold');
      return false;
    }
    const values: Value[] = [];
    for (let i = 0; i < outcome.length; i++) {
      const folded = outcome[i]!;
      if (!(folded instanceof Attribute)) {
        values.push(folded);
        continue;
      }
      const result = op.getResult(i);
      const constant = materializeConstant(
        op.getDialect(),
        rewriter,
        folded,
        result.type,
        op.location,
      );
      if (constant === null) {
        rewriter.rollbackTo(start);
        log?.close(false, 'unable to materialize folded constant');
        return false;
      }
      values.push(constant.getResult(0));
    }
    rewriter.replaceOp(op, values);
    for (let i = start; i < rewriter.rewrites.length; i++) {
      if (rewriter.kinds[i] !== RewriteKind.CreateOperation) continue;
      const created = rewriter.rewrites[i] as Operation;
      if (!this.legalize(created, rewriter)) {
        log?.close(false, `failed to legalize generated constant '${created.name.identifier}'`);
        rewriter.rollbackTo(start);
        return false;
      }
    }
    log?.close(true, '');
    return true;
  }

  private legalizeWithPattern(op: Operation, rewriter: ConversionPatternRewriter): boolean {
    const log = rewriter.log;
    const start = rewriter.rewrites.length;
    const name = op.name;
    const candidates = this.candidatesFor(name);
    for (let c = 0; c < candidates.length; c++) {
      const pattern = candidates[c]!;
      if (!pattern.rootMatches(name)) continue;
      log?.startPattern(op, pattern);
      if (!pattern.hasBoundedRewriteRecursion() && this.isBeingApplied(pattern)) {
        log?.close(false, 'pattern was already applied');
        continue;
      }
      this.pushApplied(pattern);
      rewriter.userListener?.notifyPatternBegin?.(pattern, op);
      rewriter.setInsertionPoint(op);
      let matched: boolean;
      try {
        matched = pattern.matchAndRewrite(op, rewriter);
      } finally {
        this.numApplied--;
      }
      if (!matched) {
        log?.close(false, 'pattern failed to match');
        rewriter.notifyCallback?.(
          new Diagnostic(
            'remark',
            op.location,
            `Failed to apply pattern "${pattern.getDebugName()}" on op:\n${printOperation(op)}`,
          ),
        );
        rewriter.userListener?.notifyPatternEnd?.(pattern, false);
        rewriter.rollbackTo(start);
        continue;
      }
      this.pushApplied(pattern);
      let legalized: boolean;
      try {
        legalized = this.legalizePatternResult(op, pattern, rewriter, start);
      } finally {
        this.numApplied--;
      }
      rewriter.userListener?.notifyPatternEnd?.(pattern, legalized);
      if (legalized) {
        log?.close(true, 'pattern applied successfully');
        return true;
      }
      rewriter.rollbackTo(start);
    }
    return false;
  }

  private isBeingApplied(pattern: RewritePattern): boolean {
    for (let i = 0; i < this.numApplied; i++) if (this.applied[i] === pattern) return true;
    return false;
  }

  private pushApplied(pattern: RewritePattern): void {
    const top = this.numApplied++;
    if (top < this.applied.length) this.applied[top] = pattern;
    else this.applied.push(pattern);
  }

  private legalizePatternResult(
    op: Operation,
    pattern: RewritePattern,
    rewriter: ConversionPatternRewriter,
    start: number,
  ): boolean {
    const log = rewriter.log;
    const { rewrites, kinds } = rewriter;
    const end = rewrites.length;
    let touchedRoot = rewriter.replacedOps.has(op);
    for (let i = start; i < end && !touchedRoot; i++)
      touchedRoot =
        kinds[i] === RewriteKind.ModifyOperation &&
        (rewrites[i] as ModifyOperationRewrite).op === op;
    if (!touchedRoot)
      throw new Error(
        `pattern '${pattern.getDebugName()}' returned success but neither replaced nor modified the root op`,
      );
    if (!this.legalizeBlockRewrites(op, rewriter, start, end)) return false;
    for (let i = start; i < end; i++) {
      if (kinds[i] !== RewriteKind.ModifyOperation) continue;
      const rewrite = rewrites[i] as ModifyOperationRewrite;
      if (!this.legalize(rewrite.op, rewriter)) {
        log?.close(
          false,
          `failed to legalize operation updated in-place '${rewrite.op.name.identifier}'`,
        );
        return false;
      }
    }
    for (let i = start; i < end; i++) {
      if (kinds[i] !== RewriteKind.CreateOperation) continue;
      const created = rewrites[i] as Operation;
      if (!this.legalize(created, rewriter)) {
        log?.close(false, `failed to legalize generated operation ${describeOp(created)}`);
        return false;
      }
    }
    return true;
  }

  /** Blocks a pattern created or moved out of its root get their types converted or re-legalized. */
  private legalizeBlockRewrites(
    op: Operation,
    rewriter: ConversionPatternRewriter,
    start: number,
    end: number,
  ): boolean {
    const { rewrites, kinds } = rewriter;
    for (let i = start; i < end; i++) {
      const block = recordedBlock(kinds[i], rewrites[i]);
      if (block === null) continue;
      const parentOp = block.getParentOp();
      if (parentOp === null || parentOp === op || block.numArguments === 0) continue;
      const converter = rewriter.regionToConverter.get(block.parent!);
      if (converter !== undefined) {
        const conversion = converter.convertBlockSignature(block);
        if (conversion === null) {
          rewriter.log?.close(false, 'failed to convert types of moved block');
          return false;
        }
        rewriter.applySignatureConversion(block, conversion, converter);
        continue;
      }
      if (parentHandled(rewriter, parentOp, start, i)) continue;
      if (!this.legalize(parentOp, rewriter)) {
        rewriter.log?.close(
          false,
          `operation ${describeOp(parentOp)} became illegal after rewrite`,
        );
        return false;
      }
    }
    return true;
  }

  /** The patterns to try on ops named `name`, best first (MLIR's applicator with the cost model). */
  private candidatesFor(name: OperationName): readonly RewritePattern[] {
    const cached = this.candidates.get(name);
    if (cached !== undefined) return cached;
    const list = this.rankCandidates(name);
    this.candidates.set(name, list);
    return list;
  }

  /**
   * {@link candidatesFor} when not yet known. A method of its own: its closures capture its locals,
   * which would make every call of `candidatesFor` (one per pattern application) allocate a context.
   */
  private rankCandidates(name: OperationName): readonly RewritePattern[] {
    const own = this.patterns.byRoot.get(name.identifier) ?? [];
    const any = this.patterns.anyOp;
    const ranked: Ranked[] = [];
    own.forEach((pattern, i) => ranked.push({ pattern, rank: own.length - i }));
    any.forEach((pattern, i) => ranked.push({ pattern, rank: any.length - i }));
    // Stable: on equal ranks, op-specific patterns (pushed first) come first.
    return ranked.sort((a, b) => b.rank - a.rank).map((r) => r.pattern);
  }
}
