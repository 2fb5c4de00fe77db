import {
  Attribute,
  type Block,
  ConstantLike,
  foldOperation,
  foldReadsOperandConstants,
  hasFolderBesidesOwn,
  type InsertPoint,
  type InsertionPoint,
  type Location,
  type MLIRContext,
  type Operation,
  type OperationName,
  type Region,
  type RewriterListener,
  type Value,
  verify,
} from '@strata/ir-core';
import { type ApplyHooks, PatternApplicator, type RankedPattern } from './applicator.js';
import { PatternCheckError, PatternChecks } from './checks.js';
import { DEAD_NEVER, type DeadByName, deadByName, wouldBeTriviallyDead } from './dead-by-name.js';
import { GreedyRewriterLog } from './debug-log.js';
import { materializeConstant } from './fold-helpers.js';
import {
  type GreedyRewriteConfig,
  NO_LIMIT,
  type ResolvedGreedyRewriteConfig,
  resolveConfig,
} from './greedy-config.js';
import type { RewritePattern } from './pattern.js';
import type { FrozenRewritePatternSet } from './pattern-set.js';
import { resultsUnused } from './op-uses.js';
import { mayDefineSuccessors } from './reachability.js';
import { PatternRewriter } from './rewriter.js';
import { Worklist } from './worklist.js';

/** The hooks of a driver nobody observes: none, and no object to allocate per op. */
const NO_HOOKS: ApplyHooks = Object.freeze({});

/** Rewrites allowed per op queued at the start of a worklist pass when no limit is configured. */
const IMPLICIT_REWRITES_PER_OP = 64;
/** Rewrites always allowed in a worklist pass, however few ops were queued. */
const IMPLICIT_REWRITE_FLOOR = 1000;

/**
 * What the driver asks of every op it visits that depends on the op's name only, asked once per
 * name: each trait question is a chain of calls and set lookups, and every op is visited again in
 * each iteration. Looked up once per visit, so that an op's fields are read as few times as
 * possible (ops of different classes have different shapes, so each read is a megamorphic load).
 */
class OpNameFacts {
  /** `ConstantLike`: never folded here (the folder uniques constants while seeding instead). */
  readonly constantLike: boolean;
  /**
   * Whether {@link foldOperation} may fold the op: a folder of its own (its registered class has
   * `fold`), a trait folder or the dialect's folder.
   */
  readonly mayFold: boolean;
  /** Whether folding may read the operands' constants ({@link foldReadsOperandConstants}). */
  readonly foldReadsConstants: boolean;
  /** Whether the op is trivially dead once unused, as far as the name tells. */
  readonly dead: DeadByName;
  /** Whether the driver's applicator has any pattern to try on the op. */
  readonly mayMatch: boolean;
  /** The applicator's patterns rooted on the name. */
  readonly patterns: readonly RankedPattern[];

  constructor(name: OperationName, applicator: PatternApplicator) {
    this.constantLike = name.hasTrait(ConstantLike.key);
    this.dead = deadByName(name);
    // An unregistered op is a plain `Operation`, whose only folder is its dialect's.
    const ownFolder = name.info !== null && typeof name.info.opClass.prototype.fold === 'function';
    this.mayFold = !this.constantLike && (ownFolder || hasFolderBesidesOwn(name));
    this.foldReadsConstants = foldReadsOperandConstants(name);
    this.mayMatch = applicator.mayMatch(name);
    this.patterns = applicator.patternsFor(name);
  }
}

/**
 * The worklist-driven greedy rewriter (MLIR's `GreedyPatternRewriteDriver`): pops an op, erases it
 * if trivially dead, else folds it, else applies the best matching pattern; every change reported
 * by the rewriter puts the affected ops back on the worklist. It is the listener of its own
 * rewriter (through the checking layer when enabled).
 */
export class GreedyPatternRewriteDriver implements RewriterListener {
  protected readonly config: ResolvedGreedyRewriteConfig;
  protected readonly worklist = new Worklist();
  protected readonly rewriter: PatternRewriter;
  /** Ops allowed on the worklist; null in 'any-op' mode. */
  protected readonly strictFilter: Set<Operation> | null;
  private readonly applicator: PatternApplicator;
  private readonly log: GreedyRewriterLog | null;
  private readonly checks: PatternChecks | null;
  private readonly hooks: ApplyHooks;
  private current: Operation | null = null;
  private readonly tried: RewritePattern[] = [];
  /**
   * Whether control flow may have changed since the last unreachable-block sweep finished (a
   * sweep leaves none behind, so the next one can be skipped while this stays false).
   */
  protected cfgChangedSinceSweep = true;
  private readonly nameFacts = new Map<OperationName, OpNameFacts>();

