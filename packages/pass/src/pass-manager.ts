import type { AnalysisClass } from './analysis-manager.js';
import type { IRAdapter } from './ir-adapter.js';
import { ANY_OP_ANCHOR, Pass } from './pass.js';

/** Whether a pass whose anchor differs from its manager's is nested automatically or refused. */
export type Nesting = 'implicit' | 'explicit';

/** Callbacks around every pass and nested pipeline the pass manager runs (MLIR's `PassInstrumentation`). */
export interface PassInstrumentation {
  /**
   * A nested pipeline (anchored at `anchor`) is about to run on `op`; `parent` is the pass that
   * runs it itself (`Pass.runPipeline`), absent for the pipelines of an adaptor.
   */
  runBeforePipeline?(anchor: string, op: object, parent?: AnyPass): void;
  runAfterPipeline?(anchor: string, op: object, parent?: AnyPass): void;
  /** Also called for the {@link OpToOpPassAdaptor}s that run nested pipelines. */
  runBeforePass?(pass: AnyPass, op: object): void;
  runAfterPass?(pass: AnyPass, op: object): void;
  runAfterPassFailed?(pass: AnyPass, op: object): void;
  /** An analysis of `op` is about to be computed for the running pass (`name` as in reports). */
  runBeforeAnalysis?(name: string, analysis: AnalysisClass, op: object): void;
  runAfterAnalysis?(name: string, analysis: AnalysisClass, op: object): void;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPass = Pass<any>;

/**
 * A list of passes that run in order on ops of one name (its anchor), or on any op that can
 * anchor a pipeline when the anchor is `any`. Nested managers run on the ops directly inside the
 * regions of the op their parent runs on.
 */
export class OpPassManager {
  readonly passes: AnyPass[] = [];

  constructor(
    /** An op name such as `func.func`, or {@link ANY_OP_ANCHOR}. */
    readonly anchor: string,
    public nesting: Nesting = 'explicit',
  ) {}

  /** The anchored op name, or undefined for an op-agnostic manager. */
  get opName(): string | undefined {
    return this.anchor === ANY_OP_ANCHOR ? undefined : this.anchor;
  }

  /** Adds a manager for ops named `anchor` nested in this one's op, and returns it. */
  nest(anchor: string): OpPassManager {
    const nested = new OpPassManager(anchor, this.nesting);
    this.passes.push(new OpToOpPassAdaptor(nested));
    return nested;
  }

  nestAny(): OpPassManager {
    return this.nest(ANY_OP_ANCHOR);
  }

  /**
   * Appends a pass. A pass restricted to another op than this manager's anchor is nested under a
   * new manager for that op when nesting is implicit (mlir-opt's rule for `--pass` flags) and is
   * a programming error when explicit.
   */
  addPass(pass: AnyPass): void {
    const mine = this.opName;
    if (mine !== undefined && pass.opName !== undefined && pass.opName !== mine) {
      if (this.nesting === 'implicit') {
        this.nest(pass.opName).addPass(pass);
        return;
      }
      throw new Error(nestingMismatchMessage(pass, this));
    }
    this.passes.push(pass);
  }

  /** The passes as a textual pipeline body (without this manager's own anchor). */
  printAsTextualPipeline(pretty = false, indent = 0): string {
    if (!pretty) return this.passes.map((pass) => printPass(pass, false, 0)).join(',');
    return this.passes
      .map((pass) => '  '.repeat(indent) + printPass(pass, true, indent))
      .join(',\n');
  }

  /** `anchor(passes)`: a full pipeline that parses back to this manager. */
  toString(): string {
    return `${this.anchor}(${this.printAsTextualPipeline()})`;
  }

  /** The multi-line form `--dump-pass-pipeline` prints. */
  dump(): string {
    const body = this.passes.length === 0 ? '' : `\n${this.printAsTextualPipeline(true, 1)}\n`;
    return `Pass Manager with ${this.passes.length} passes:\n${this.anchor}(${body})\n\n`;
  }

  /** Whether this manager's pipeline may run on an op (by name, registration and isolation). */
  canScheduleOn(ir: IRAdapter, op: object): boolean {
    const name = ir.opName(op);
    if (this.opName !== undefined) return this.opName === name;
    if (!ir.isRegistered(op) || !ir.isIsolatedFromAbove(op)) return false;
    for (const pass of this.passes) {
      if (!(pass instanceof OpToOpPassAdaptor) && !pass.canScheduleOn(name)) return false;
    }
    return true;
  }

