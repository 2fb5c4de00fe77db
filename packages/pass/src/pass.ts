import {
  type PassOptionsOf,
  type PassOptionsSchema,
  describeOptions,
  parsePassOptions,
  printPassOptions,
} from './options.js';
import { splitOptionArguments } from './option-text.js';
import { type AnalysisClass, AnalysisManager, PreservedAnalyses } from './analysis-manager.js';
import type { OpPassManager } from './pass-manager.js';
import { PipelineError } from './pipeline-error.js';
import { Statistic } from './statistic.js';

/** The anchor name of a pass manager or pass that runs on any (isolated-from-above) op. */
export const ANY_OP_ANCHOR = 'any';

/**
 * Runs `pipeline` on `op` for the pass `parent`, with the verification and instrumentation of the
 * pass manager running `parent`; false when a pass of the pipeline failed.
 */
export type PipelineRunner = (pipeline: OpPassManager, op: object, parent: object) => boolean;

/** What a pass sees of the op it is running on, set by the pass manager for one run. */
interface PassRunState {
  op: object;
  failed: boolean;
  preserved: PreservedAnalyses;
  analyses: AnalysisManager;
  runPipeline: PipelineRunner | null;
}

/** How a run of a pass ended: whether it failed, and what it declared it kept valid. */
export interface PassRunResult {
  failed: boolean;
  preserved: PreservedAnalyses;
}

/**
 * A unit of transformation or analysis over one operation, as MLIR's `Pass`.
 *
 * A pass has an `argument` (its pipeline and command-line name, e.g. `cse`), a `name` (its display
 * name in reports, e.g. `CSE`), a description, and optionally an anchor op name (`opName`): a pass
 * anchored on `func.func` only runs on `func.func` ops, and one without an anchor runs on any op.
 * Options are declared with a zod object schema (`optionsSchema`); the parsed values are in
 * `options`, typed from the schema.
 *
 * `runOnOperation` works on `getOperation()` and reports failure with `signalPassFailure()`
 * (after emitting a located diagnostic that says why). Analyses come from `getAnalysis(Class)`,
 * computed once per op and cached; after the pass, those it did not keep with
 * `markAnalysesPreserved(...)` are dropped. The pass manager verifies the IR after each pass
 * unless the pass says it changed nothing with `markAllAnalysesPreserved()`.
 */
export abstract class Pass<Schema extends PassOptionsSchema | undefined = undefined> {
  /** Pipeline/command-line name, e.g. `canonicalize`. */
  abstract readonly argument: string;
  /** Display name used in IR dumps, timing and statistics, e.g. `Canonicalizer`. */
  abstract readonly name: string;
  readonly description: string = '';
  /** The op this pass is restricted to, or undefined for an op-agnostic pass. */
  readonly opName: string | undefined = undefined;
  /** The schema of this pass's options; undefined for a pass without options. */
  readonly optionsSchema: Schema = undefined as Schema;
  /** Current option values (the schema's defaults until options are parsed). */
  options!: Schema extends PassOptionsSchema ? PassOptionsOf<Schema> : Record<string, never>;
  /** Counters reported by `--mlir-pass-statistics`, in declaration order. */
  readonly statistics: Statistic[] = [];
  private state: PassRunState | undefined;
  private optionsInitialized = false;

  /** Declares a statistic; call from a field initializer. */
  protected statistic(name: string, description: string): Statistic {
    const statistic = new Statistic(name, description);
    this.statistics.push(statistic);
    return statistic;
  }

  /** Names of dialects whose entities this pass may create, loaded before the pipeline runs. */
  getDependentDialects(): readonly string[] {
    return [];
  }

  /** Whether the pass can run on an op of this name (anchor check for op-specific passes). */
  canScheduleOn(opName: string): boolean {
    return this.opName === undefined || this.opName === opName;
  }

  /** Parses an option string (the text between `{` and `}` in a pipeline). */
  initializeOptions(text: string): PipelineError | null {
    if (!this.optionsSchema) {
      this.optionsInitialized = true;
      const first = splitOptionArguments(text)[0];
      if (!first) return null;
      return new PipelineError(
        `no such option '${first.key}' for pass '${this.argument}'`,
        first.keyOffset,
        text,
      );
    }
    const parsed = parsePassOptions(this.optionsSchema, text, this.argument);
    if (parsed instanceof PipelineError) return parsed;
    this.options = parsed as this['options'];
    this.optionsInitialized = true;
    return null;
  }

  /** Sets the option defaults if no option text was ever parsed. */
  ensureOptions(): void {
    if (this.optionsInitialized) return;
    const error = this.initializeOptions('');
    if (error)
      throw new Error(
        `pass '${this.argument}': its option defaults do not validate: ${error.message}`,
      );
  }

  /** The pass as it appears in a textual pipeline: argument plus every option's value. */
  printAsTextualPipeline(): string {
    this.ensureOptions();
    return (
      this.argument +
      printPassOptions(this.optionsSchema, this.options as Record<string, unknown>, (text) =>
        this.printPipelineOption(text),
      )
    );
  }