  constructor(
    protected readonly context: MLIRContext,
    patterns: FrozenRewritePatternSet,
    config: GreedyRewriteConfig,
  ) {
    this.config = resolveConfig(config);
    this.applicator = new PatternApplicator(patterns);
    this.applicator.applyDefaultCostModel();
    this.log = this.config.debugLog === null ? null : new GreedyRewriterLog(this.config.debugLog);
    this.checks = this.config.checkPatterns ? new PatternChecks(this) : null;
    this.rewriter = new PatternRewriter(context, this.checks ?? this);
    this.strictFilter = this.config.strictMode === 'any-op' ? null : new Set();
    this.hooks = this.wantsHooks ? this.makeHooks() : NO_HOOKS;
  }

  /** The listener every change must be reported to (the checking layer when enabled). */
  protected get changeListener(): RewriterListener {
    return this.checks ?? this;
  }

  private makeHooks(): ApplyHooks {
    const log = this.log;
    const tried = this.tried;
    const listener = this.config.listener;
    return {
      canApply: (pattern) => {
        log?.startPattern(pattern, this.current!);
        listener?.notifyPatternBegin?.(pattern, this.current!);
        tried.push(pattern);
        return true;
      },
      onFailure: (pattern) => {
        log?.result('failure', 'pattern failed to match');
        listener?.notifyPatternEnd?.(pattern, false);
      },
      onSuccess: (pattern) => {
        log?.result('success', 'pattern applied successfully');
        listener?.notifyPatternEnd?.(pattern, true);
        return true;
      },
    };
  }

  /** Whether anyone needs the applicator's per-pattern hooks (they cost a call per attempt). */
  private get wantsHooks(): boolean {
    const listener = this.config.listener;
    return (
      this.log !== null ||
      this.checks !== null ||
      (listener !== null &&
        (listener.notifyPatternBegin !== undefined || listener.notifyPatternEnd !== undefined))
    );
  }

  // ---- Worklist ---------------------------------------------------------------------------------

  /** Adds `op` and its ancestors up to the scope (ops outside the scope are ignored). */
  protected addToWorklist(op: Operation): void {
    // Two climbs, one to find whether the scope is reached and one to queue, instead of one
    // collecting the ancestors: this runs for every change and every erased op's operands, and
    // nesting is shallow, while a list of ancestors reset per call reallocates its storage.
    if (!this.withinScope(op)) return;
    const scope = this.config.scope;
    for (let current = op; ;) {
      this.addSingleOpToWorklist(current);
      const region = current.getParentRegion()!;
      if (region === scope) return;
      current = region.parentOp!;
    }
  }

  /** Whether climbing from `op` through its ancestors reaches the scope region. */
  private withinScope(op: Operation): boolean {
    const scope = this.config.scope;
    for (let current: Operation | null = op; current !== null;) {
      const region: Region | null = current.getParentRegion();
      if (region === scope) return true;
      if (region === null) return false;
      current = region.parentOp;
    }
    return false;
  }

  /**
   * {@link addToWorklist} for seeding, where the scope holds every op and each queued op's
   * ancestors were queued with it: the climb stops at the first ancestor already queued, which
   * keeps seeding deeply nested IR linear.
   */
  protected seedWorklist(op: Operation): void {
    const scope = this.config.scope;
    for (let current: Operation | null = op; current !== null;) {
      if (current !== op && this.worklist.has(current)) return;
      this.addSingleOpToWorklist(current);
      const region = current.getParentRegion();
      if (region === scope || region === null) return;
      current = region.parentOp;
    }
  }

  protected addSingleOpToWorklist(op: Operation): void {
    if (this.strictFilter === null || this.strictFilter.has(op)) this.worklist.push(op);
  }

