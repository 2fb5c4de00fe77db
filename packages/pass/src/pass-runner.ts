import { AnalysisManager, type AnalysisObserver } from './analysis-manager.js';
import { CrashReproducer, type CrashReproducerOptions } from './crash-reproducer.js';
import type { IRAdapter } from './ir-adapter.js';
import {
  type AnyPass,
  type Nesting,
  OpPassManager,
  OpToOpPassAdaptor,
  type PassInstrumentation,
} from './pass-manager.js';
import type { PipelineRunner } from './pass.js';

export interface PassManagerOptions {
  /** How the pass manager reaches the IR. */
  ir: IRAdapter;
  /** Nesting rule for `addPass`; `implicit` is what mlir-opt uses for `--pass` flags. */
  nesting?: Nesting;
  /** Verify the IR after each pass (default true), as `--verify-each`. */
  verifyEach?: boolean;
  /** Called with each dependent dialect name of the pipeline before it runs. */
  loadDialect?: (name: string) => void;
}

/** The pass and op of the first failure of the last run. */
export interface PassFailure {
  pass: AnyPass;
  op: object;
}

/**
 * The top-level pass manager (MLIR's `PassManager`): an {@link OpPassManager} that can run, with
 * verification after each pass, a list of instrumentations, and an analysis manager per run whose
 * cache follows the ops the passes run on.
 */
export class PassManager extends OpPassManager {
  readonly ir: IRAdapter;
  verifyEach: boolean;
  private readonly instrumentations: PassInstrumentation[] = [];
  private readonly loadDialect: ((name: string) => void) | undefined;
  private reproducer: CrashReproducer | undefined;
  /** Set when the last `run` failed inside a pass (not when the pipeline could not start). */
  failure: PassFailure | undefined;
  /** How the passes this manager runs run pipelines of their own (`Pass.runPipeline`). */
  private readonly dynamicPipelineRunner: PipelineRunner = (pipeline, op, parent) =>
    this.runDynamicPipeline(pipeline, op, parent as AnyPass);
  private readonly parentOp = (op: object): object | null => this.ir.parentOp(op);
  /** Tells the instrumentations when a pass's analysis is computed. */
  private readonly analysisObserver: AnalysisObserver = {
    runBeforeAnalysis: (name, analysis, op) => {
      for (const instrumentation of this.instrumentations)
        instrumentation.runBeforeAnalysis?.(name, analysis, op);
    },
    runAfterAnalysis: (name, analysis, op) => {
      for (const instrumentation of this.instrumentations)
        instrumentation.runAfterAnalysis?.(name, analysis, op);
    },
  };

  constructor(anchor: string, options: PassManagerOptions) {
    super(anchor, options.nesting ?? 'explicit');
    this.ir = options.ir;
    this.verifyEach = options.verifyEach ?? true;
    this.loadDialect = options.loadDialect;
  }

  addInstrumentation(instrumentation: PassInstrumentation): void {
    this.instrumentations.push(instrumentation);
  }

  /**
   * Writes a reproducer when a run fails or a pass throws (MLIR's
   * `enableCrashReproducerGeneration`). It is an instrumentation added now: enable it after the
   * others, so that what they print about a failing pass comes before its report, as in mlir-opt.
   */
  enableCrashReproducer(options: CrashReproducerOptions): void {
    this.reproducer = new CrashReproducer(this.ir, options);
    this.addInstrumentation(this.reproducer);
  }

  /**
   * Runs the pipeline on `op`. Returns false on failure, after a diagnostic located at the op
   * for scheduling errors; a failing pass reports its own diagnostics and is in {@link failure}.
   */
  run(op: object): boolean {
    this.failure = undefined;
    const name = this.ir.opName(op);
    if (this.opName !== undefined && this.opName !== name) {
      this.ir.emitError(op, `can't run '${this.anchor}' pass manager on '${name}' op`);
      return false;
    }
    const finalizeError = this.finalize();
    if (finalizeError) {
      this.ir.emitError(null, finalizeError);
      return false;
    }
    if (this.loadDialect)
      for (const dialect of this.collectDependentDialects(new Set())) this.loadDialect(dialect);
    const analyses = AnalysisManager.forOperation(op, this.parentOp, this.analysisObserver);
    const reproducer = this.reproducer;
    if (!reproducer) return this.runPipeline(this, op, analyses);
    reproducer.begin(this.passes, op, this.verifyEach);
    let ok = false;
    try {
      ok = this.runPipeline(this, op, analyses);
    } finally {
      // Also when a pass threw: the reproducer is written, then the exception goes on.
      reproducer.end(op, ok);
    }
    return ok;
  }