  /**
   * How a value of a pipeline option (see `pipelineOption`) prints in the pass's textual form.
   * MLIR prints the parsed pipeline, every nested pass with all its options; a pass that can
   * parse its pipeline options (it knows the registry that names their passes) overrides this,
   * e.g. with `printPipelineText`. The default prints the text as given.
   */
  protected printPipelineOption(text: string): string {
    return text;
  }

  /** The option table, for help output. */
  describeOptions() {
    return this.optionsSchema ? describeOptions(this.optionsSchema) : [];
  }

  /** The transformation itself; works on `getOperation()`. */
  abstract runOnOperation(): void;

  /** The op the pass is currently running on. Only valid inside `runOnOperation`. */
  getOperation(): object {
    return this.runState('its operation').op;
  }

  private runState(what: string): PassRunState {
    if (!this.state) throw new Error(`pass '${this.argument}' asked for ${what} outside of a run`);
    return this.state;
  }

  /** Marks the current run as failed; the pass manager stops the pipeline after this pass. */
  signalPassFailure(): void {
    if (this.state) this.state.failed = true;
  }

  /** Declares that the pass left the IR unchanged: every analysis stays valid, no verification. */
  markAllAnalysesPreserved(): void {
    this.state?.preserved.preserveAll();
  }

  /** Declares that these analyses are still valid after the pass, although it changed the IR. */
  markAnalysesPreserved(...analyses: AnalysisClass[]): void {
    this.state?.preserved.preserve(...analyses);
  }

  /** The analyses of the current op and of the ops nested in it. Only valid inside `runOnOperation`. */
  getAnalysisManager(): AnalysisManager {
    return this.runState('its analysis manager').analyses;
  }

  /** The analysis of the current op, computed on first request and cached until invalidated. */
  getAnalysis<A extends object>(analysis: AnalysisClass<A>): A {
    return this.getAnalysisManager().getAnalysis(analysis);
  }

  /** The analysis of the current op if it is cached, without computing it. */
  getCachedAnalysis<A extends object>(analysis: AnalysisClass<A>): A | undefined {
    return this.getAnalysisManager().getCachedAnalysis(analysis);
  }

  /** The analysis of `child`, an op nested in the current one. */
  getChildAnalysis<A extends object>(child: object, analysis: AnalysisClass<A>): A {
    return this.getAnalysisManager().getChildAnalysis(child, analysis);
  }

  /** The cached analysis of `child`, an op directly nested in the current one. */
  getCachedChildAnalysis<A extends object>(
    child: object,
    analysis: AnalysisClass<A>,
  ): A | undefined {
    return this.getAnalysisManager().getCachedChildAnalysis(child, analysis);
  }

  /**
   * The cached analysis of `ancestor`, an op a pass manager is running on around the current op;
   * it may be out of date, as the passes running now can change what it describes.
   */
  getCachedParentAnalysis<A extends object>(
    ancestor: object,
    analysis: AnalysisClass<A>,
  ): A | undefined {
    return this.getAnalysisManager().getCachedParentAnalysis(ancestor, analysis);
  }

  /**
   * Runs a pipeline on `op` (the current op or one nested in it) from inside `runOnOperation`, as
   * MLIR's `Pass::runPipeline`: the pass manager running this pass verifies and instruments it
   * (timing, IR printing) like its own pipelines. The pipeline must be finalized. False when one
   * of its passes failed.
   */
  runPipeline(pipeline: OpPassManager, op: object): boolean {
    const runner = this.state?.runPipeline ?? null;
    if (runner === null)
      throw new Error(`pass '${this.argument}' can only run a pipeline under a pass manager`);
    return runner(pipeline, op, this);
  }

  /**
   * Runs the pass on `op` and reports whether it failed and what it preserved. The pass manager
   * passes how nested pipelines run and the analysis manager of `op`; without one, the pass gets
   * a manager of its own for this run (which cannot reach ops nested in `op`).
   */
  runOn(
    op: object,
    runPipeline: PipelineRunner | null = null,
    analyses: AnalysisManager = AnalysisManager.forOperation(op),
  ): PassRunResult {
    this.ensureOptions();
    const state: PassRunState = {
      op,
      failed: false,
      preserved: new PreservedAnalyses(),
      analyses,
      runPipeline,
    };
    this.state = state;
    try {
      this.runOnOperation();
    } finally {
      this.state = undefined;
    }
    return { failed: state.failed, preserved: state.preserved };
  }
}

/**
 * A pass anchored on one op name, typed by the op class it runs on (MLIR's `OperationPass<OpT>`).
 * `getOperation()` returns that type.
 */
export abstract class OperationPass<
  OpT extends object = object,
  Schema extends PassOptionsSchema | undefined = undefined,
> extends Pass<Schema> {
  override getOperation(): OpT {
    return super.getOperation() as OpT;
  }
}