  /**
   * Before `op` goes away: revisits the definers of its operands that will be used by at most one
   * other op (they may die, or single-use patterns may now apply).
   */
  private addOperandsToWorklist(op: Operation): void {
    // Indexed: for-of over the operand list is not inlined here (the list may be a shared empty one).
    const operands = op.getOpOperands();
    for (let i = 0; i < operands.length; i++) {
      const value = operands[i]!.get() as Value | null;
      const def = value?.getDefiningOp() ?? null;
      if (def === null) continue;
      let other: Operation | null = null;
      let moreThanOne = false;
      for (let use = value!.firstUse; use !== null; use = use.nextUse) {
        const user = use.owner;
        if (user === op || user === other) continue;
        if (other === null) {
          other = user;
          continue;
        }
        moreThanOne = true;
        break;
      }
      if (!moreThanOne) this.addToWorklist(def);
    }
  }

  /** Notes a change that may have changed the successors of a block. */
  private controlFlowChanged(): void {
    this.cfgChangedSinceSweep = true;
  }

  /**
   * Called with each op or block a reported change touched: inserted or moved (with where a moved
   * op came from), modified, or about to be erased. For drivers that track where the IR changed.
   */
  protected noteChangeAt(_item: Operation | Block): void {}

  // ---- Listener ---------------------------------------------------------------------------------

  notifyOperationInserted(op: Operation, previous: InsertPoint | null): void {
    if (mayDefineSuccessors(op)) this.controlFlowChanged();
    this.noteChangeAt(op);
    if (previous !== null) this.noteChangeAt(previous.block);
    this.log?.notification('Insert', op);
    this.config.listener?.notifyOperationInserted?.(op, previous);
    if (this.config.strictMode === 'existing-and-new-ops') this.strictFilter!.add(op);
    this.addToWorklist(op);
  }

  notifyBlockInserted(
    block: Block,
    previousRegion: Region | null,
    previousBefore: Block | null,
  ): void {
    this.controlFlowChanged();
    this.noteChangeAt(block);
    const from = previousRegion?.parentOp ?? null;
    if (from !== null) this.noteChangeAt(from);
    this.config.listener?.notifyBlockInserted?.(block, previousRegion, previousBefore);
  }

  notifyOperationModified(op: Operation): void {
    if (mayDefineSuccessors(op)) this.controlFlowChanged();
    this.noteChangeAt(op);
    this.log?.notification('Modified', op);
    this.config.listener?.notifyOperationModified?.(op);
    this.addToWorklist(op);
  }

  notifyOperationReplaced(op: Operation, replacement: Operation | readonly Value[]): void {
    this.log?.notification('Replace', op);
    this.config.listener?.notifyOperationReplaced?.(op, replacement);
  }

  notifyOperationErased(op: Operation): void {
    if (mayDefineSuccessors(op)) this.controlFlowChanged();
    this.noteChangeAt(op);
    this.log?.notification('Erase', op);
    if (this.config.scope !== null && this.config.scope.parentOp === op) {
      throw new Error('the greedy rewriter must not erase the op owning its scope region');
    }
    this.config.listener?.notifyOperationErased?.(op);
    this.addOperandsToWorklist(op);
    this.worklist.remove(op);
    this.strictFilter?.delete(op);
  }

  notifyBlockErased(block: Block): void {
    this.controlFlowChanged();
    this.noteChangeAt(block);
    this.config.listener?.notifyBlockErased?.(block);
  }

  notifyMatchFailure(location: Location, reason: string): void {
    this.log?.failure(reason);
    this.config.listener?.notifyMatchFailure?.(location, reason);
  }

  // ---- Processing -------------------------------------------------------------------------------