  /**
   * Prepares the pass list for running: merges adjacent nested-pipeline adaptors (so that
   * `func.func(a),func.func(b)` runs as `func.func(a,b)`, one function at a time) and checks
   * that every pass can run on this anchor. Returns an error message or null.
   */
  finalize(): string | null {
    const merged: AnyPass[] = [];
    for (const pass of this.passes) {
      const last = merged[merged.length - 1];
      if (
        pass instanceof OpToOpPassAdaptor &&
        last instanceof OpToOpPassAdaptor &&
        pass.tryMergeInto(last)
      )
        continue;
      merged.push(pass);
    }
    this.passes.length = 0;
    this.passes.push(...merged);
    for (const pass of this.passes) {
      if (pass instanceof OpToOpPassAdaptor) {
        for (const nested of pass.managers) {
          const error = nested.finalize();
          if (error) return error;
        }
      } else if (this.opName !== undefined && !pass.canScheduleOn(this.opName)) {
        return `unable to schedule pass '${pass.name}' on a PassManager intended to run on '${this.anchor}'!`;
      }
    }
    return null;
  }

  /** Dependent dialects of every pass in this pipeline, nested ones included. */
  collectDependentDialects(into: Set<string>): Set<string> {
    for (const pass of this.passes) {
      if (pass instanceof OpToOpPassAdaptor)
        for (const nested of pass.managers) nested.collectDependentDialects(into);
      else for (const dialect of pass.getDependentDialects()) into.add(dialect);
    }
    return into;
  }
}

export function nestingMismatchMessage(pass: AnyPass, pm: OpPassManager): string {
  return (
    `Can't add pass '${pass.name}' restricted to '${pass.opName}' on a PassManager intended to run on ` +
    `'${pm.anchor}', did you intend to nest?`
  );
}

function printPass(pass: AnyPass, pretty: boolean, indent: number): string {
  if (!pretty || !(pass instanceof OpToOpPassAdaptor)) return pass.printAsTextualPipeline();
  return pass.managers
    .map((pm, index) => {
      const lead = index === 0 ? '' : '  '.repeat(indent);
      const body = pm.printAsTextualPipeline(true, indent + 1);
      return `${lead}${pm.anchor}(\n${body}\n${'  '.repeat(indent)})`;
    })
    .join(',\n');
}

/**
 * The pass that runs nested pipelines: for each op directly inside the regions of the op it runs
 * on, the first of its managers that can schedule on that op runs its passes on it.
 */
export class OpToOpPassAdaptor extends Pass {
  readonly argument = '';
  readonly managers: OpPassManager[];

  constructor(manager: OpPassManager) {
    super();
    this.managers = [manager];
  }

  get name(): string {
    return `Pipeline Collection : [${this.managers.map((pm) => `'${pm.anchor}'`).join(', ')}]`;
  }

  runOnOperation(): void {
    throw new Error('an OpToOpPassAdaptor is run by the pass manager, not directly');
  }

  /** Its pipelines, `anchor(passes)` each. */
  override printAsTextualPipeline(): string {
    return this.managers.map((pm) => pm.toString()).join(',');
  }

  /**
   * Moves this adaptor's managers into `into` (merging those with equal anchors, sorted by
   * anchor), unless that could change which pipeline runs on some op.
   */
  tryMergeInto(into: OpToOpPassAdaptor): boolean {
    // Which ops an op-agnostic manager claims depends on registration, unknown until run time,
    // so adaptors holding one are conservatively kept apart.
    const hasGeneric = (adaptor: OpToOpPassAdaptor) =>
      adaptor.managers.some((pm) => pm.opName === undefined);
    if (hasGeneric(this) || hasGeneric(into)) return false;
    for (const pm of this.managers) {
      const existing = into.managers.find((other) => other.anchor === pm.anchor);
      if (existing) existing.passes.push(...pm.passes);
      else into.managers.push(pm);
    }
    this.managers.length = 0;
    into.managers.sort((a, b) => (a.anchor < b.anchor ? -1 : a.anchor > b.anchor ? 1 : 0));
    return true;
  }
}