  /** Runs `pm`'s passes on `op`; the op's analyses are dropped afterwards, as in MLIR. */
  private runPipeline(pm: OpPassManager, op: object, analyses: AnalysisManager): boolean {
    try {
      for (const pass of pm.passes) if (!this.runPass(pass, op, analyses)) return false;
      return true;
    } finally {
      analyses.clear();
    }
  }

  private runPass(pass: AnyPass, op: object, analyses: AnalysisManager): boolean {
    const ir = this.ir;
    if (!ir.isRegistered(op)) {
      ir.emitOpError(op, 'trying to schedule a pass on an unregistered operation');
      return this.recordFailure(pass, op);
    }
    if (!ir.isIsolatedFromAbove(op)) {
      ir.emitOpError(
        op,
        "trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'",
      );
      return this.recordFailure(pass, op);
    }
    for (const instrumentation of this.instrumentations) instrumentation.runBeforePass?.(pass, op);
    const isAdaptor = pass instanceof OpToOpPassAdaptor;
    let failed: boolean;
    let unchanged = false;
    if (ir.shouldExecute?.(op, 'pass-execution') === false) {
      // Skipped (MLIR's PassExecutionAction filtered out): as a pass that preserved nothing.
      failed = false;
      analyses.clear();
    } else if (isAdaptor) {
      failed = !this.runAdaptor(pass, op, analyses);
      // Whatever the nested pipelines did, the op's own analyses may be stale now.
      analyses.clear();
    } else {
      const result = pass.runOn(op, this.dynamicPipelineRunner, analyses);
      failed = result.failed;
      unchanged = result.preserved.isAll();
      analyses.invalidate(result.preserved);
    }
    // Nested ops were verified after their own passes, so an adaptor verifies only its op.
    if (!failed && this.verifyEach && !unchanged) failed = !ir.verify(op, !isAdaptor);
    for (const instrumentation of this.instrumentations) {
      if (failed) instrumentation.runAfterPassFailed?.(pass, op);
      else instrumentation.runAfterPass?.(pass, op);
    }
    return failed ? this.recordFailure(pass, op) : true;
  }

  /**
   * Runs the adaptor's pipelines on every op they can schedule on, continuing past failures (as
   * mlir-opt does) so that every failing op reports its diagnostics; fails if any failed.
   */
  private runAdaptor(adaptor: OpToOpPassAdaptor, op: object, analyses: AnalysisManager): boolean {
    let ok = true;
    // Collected first, as mlir-opt does, so the list is fixed before any nested pipeline runs.
    for (const nested of [...this.ir.nestedOps(op)]) {
      const pm = findManagerFor(adaptor.managers, this.ir, nested);
      if (!pm) continue;
      for (const instrumentation of this.instrumentations)
        instrumentation.runBeforePipeline?.(pm.anchor, nested);
      if (!this.runPipeline(pm, nested, analyses.nest(nested))) ok = false;
      for (const instrumentation of this.instrumentations)
        instrumentation.runAfterPipeline?.(pm.anchor, nested);
    }
    return ok;
  }

  /**
   * A pipeline a pass runs while it runs (MLIR's dynamic pipeline): instrumented as a nested
   * pipeline whose parent is that pass.
   */
  private runDynamicPipeline(pipeline: OpPassManager, op: object, parent: AnyPass): boolean {
    for (const instrumentation of this.instrumentations)
      instrumentation.runBeforePipeline?.(pipeline.anchor, op, parent);
    const analyses = parent.getAnalysisManager();
    const ok = this.runPipeline(
      pipeline,
      op,
      op === analyses.operation ? analyses : analyses.nest(op),
    );
    for (const instrumentation of this.instrumentations)
      instrumentation.runAfterPipeline?.(pipeline.anchor, op, parent);
    return ok;
  }

  private recordFailure(pass: AnyPass, op: object): false {
    // The innermost failure is recorded first; adaptors failing because of it do not replace it.
    this.failure ??= { pass, op };
    return false;
  }
}

/** The first of `managers` that can run on `op` (a loop, not a per-op closure). */
function findManagerFor(
  managers: readonly OpPassManager[],
  ir: IRAdapter,
  op: object,
): OpPassManager | undefined {
  for (const pm of managers) if (pm.canScheduleOn(ir, op)) return pm;
  return undefined;
}