  /**
   * Processes ops until the worklist is empty or the rewrite limit is hit; answers whether anything
   * changed. Without `maxNumRewrites`, MLIR loops forever on patterns that undo each other; here an
   * implicit budget of {@link IMPLICIT_REWRITES_PER_OP} rewrites per queued op (plus
   * {@link IMPLICIT_REWRITE_FLOOR}) ends the pass instead, so that such a cycle stops after
   * `maxIterations` and reports non-convergence rather than hanging.
   */
  protected processWorklist(): boolean {
    const { maxNumRewrites } = this.config;
    const limit =
      maxNumRewrites !== NO_LIMIT
        ? maxNumRewrites
        : IMPLICIT_REWRITES_PER_OP * this.worklist.size + IMPLICIT_REWRITE_FLOOR;
    const log = this.log;
    let changed = false;
    let numRewrites = 0;
    while (!this.worklist.isEmpty() && numRewrites < limit) {
      const op = this.worklist.pop();
      log?.startProcessing(op);
      const facts = this.factsOf(op);
      // MLIR's isOpTriviallyDead, with the use check first and indexed (every popped op takes it).
      const dead = facts.dead;
      if (dead !== DEAD_NEVER && resultsUnused(op) && wouldBeTriviallyDead(op, dead)) {
        this.rewriter.eraseOp(op);
        changed = true;
        log?.resultWithLine('success', 'operation is trivially dead');
        continue;
      }
      if (facts.mayFold && this.config.fold && this.tryFold(op, facts.foldReadsConstants)) {
        changed = true;
        log?.resultWithLine('success', 'operation was folded');
        continue;
      }
      if (this.applyPatterns(op, facts)) {
        changed = true;
        numRewrites++;
      }
    }
    return changed;
  }

  private factsOf(op: Operation): OpNameFacts {
    const name = op.name;
    let facts = this.nameFacts.get(name);
    if (facts === undefined)
      this.nameFacts.set(name, (facts = new OpNameFacts(name, this.applicator)));
    return facts;
  }

  /** Whether `op` is `ConstantLike`. */
  protected isConstantLike(op: Operation): boolean {
    return this.factsOf(op).constantLike;
  }

  /** Folds `op` in place or replaces it by its folded values (materializing constants next to it). */
  private tryFold(op: Operation, readConstants: boolean): boolean {
    const outcome = foldOperation(op, readConstants);
    if (outcome === null) return false;
    if (outcome === 'in-place') {
      this.changeListener.notifyOperationModified?.(op);
      return true;
    }
    // The outcome is a list of `foldOperation`'s own: each constant in it is replaced by the
    // result of an op materializing it before `op`. Folds to existing values, the usual case,
    // neither move the insertion point nor allocate.
    const rewriter = this.rewriter;
    let saved: InsertionPoint | null = null;
    let created: Operation[] | null = null;
    let ok = true;
    for (let i = 0; i < outcome.length; i++) {
      const folded = outcome[i]!;
      if (!(folded instanceof Attribute)) continue;
      if (created === null) {
        saved = rewriter.saveInsertionPoint();
        rewriter.setInsertionPoint(op);
        created = [];
      }
      const type = op.getResult(i).type;
      const dialect = op.name.getDialect();
      const constOp = materializeConstant(dialect, rewriter, folded, type, op.location);
      if (constOp === null) {
        ok = false;
        break;
      }
      created.push(constOp);
      outcome[i] = constOp.getResult(0);
    }
    if (saved !== null) rewriter.restoreInsertionPoint(saved);
    if (!ok) {
      for (const made of created!) rewriter.eraseOp(made);
      return false;
    }
    rewriter.replaceOp(op, outcome as Value[]);
    return true;
  }

  /** Applies the best matching pattern to `op`, whose name's facts are `facts`. */
  private applyPatterns(op: Operation, facts: OpNameFacts): boolean {
    const log = this.log;
    const checks = this.checks;
    let opName = '';
    if (checks !== null) {
      const scopeOp = this.config.scope?.parentOp ?? null;
      if (scopeOp !== null) checks.snapshot(scopeOp);
      opName = op.name.identifier;
    }
    this.current = op;
    if (this.tried.length !== 0) this.tried.length = 0;
    const matched =
      facts.mayMatch &&
      this.applicator.matchAndRewrite(op, this.rewriter, this.hooks, facts.patterns);
    if (matched) {
      log?.resultWithLine('success', 'at least one pattern matched');
      checks?.afterSuccess(this.tried[this.tried.length - 1]!, opName);
    } else {
      log?.resultWithLine('failure', 'all patterns failed to match');
      checks?.afterFailure(opName, this.tried);
    }
    return matched;
  }

  /** In checking mode, the input must verify before any pattern runs. */
  protected verifyInput(top: Operation | null): void {
    if (this.checks === null || top === null) return;
    if (!verify(top))
      throw new PatternCheckError('greedy pattern rewriter input IR failed to verify');
  }

  protected logNote(text: string): void {
    this.log?.note(text);
  }
}
